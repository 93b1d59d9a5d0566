import Flipbook

extension HierarchySimulation {
  /// `transition`: mirrors `View.transition(with:…)`. The changes apply at once (animated only with
  /// `allowAnimatedContent`); the transition is one more animation of the block, on the container, and a
  /// later transition on the same container takes it over.
  mutating func runTransition(_ transition: TransitionBlock) {
    guard let container = lookUp(transition.view) else { return }
    startTransition(
      on: container, duration: transition.duration, options: transition.options,
      completion: transition.completion
    ) { simulation, context in
      simulation.runItems(transition.changes, in: context, animationsDisabled: false)
    }
  }

  /// `transitionFrom`: mirrors `View.transition(from:to:…)`, which waits for animations in flight on `from`
  /// or its superview to end before it starts.
  mutating func runTransitionFrom(_ transition: TransitionFromBlock) {
    var toNode: Int?
    var toName = "new view"
    switch transition.to {
    case .new(let tree):
      toNode = hierarchy.create(tree).first
      toName = tree.first?.id ?? toName
    case .existing(let reference):
      toNode = lookUp(reference)
      toName = reference.id
    }
    guard let from = lookUp(transition.from), requireSuperview(from, transition.from), let toNode else {
      return
    }
    let container = hierarchy.parent[from]
    if let later = busyUntil([from, container]) {
      queue.push(.transitionFrom(transition, toNode: toNode, toName: toName), at: later)
    } else {
      performTransitionFrom(transition, toNode: toNode, toName: toName)
    }
  }

  /// The replacement (or show/hide) under a transition of `from`'s superview.
  mutating func performTransitionFrom(_ transition: TransitionFromBlock, toNode: Int, toName: String) {
    guard let from = lookUp(transition.from) else { return }
    let showHide = transition.options.contains(.showHideTransitionViews)
    guard hierarchy.parent[from] >= 0 else {
      // The engine reports `finished = false` when `from` left its superview while the transition waited.
      groups.append(
        SimulatedGroup(isRecording: false, fixedFinished: false, completion: transition.completion))
      queue.push(.groupEnd(groups.count - 1), at: now)
      return
    }
    let container = hierarchy.parent[from]
    if showHide, case .existing(let reference) = transition.to, hierarchy.parent[toNode] < 0 {
      report(HierarchyMessages.noSuperview(reference.id, at: now), at: reference.source)
    }
    startTransition(
      on: container, duration: transition.duration, options: transition.options,
      completion: transition.completion
    ) { simulation, _ in
      guard !showHide else { return }
      let reference: ViewReference
      if case .existing(let named) = transition.to { reference = named } else { reference = transition.from }
      guard simulation.checkNoCycle(toNode, toName, into: container, reference) else { return }
      let toWasAttached = simulation.hierarchy.isAttached(toNode)
      simulation.hierarchy.detach(toNode)
      let index = simulation.hierarchy.children[container].firstIndex(of: from) ?? 0
      simulation.move(toNode, into: container, at: index, wasAttached: toWasAttached)
      let fromWasAttached = simulation.hierarchy.isAttached(from)
      simulation.hierarchy.detach(from)
      if fromWasAttached { simulation.cancelAnimations(inSubtreeOf: from) }
    }
  }

  /// Runs `body` as a transition block on `container` and arranges its end, as the engine does.
  private mutating func startTransition(
    on container: Int, duration: Double, options: AnimationOptions, completion: [Step],
    _ body: (inout HierarchySimulation, SimulatedBlockContext) -> Void
  ) {
    groups.append(SimulatedGroup(completion: completion))
    let g = groups.count - 1
    let animates = duration > 0 && hierarchy.isAttached(container)
    let context = SimulatedBlockContext(
      group: g, duration: duration, animates: animates && options.contains(.allowAnimatedContent), begin: now)
    body(&self, context)
    if animates {
      let key = container * 8 + SimulatedProperty.transition.rawValue
      if let owner = owners[key], !groups[owner].hasEnded { detachTrack(from: owner) }
      owners[key] = g
      groups[g].tracks += 1
    }
    groups[g].isRecording = false
    if !animates || groups[g].tracks == 0 {
      groups[g].fixedFinished = !animates || !groups[g].wasCancelled
      queue.push(.groupEnd(g), at: now)
      return
    }
    let cycles = options.contains(.repeat) ? Double.infinity : 1
    let end = now + duration * cycles * (options.contains(.autoreverse) ? 2 : 1)
    if end.isFinite {
      groups[g].end = end
      queue.push(.groupEnd(g), at: end)
    }
  }

  /// The latest end among the groups animating `nodes` (any property, or a transition), if after now.
  private func busyUntil(_ nodes: [Int]) -> Double? {
    var latest = now
    for node in nodes where node >= 0 {
      for property in SimulatedProperty.allCases {
        guard let owner = owners[node * 8 + property.rawValue], !groups[owner].hasEnded,
          let end = groups[owner].end
        else { continue }
        latest = max(latest, end)
      }
    }
    return latest > now ? latest : nil
  }
}
