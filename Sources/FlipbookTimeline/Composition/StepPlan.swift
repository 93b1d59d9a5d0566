import Flipbook
import FlipbookGeometry
import FlipbookTiming

/// What one step starts, worked out before it runs: plain blocks, each one `View.animate` call (or keyframe,
/// transition or animator run) with its delay from the step's start, its length and the target it animates.
///
/// The runner makes its calls from the plan, ``TimelineSchedule`` prints it, and positions (`"+="`, `">"`)
/// take a step's end from it, so there is one model of when a step ends:
///
/// - A block's length is what the engine runs: its duration (a nested block inherits its parent's unless it
///   has `overrideInheritedDuration`, and its spring unless it has `overrideInheritedCurve`; an iOS 17 spring
///   lasts until it settles), times its cycles, doubled with `autoreverse`; infinity when it repeats forever.
/// - A block counts only when it animates something itself: a change of an animatable property (directly,
///   `from` or `by`) of a view in the window, or a `hidden` or `stack` change of a stack or of a view a stack
///   arranges, whose layout moves views with the block's timing (``Targets``). Within a step the last block
///   to set a property of a view animates it (a nested block takes it over from its parent, as the engine
///   does), and a `removeFromSuperview` among the changes drops the animations of the view it removes. A
///   block's end is its delay plus its length, as if nothing interrupted it.
/// - A staggered block is one block per target, the targets being the distinct views its changes name when
///   the step runs (a `".class"` selector: the views with that class in the hierarchy then), each delayed by
///   its ``StaggerPlan`` offset.
/// - A keyframe block, a transition and an animator started by its step are one block of their duration
///   (a transition's `repeat` and `autoreverse` count; a keyframe block and an animator count when their
///   changes animate something, as above); a `transitionFrom` starts when the animations in flight on its
///   `from` view and their superview end, as the engine starts it. `set`, hierarchy and animator control
///   steps start no block (an animator's length is its own step's). Completions are not part of a step.
///
/// The step's end is the latest end of its blocks that animate (0 when none does).
///
/// ```swift
/// // {"animate": {"duration": 0.5, "delay": 0.25, "stagger": 0.1, "changes": [{"view": ".dot", "alpha": 0}]}}
/// let plan = StepPlan(step, targets: StepPlan.Targets(staggered: [true, true, true]))
/// plan.blocks.map(\.delay)  // [0.25, 0.35, 0.45]
/// plan.end                  // 0.95
/// ```
public struct StepPlan: Sendable, Hashable {
  /// One call of the step.
  ///
  /// ```swift
  /// // {"animate": {"duration": 1, "delay": 0.5, "options": ["autoreverse"], "changes": [...]}}
  /// plan.blocks[0]  // Block(delay: 0.5, length: 2, target: nil, animates: true); end 2.5
  /// ```
  public struct Block: Sendable, Hashable {
    /// Seconds from the step's start to the block's start.
    public var delay: Double
    /// Seconds the block runs: its leg times its cycles (infinity when it repeats forever).
    public var length: Double
    /// For a staggered block's call, the index of its target among the step's targets; nil otherwise.
    public var target: Int?
    /// Whether the call starts an animation (else it applies its changes at once and ends where it starts).
    public var animates: Bool

    /// Seconds from the step's start to the block's end.
    public var end: Double { delay + length }
  }

  /// What the step's changes name when it runs: the facts of the hierarchy a plan depends on.
  ///
  /// ```swift
  /// StepPlan.Targets(staggered: [true, true, false])  // three targets; the third is not in the window
  /// ```
  public struct Targets {
    /// For a staggered block, its targets (the distinct views its changes name, in order of first
    /// mention): for each, whether its copy of the block animates something (the view is in the window and
    /// a change names it with an animatable property, or with a `hidden` or `stack` change that moves views
    /// through a stack's layout).
    public var staggered: [Bool]
    /// For the changes of a block that does not stagger: each property of each view the change animates
    /// (views in the window; a stack's layout counts as a property of the stack). Within a step, a later
    /// change of the same property of the same view (in a nested block, or in the parent after it) takes
    /// the animation over, as the engine moves it to the innermost block that set it last.
    public var animated: (Change) -> [Animated]
    /// For a `removeFromSuperview` in a block's changes: the views whose animations the removal drops (the
    /// view and the views inside it), as ``Animated/view`` names them.
    public var removed: (ViewReference) -> Set<AnyHashable>
    /// For a `transitionFrom`: seconds until the animations in flight on its `from` view and their superview
    /// end, when the engine starts the transition.
    public var transitionDelay: Double
    /// For a layer change, whether a layer it names animates it implicitly (it is in the window, was not
    /// added in this instant, and a value it sets is new); by default, whether it sets an animatable
    /// property. Actions disabled by the step's own transaction are the plan's to see.
    public var layerChangeAnimates: (LayerChange) -> Bool = { $0.animatesImplicitly }
    /// For an added animation, whether the layer is in the window (else the engine ignores it).
    public var layerInWindow: (LayerReference) -> Bool = { _ in true }

