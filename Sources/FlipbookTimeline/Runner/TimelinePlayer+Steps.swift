import Flipbook
import FlipbookTiming

extension TimelinePlayer {
  /// Runs one step now (top-level steps at their `at`, completion steps when scheduled).
  func run(_ step: Step) {
    switch step.action {
    case .animate(let block): runBlock(block, nested: false)
    case .animateKeyframes(let keyframes): runKeyframes(keyframes)
    case .animator(let spec): runAnimator(spec)
    case .animatorControl(let reference, let control, let key):
      runControl(control, of: reference, key: key, step)
    case .set(let changes): for change in changes { apply(change) }
    case .transition(let transition): runTransition(transition)
    case .transitionFrom(let transition): runTransitionFrom(transition)
    default: runHierarchyStep(step.action)
    }
    layOut()
  }

  /// `View.animate(withDuration:delay:options:animations:completion:)` with the block's settings (spec §3):
  /// named curves become the option's curve bits, a custom Bézier and a repeat count are set inside the
  /// animations closure. A nested block inherits duration and curve unless it overrides them.
  func runBlock(_ block: AnimationBlock, nested: Bool) {
    var (options, customCurve) = Self.curveOptions(block.curve, block.options)
    // A nested block's own Bézier applies only with `overrideInheritedCurve`, like the named curve bits.
    if nested && !block.options.contains(.overrideInheritedCurve) { customCurve = nil }
    let animations = {
      if let count = block.repeatCount { View.setAnimationRepeatCount(count) }
      if let customCurve { View.setAnimationTimingCurve(customCurve) }
      self.runItems(block.changes)
    }
    let completion: (Bool) -> Void = { [weak self] finished in
      self?.complete(block.completion, finished: finished)
    }
    // A spring goes to the engine as it is: the engine lets a nested block inherit its parent's spring or
    // curve unless the block overrides the curve, as it does with the curve bits.
    switch block.spring {
    case nil:
      View.animate(
        withDuration: block.duration ?? 0, delay: block.delay, options: options, animations: animations,
        completion: completion)
    case .dampingRatio(let damping, let velocity):
      View.animate(
        withDuration: block.duration ?? 0, delay: block.delay, usingSpringWithDamping: damping,
        initialSpringVelocity: velocity, options: options, animations: animations, completion: completion)
    case .perceptual(let duration, let bounce, let velocity):
      View.animate(
        springDuration: duration, bounce: bounce, initialSpringVelocity: velocity, delay: block.delay,
        options: options, animations: animations, completion: completion)
    }
  }

  /// `View.animateKeyframes(withDuration:delay:options:animations:completion:)` with one `addKeyframe` per
  /// keyframe (spec §6.3): the calculation mode and a named curve go into the options, a custom Bézier and a
  /// repeat count are set inside the animations closure, top-level `changes` span the whole duration.
  func runKeyframes(_ keyframes: KeyframeBlock) {
    let block = keyframes.block
    let (options, customCurve) = Self.curveOptions(block.curve, block.options)
    let mode = KeyframeAnimationOptions(calculationMode: keyframes.calculationMode)
    View.animateKeyframes(
      withDuration: block.duration ?? 0, delay: block.delay,
      options: KeyframeAnimationOptions(rawValue: options.rawValue).union(mode),
      animations: {
        if let count = block.repeatCount { View.setAnimationRepeatCount(count) }
        if let customCurve { View.setAnimationTimingCurve(customCurve) }
        self.runItems(block.changes)
        for keyframe in keyframes.keyframes {
          View.addKeyframe(withRelativeStartTime: keyframe.start, relativeDuration: keyframe.duration) {
            self.runItems(keyframe.changes)
          }
        }
      },
      completion: { [weak self] finished in self?.complete(block.completion, finished: finished) })
  }

  /// The options with a named curve's bits added, and a custom Bézier (set inside the block) separately.
  static func curveOptions(_ curve: TimingCurve?, _ options: AnimationOptions)
    -> (AnimationOptions, TimingCurve?)
  {
    var all = options
    switch curve {
    case .easeIn: all.insert(.curveEaseIn)
    case .easeOut: all.insert(.curveEaseOut)
    case .linear: all.insert(.curveLinear)
    case .cubicBezier: return (all, curve)
    case .easeInOut, nil: break
    }
    return (all, nil)
  }

  /// A block's `changes`, in order: changes, hierarchy steps, nested blocks; then the layout they call for,
  /// inside the block, so that views a stack moves animate with it (UIKit code calls `layoutIfNeeded()` at
  /// the end of the animations closure). Layout also runs before a nested block, so that the changes before
  /// it move views with this block's timing, not the nested one's.
  func runItems(_ items: [BlockItem]) {
    for item in items {
      switch item {
      case .change(let change): apply(change)
      case .step(let step):
        if case .animate(let nested) = step.action {
          layOut()
          runBlock(nested, nested: true)
        } else {
          runHierarchyStep(step.action)
        }
      }
    }
    layOut()
  }

  /// Schedules the completion steps whose `if` matches, each at now + its `at`.
  func complete(_ steps: [Step], finished: Bool) {
    for step in steps where step.condition?.matches(finished: finished) ?? true {
      window.animator.schedule(at: now + step.at) { [weak self] in self?.run(step) }
    }
  }
}
