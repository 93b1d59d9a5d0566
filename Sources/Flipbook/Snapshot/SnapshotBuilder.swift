import FlipbookGeometry

/// Walks a view subtree pre-order without recursion and records one `RenderNode` per view.
@MainActor
struct SnapshotBuilder {
  let animator: Animator
  var nodes: [RenderNode] = []
  var displayLists: [DisplayList] = []
  var transitions: [TransitionSnapshot] = []
  var contents: [NodeContent] = []

  /// Whether transitions in flight are recorded (off for a transition's own before-picture).
  var includesTransitions = true

  init(animator: Animator) { self.animator = animator }

  mutating func append(_ root: View) {
    // Each stack entry is a view to emit, or (for a negative marker) the index of a node whose subtree closes.
    var stack: [(view: View?, close: Int, hidden: Bool)] = [(root, -1, false)]
    while let entry = stack.popLast() {
      guard let view = entry.view else {
        nodes[entry.close].subtreeEnd = Int32(nodes.count)
        continue
      }
      let index = nodes.count
      let hidden = entry.hidden || view.modelHidden
      nodes.append(node(for: view, draws: !hidden))
      stack.append((nil, index, hidden))
      for child in view.subviewStorage.reversed() { stack.append((child, -1, hidden)) }
    }
  }

  private mutating func node(for view: View, draws: Bool) -> RenderNode {
    var values = view.model
    for track in view.tracks {
      track.property.descriptor.applyStepValue(ofTrack: track.index, in: animator, to: &values)
    }
    if !view.deltaTracks.isEmpty { animator.applyStepDeltas(of: view, to: &values) }
    values.alpha = min(max(values.alpha, 0), 1)  // springs overshoot; opacity cannot
    var node = RenderNode(
      subtreeEnd: 0, values: values, isHidden: view.modelHidden, clipsToBounds: view.clipsToBounds,
      contentScaleFactor: view.contentScaleFactor)
    if includesTransitions, let i = view.transitionIndex.map(Int.init) {
      if let progress = animator.transitionProgress(i) {
        let record = animator.transitions[i]
        node.transition = Int32(transitions.count)
        transitions.append(TransitionSnapshot(kind: record.kind, progress: progress, before: record.before))
      }
    }
    if draws, let list = view.displayListIfDrawing() {
      node.displayList = Int32(displayLists.count)
      displayLists.append(list)
    }
    node.contentMode = view.contentMode
    if draws, let content = view.nodeContent {
      node.content = Int32(contents.count)
      contents.append(content)
    }
    return node
  }
}
