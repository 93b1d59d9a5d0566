import FlipbookGeometry

extension Window {
  /// The window's presentation state now, flat and in drawing order, ready to render on any thread.
  ///
  /// Lays out views that need it and runs pending `draw(_:)` calls (views that need display and are not
  /// hidden) first, on the main actor, as UIKit does before a frame is composited.
  ///
  /// - Complexity: O(views in the window).
  public func renderSnapshot() -> RenderSnapshot {
    layoutIfNeeded()
    var builder = SnapshotBuilder(animator: animator)
    builder.append(self)
    return RenderSnapshot(
      time: animator.now, size: modelBounds.size, nodes: builder.nodes, displayLists: builder.displayLists,
      transitions: builder.transitions, contents: builder.contents)
  }
}

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
    var node = RenderNode(
      subtreeEnd: 0, center: view.modelCenter, bounds: view.modelBounds, transform: view.modelTransform,
      alpha: view.modelAlpha, backgroundColor: view.modelBackgroundColor, isHidden: view.modelHidden,
      clipsToBounds: view.clipsToBounds, contentScaleFactor: view.contentScaleFactor)
    let t = view.trackIndex
    if !t.isEmpty {
      if t.center >= 0, animator.isAnimating(animator.centers, Int(t.center)) {
        node.center = animator.centers.value[Int(t.center)]
      }
      if t.bounds >= 0, animator.isAnimating(animator.bounds, Int(t.bounds)) {
        node.bounds = animator.bounds.value[Int(t.bounds)]
      }
      if t.transform >= 0, animator.isAnimating(animator.transforms, Int(t.transform)) {
        node.transform = animator.transforms.value[Int(t.transform)].matrix
      }
      if t.alpha >= 0, animator.isAnimating(animator.alphas, Int(t.alpha)) {
        node.alpha = min(max(animator.alphas.value[Int(t.alpha)], 0), 1)
      }
      if t.backgroundColor >= 0, animator.isAnimating(animator.colors, Int(t.backgroundColor)) {
        node.backgroundColor = animator.colors.value[Int(t.backgroundColor)]
      }
    }
    if includesTransitions, view.trackIndex.transition >= 0 {
      let i = Int(view.trackIndex.transition)
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
    // h-content (issue 12): layer style, content mode and stretch, image and text content, as model
    // values. The lead replaces this block with descriptor-driven code (animated values included).
    node.style = view.modelLayerStyle
    node.contentMode = view.contentMode
    node.contentStretch = view.modelContentStretch
    if t.contentStretch >= 0, animator.isAnimating(animator.stretches, Int(t.contentStretch)) {
      node.contentStretch = animator.stretches.value[Int(t.contentStretch)]
    }
    if draws, let content = view.nodeContent {
      node.content = Int32(contents.count)
      contents.append(content)
    }
    // end h-content
    return node
  }
}

extension View {
  /// This view and its subtree as they look now, as a snapshot whose first node is this view (in its
  /// superview's coordinates). Used as a transition's before-picture.
  func subtreeSnapshot(animator: Animator) -> RenderSnapshot {
    var builder = SnapshotBuilder(animator: animator)
    builder.includesTransitions = false
    builder.append(self)
    return RenderSnapshot(
      time: animator.now, size: modelBounds.size, nodes: builder.nodes, displayLists: builder.displayLists,
      contents: builder.contents)
  }
}
