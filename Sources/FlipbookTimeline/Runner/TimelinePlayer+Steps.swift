import Flipbook
import FlipbookTiming

extension TimelinePlayer {
  /// Runs one step now (top-level steps at their `at`, completion steps when scheduled).
  func run(_ step: Step) {
    guard runs != nil else { return perform(step) }
    // The plan is made from the hierarchy as the step starts, as the runner's calls are.
    let (targets, ids) = targetsNow(for: step)
    let plan = StepPlan(step, targets: targets)
    let animator = window.animator
    let outer = animator.startedGroups
    animator.startedGroups = []
    perform(step)
    let started = animator.startedGroups ?? []
    animator.startedGroups = outer.map { $0 + started }
    runs?.append(StepRun(step: step, time: now, plan: plan, targetIDs: ids, startedGroups: started))
  }

  /// Runs one step's action, then the layout it calls for.
  private func perform(_ step: Step) {
    switch step.action {
    case .animate(let block): runBlock(block, nested: false)
    case .animateKeyframes(let keyframes): runKeyframes(keyframes)
    case .animator(let spec): runAnimator(spec)
    case .animatorControl(let reference, let control):
      runControl(control, of: reference, step)
    case .set(let changes): apply(changes)
    case .transition(let transition): runTransition(transition)
    case .transitionFrom(let transition): runTransitionFrom(transition)
    case .addSubview, .insertSubview, .removeFromSuperview, .bringSubviewToFront, .sendSubviewToBack,
      .exchangeSubviews:
      runHierarchyStep(step.action)
    case .sound(let sound): play(sound, at: now)
    case .addSublayer, .insertSublayer, .removeFromSuperlayer, .addAnimation, .removeAnimation,
      .removeAllAnimations, .transaction:
      runLayerStep(step.action)
    }
    layOut()
  }

  /// `View.animate(withDuration:delay:options:animations:completion:)` with the block's settings:
  /// named curves become the option's curve bits, a custom Bézier and a repeat count are set inside the
  /// animations closure. A nested block inherits duration and curve unless it overrides them.
  func runBlock(_ block: AnimationBlock, nested: Bool) {
    var (options, customCurve) = Self.curveOptions(block.curve, block.options)
    // A nested block's own Bézier applies only with `overrideInheritedCurve`, like the named curve bits.
    if nested && !block.options.contains(.overrideInheritedCurve) { customCurve = nil }
    func animations(_ body: @escaping () -> Void) -> () -> Void {
      {
        if let count = block.repeatCount { View.setAnimationRepeatCount(count) }
        if let customCurve { View.setAnimationTimingCurve(customCurve) }
        body()
      }
    }
    guard block.stagger != nil else {
      animate(
        block, delay: block.delay, options: options,
        animations: animations { self.runItems(block.changes, delay: block.delay) },
        completion: completion(running: block.completion))
      return
    }
    // A staggered block is never nested: it is its step's block, and its targets are the step's.
    let groups = staggerGroups(block.changes)
    let plan = StepPlan(block, parent: nil, targets: StepPlan.Targets(staggered: groups.map { _ in true }))
    let done = StaggerPlan.joined(count: plan.blocks.count, completion(running: block.completion))
    playSounds(in: block.changes, delays: plan.blocks.map(\.delay))
    for call in plan.blocks {
      let group = call.target.map { groups[$0] } ?? []
      animate(
        block, delay: call.delay, options: options,
        animations: animations {
          for change in group { self.apply(change) }
          if !group.isEmpty { self.layOut() }  // each target's own block lays out what its changes moved
        }, completion: done)
    }
  }

  /// `View.animate` with the block's duration and curve or spring (the engine lets a nested block inherit
  /// its parent's spring or curve unless the block overrides the curve, as it does with the curve bits).
  private func animate(
    _ block: AnimationBlock, delay: Double, options: AnimationOptions, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    switch block.spring {
    case nil:
      View.animate(
        withDuration: block.duration ?? 0, delay: delay, options: options, animations: animations,
        completion: completion)
    case .dampingRatio(let damping, let velocity):
      View.animate(
        withDuration: block.duration ?? 0, delay: delay, usingSpringWithDamping: damping,
        initialSpringVelocity: velocity, options: options, animations: animations, completion: completion)
    case .perceptual(let duration, let bounce, let velocity):
      View.animate(
        springDuration: duration, bounce: bounce, initialSpringVelocity: velocity, delay: delay,
        options: options, animations: animations, completion: completion)
    }
  }

  /// A staggered block's changes readied and grouped by view, in order of first mention: one group per
  /// target. Readying applies `from` values now, at the step's start, for every target.
  func staggerGroups(_ items: [BlockItem]) -> [[TargetedChange]] {
    var groups: [[TargetedChange]] = []
    var indexByView: [ObjectIdentifier: Int] = [:]
    for case .change(let change) in items {
      for targeted in prepare(change) {
        let key = ObjectIdentifier(targeted.view)
        if let index = indexByView[key] {
          groups[index].append(targeted)
        } else {
          indexByView[key] = groups.count
          groups.append([targeted])
        }
      }
    }
    return groups
  }

