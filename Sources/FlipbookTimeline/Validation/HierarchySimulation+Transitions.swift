extension HierarchySimulation {
  /// `transition`: the changes apply at once; the completion runs after `duration` with finished = true.
  mutating func runTransition(_ transition: TransitionBlock) {
    _ = lookUp(transition.view)
    runItems(transition.changes, in: nil, animationsDisabled: true)
    scheduleCompletion(transition.completion, after: transition.duration)
  }

  /// `transitionFrom`: `to` replaces `from` in its superview, or with `showHideTransitionViews`, `from` is
  /// hidden and `to` shown (both must be in the hierarchy).
  mutating func runTransitionFrom(_ transition: TransitionFromBlock) {
    defer { scheduleCompletion(transition.completion, after: transition.duration) }
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
    if transition.options.contains(.showHideTransitionViews) {
      if case .existing(let reference) = transition.to, hierarchy.parent[toNode] < 0 {
        report(HierarchyMessages.noSuperview(reference.id, at: now), at: reference.source)
      }
      return
    }
    let container = hierarchy.parent[from]
    let reference: ViewReference
    if case .existing(let named) = transition.to { reference = named } else { reference = transition.from }
    guard checkNoCycle(toNode, toName, into: container, reference) else { return }
    let toWasAttached = hierarchy.isAttached(toNode)
    hierarchy.detach(toNode)
    let index = hierarchy.children[container].firstIndex(of: from)! + 1
    move(toNode, into: container, at: index, wasAttached: toWasAttached)
    let fromWasAttached = hierarchy.isAttached(from)
    hierarchy.detach(from)
    if fromWasAttached { cancelAnimations(inSubtreeOf: from) }
  }
}
