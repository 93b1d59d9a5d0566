import FlipbookGeometry
import FlipbookTiming

/// The deterministic clock and scheduler of one window: Flipbook's stand-in for Core Animation's render loop.
///
/// Time moves only when you step it. Stepping runs every event due by then in time order (animation ends
/// with their completions, scheduled callbacks), each at its exact time, and then evaluates every running
/// animation into presentation values. Times are in seconds of timeline time.
///
/// ```swift
/// let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
/// window.animator.schedule(at: 0.25) { View.animate(withDuration: 1) { card.alpha = 0 } }
/// window.animator.step(to: 0.3)   // the fade began at exactly 0.25 s
/// ```
@MainActor
public final class Animator {
  /// The current timeline time in seconds.
  public private(set) var now: Double = 0

  var groups = GroupTable()
  var events = EventQueue()
  var callbacks: [(@MainActor () -> Void)?] = []
  private var freeCallbacks: [Int32] = []

  /// Every property animation, one table per interpolated type.
  var tables = TrackTables()
  var transitions: [TransitionRecord] = []
  /// The additive animations (``AnimationInterruption/additive``), one delta table per track type.
  var deltas = DeltaTables()
  /// Scratch for `evaluate`: the groups of tracks dropped in a step (kept to reuse its storage).
  var droppedTrackGroups: [Int32] = []
  /// Values kept a function of time (``drive(until:every:_:)``), ticked before each event and each evaluation.
  var timeDrivers: [TimeDriver] = []

  /// The animation blocks open in code running for this window (bound while its events run).
  let scope: AnimationScope

  /// Whether property changes inside animation blocks animate in this window. Default `true`. When `false`,
  /// changes apply at once and blocks complete at once; running animations continue. UIKit's
  /// `setAnimationsEnabled(_:)`, kept per window (see `View.setAnimationsEnabled(_:)`).
  public var areAnimationsEnabled = true

  /// What a new animation of a property does to the running ones in this window: ``AnimationInterruption/replace``
  /// (default, iOS 7) or ``AnimationInterruption/additive`` (iOS 8 and later: `center` and `bounds` add up).
  ///
  /// ```swift
  /// window.animator.interruption = .additive
  /// ```
  public var interruption = AnimationInterruption.replace

  /// When not nil, the timing of every group that starts running is appended, in order: a block's when it
  /// commits with something to animate, a property animator's each time it runs. What a tool that plans
  /// animations compares its plan with (the timeline's plans are tested against it); nil by default, so
  /// that nothing is kept.
  ///
  /// ```swift
  /// window.animator.startedGroups = []
  /// View.animate(withDuration: 1, delay: 0.5) { card.alpha = 0 }
  /// window.animator.startedGroups?.last?.end  // 1.5
  /// ```
  public var startedGroups: [AnimationTiming]?

  /// Creates an animator whose clock starts at `time` seconds.
  public init(time: Double = 0) {
    now = time
    scope = AnimationScope(animator: nil)
    scope.animator = self
  }

  /// The number of property animations (regular and additive, and transitions) currently recorded.
  public var runningAnimationCount: Int { tables.count + deltas.count + transitions.count }

  /// The number of animation groups (blocks) not yet finished.
  public var activeGroupCount: Int { groups.liveCount }

  /// Runs `action` at timeline time `time` (or at the next step, at the current time, if `time` has passed).
  ///
  /// Callbacks due at the same time run in the order they were scheduled.
  public func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) {
    let index: Int32
    if let free = freeCallbacks.popLast() {
      index = free
      callbacks[Int(free)] = action
    } else {
      callbacks.append(action)
      index = Int32(callbacks.count - 1)
    }
    events.push(time: max(time, now), kind: .callback, index: index)
  }

  /// Advances the clock to `time` (seconds, not before `now`): runs every due event at its own time, then
  /// evaluates the presentation values at `time`.
  ///
  /// - Complexity: O(events due + animations running). Steady-state stepping does not allocate.
  public func step(to time: Double) {
    precondition(time >= now, "Animator.step(to:) cannot go back in time (now \(now), asked \(time))")
    if events.hasEvent(atOrBefore: time + AnimationTiming.timeTolerance) {
      AnimationScope.bound.withValue(scope) { runEvents(through: time) }
    }
    now = time
    if !timeDrivers.isEmpty { AnimationScope.bound.withValue(scope) { runTimeDrivers() } }
    evaluate(at: time)
  }

  /// Runs `body` as this window's code: class-level animation calls inside it (`View.beginAnimations`,
  /// `View.setAnimationsEnabled`, blocks that animate nothing) act on this window.
  public func perform<R>(_ body: () throws -> R) rethrows -> R {
    try AnimationScope.bound.withValue(scope) { try body() }
  }

  /// Runs every event due at or before `limit`, in time order, each at its own time, until none is left
  /// (animations that repeat forever never end; completions that start their animation again would run
  /// forever without a limit), without evaluating presentation values. Tracks of groups that ended are
  /// dropped at the next `step(to:)`. Used to check a script with the engine's own rules.
  public func runEventsUntilIdle(through limit: Double = .infinity) {
    AnimationScope.bound.withValue(scope) {
      while let next = events.first?.time, next <= limit { runEvents(through: max(next, now)) }
    }
  }

  /// Runs every event due at or before `time`, each with the clock set to the event's time.
  func runEvents(through time: Double) {
    while let event = events.popDue(atOrBefore: time + AnimationTiming.timeTolerance) {
      now = max(now, event.time)
      if !timeDrivers.isEmpty { runTimeDrivers() }
      switch event.kind {
      case .callback:
        let i = Int(event.index)
        let action = callbacks[i]
        callbacks[i] = nil
        freeCallbacks.append(event.index)
        action?()
        Transaction.endImplicit()
      case .groupEnd:
        let g = Int(event.index)
        guard groups.generation[g] == event.generation, groups.state[g] == .live else { continue }
        endGroup(event.index, finished: !groups.wasCancelled[g])
      case .groupStart:
        let g = Int(event.index)
        guard groups.generation[g] == event.generation, groups.state[g] != .free else { continue }
        groups.completion[g]?.willStart()
      }
    }
  }

  /// Marks a group ended and reports its completion. Its tracks are dropped at the next evaluation.
  func endGroup(_ g: Int32, finished: Bool) {
    let i = Int(g)
    groups.state[i] = .ended
    let report = groups.completion[i]
    groups.completion[i] = nil
    if groups.trackCount[i] == 0 { groups.free(g) }
    report?.didStop(finished: finished)
  }

  /// Ends a group at the current time on the next step (used for cancelled groups and empty blocks).
  func endGroupSoon(_ g: Int32, finished: Bool) {
    let i = Int(g)
    groups.state[i] = .live
    groups.wasCancelled[i] = !finished
    groups.setTiming(AnimationTiming(begin: now, duration: 1, curve: .linear), of: i)
    events.push(time: now, kind: .groupEnd, index: g, generation: groups.generation[i])
  }
}