  /// A block's completion, which schedules its completion steps; nil when it has none, so that the engine
  /// keeps no completion for most blocks.
  func completion(running steps: [Step]) -> ((Bool) -> Void)? {
    guard !steps.isEmpty else { return nil }
    return { [weak self] finished in self?.complete(steps, finished: finished) }
  }

  /// `View.animateKeyframes(withDuration:delay:options:animations:completion:)` with one `addKeyframe` per
  /// keyframe: the calculation mode and a named curve go into the options, a custom Bézier and a
  /// repeat count are set inside the animations closure, top-level `changes` span the whole duration.
  func runKeyframes(_ keyframes: KeyframeBlock) {
    let block = keyframes.block
    let (options, customCurve) = Self.curveOptions(block.curve, block.options)
    let mode = KeyframeAnimationOptions(calculationMode: keyframes.calculationMode)
    func animateKeyframes(delay: Double, only target: View?, completion: ((Bool) -> Void)?) {
      func run(_ items: [BlockItem]) {
        guard let target else { return self.runItems(items, delay: delay) }
        for case .change(let change) in items {
          for targeted in self.prepare(change) where targeted.view === target { self.apply(targeted) }
        }
      }
      View.animateKeyframes(
        withDuration: block.duration ?? 0, delay: delay,
        options: KeyframeAnimationOptions(rawValue: options.rawValue).union(mode),
        animations: {
          if let count = block.repeatCount { View.setAnimationRepeatCount(count) }
          if let customCurve { View.setAnimationTimingCurve(customCurve) }
          run(block.changes)
          for keyframe in keyframes.keyframes {
            View.addKeyframe(withRelativeStartTime: keyframe.start, relativeDuration: keyframe.duration) {
              run(keyframe.changes)
            }
          }
        },
        completion: completion)
    }
    guard block.stagger != nil else {
      animateKeyframes(delay: block.delay, only: nil, completion: completion(running: block.completion))
      return
    }
    let targets = staggerTargets([block.changes] + keyframes.keyframes.map(\.changes))
    let plan = StepPlan(
      Step(action: .animateKeyframes(keyframes), source: block.source),
      targets: StepPlan.Targets(staggered: targets.map { _ in true }))
    let done = StaggerPlan.joined(count: plan.blocks.count, completion(running: block.completion))
    for call in plan.blocks {
      animateKeyframes(delay: call.delay, only: call.target.map { targets[$0] }, completion: done)
    }
    playSounds(in: block.changes, delays: plan.blocks.map(\.delay))
  }

  /// The distinct views the changes of `lists` name now, in order of first mention.
  func staggerTargets(_ lists: [[BlockItem]]) -> [View] {
    var seen = Set<ObjectIdentifier>()
    var views: [View] = []
    for list in lists {
      for case .change(let change) in list {
        for view in targets(of: change) where seen.insert(ObjectIdentifier(view)).inserted {
          views.append(view)
        }
      }
    }
    return views
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
  /// it move views with this block's timing, not the nested one's. A `sound` plays when the block starts,
  /// `delay` seconds from now.
  func runItems(_ items: [BlockItem], delay: Double = 0) {
    for item in items {
      switch item {
      case .change(let change): apply(change)
      case .layerChange(let change): apply(change)
      case .step(let step):
        switch step.action {
        case .animate(let nested):
          layOut()
          runBlock(nested, nested: true)
        case .sound(let sound):
          play(sound, at: now + delay)
        case .addSubview, .insertSubview, .removeFromSuperview, .bringSubviewToFront, .sendSubviewToBack,
          .exchangeSubviews:
          runHierarchyStep(step.action)
        case .addSublayer, .insertSublayer, .removeFromSuperlayer, .addAnimation, .removeAnimation,
          .removeAllAnimations, .transaction:
          runLayerStep(step.action)
        case .animateKeyframes, .animator, .animatorControl, .set, .transition, .transitionFrom:
          // Not allowed in `changes` (``StepKind/isAllowedInChanges``; the decoder reports them): were one
          // here, it would run as the step it is.
          perform(step)
        }
      }
    }
    layOut()
  }

  /// A `set`'s changes, at once for views; standalone layers animate theirs implicitly.
  func apply(_ items: [BlockItem]) {
    for item in items {
      switch item {
      case .change(let change): apply(change)
      case .layerChange(let change): apply(change)
      case .step(let step): perform(step)
      }
    }
  }

  /// Schedules the completion steps whose `if` matches, each at now + its `at`.
  func complete(_ steps: [Step], finished: Bool) {
    for step in steps where step.condition?.matches(finished: finished) ?? true {
      window.animator.schedule(at: now + step.at) { [weak self] in self?.run(step) }
    }
  }
}
