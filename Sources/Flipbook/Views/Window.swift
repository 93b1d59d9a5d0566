import FlipbookGeometry
import FlipbookTiming

/// The root of a view hierarchy, and the owner of the deterministic clock that animates it.
///
/// ```swift
/// let window = Window(frame: Rect(x: 0, y: 0, width: 640, height: 360), frameRate: FrameRate(numerator: 30))
/// let box = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
/// window.addSubview(box)
/// View.animate(withDuration: 1) { box.center = Point(x: 300, y: 100) }
/// window.step(toFrame: 15)            // t = 0.5 s
/// let snapshot = window.renderSnapshot()
/// ```
@MainActor
open class Window: View {
  /// The clock and scheduler of every animation in this window.
  public let animator: Animator
  /// The rate `step(toFrame:)` converts frame numbers with. Default 60 frames per second.
  public var frameRate = FrameRate(numerator: 60)
  /// What labels in this window measure their text with (``Label/sizeThatFits(_:)``); nil (the default): no
  /// text engine, and labels keep the size they are given. FlipbookRender provides `PangoTextMeasurer`.
  ///
  /// ```swift
  /// window.textMeasurer = PangoTextMeasurer()
  /// ```
  public var textMeasurer: (any TextMeasuring)?

  /// The last snapshot's storage, reused by the next `renderSnapshot()`.
  var snapshotBuffers = SnapshotBuffers()

  /// Creates a window with the given frame at 60 frames per second (``frameRate``'s default, what
  /// `step(toFrame:)` and the renderers count frames with); its clock starts at 0 s. Give another rate with
  /// ``init(frame:frameRate:)``.
  ///
  /// ```swift
  /// let window = Window(frame: Rect(x: 0, y: 0, width: 640, height: 360))  // 60 fps
  /// ```
  public override init(frame: Rect) {
    animator = Animator()
    super.init(frame: frame)
    windowStorage = self
  }

  /// Creates a window with the given frame, counting frames at `frameRate`; its clock starts at 0 s.
  ///
  /// ```swift
  /// let window = Window(frame: Rect(x: 0, y: 0, width: 640, height: 360), frameRate: FrameRate(numerator: 30))
  /// window.step(toFrame: 15)  // t = 0.5 s
  /// ```
  public convenience init(frame: Rect, frameRate: FrameRate) {
    self.init(frame: frame)
    self.frameRate = frameRate
  }

  /// Runs `body` as this window's code, as if its clock ran it: class-level animation calls inside it
  /// (`View.beginAnimations`, `View.setAnimationsEnabled`, completions of blocks that animate nothing) act on
  /// this window. See "Isolation" in Documentation/Views.md.
  ///
  /// ```swift
  /// window.perform {
  ///   View.beginAnimations("fade", context: nil)
  ///   card.alpha = 0
  ///   View.commitAnimations()
  /// }
  /// ```
  public func perform<R>(_ body: () throws -> R) rethrows -> R { try animator.perform(body) }

  /// The current timeline time in seconds.
  public var time: Double { animator.now }

  /// Advances the clock to `time` seconds and evaluates the presentation there.
  public func step(to time: Double) { animator.step(to: time) }

  /// Advances the clock to frame `frame` at `frameRate` (frame k shows time k / fps, computed exactly).
  public func step(toFrame frame: Int) { animator.step(to: frameRate.time(ofFrame: frame)) }
}
