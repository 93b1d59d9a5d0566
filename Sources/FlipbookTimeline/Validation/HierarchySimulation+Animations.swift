/// An animation block as validation tracks it: how many properties it still animates and how it will end.
struct SimulatedGroup {
  var tracks = 0
  var isRecording = true
  var wasCancelled = false
  var hasEnded = false
  /// Set when the outcome is fixed at commit (nothing animated): the `finished` flag it reports.
  var fixedFinished: Bool?
  /// When the group ends on its own, once known (`nil` while recording or for endless repeats).
  var end: Double?
  var completion: [Step]
}

/// The block being recorded, for nested blocks and changes.
struct SimulatedBlockContext {
  var group: Int
  var duration: Double
  var animates: Bool
  /// When the block's animations begin (a nested block begins with its parent, plus its own delay).
  var begin: Double
}

/// Animatable properties, as track keys.
enum SimulatedProperty: Int, CaseIterable {
  case center, bounds, transform, alpha, backgroundColor
  /// A transition running on the view as a container.
  case transition

  /// The tracks a change creates (`frame` drives center and bounds).
  static func touched(by change: Change) -> [SimulatedProperty] {
    var result: [SimulatedProperty] = []
    if change.frame != nil || change.center != nil { result.append(.center) }
    if change.frame != nil || change.bounds != nil { result.append(.bounds) }
    if change.transform != nil { result.append(.transform) }
    if change.alpha != nil { result.append(.alpha) }
    if change.backgroundColor != nil { result.append(.backgroundColor) }
    return result
  }
}

extension HierarchySimulation {
  /// Runs a block's changes at `now` and arranges its completion, as `View.animate` does.
  mutating func runBlock(_ block: AnimationBlock, parent: SimulatedBlockContext?, animationsDisabled: Bool) {
    let inherits = parent != nil && !block.options.contains(.overrideInheritedDuration)
    let duration = inherits ? parent!.duration : (block.duration ?? 0)
    groups.append(SimulatedGroup(completion: block.completion))
    let context = SimulatedBlockContext(
      group: groups.count - 1, duration: duration, animates: duration > 0 && !animationsDisabled,
      begin: (parent?.begin ?? now) + block.delay)
    runItems(block.changes, in: context, animationsDisabled: animationsDisabled)
    let g = context.group
    groups[g].isRecording = false
    if !context.animates || groups[g].tracks == 0 {
      groups[g].fixedFinished = !context.animates || !groups[g].wasCancelled
      queue.push(.groupEnd(g), at: now)
      return
    }
    let end = context.begin + block.activeDuration(leg: duration)
    if end.isFinite {
      groups[g].end = end
      queue.push(.groupEnd(g), at: end)
    }
  }

  /// The items of a block's (or a transition's) `changes`, in order.
  mutating func runItems(_ items: [BlockItem], in context: SimulatedBlockContext?, animationsDisabled: Bool) {
    for item in items {
      switch item {
      case .change(let change):
        apply(change, in: context)
      case .step(let step):
        if case .animate(let nested) = step.action {
          runBlock(nested, parent: context, animationsDisabled: animationsDisabled)
        } else {
          runHierarchyStep(step.action)
        }
      }
    }
  }

  /// A change inside an animating block records tracks; anywhere else it cancels the animations of the
  /// properties it sets.
  mutating func apply(_ change: Change, in context: SimulatedBlockContext?) {
    guard let node = lookUp(change.view) else { return }
    let attached = hierarchy.isAttached(node)
    for property in SimulatedProperty.touched(by: change) {
      let key = node * 8 + property.rawValue
      let owner = owners[key].flatMap { groups[$0].hasEnded ? nil : $0 }
      if let context, context.animates, attached {
        if owner == context.group { continue }
        if let owner { detachTrack(from: owner) }
        owners[key] = context.group
        groups[context.group].tracks += 1
      } else if let owner {
        detachTrack(from: owner)
        owners[key] = nil
      }
    }
  }

  /// A group lost a property to someone else: it will report cancelled, and ends now if nothing is left.
  mutating func detachTrack(from g: Int) {
    groups[g].tracks -= 1
    groups[g].wasCancelled = true
    if !groups[g].isRecording && groups[g].tracks == 0 { queue.push(.groupEnd(g), at: now) }
  }

  /// Cancels the animations of every view in `node`'s subtree (it left the hierarchy).
  mutating func cancelAnimations(inSubtreeOf node: Int) {
    for member in hierarchy.subtree(node) {
      for property in SimulatedProperty.allCases {
        let key = member * 8 + property.rawValue
        guard let owner = owners[key] else { continue }
        owners[key] = nil
        if !groups[owner].hasEnded { detachTrack(from: owner) }
      }
    }
  }

  /// A group's end: its completion steps are scheduled, filtered by `if`.
  mutating func endGroup(_ g: Int) {
    guard !groups[g].hasEnded else { return }
    groups[g].hasEnded = true
    let finished = groups[g].fixedFinished ?? !groups[g].wasCancelled
    for step in groups[g].completion where step.condition?.matches(finished: finished) ?? true {
      queue.push(.step(step), at: now + step.at)
    }
  }
}
