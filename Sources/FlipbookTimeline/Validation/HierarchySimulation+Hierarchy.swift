extension HierarchySimulation {
  /// `addSubview`, `insertSubview`, `removeFromSuperview`, `bringSubviewToFront`, `sendSubviewToBack`,
  /// `exchangeSubviews`.
  mutating func runHierarchyStep(_ action: StepAction) {
    switch action {
    case .addSubview(let tree, let to):
      let nodes = hierarchy.create(tree)
      guard let container = lookUp(to) else { return }
      for node in nodes { move(node, into: container, at: .max) }
    case .insertSubview(let inserted, let position):
      runInsert(inserted, position)
    case .removeFromSuperview(let reference):
      guard let node = lookUp(reference), requireSuperview(node, reference) else { return }
      let wasAttached = hierarchy.isAttached(node)
      hierarchy.detach(node)
      if wasAttached { cancelAnimations(inSubtreeOf: node) }
    case .bringSubviewToFront(let reference), .sendSubviewToBack(let reference):
      guard let node = lookUp(reference), requireSuperview(node, reference) else { return }
      let container = hierarchy.parent[node]
      var toFront = false
      if case .bringSubviewToFront = action { toFront = true }
      hierarchy.insert(node, into: container, at: toFront ? .max : 0)
    case .exchangeSubviews(let reference, let i, let j):
      guard let container = lookUp(reference) else { return }
      let count = hierarchy.children[container].count
      for index in [i, j] where index >= count {
        let message = HierarchyMessages.indexOutOfRange(index, in: reference.id, count: count, at: now)
        report(message, at: reference.source)
        return
      }
      hierarchy.exchange(in: container, i, j)
    default:
      break
    }
  }

  /// `insertSubview` with an index, above or below a sibling.
  private mutating func runInsert(_ inserted: InsertedView, _ position: InsertPosition) {
    let node: Int
    let name: String
    switch inserted {
    case .new(let tree):
      guard let top = hierarchy.create(tree).first else { return }
      (node, name) = (top, tree.first?.id ?? "new view")
    case .existing(let reference):
      guard let found = lookUp(reference) else { return }
      (node, name) = (found, reference.id)
    }
    switch position {
    case .index(let index, let into):
      guard let container = lookUp(into), checkNoCycle(node, name, into: container, into) else { return }
      let count = hierarchy.children[container].filter { $0 != node }.count
      guard index <= count else {
        report(HierarchyMessages.indexOutOfRange(index, in: into.id, count: count, at: now), at: into.source)
        return
      }
      move(node, into: container, at: index)
    case .above(let sibling, let into), .below(let sibling, let into):
      guard let siblingNode = lookUp(sibling) else { return }
      guard siblingNode != node else {
        report(HierarchyMessages.relativeToItself(sibling.id), at: sibling.source)
        return
      }
      guard requireSuperview(siblingNode, sibling) else { return }
      let container = hierarchy.parent[siblingNode]
      if let into, let named = lookUp(into), named != container {
        report(HierarchyMessages.notASubview(sibling.id, of: into.id, at: now), at: sibling.source)
        return
      }
      guard checkNoCycle(node, name, into: container, into ?? sibling) else { return }
      let wasAttached = hierarchy.isAttached(node)
      hierarchy.detach(node)
      var above = false
      if case .above = position { above = true }
      let index = hierarchy.children[container].firstIndex(of: siblingNode)! + (above ? 1 : 0)
      move(node, into: container, at: index, wasAttached: wasAttached)
    }
  }

  /// Reports a view without a superview; returns whether it has one.
  mutating func requireSuperview(_ node: Int, _ reference: ViewReference) -> Bool {
    guard hierarchy.parent[node] < 0 else { return true }
    report(HierarchyMessages.noSuperview(reference.id, at: now), at: reference.source)
    return false
  }

  /// Reports putting `node` into itself or its own descendant; returns whether the move is fine.
  mutating func checkNoCycle(_ node: Int, _ name: String, into container: Int, _ reference: ViewReference)
    -> Bool
  {
    guard hierarchy.isDescendant(container, of: node) else { return true }
    let containerName = hierarchy.nodeByID.first { $0.value == container }?.key ?? "its superview"
    report(HierarchyMessages.cycle(name, into: containerName, at: now), at: reference.source)
    return false
  }

  /// Moves `node` into `container`, cancelling its animations if that takes it out of the window.
  mutating func move(_ node: Int, into container: Int, at index: Int, wasAttached: Bool? = nil) {
    let before = wasAttached ?? hierarchy.isAttached(node)
    hierarchy.insert(node, into: container, at: index)
    if before && !hierarchy.isAttached(node) { cancelAnimations(inSubtreeOf: node) }
  }
}
