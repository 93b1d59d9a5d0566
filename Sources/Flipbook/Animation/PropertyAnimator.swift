import FlipbookTiming

/// The state of a ``PropertyAnimator`` (UIKit's `UIViewAnimatingState`).
public enum AnimatingState: Sendable, Hashable {
  /// No animations applied: just made, or finished.
  case inactive
  /// Animations applied: running or paused.
  case active
  /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
  case stopped
}

/// Where a ``PropertyAnimator`` ended (UIKit's `UIViewAnimatingPosition`), passed to its completions.
public enum AnimatingPosition: Sendable, Hashable {
  /// At the new values.
  case end
  /// Back at the values the animations started from.
  case start
  /// Wherever it was when it was stopped.
  case current
}

/// How a ``PropertyAnimator`` maps its time fraction to progress: a curve or a spring (UIKit's
/// `UITimingCurveProvider`: `UICubicTimingParameters` or `UISpringTimingParameters`).
public enum PropertyAnimatorTiming: Hashable, Sendable {
  /// A named curve or a custom cubic Bézier.
  case curve(TimingCurve)
  /// A spring (its stiffness comes from the animator's duration, or its duration from the spring).
  case spring(SpringParameters)
}

/// An interruptible, scrubbable, reversible animation: UIKit's `UIViewPropertyAnimator`, on the window's
/// frame-stepped clock.
///
/// The animations closure runs when the animator is made (or `addAnimations` is called): the model values
/// change at once and the presentation stays at the old ones until ``startAnimation()``. A running animator
/// moves its time fraction from 0 to 1 over `duration` (from 1 to 0 when ``isReversed``) and shows the
/// timing's progress at that fraction; ``pauseAnimation()`` holds it, ``fractionComplete`` moves it while
/// paused (a scripted drag), ``continueAnimation(withTimingParameters:durationFactor:)`` resumes it,
/// ``stopAnimation(_:)`` and ``finishAnimation(at:)`` end it at the end, the start or where it is.
/// Completions receive the position it ended at. Calls UIKit rejects with an exception are preconditions.
///
/// ```swift
/// let animator = PropertyAnimator(duration: 1, curve: .easeInOut) { card.center = Point(x: 300, y: 100) }
/// animator.addCompletion { position in print("ended at", position) }
/// animator.startAnimation()
/// window.step(to: 0.5)
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.2     // scrub back
/// animator.isReversed = true
/// animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
/// ```
@MainActor
public final class PropertyAnimator {
  /// Seconds for the whole animation (fraction 0 to 1) at a duration factor of 1.
  public let duration: Double
  /// The timing the animator runs with (changed by `continueAnimation(withTimingParameters:…)`).
  public private(set) var timingParameters: PropertyAnimatorTiming
  /// Inactive, active (running or paused) or stopped.
  public private(set) var state: AnimatingState = .inactive
  /// Whether the animations are moving now.
  public private(set) var isRunning = false
  /// Whether the animation runs towards the start. Setting it while running turns the animation round at
  /// the current point, with the remaining time at the same speed.
  public var isReversed = false {
    didSet {
      guard isReversed != oldValue, isRunning, let engine else { return }
      capture(at: engine.now, reversed: oldValue)
      run(after: 0)
    }
  }
  /// While paused, whether ``fractionComplete`` is the shown progress itself (a linear scrub, UIKit's
  /// default) rather than the time fraction the timing curve is applied to.
  public var scrubsLinearly = true
  /// Whether reaching the end leaves the animator active and paused instead of finishing it.
  public var pausesOnCompletion = false
  /// Recorded; Flipbook's animators can always be interrupted.
  public var isInterruptible = true

  private var engine: Animator?
  /// The engine groups the animator drives, each with the time fraction its animations start at: 0 for those
  /// added without a delay, later for each `addAnimations(_:delayFactor:)` with a delay.
  private var parts: [(group: Int32, start: Double)] = []
  /// Whether the parts run with timings now (false while held, or waiting for `startAnimation(afterDelay:)`).
  private var isMoving = false
  private var completions: [(AnimatingPosition) -> Void] = []
  /// The timing function the animator runs with now.
  private var function: TimingFunction
  /// Seconds for the time fraction to cross 0 … 1 at the current speed (`duration × durationFactor`).
  private var pace: Double
  /// The time fraction at `anchor` (while running) or now (while paused).
  private var fraction = 0.0
  /// While paused with a linear scrub: the shown progress.
  private var heldProgress: Double?
  /// Whether `heldProgress` was set (by a scrub or a finish) rather than read off the timing at `fraction`
  /// (by a pause or a stop): only then do delayed parts show its linear share, `(p − s) / (1 − s)`; otherwise
  /// they keep what they showed, the timing at their phase of `fraction`.
  private var heldWasSet = false
  private var anchor = 0.0
  /// Incremented whenever the animator's course changes, so that scheduled ends of an earlier course lapse.
  private var course = 0

