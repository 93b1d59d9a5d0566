import FlipbookGeometry

/// Walks a view subtree pre-order without recursion and records one `RenderNode` per view.
///
/// The walk keeps one stack entry per open superview (its subviews and the next one to visit), not one per
/// view, and writes each node once. Its arrays can be handed in from a window's ``SnapshotBuffers`` so that
/// a frame reuses the last frame's storage.
///
/// The values of running animations are written after the walk, property by property: the walk only notes
/// (node, track) pairs, and each property's descriptor then writes its pairs in one loop. (Calling a
/// descriptor per track costs a dynamic call and a reference count each, which was a third of a snapshot.)
@MainActor
struct SnapshotBuilder {
  /// A superview whose subviews are being visited.
  struct Level {
    let subviews: [View]
    var next: Int
    let node: Int
    let hidden: Bool
  }

  let animator: Animator
  /// The last step's values, read once per snapshot.
  let step: StepReader
  var nodes: [RenderNode] = []
  var displayLists: [DisplayList] = []
  var transitions: [TransitionSnapshot] = []
  var contents: [NodeContent] = []
  var layers: [LayerNode] = []
  var particles = ParticleBuffer()
  /// The layer walk's stack, shared by every view's layers.
  var layerWork: [LayerWalkItem] = []
  var levels: [Level] = []
  /// The tracks whose step values go into nodes, by `AnimatableProperty.ordinal`.
  /// (Empty until the first `append`; a window's buffers keep the lists between snapshots.)
  var pendingTracks: [[PendingTrack]] = []
  /// Nodes of views with additive (delta) tracks, whose terms are added after the tracks' values.
  var pendingDeltas: [(node: Int, view: View)] = []
  /// The nodes of views whose layers have explicit animations, applied last.
  var pendingLayerAnimations: [(node: Int, view: View)] = []

  /// The node count when the animated values were last written: nodes before it are complete.
  var flushedNodes = 0
  /// How many nodes the walk emits before writing their animated values, so that those nodes are still in
  /// the second-level cache (about 450 KB of nodes; a snapshot of 10⁵ views is larger than the last level).
  static let nodesPerFlush = 1024

  /// Whether transitions in flight are recorded (off for a transition's own before-picture).
  var includesTransitions = true

  init(animator: Animator) {
    self.animator = animator
    step = StepReader(animator)
  }

  /// Starts from a window's buffers: their storage is reused when no earlier snapshot still holds it.
  init(animator: Animator, reusing buffers: inout SnapshotBuffers) {
    self.init(animator: animator)
    swap(&nodes, &buffers.nodes)
    swap(&layers, &buffers.layers)
    swap(&particles, &buffers.particles)
    swap(&layerWork, &buffers.layerWork)
    swap(&levels, &buffers.levels)
    swap(&pendingTracks, &buffers.pendingTracks)
    nodes.removeAll(keepingCapacity: true)
    layers.removeAll(keepingCapacity: true)
    particles.removeAll()
  }

  /// Hands the storage back to the window's buffers for the next frame (the nodes stay shared with the
  /// snapshot just made until it is released).
  func returnStorage(to buffers: inout SnapshotBuffers) {
    buffers.nodes = nodes
    buffers.layers = layers
    buffers.particles = particles
    buffers.layerWork = layerWork  // empty: each layer walk pops every item it pushes
    buffers.levels = levels  // empty: the walk pops every level it opens
    buffers.pendingTracks = pendingTracks  // emptied, capacity kept, by `writeAnimatedValues`
  }

  /// What was recorded, as a snapshot taken at the animator's current time of a view of `size`.
  func snapshot(size: Size) -> RenderSnapshot {
    RenderSnapshot(
      time: animator.now, size: size, nodes: nodes, displayLists: displayLists, transitions: transitions,
      contents: contents, layers: layers, particles: particles)
  }

  /// Records `root` and its subtree, with the values of their running animations.
  mutating func append(_ root: View) {
    if pendingTracks.isEmpty { pendingTracks = PendingTrack.emptyLists }
    walk(root)
    writeAnimatedValues()
  }

  private mutating func walk(_ root: View) {
    levels.removeAll(keepingCapacity: true)
    if nodes.capacity == 0 {
      // A window's first snapshot: its storage is sized once (a node is a few hundred bytes, and growing an
      // array of them by doubling copies each node about twice).
      nodes.reserveCapacity(Self.viewCount(root))
    }
    let rootHidden = root.modelHidden
    emit(root, hidden: rootHidden)
    guard !root.subviewStorage.isEmpty else { return }
    // The level being walked lives in locals; `levels` holds the ones above it.
    var level = Level(subviews: root.subviewsInDrawingOrder, next: 0, node: 0, hidden: rootHidden)
    while true {
      if level.next < level.subviews.count {
        let child = level.subviews[level.next]
        level.next += 1
        let hidden = level.hidden || child.modelHidden
        let index = emit(child, hidden: hidden)
        if nodes.count - flushedNodes >= Self.nodesPerFlush { writeAnimatedValues() }
        if !child.subviewStorage.isEmpty {
          levels.append(level)
          level = Level(subviews: child.subviewsInDrawingOrder, next: 0, node: index, hidden: hidden)
        }
      } else {
        nodes[level.node].subtreeEnd = Int32(nodes.count)
        guard let above = levels.popLast() else { return }
        level = above
      }
    }
  }