    /// Creates the facts.
    public init(
      staggered: [Bool] = [], animated: @escaping (Change) -> [Animated] = Animated.estimate,
      removed: @escaping (ViewReference) -> Set<AnyHashable> = { [AnyHashable($0.id)] },
      transitionDelay: Double = 0
    ) {
      self.staggered = staggered
      self.animated = animated
      self.removed = removed
      self.transitionDelay = transitionDelay
    }
  }

  /// A property of a view that a change animates: a view (an `ObjectIdentifier` when the step runs, a name
  /// in an estimate) and a property's ordinal (-1: the layout of a stack).
  ///
  /// ```swift
  /// StepPlan.Animated(view: "card", property: AnimatableProperty.alpha.ordinal)
  /// ```
  public struct Animated: Hashable {
    /// The view.
    public var view: AnyHashable
    /// ``AnimatableProperty/ordinal``, or -1 for a stack's layout.
    public var property: Int

    /// Creates a key.
    public init(view: AnyHashable, property: Int) {
      self.view = view
      self.property = property
    }

    /// What `change` animates in the declared views: each property it sets, on the id or selector it names.
    ///
    /// ```swift
    /// // {"view": "card", "frame": [0, 0, 10, 10]}
    /// StepPlan.Animated.estimate(change).map(\.property)  // [0, 1]: center and bounds
    /// ```
    public static func estimate(_ change: Change) -> [Animated] {
      let view = change.selector ?? change.view.id
      return change.animatedProperties.map { Animated(view: view, property: $0.ordinal) }
    }
  }

  /// The step's calls, outer blocks before the blocks nested in them.
  public var blocks: [Block] = []

  /// Seconds from the step's start to the latest end of its blocks that animate; 0 when none does.
  public var end: Double { blocks.lazy.filter(\.animates).map(\.end).max() ?? 0 }

  /// The plan of `step` when its changes name `targets`.
  public init(_ step: Step, targets: Targets) {
    switch step.action {
    case .animate(let block): add(block, parent: nil, at: 0, targets: targets)
    case .animateKeyframes(let keyframes): add(keyframes, targets: targets)
    case .animator(let spec):
      if spec.start {
        let animates = spec.duration > 0 && spec.changes.contains { $0.animates(targets.animated) }
        blocks.append(Block(delay: 0, length: spec.duration, animates: animates))
      }
    case .transition(let transition):
      blocks.append(
        Block(
          delay: 0, length: Self.length(transition.duration, transition.options),
          animates: transition.duration > 0))
    case .transitionFrom(let transition):
      blocks.append(
        Block(
          delay: targets.transitionDelay, length: Self.length(transition.duration, transition.options),
          animates: transition.duration > 0))
    case .set(let items): addLayerItems(items, at: 0, transaction: nil, targets: targets)
    case .transaction(let transaction):
      addLayerItems(transaction.changes, at: 0, transaction: transaction, targets: targets)
    case .addAnimation: addLayerItems([.step(step)], at: 0, transaction: nil, targets: targets)
    case .animatorControl, .addSubview, .insertSubview, .removeFromSuperview, .bringSubviewToFront,
      .sendSubviewToBack, .exchangeSubviews, .sound, .addSublayer, .insertSublayer, .removeFromSuperlayer,
      .removeAnimation, .removeAllAnimations:
      break  // no animation of its own: a sound's length is not part of a step's end
    }
  }

  /// The length of a transition of `duration` with `options` (`repeat` and `autoreverse` apply).
  static func length(_ duration: Double, _ options: AnimationOptions) -> Double {
    AnimationTiming.activeDuration(
      duration: duration,
      repeatCount: AnimationTiming.cycles(repeatCount: nil, repeats: options.contains(.repeat)),
      autoreverses: options.contains(.autoreverse))
  }

  /// The plan of one `animate` block (not a step), as the runner makes its calls.
  init(_ block: AnimationBlock, parent: BlockTiming?, targets: Targets) {
    add(block, parent: parent, at: 0, targets: targets)
  }

  /// The duration and spring a block runs with, which a nested block inherits.
  struct BlockTiming {
    /// The duration the engine gives the block's context (for an iOS 17 spring, its settling time).
    var duration: Double
    var spring: SpringParameters?

    /// The block's own timing, as its `View.animate` call gives it.
    init(own block: AnimationBlock) {
      if case .perceptual(let duration, _, _) = block.spring {
        self.duration = duration > 0 ? block.spring!.spring(duration: duration).duration : 0
        spring = duration > 0 ? block.spring : nil
      } else {
        duration = block.duration ?? 0
        spring = block.spring
      }
    }

    /// The timing the engine runs `block` with inside a block of timing `parent`.
    init(_ block: AnimationBlock, parent: BlockTiming?) {
      self.init(own: block)
      guard let parent else { return }
      if !block.options.contains(.overrideInheritedDuration) { duration = parent.duration }
      if !block.options.contains(.overrideInheritedCurve) { spring = parent.spring }
    }

