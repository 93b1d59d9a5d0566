import FlipbookTiming

/// One step as a ``TimelinePlayer`` ran it, when the player records its runs (``TimelinePlayer/runs``):
/// when it ran, the plan it made its calls from, its staggered targets, and the groups the engine started
/// for it.
///
/// ```swift
/// let player = TimelinePlayer(document: document)
/// player.runs = []
/// player.runScriptToEnd()
/// player.runs![0].time + player.runs![0].plan.end  // when the first step to run ends
/// ```
public struct StepRun: Sendable {
  /// The step, its position resolved.
  public var step: Step
  /// The timeline time it ran at.
  public var time: Double
  /// Its plan, made from what its changes named as it started.
  public var plan: StepPlan
  /// For a staggered step, each target's id (nil for a view without one), in target order.
  public var targetIDs: [String?]
  /// The timing of every animation group the engine started for the step, in order: while it ran, and for
  /// a `transitionFrom` the engine deferred, when it started.
  public var startedGroups: [AnimationTiming]
  /// Whether the engine deferred the step's `transitionFrom` and then cancelled it before it started (its
  /// `from` view had left its superview): an interruption, which a plan does not foresee.
  public var cancelledBeforeStart = false
}
