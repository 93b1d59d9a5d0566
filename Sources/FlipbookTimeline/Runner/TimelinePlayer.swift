import Flipbook
import FlipbookGeometry
import FlipbookTiming

/// Runs a ``TimelineDocument`` on a Flipbook ``Window``: builds the views, schedules every step at its
/// exact time, and steps frame by frame.
///
/// The window is the root view (id `root`, frame `[0, 0, width, height]`, the canvas background). Top-level
/// steps are scheduled with `window.animator.schedule(at:)` at their `at` (equal times run in document
/// order); blocks run as `View.animate`, and completion steps are scheduled when their block's completion
/// runs, at that time plus their `at`, if their `if` matches. Frame `k` shows time
/// `frameRate.time(ofFrame: k)`.
///
/// ```swift
/// let player = TimelinePlayer(document: document, file: "intro.json")
/// for frame in 0..<player.frameCount {
///   player.step(toFrame: frame)
///   let snapshot = player.window.renderSnapshot()
///   // draw it…
/// }
/// player.viewsByID["card"]?.presentation.alpha
/// ```
///
/// Frames must be visited in increasing order (time only moves forward); make a new player to start over.
/// Problems the validator could not rule out (it estimates when completions run) are skipped at run
/// time and recorded in ``diagnostics`` instead of stopping the program.
@MainActor
public final class TimelinePlayer {
  /// The document being played.
  public let document: TimelineDocument
  /// The file name used in ``diagnostics``.
  public let file: String
  /// The root view and the clock.
  public let window: Window
  /// The views that exist now, by id (`root` is the window). Views added by steps appear when their step runs.
  public private(set) var viewsByID: [String: View] = [:]
  /// Steps that could not run as written (e.g. a view without a superview was removed), and warnings about
  /// steps that ran but probably not as meant, in the order met.
  public internal(set) var diagnostics: [TimelineDiagnostic] = []
  /// The sounds the script played so far, in the order their steps ran (see ``runScriptToEnd()``).
  public internal(set) var playedSounds: [PlayedSound] = []
  /// The last frame stepped to, or nil before the first `step(toFrame:)`.
  public private(set) var currentFrame: Int?

  var idsByView: [ObjectIdentifier: String] = [:]
  /// The `image` path each image view with an id shows, by id (for `sample`).
  var imagePaths: [String: String] = [:]
  /// Every step the player has run, in the order run, when not nil: set it to `[]` before playing to record
  /// them (``TimelineSchedule`` and the loader's position check do). Nil by default, so nothing is kept.
  public var runs: [StepRun]?
  /// The classes of each view that has any (for `".class"` selectors).
  var classesByView: [ObjectIdentifier: [String]] = [:]
  /// The property animators made by `animator` steps, by id.
  var animators: [String: PropertyAnimator] = [:]
  /// When each animator last ended (see ``animatorEnded(_:position:)``).
  var animatorEnds: [String: Double] = [:]
  /// Where each id is declared, when the player checks a script for the validator (see ``lookUp(_:)``).
  let declarations: [String: SourceReference]?
  /// Whether a stack view was made: until then no view has a layout to run, so ``layOut()`` costs nothing.
  var hasStacks = false
  /// The layers with ids made so far (declared ones from the start, added ones when their step runs), by id.
  public internal(set) var layersByID: [String: Layer] = [:]
  /// Layers made whose document animations are not yet added (they are added once the layer is in the
  /// window, timed from that moment).
  var pendingLayerAnimations: [(Layer, [LayerAnimationSpec])] = []

  /// Builds the window and the initial views and schedules the script. Nothing runs until the first step.
  public convenience init(document: TimelineDocument, file: String = "timeline.json") {
    self.init(document: document, file: file, declarations: nil)
  }

