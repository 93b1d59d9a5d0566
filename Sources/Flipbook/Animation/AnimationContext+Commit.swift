import FlipbookTiming

extension AnimationContext {
  /// Opens a block: pushes a context that inherits the enclosing block's duration and curve unless told not to.
  static func push(
    duration: Double, delay: Double, options: AnimationOptions, isBeginCommit: Bool = false,
    completion: ((Bool) -> Void)? = nil
  ) -> AnimationContext {
    var duration = duration
    var curve = TimingCurve(options.curve)
    if let parent = current {
      if !options.contains(.overrideInheritedDuration) && !isBeginCommit { duration = parent.duration }
      if !options.contains(.overrideInheritedCurve) { curve = parent.curve }
    }
    let context = AnimationContext(duration: duration, curve: curve, options: options)
    context.delay = delay
    context.parent = current
    context.isBeginCommit = isBeginCommit
    context.completion = completion
    stack.append(context)
    return context
  }

  /// Closes the top block: lays out if asked, fixes the group's timing, and arranges the completion.
  func commit() {
    if options.contains(.layoutSubviews) {
      for view in touchedViews { view.layoutIfNeeded() }
    }
    if let transition { commitTransition(transition) }
    precondition(AnimationContext.stack.last === self, "animation blocks must close in order")
    AnimationContext.stack.removeLast()
    touchedViews = []
    defer { parent = nil }
    let report = GroupCompletion(
      completion: completion, delegate: delegate, animationID: animationID, context: contextValue)
    guard let animator, group >= 0 else {
      Self.reportWithoutAnimation(report, to: fallbackAnimator ?? AnimationContext.ambientAnimator)
      return
    }
    let g = Int(group)
    animator.groups.options[g] = options
    if duration <= 0 || !AnimationContext.animationsEnabled || animator.groups.trackCount[g] == 0 {
      // Nothing animates: the changes already hold; the completion runs at the current time.
      let finished = duration <= 0 || !animator.groups.wasCancelled[g]
      animator.groups.state[g] = .ended
      if animator.groups.trackCount[g] == 0 { animator.groups.free(group) }
      animator.schedule(at: animator.now) { report.didStop(finished: finished) }
      return
    }
    let cycles = repeatCount ?? (options.contains(.repeat) ? .infinity : 0)
    let timing = AnimationTiming(
      begin: begin(now: animator.now), duration: duration, repeatCount: cycles,
      autoreverses: autoreverses, curve: curve.bezier)
    animator.groups.timing[g] = timing
    animator.groups.state[g] = .live
    animator.groups.completion[g] = report
    let generation = animator.groups.generation[g]
    if delegate != nil {
      animator.events.push(time: timing.begin, kind: .groupStart, index: group, generation: generation)
    }
    if timing.end.isFinite {
      animator.events.push(time: timing.end, kind: .groupEnd, index: group, generation: generation)
    }
  }

  /// A block that recorded no animation reports `finished = true` at the current time of the animator
  /// used most recently, or at once when no window has been used yet.
  private static func reportWithoutAnimation(_ report: GroupCompletion, to animator: Animator?) {
    guard report.completion != nil || report.delegate != nil else { return }
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