    /// The length of one leg.
    var leg: Double { duration > 0 ? spring?.spring(duration: duration).duration ?? duration : 0 }
  }

  /// Adds `block` and the blocks nested in it; a block animates when its leg is positive and it is, at
  /// the end, the last to set one of the properties its changes animate.
  private mutating func add(_ block: AnimationBlock, parent: BlockTiming?, at start: Double, targets: Targets)
  {
    if let stagger = block.stagger {
      let timing = BlockTiming(block, parent: parent)
      let plan = StaggerPlan(delay: start + block.delay, stagger: stagger, count: targets.staggered.count)
      addStaggered(
        plan, block.activeDuration(leg: timing.leg), targets.staggered.map { $0 && timing.leg > 0 })
      return
    }
    var owners: [Animated: Int] = [:]
    var legs: [Int: Double] = [:]
    addTree(block, parent: parent, at: start, targets: targets, owners: &owners, legs: &legs)
    let owning = Set(owners.values)
    for (index, leg) in legs { blocks[index].animates = leg > 0 && owning.contains(index) }
  }

  private mutating func addTree(
    _ block: AnimationBlock, parent: BlockTiming?, at start: Double, targets: Targets,
    owners: inout [Animated: Int], legs: inout [Int: Double]
  ) {
    let timing = BlockTiming(block, parent: parent)
    let index = blocks.count
    legs[index] = timing.leg
    blocks.append(
      Block(delay: start + block.delay, length: block.activeDuration(leg: timing.leg), animates: false))
    // Layer changes and steps animate by Core Animation's rules, from the block's start, not its timing.
    addLayerItems(block.changes, at: start, transaction: nil, targets: targets)
    for item in block.changes {
      switch item {
      case .layerChange: break
      case .change(let change):
        for key in targets.animated(change) { owners[key] = index }
      case .step(let step):
        switch step.action {
        case .animate(let nested):
          addTree(
            nested, parent: timing, at: start + block.delay, targets: targets, owners: &owners, legs: &legs)
        case .removeFromSuperview(let reference):
          // A view that leaves the window loses its animations.
          let gone = targets.removed(reference)
          owners = owners.filter { !gone.contains($0.key.view) }
        case .animateKeyframes, .animator, .animatorControl, .set, .transition, .transitionFrom, .addSubview,
          .insertSubview, .bringSubviewToFront, .sendSubviewToBack, .exchangeSubviews, .sound, .addSublayer,
          .insertSublayer, .removeFromSuperlayer, .addAnimation, .removeAnimation, .removeAllAnimations,
          .transaction:
          break
        }
      }
    }
  }

  private mutating func add(_ keyframes: KeyframeBlock, targets: Targets) {
    let block = keyframes.block
    let leg = block.duration ?? 0
    let length = block.activeDuration(leg: leg)
    if let stagger = block.stagger {
      let plan = StaggerPlan(delay: block.delay, stagger: stagger, count: targets.staggered.count)
      addStaggered(plan, length, targets.staggered.map { $0 && leg > 0 })
    } else {
      let animates =
        leg > 0
        && (block.changes.contains { $0.animates(targets.animated) }
          || keyframes.keyframes.contains { $0.changes.contains { $0.animates(targets.animated) } })
      blocks.append(Block(delay: block.delay, length: length, animates: animates))
    }
  }

  private mutating func addStaggered(_ plan: StaggerPlan, _ length: Double, _ animates: [Bool]) {
    plan.run(completion: nil) { target, delay, _ in
      blocks.append(
        Block(delay: delay, length: length, target: target, animates: target.map { animates[$0] } ?? false))
    }
  }
}

extension BlockItem {
  /// Whether the item animates something itself: a change for which `animated` names a property.
  func animates(_ animated: (Change) -> [StepPlan.Animated]) -> Bool {
    switch self {
    case .change(let change): !animated(change).isEmpty
    case .step, .layerChange: false
    }
  }
}

extension Change {
  /// The animatable properties the change animates: those it sets (`frame` sets `center` and `bounds`), and
  /// those of its `from` and `by`.
  ///
  /// ```swift
  /// // {"view": "card", "frame": [0, 0, 10, 10], "alpha": 0}
  /// change.animatedProperties  // [.center, .bounds, .alpha]
  /// ```
  public var animatedProperties: [AnimatableProperty] {
    var properties: [AnimatableProperty] = []
    func add(frame: Rect?, center: Point?, bounds: Rect?, _ values: [PropertyAssignment]) {
      if frame != nil || center != nil { properties.append(.center) }
      if frame != nil || bounds != nil { properties.append(.bounds) }
      properties += values.map(\.property)
    }
    add(frame: frame, center: center, bounds: bounds, values)
    if let from { add(frame: from.frame, center: from.center, bounds: from.bounds, from.values) }
    if let by { add(frame: by.frame, center: by.center, bounds: by.bounds, by.values) }
    return properties
  }
}