  /// A player that checks a script: a step naming a view that does not exist at that moment is reported
  /// with where the view is declared, and not at all for ids the document never declares (the decoder has
  /// reported those).
  init(document: TimelineDocument, file: String, declarations: [String: SourceReference]?) {
    self.document = document
    self.file = file
    self.declarations = declarations
    let canvas = document.canvas
    window = Window(
      frame: Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)))
    window.frameRate = document.frameRate
    window.animator.interruption = document.interruption
    window.backgroundColor = canvas.background
    window.textMeasurer = document.textMeasurer?()
    viewsByID.reserveCapacity(document.viewIDs.count + 1)
    idsByView.reserveCapacity(document.viewIDs.count + 1)
    register(window, id: "root")
    for view in makeViews(document.views) { window.addSubview(view) }
    startPendingLayerAnimations()
    layOut()
    // One event per distinct time, running that time's steps in document order: the order equal times keep
    // anyway (events scheduled here come before any scheduled later at the same time), with one closure per
    // time instead of one per step. Events hold indices, not copies of the steps.
    var indicesByTime: [Double: [Int]] = [:]
    var times: [Double] = []
    for (index, step) in document.steps.enumerated() {
      if indicesByTime[step.at] == nil { times.append(step.at) }
      indicesByTime[step.at, default: []].append(index)
    }
    for time in times {
      let indices = indicesByTime[time]!
      window.animator.schedule(at: time) { [weak self] in
        guard let self else { return }
        for index in indices { self.run(self.document.steps[index]) }
        self.startPendingLayerAnimations()
      }
    }
    if declarations != nil, window.textMeasurer != nil {
      // After the steps at time 0 (events at one time run in the order scheduled): frame 0's labels.
      window.animator.schedule(at: 0) { [weak self] in self?.warnAboutCutText() }
    }
  }

  /// The frame rate.
  public var frameRate: FrameRate { document.frameRate }

  /// The number of frames, `round(duration × fps)`.
  public var frameCount: Int { document.frameCount }

  /// Advances to frame `frame` (time `frame / fps`), running every step due by then at its exact time.
  ///
  /// - Precondition: `frame` is not before the current frame.
  public func step(toFrame frame: Int) {
    precondition(
      frame >= (currentFrame ?? 0),
      "TimelinePlayer.step(toFrame:): frames must increase (at \(currentFrame ?? 0), asked \(frame))")
    currentFrame = frame
    window.step(toFrame: frame)
  }

  /// Runs every step of the script, completions included, at its exact time, until nothing is left to run
  /// (animations that repeat forever never complete), without computing presentation values: what the
  /// validator does to check a script with the engine's own rules. Every top-level step runs; what
  /// completions schedule after both the timeline's end and the last top-level step is not run, since no
  /// frame shows it and a completion that restarts its own animator would otherwise run forever. Afterwards
  /// the player is at the time of its last event; use a new player to render.
  public func runScriptToEnd() {
    let lastStep = document.steps.lazy.map(\.at).max() ?? 0
    window.animator.runEventsUntilIdle(through: max(document.duration, lastStep))
  }

  /// The id of a view of this player, or nil for anonymous views and views of other windows.
  ///
  /// ```swift
  /// player.id(of: player.window)  // "root"
  /// ```
  public func id(of view: View) -> String? { idsByView[ObjectIdentifier(view)] }

  func register(_ view: View, id: String) {
    viewsByID[id] = view
    idsByView[ObjectIdentifier(view)] = id
  }

  /// The current timeline time.
  var now: Double { window.time }

  /// Runs the layout pass now (`window.layoutIfNeeded()`): after the initial views are made, after every
  /// step, and at the end of every block's changes, inside the block. Layout happens at these event times
  /// only, never when a frame is looked at, so frame k's state does not depend on which frames were
  /// computed before it.
  func layOut() {
    if hasStacks { window.layoutIfNeeded() }
  }

  /// Records a problem met while running.
  func report(_ message: String, at source: SourceReference, severity: TimelineDiagnostic.Severity = .error) {
    diagnostics.append(
      TimelineDiagnostic(
        file: file, location: source.location, path: source.path, message: message, severity: severity))
  }
}