  /// An animator with a UIKit curve.
  ///
  /// ```swift
  /// let fade = PropertyAnimator(duration: 0.5, curve: .easeOut) { badge.alpha = 0 }
  /// ```
  public convenience init(
    duration: Double, curve: AnimationCurve = .easeInOut, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: .curve(TimingCurve(curve)), animations: animations)
  }

  /// An animator with UIKit's spring of the given damping ratio (`init(duration:dampingRatio:animations:)`).
  public convenience init(duration: Double, dampingRatio: Double, animations: (() -> Void)? = nil) {
    self.init(
      duration: duration, timingParameters: .spring(.dampingRatio(dampingRatio, initialVelocity: 0)),
      animations: animations)
  }

  /// An animator with a curve or a spring (`init(duration:timingParameters:)` + `addAnimations`).
  ///
  /// - Precondition: `duration >= 0`.
  public init(duration: Double, timingParameters: PropertyAnimatorTiming, animations: (() -> Void)? = nil) {
    precondition(duration >= 0 && duration.isFinite, "a property animator needs a duration >= 0")
    self.duration = duration
    self.timingParameters = timingParameters
    function = Self.function(timingParameters, duration: duration)
    pace = Self.span(of: function, duration: duration, timingParameters)
    if let animations { addAnimations(animations) }
  }

  /// The time fraction (0 … 1) reached; while paused with ``scrubsLinearly``, the shown progress. Setting it
  /// moves a paused animator there (a scripted drag); an inactive animator becomes active and paused.
  ///
  /// - Precondition: the animator is not running and not stopped (UIKit raises then).
  public var fractionComplete: Double {
    get {
      if let heldProgress { return heldProgress }
      guard isRunning, let engine else { return fraction }
      return currentFraction(at: engine.now)
    }
    set {
      precondition(!isRunning, "fractionComplete cannot be set while the animator is running: pause it first")
      precondition(state != .stopped, "fractionComplete cannot be set on a stopped animator")
      let value = min(max(newValue, 0), 1)
      if scrubsLinearly {
        heldProgress = value
        heldWasSet = true
        fraction = inverse(value)
      } else {
        heldProgress = nil
        fraction = value
      }
      state = .active
      hold()
    }
  }

  /// Adds animations, run now (their model values change at once). Added to an active animator, each new
  /// property starts from what is shown and moves with the animator's progress over the rest of the
  /// animation, reaching its new value when the animator ends (UIKit: "the animations run for the remaining
  /// time").
  ///
  /// - Precondition: the animator is not stopped.
  public func addAnimations(_ animations: () -> Void) {
    addAnimations(animations, delayFactor: 0)
  }

  /// Adds animations that start after `delayFactor` × the animator's remaining time (its whole duration before
  /// it starts) and end with the animator (UIKit's `addAnimations(_:delayFactor:)`). Their model values
  /// change at once; what is shown holds until the delay has passed, then follows the animator's timing
  /// compressed into the rest of its time: at time fraction `u` the added animations' progress is
  /// `timing((u − s) / (1 − s))`, where `s = f + delayFactor × (1 − f)` and `f` is the time fraction when
  /// they were added. Pausing, scrubbing, reversing, stopping and finishing act on them with the rest of the
  /// animator (a linear scrub to `p` shows `(p − s) / (1 − s)`, clamped).
  ///
  /// ```swift
  /// let animator = PropertyAnimator(duration: 2, curve: .linear) { card.alpha = 0 }
  /// animator.addAnimations({ badge.center.x += 100 }, delayFactor: 0.5)  // moves during the last second
  /// animator.startAnimation()
  /// ```
  ///
  /// - Precondition: the animator is not stopped; `delayFactor` is in [0, 1] (UIKit requires it).
  public func addAnimations(_ animations: () -> Void, delayFactor: Double) {
    precondition(state != .stopped, "addAnimations cannot be called on a stopped animator")
    precondition(delayFactor >= 0 && delayFactor <= 1, "delayFactor must be in [0, 1], got \(delayFactor)")
    let reached = isRunning ? engine.map { currentFraction(at: $0.now) } ?? fraction : fraction
    let start = delayFactor > 0 ? min(reached + delayFactor * (1 - reached), 1) : 0
    AnimationScope.withCurrentOrNew { scope in
      let active = state == .active
      let context = AnimationContext.push(
        onto: scope, duration: duration, delay: 0,
        options: AnimationOptions([.overrideInheritedDuration, .overrideInheritedCurve]).union(
          active ? .beginFromCurrentState : []))
      context.isPropertyAnimator = true
      var earlier: Set<TrackKey> = []
      let joined = parts.first { $0.start == start }?.group
      if let engine, let joined {
        context.attach(to: engine, group: joined)
        earlier = Set(
          engine.tracks(ofGroup: joined).map { TrackKey(owner: ObjectIdentifier($0.0), property: $0.1) })
      }
      animations()
      context.closeForPropertyAnimator()
      if let joined {
        // Delayed groups start at or after the fraction reached: their new tracks still show their start.
        if active, start == 0, let engine {
          engine.rebaseNewTracks(
            ofGroup: joined, earlier: earlier, progress: engine.currentProgress(ofGroup: joined))
        }
        return
      }
      guard let animator = context.animator, let g = context.group(in: animator) else { return }
      guard engine == nil || engine === animator else {
        animator.removeGroup(g)  // an animator animates in one window: elsewhere the changes just apply
        return
      }
      adopt(g, of: animator, start: start, active: active)
    }
  }

  /// Adds a completion, called with the position the animator ends at.
  public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts (or resumes) the animation now.
  public func startAnimation() { startAnimation(afterDelay: 0) }

  /// Starts (or resumes) the animation after `delay` seconds, holding until then.
  ///
  /// - Precondition: the animator is not stopped.
  public func startAnimation(afterDelay delay: Double) {
    precondition(state != .stopped, "startAnimation cannot be called on a stopped animator")
    guard !isRunning else { return }
    state = .active
    run(after: max(delay, 0))
  }

  /// Pauses a running animator where it is; an inactive one becomes active and paused at the start.
  ///
  /// - Precondition: the animator is not stopped.
  public func pauseAnimation() {
    precondition(state != .stopped, "pauseAnimation cannot be called on a stopped animator")
    if isRunning, let engine { capture(at: engine.now) }
    isRunning = false
    state = .active
    heldProgress = scrubsLinearly ? function.value(at: fraction) : nil
    heldWasSet = false
    hold()
  }

  /// Resumes a paused animator with new timing parameters (nil keeps the current ones) and the remaining
  /// time multiplied by `durationFactor`.
  ///
  /// - Precondition: the animator is active.
  public func continueAnimation(
    withTimingParameters parameters: PropertyAnimatorTiming?, durationFactor: Double
  ) {
    precondition(state == .active, "continueAnimation needs an active animator")
    if isRunning, let engine { capture(at: engine.now) }
    if let parameters {
      timingParameters = parameters
      function = Self.function(parameters, duration: duration)
    }
    pace = Self.span(of: function, duration: duration, timingParameters) * max(durationFactor, 0)
    isRunning = false
    run(after: 0)
  }

  /// Stops the animation where it is. `withoutFinishing`: the model takes the shown values and the animator
  /// becomes inactive without calling its completions; otherwise it becomes stopped and waits for
  /// ``finishAnimation(at:)``.
  ///
  /// - Precondition: the animator is active.
  public func stopAnimation(_ withoutFinishing: Bool) {
    precondition(state == .active, "stopAnimation needs an active animator")
    if isRunning, let engine { capture(at: engine.now) }
    isRunning = false
    if heldProgress == nil {
      heldProgress = function.value(at: fraction)
      heldWasSet = false
    }
    hold()
    if withoutFinishing {
      end(settlingModel: true, report: nil)
    } else {
      state = .stopped
    }
  }

  /// Finishes a stopped animator at `position`: the model takes the end values (`.end`), the start values
  /// (`.start`) or the shown ones (`.current`); the completions run with `position`.
  ///
  /// - Precondition: the animator is stopped.
  public func finishAnimation(at position: AnimatingPosition) {
    precondition(
      state == .stopped, "finishAnimation(at:) needs a stopped animator: call stopAnimation(false)")
    switch position {
    case .end: (heldProgress, heldWasSet) = (1, true)
    case .start: (heldProgress, heldWasSet) = (0, true)
    case .current: break
    }
    hold()
    end(settlingModel: position != .end, report: position)
  }

  // MARK: Driving the engine's group

  private static func function(_ parameters: PropertyAnimatorTiming, duration: Double) -> TimingFunction {
    switch parameters {
    case .curve(let curve): return curve.function
    case .spring(let spring):
      return duration > 0 ? .spring(spring.spring(duration: duration)) : .cubicBezier(.linear)
    }
  }

  /// Seconds for the time fraction to cross 0 … 1 at a duration factor of 1: the animator's duration, or for a
  /// duration/bounce spring its settling time (as UIKit ignores an animator's duration for springs that set
  /// their own).
  private static func span(
    of function: TimingFunction, duration: Double, _ parameters: PropertyAnimatorTiming
  )
    -> Double
  {
    if case .spring(.perceptual) = parameters, case .spring(let spring) = function { return spring.duration }
    return duration
  }

  /// The time fraction at `t` while running (towards 0 when `reversed`).
  private func currentFraction(at t: Double, reversed: Bool? = nil) -> Double {
    let reversed = reversed ?? isReversed
    guard pace > 0 else { return reversed ? 0 : 1 }
    let moved = max(t - anchor, 0) / pace
    return min(max(reversed ? fraction - moved : fraction + moved, 0), 1)
  }

  /// Freezes the time fraction at `t` (the animator is about to change course); `reversed` is the direction
  /// it ran in, when that has just changed.
  private func capture(at t: Double, reversed: Bool? = nil) {
    fraction = currentFraction(at: t, reversed: reversed)
    anchor = t
  }

  /// The first time fraction at which the timing's progress reaches `p` (the inverse of a monotone curve; for
  /// a spring, the first time it gets there), for resuming a linear scrub without a jump: 256 samples find
  /// the interval, bisection the point.
  private func inverse(_ p: Double) -> Double {
    let samples = 256
    var low = 0.0
    var high = 1.0
    for k in 1...samples {
      let u = Double(k) / Double(samples)
      if function.value(at: u) >= p {
        high = u
        break
      }
      low = u
    }
    for _ in 0..<50 {
      let middle = 0.5 * (low + high)
      if function.value(at: middle) < p { low = middle } else { high = middle }
    }
    return 0.5 * (low + high)
  }

  /// Makes the new group `g` of `animator` one of the animator's parts, starting at time fraction `start`,
  /// and puts it where the animator is: running, held, or (inactive) waiting to start.
  private func adopt(_ g: Int32, of animator: Animator, start: Double, active: Bool) {
    engine = animator
    parts.append((g, start))
    animator.groups.completion[Int(g)] = GroupCompletion(
      completion: { [weak self] _ in self?.partWasTakenOver(g) }, delegate: nil, animationID: nil,
      context: nil)
    guard active else { return }
    if start == 0 {
      // Undelayed animations added to a started animator run over the rest of it from what is shown.
      animator.rebaseNewTracks(ofGroup: g, earlier: [], progress: shownProgress(from: 0, at: animator.now))
    }
    if isMoving {
      move((g, start), in: animator, token: course)
    } else {
      animator.holdGroup(g, at: shownProgress(from: start, at: animator.now))
    }
  }

  /// The progress shown now by the part starting at time fraction `start`.
  private func shownProgress(from start: Double, at now: Double) -> Double {
    if let heldProgress, start == 0 || heldWasSet {
      return start == 0 ? heldProgress : Self.phase(heldProgress, from: start)
    }
    let u = isRunning ? currentFraction(at: now) : fraction
    return start == 0 ? function.value(at: u) : function.value(at: Self.phase(u, from: start))
  }

  /// The phase `(u − start) / (1 − start)` of a part starting at time fraction `start`, clamped to [0, 1]
  /// (0 up to `start`; a step at `u = 1` when `start` is 1).
  private static func phase(_ u: Double, from start: Double) -> Double {
    guard start < 1 else { return u >= 1 ? 1 : 0 }
    return min(max((u - start) / (1 - start), 0), 1)
  }

  /// Holds every part at the held progress (or the timing's progress at the time fraction).
  private func hold() {
    course += 1
    isMoving = false
    guard let engine else { return }
    for part in parts { engine.holdGroup(part.group, at: shownProgress(from: part.start, at: engine.now)) }
  }

  /// Runs from the current fraction after `delay`, with an end scheduled where the fraction reaches 1 (or 0).
  private func run(after delay: Double) {
    course += 1
    let token = course
    isRunning = true
    guard let engine, !parts.isEmpty else {
      finishEmpty()
      return
    }
    if let held = heldProgress {
      fraction = inverse(held)
      heldProgress = nil
    }
    if delay > 0 {
      isMoving = false
      anchor = engine.now + delay  // the fraction stays put until then
      for part in parts { engine.holdGroup(part.group, at: shownProgress(from: part.start, at: engine.now)) }
      engine.schedule(at: engine.now + delay) { [weak self] in
        guard let self, self.course == token else { return }
        self.course += 1
        self.startMoving(self.course)
      }
    } else {
      startMoving(token)
    }
  }

  private func startMoving(_ token: Int) {
    guard let engine, !parts.isEmpty else { return }
    let now = engine.now
    anchor = now
    let remaining = (isReversed ? fraction : 1 - fraction) * pace
    guard remaining > 0 && pace > 0 else {
      engine.schedule(at: now) { [weak self] in self?.reachEnd(token) }
      return
    }
    isMoving = true
    for part in parts { move(part, in: engine, token: token) }
    engine.schedule(at: now + remaining) { [weak self] in self?.reachEnd(token) }
  }

  /// Gives a part the timing that moves it from the animator's time fraction at `anchor` on: the animator's
  /// curve over the part's share `(1 − start) × pace` of the time, beginning when the fraction passes
  /// `start` (an autoreversing timing when reversed, so the curve is never flipped). A reversed part that
  /// reaches its start before the animator does is held there; one already there just holds.
  private func move(_ part: (group: Int32, start: Double), in engine: Animator, token: Int) {
    let span = (1 - part.start) * pace
    let passed = (fraction - part.start) * pace  // seconds since the part began (negative: it has not)
    guard span > 0, !isReversed || passed > 0 else {
      engine.holdGroup(part.group, at: shownProgress(from: part.start, at: engine.now))
      return
    }
    if isReversed {
      engine.runGroup(
        part.group,
        timing: AnimationTiming(
          begin: anchor + passed - 2 * span, duration: span, repeatCount: 1, autoreverses: true,
          curve: function))
      guard part.start > 0 else { return }  // the first part reaches 0 when the animator ends
      engine.schedule(at: anchor + passed) { [weak self, weak engine] in
        guard let self, self.course == token else { return }
        engine?.holdGroup(part.group, at: 0)
      }
    } else {
      engine.runGroup(
        part.group, timing: AnimationTiming(begin: anchor - passed, duration: span, curve: function))
    }
  }

  /// The fraction reached 1 (or 0 reversed): finish there, or pause there with `pausesOnCompletion`.
  private func reachEnd(_ token: Int) {
    guard course == token else { return }
    fraction = isReversed ? 0 : 1
    isRunning = false
    heldProgress = nil
    hold()
    guard !pausesOnCompletion else { return }
    end(settlingModel: isReversed, report: isReversed ? .start : .end)
  }

  /// An animator that animates nothing ends at once.
  private func finishEmpty() {
    isRunning = false
    state = .inactive
    for completion in completions { completion(isReversed ? .start : .end) }
  }

  /// Ends the group: the model takes the held values if asked; the animator becomes inactive and reports.
  private func end(settlingModel: Bool, report position: AnimatingPosition?) {
    course += 1
    if let engine {
      for part in parts {
        if settlingModel { engine.settleModel(ofGroup: part.group) }
        engine.removeGroup(part.group)
      }
    }
    engine = nil
    parts = []
    isMoving = false
    isRunning = false
    state = .inactive
    heldProgress = nil
    fraction = 0
    if let position { for completion in completions { completion(position) } }
  }

  /// Every track of part `g` was taken over by other animations: the part ends; when it was the last one, the
  /// animator ends where it is.
  private func partWasTakenOver(_ g: Int32) {
    parts.removeAll { $0.group == g }
    guard parts.isEmpty else { return }
    course += 1
    engine = nil
    isMoving = false
    isRunning = false
    state = .inactive
    for completion in completions { completion(.current) }
  }
}
