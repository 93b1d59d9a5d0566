import Flipbook
import FlipbookGeometry
import FlipbookTiming

/// Makes a text measurer for a player's window: FlipbookRender's `{ PangoTextMeasurer() }`, passed where a
/// document is loaded, so that this module measures text without depending on a text engine.
///
/// ```swift
/// TimelineLoader.load(bytes: bytes, file: "card.json", textMeasurer: { PangoTextMeasurer() })
/// ```
public typealias TextMeasurerFactory = @MainActor @Sendable () -> any TextMeasuring

/// A decoded and validated timeline (format version 1): the canvas, the frame rate, the duration, the initial
/// views and the script of steps.
///
/// Get one from ``TimelineLoader/load(bytes:file:)``; hand it to ``TimelinePlayer`` to run it.
///
/// ```swift
/// let document = try TimelineLoader.load(bytes: bytes, file: "intro.json").get()
/// document.frameCount   // round(duration × fps)
/// document.summary      // "640×360 at 60 fps, 3 s (180 frames), 4 views, 7 steps"
/// ```
public struct TimelineDocument: Sendable {
  /// The format version; always 1.
  public var version: Int
  /// The size and background of the root view.
  public var canvas: Canvas
  /// The exact frame rate.
  public var frameRate: FrameRate
  /// The frame rate as the file wrote it: a number (`60`, `29.97`) or a rational string (`"30000/1001"`).
  public var fpsAsWritten: FramesPerSecondSpelling
  /// The duration in seconds.
  public var duration: Double
  /// The subviews of the root view, back to front.
  public var views: ViewTree
  /// The script, in document order (the player runs steps with equal `at` in this order).
  public var steps: [Step]
  /// Every view id the document declares (initial views and views added by steps), in document order,
  /// without `root`.
  public var viewIDs: [String]
  /// `"interruption"`: what a new animation does to running ones (`.replace` unless the document says
  /// `"additive"`); the player sets it on its window's animator.
  public var interruption: AnimationInterruption = .replace
  /// How many views (initial and added by steps) declare each class.
  public var classes: [String: Int] = [:]
  /// `labels`: the document's named times, resolved.
  public var labels: [DocumentLabel] = []
  /// Every image the document names, decoded once each, by path relative to the timeline's folder (empty
  /// when loaded without an image resolver). Views and changes naming a path share its image.
  public var images: [String: Image] = [:]
  /// What each player's window measures text with (``TimelineLoader/load(bytes:file:images:props:textMeasurer:)``);
  /// nil: labels keep the size they are given.
  public var textMeasurer: TextMeasurerFactory?
  /// The `audio` tracks: sounds placed on the timeline besides the `sound` steps.
  public var audio: [AudioTrack] = []
  /// What the loader warned about (a valid document may still do something it probably does not mean),
  /// in file order.
  public var warnings: [TimelineDiagnostic] = []

  /// Creates a document. Prefer ``TimelineLoader/load(bytes:file:)``, which validates.
  public init(
    version: Int = 1, canvas: Canvas, frameRate: FrameRate, fpsAsWritten: FramesPerSecondSpelling,
    duration: Double, views: ViewTree, steps: [Step], viewIDs: [String]
  ) {
    self.version = version
    self.canvas = canvas
    self.frameRate = frameRate
    self.fpsAsWritten = fpsAsWritten
    self.duration = duration
    self.views = views
    self.steps = steps
    self.viewIDs = viewIDs
  }

  /// The number of frames, `round(duration × fps)`: frames `0 ..< frameCount` are rendered.
  public var frameCount: Int { frameRate.frameCount(forDuration: duration) }

  /// The time in seconds of frame `k`, `k / fps`, rounded once.
  public func time(ofFrame k: Int) -> Double { frameRate.time(ofFrame: k) }

  /// A one-line description for `flipbook validate`, e.g.
  /// `640×360 at 60 fps, 3 s (180 frames), 4 views, 7 steps` (views: the initial views, nested ones
  /// included; steps: the top-level steps).
  public var summary: String {
    func counted(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    return "\(canvas.width)×\(canvas.height) at \(fpsAsWritten) fps, \(JSONWriter.formatNumber(duration)) s "
      + "(\(counted(frameCount, "frame"))), \(counted(views.views.count, "view")), "
      + counted(steps.count, "step")
  }
}

/// How the document spelled its frame rate; `flipbook sample` echoes it back.
public enum FramesPerSecondSpelling: Hashable, Sendable, CustomStringConvertible {
  /// A JSON number such as `60` or `29.97`.
  case number(Double)
  /// A string such as `"30000/1001"`.
  case string(String)

  /// `60`, `29.97` or `30000/1001`, as written.
  public var description: String {
    switch self {
    case .number(let value): JSONWriter.formatNumber(value)
    case .string(let text): text
    }
  }

  /// The value for JSON output: the number, or the string as written.
  public var jsonOutput: JSONOutput {
    switch self {
    case .number(let value): .number(value)
    case .string(let text): .string(text)
    }
  }
}

/// The root view's size and background (`canvas` in the file).
///
/// ```swift
/// let canvas = Canvas(width: 640, height: 360, background: .white)
/// ```
public struct Canvas: Hashable, Sendable {
  /// Width in points; positive.
  public var width: Int
  /// Height in points; positive.
  public var height: Int
  /// The root view's background colour; `nil` is transparent (the default).
  public var background: Color?
  /// Pixels per point for rendering; default 1.
  public var scale: Double

  /// Creates a canvas.
  public init(width: Int, height: Int, background: Color? = nil, scale: Double = 1) {
    self.width = width
    self.height = height
    self.background = background
    self.scale = scale
  }
}
