import FlipbookTiming

extension AnimationContext {
  /// Opens a block in `scope`: pushes a context that inherits the enclosing block's duration and curve unless
  /// told not to.
  static func push(
    onto scope: AnimationScope, duration: Double, delay: Double, options: AnimationOptions,
    isBeginCommit: Bool = false, spring: SpringParameters? = nil, completion: ((Bool) -> Void)? = nil
  ) -> AnimationContext {
    var duration = duration
    var curve = TimingCurve(options.curve)
    var spring = spring
    let parent = scope.innermost
    if let parent {
      if !options.contains(.overrideInheritedDuration) && !isBeginCommit { duration = parent.duration }
      if !options.contains(.overrideInheritedCurve) { (curve, spring) = (parent.curve, parent.spring) }
    }
    let context = AnimationContext(scope: scope, duration: duration, curve: curve, options: options)
    context.spring = spring
    context.delay = delay
    context.parent = parent
    context.isBeginCommit = isBeginCommit
    context.completion = completion
    if let window = scope.window { context.reserveOpening(in: window) }
    scope.blocks.append(context)
    return context
  }

  /// Closes the top block: lays out if asked, fixes the group's timing, and arranges the completion.
  func commit() {
    if options.contains(.layoutSubviews) {
      for view in touchedViews { view.layoutIfNeeded() }
    }
    if let transition { commitTransition(transition) }
    pop()
    defer { parent = nil }
    // Most blocks have neither a completion nor a delegate: they get no report to allocate and call.
    let report =
      completion == nil && delegate == nil
      ? nil
      : GroupCompletion(
        completion: completion, delegate: delegate, animationID: animationID, context: contextValue)
    guard let animator, let group else {
      if let report {
        Self.reportWithoutAnimation(report, to: fallbackAnimator ?? touchedAnimator ?? scope.window)
      }
      return
    }
    let g = Int(group)
    animator.groups.options[g] = options
    let enabled = animator.areAnimationsEnabled && !AnimationScope.suppressesAnimations.get()
    if duration <= 0 || !enabled || animator.groups.trackCount[g] == 0 {
      // Nothing animates: the changes already hold; the completion runs at the current time.
      let finished = duration <= 0 || !animator.groups.wasCancelled[g]
      animator.groups.state[g] = .ended
      if animator.groups.trackCount[g] == 0 { animator.groups.free(group) }
      if let report { animator.schedule(at: animator.now) { report.didStop(finished: finished) } }
      return
    }
    // A spring is made for this block's duration (an iOS 17 spring brings its own settling duration).
    let spring = spring?.spring(duration: duration)
    let timing = AnimationTiming(
      begin: begin(now: animator.now), duration: spring?.duration ?? duration,
      repeatCount: AnimationTiming.cycles(repeatCount: repeatCount, repeats: options.contains(.repeat)),
      autoreverses: autoreverses, curve: spring.map(TimingFunction.spring) ?? curve.function)
    animator.groups.setTiming(timing, of: g)
    animator.startedGroups?.append(timing)
    animator.groups.state[g] = .live
    animator.groups.completion[g] = report
    let generation = animator.groups.generation[g]
    // Among events due at the same time, the block's start and end take the place of its opening.
    let sequence = openingSequence(in: animator)
    if delegate != nil {
      animator.events.push(
        time: timing.begin, kind: .groupStart, index: group, generation: generation, sequence: sequence)
    }
    if timing.end.isFinite {
      animator.events.push(
        time: timing.end, kind: .groupEnd, index: group, generation: generation, sequence: sequence)
    }
  }

  /// Closes the top block without timing its group: a property animator times its group itself.
  func closeForPropertyAnimator() {
    if options.contains(.layoutSubviews) {
      for view in touchedViews { view.layoutIfNeeded() }
    }
    pop()
    parent = nil
  }

  /// Takes this block, the innermost, off its scope's stack.
  private func pop() {
    precondition(scope.blocks.last === self, "animation blocks must close in order")
    scope.blocks.removeLast()
    touchedViews = []
  }

  /// A block that recorded no animation reports `finished = true` at the current time of the window its code
  /// runs for, or at once when it runs for no window.
  private static func reportWithoutAnimation(_ report: GroupCompletion, to animator: Animator?) {
    if let animator {
      animator.schedule(at: animator.now) { report.didStop(finished: true) }
    } else {
      report.didStop(finished: true)
    }
  }
}

extension TimingCurve {
  /// The timing curve of a UIKit curve constant.
  init(_ curve: AnimationCurve) {
    switch curve {
    case .easeInOut: self = .easeInOut
    case .easeIn: self = .easeIn
    case .easeOut: self = .easeOut
    case .linear: self = .linear
    }
  }
}