  /// The number of views in `root`'s subtree, itself included, without recursion.
  private static func viewCount(_ root: View) -> Int {
    var count = 0
    var pending = [root]
    while let view = pending.popLast() {
      count += 1
      pending.append(contentsOf: view.subviewStorage)
    }
    return count
  }

  /// Appends the node of `view` (with its subtree end set as if it had no subviews) and returns its index.
  @discardableResult
  private mutating func emit(_ view: View, hidden: Bool) -> Int {
    let index = nodes.count
    // Written once, in place: a node is a few hundred bytes, and copies of it cost more than the rest.
    nodes.append(
      RenderNode(
        subtreeEnd: Int32(index + 1), values: view.model, isHidden: view.modelHidden,
        clipsToBounds: view.clipsToBounds, contentScaleFactor: view.contentScaleFactor,
        contentMode: view.contentMode))
    for track in view.tracks {
      pendingTracks[track.property.ordinal].append(PendingTrack(node: Int32(index), track: track.index))
    }
    if !view.deltaTracks.isEmpty { pendingDeltas.append((index, view)) }
    if view.hasLayerAnimations { pendingLayerAnimations.append((index, view)) }
    if includesTransitions, let i = view.transitionIndex.map(Int.init) {
      if let progress = animator.transitionProgress(i) {
        let record = animator.transitions[i]
        nodes[index].transition = Int32(transitions.count)
        transitions.append(TransitionSnapshot(kind: record.kind, progress: progress, before: record.before))
      }
    }
    if !hidden {
      if let list = view.displayListIfDrawing() {
        nodes[index].displayList = Int32(displayLists.count)
        displayLists.append(list)
      }
      if let content = view.nodeContent {
        nodes[index].content = Int32(contents.count)
        contents.append(content)
      }
      if let host = view.layerHost {
        if !host.layers.isEmpty { nodes[index].layers = appendLayers(of: host) }
        if let mask = host.mask {
          nodes[index].mask = Int32(layers.count)
          mask.appendSnapshot(
            to: &layers, particles: &particles, parentTime: animator.now, work: &layerWork)
        }
      }
    }
    return index
  }

  /// Appends the layers of a view's layer, below-subviews ones first, at the animator's time.
  private mutating func appendLayers(of host: LayerHost) -> LayerSpan {
    let start = Int32(layers.count)
    let now = animator.now
    for entry in host.layers where !entry.aboveSubviews {
      entry.layer.appendSnapshot(to: &layers, particles: &particles, parentTime: now, work: &layerWork)
    }
    let split = Int32(layers.count)
    for entry in host.layers where entry.aboveSubviews {
      entry.layer.appendSnapshot(to: &layers, particles: &particles, parentTime: now, work: &layerWork)
    }
    return LayerSpan(start: start, split: split, end: Int32(layers.count))
  }

  /// Writes the values the last step computed for the running animations into the nodes noted by the walk:
  /// each property's tracks, then additive terms, then opacity clamped (springs overshoot; opacity cannot).
  private mutating func writeAnimatedValues() {
    for (ordinal, property) in AnimatableProperty.allCases.enumerated() where !pendingTracks[ordinal].isEmpty
    {
      property.descriptor.writeStepValues(of: pendingTracks[ordinal], from: step, into: &nodes)
      if property == .alpha {
        for entry in pendingTracks[ordinal] { Self.clampAlpha(&nodes[Int(entry.node)].values) }
      }
      pendingTracks[ordinal].removeAll(keepingCapacity: true)
    }
    flushedNodes = nodes.count
    for (node, view) in pendingDeltas {
      // Not a method of `self`, which `nodes` is part of: that access would copy the whole array.
      Self.addDeltas(of: view, animator: animator, to: &nodes[node].values)
    }
    pendingDeltas.removeAll(keepingCapacity: true)
    // A view's explicit layer animations apply after its block animations, as on its layer.
    for (node, view) in pendingLayerAnimations {
      view.applyLayerAnimations(at: animator.now, to: &nodes[node].values)
    }
    pendingLayerAnimations.removeAll(keepingCapacity: true)
  }

  private static func addDeltas(of view: View, animator: Animator, to values: inout AnimatableValues) {
    animator.applyStepDeltas(of: view, to: &values)
    clampAlpha(&values)
  }

  private static func clampAlpha(_ values: inout AnimatableValues) {
    values.alpha = min(max(values.alpha, 0), 1)
  }
}

/// A track whose last step value goes into a snapshot node.
struct PendingTrack {
  let node: Int32
  /// The track's index in its property's table.
  let track: Int32

  /// One empty list per property.
  static var emptyLists: [[PendingTrack]] { Array(repeating: [], count: AnimatableProperty.allCases.count) }
}
