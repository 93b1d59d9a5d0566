import Flipbook
import FlipbookTiming

/// `{"animator": {...}}`: a `UIViewPropertyAnimator` made with its duration, timing and
/// animations, its completions added, and started unless `start` is false.
///
/// ```swift
/// // {"animator": {"id": "drag", "duration": 1, "curve": "linear", "start": false, "changes": [...]}}
/// ```
public struct AnimatorSpec: Sendable {
  /// The animator's id, named by the control steps.
  public var id: String
  /// Seconds.
  public var duration: Double
  /// The curve or spring (default: the ease-in-out curve).
  public var timing: PropertyAnimatorTiming
  /// The animations.
  public var changes: [BlockItem]
  /// Steps run when the animator ends; `if` may select `end`, `start` or `current`.
  public var completion: [Step]
  /// Whether to start at once (default true).
  public var start: Bool
  /// `scrubsLinearly` (default true).
  public var scrubsLinearly: Bool
  /// `pausesOnCompletion` (default false).
  public var pausesOnCompletion: Bool
  /// Where the animator object is in the file.
  public var source: SourceReference

  /// Creates an animator step.
  public init(
    id: String, duration: Double, timing: PropertyAnimatorTiming = .curve(.easeInOut),
    changes: [BlockItem] = [],
    completion: [Step] = [], start: Bool = true, scrubsLinearly: Bool = true,
    pausesOnCompletion: Bool = false,
    source: SourceReference
  ) {
    self.id = id
    self.duration = duration
    self.timing = timing
    self.changes = changes
    self.completion = completion
    self.start = start
    self.scrubsLinearly = scrubsLinearly
    self.pausesOnCompletion = pausesOnCompletion
    self.source = source
  }
}

/// What a control step does to a named animator.
public enum AnimatorControl: Sendable {
  /// `{"startAnimator": ID, "delay": s}`: `startAnimation(afterDelay:)`.
  case start(delay: Double)
  /// `{"pauseAnimator": ID}`: `pauseAnimation()`.
  case pause
  /// `{"scrubAnimator": ID, "fraction": f, "over": s, "curve": c}`: set `fractionComplete`, or move it to `f`
  /// over `s` seconds eased by `c` (default linear).
  case scrub(fraction: Double, over: Double?, curve: TimingCurve)
  /// `{"reverseAnimator": ID, "reversed": b}`: `isReversed`.
  case reverse(Bool)
  /// `{"continueAnimator": ID, "curve" or "spring", "durationFactor": k}`.
  case resume(timing: PropertyAnimatorTiming?, durationFactor: Double)
  /// `{"stopAnimator": ID, "withoutFinishing": b, "finalPosition": p}`: `stopAnimation(withoutFinishing)`
  /// (unless the animator is already stopped), then `finishAnimation(at: p)` when a final position is given;
  /// without one a finishing stop leaves the animator stopped, for a later `stopAnimator` to finish.
  case stop(withoutFinishing: Bool, finalPosition: AnimatingPosition?)
  /// `{"addAnimations": {"animator": ID, "changes": [...], "delayFactor": f}}`.
  case addAnimations(changes: [BlockItem], delayFactor: Double)

  /// The step kind (action key) of this control, e.g. ``StepKind/pauseAnimator`` for ``pause``.
  ///
  /// ```swift
  /// AnimatorControl.pause.kind.rawValue  // "pauseAnimator"
  /// ```
  public var kind: StepKind {
    switch self {
    case .start: .startAnimator
    case .pause: .pauseAnimator
    case .scrub: .scrubAnimator
    case .reverse: .reverseAnimator
    case .resume: .continueAnimator
    case .stop: .stopAnimator
    case .addAnimations: .addAnimations
    }
  }
}

/// An animator named by a control step, with where the name is written.
public struct AnimatorReference: Sendable {
  /// The animator's id.
  public var id: String
  /// Where the id is in the file.
  public var source: SourceReference

  /// Creates a reference.
  public init(id: String, source: SourceReference) {
    self.id = id
    self.source = source
  }
}
