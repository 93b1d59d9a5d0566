import Flipbook
import FlipbookGeometry
import FlipbookTimeline

/// Every frame of a timeline as the exporter needs it: each view's presentation values, its matrix to the
/// canvas and how its properties are moving, and the tree of views drawn at each frame.
///
/// Made by playing the document frame by frame with a ``TimelinePlayer``, so the values are the engine's own
/// (the same ones `flipbook render` draws).
@MainActor
struct ExportRecording {
  /// One view seen at some frame. `View` is kept so that its identity is not reused while recording.
  struct Track {
    let view: View
    /// Its index in `tracks`.
    let slot: Int
    /// The name messages use: `view 'id'`, or the path of an anonymous view.
    let name: String
    /// The snapshot node at each frame the view is in the window, else nil.
    var nodes: NodeSeries
    /// The matrix from the view's bounds coordinates to canvas points at each frame.
    var canvasMatrix: FrameSeries<AffineTransform?>
    /// How its properties move at each frame.
    var motions: FrameSeries<[AnimatableProperty: PropertyMotion]>
    /// The image or text it shows at each frame.
    var contents: FrameSeries<NodeContent?>
    /// The transition in flight on it at each frame.
    var transitions: FrameSeries<TransitionSnapshot?>
    /// Its node's index in the frame's snapshot.
    var snapshotIndex: FrameSeries<Int?>
    /// The layers its own layer holds at each frame (``ExportLayers``), nil when it holds none.
    var layers: FrameSeries<ExportLayers?>
  }

  /// One drawn view of a frame, in pre-order: a superview before its subviews, siblings back to front.
  struct Entry: Hashable {
    /// Index into `tracks`.
    var track: Int
    /// One past the entry index of its last drawn descendant.
    var end: Int
    /// Structure that changes the layers: clipping, content kind and transitions.
    var clips: Bool
    var hasContent: Bool
    var inTransition: Bool
    /// The shape of its layer tree (``ExportLayers/structure``, numbered in the recording), nil without
    /// layers: a layer added or removed starts new Lottie layers, as a subview does.
    var layerStructure: Int? = nil
  }

  let frameCount: Int
  let size: Size
  private(set) var tracks: [Track] = []
  /// The drawn tree at each frame (hidden subtrees left out); `frames[k][0]` is the root.
  private(set) var frames: [[Entry]] = []
  /// Steps that could not run as written (the player's own reports, as `flipbook render` prints them).
  private(set) var diagnostics: [TimelineDiagnostic] = []
  /// Snapshot of each frame with a transition in flight (for baking its pictures); nil at the others, so
  /// that a recording does not hold a whole snapshot per frame.
  private var snapshots: [RenderSnapshot?] = []

  /// Plays frames again for ``snapshot(at:)`` where no snapshot was kept.
  private let replay: FrameReplay

  private var slots: [ObjectIdentifier: Int] = [:]
  /// The number of each layer-tree shape met (``Entry/layerStructure``).
  private var layerStructures: [[Int32]: Int] = [:]

  /// Plays `document` and records every frame.
  init(document: TimelineDocument, file: String) {
    let player = TimelinePlayer(document: document, file: file)
    replay = FrameReplay(document: document, file: file)
    frameCount = player.frameCount
    size = Size(width: Double(document.canvas.width), height: Double(document.canvas.height))
    frames.reserveCapacity(frameCount)
    for k in 0..<frameCount {
      player.step(toFrame: k)
      record(frame: k, player: player)
    }
    diagnostics = player.diagnostics
  }

  /// The snapshot of frame `k`: the one kept, or the frame played again.
  func snapshot(at k: Int) -> RenderSnapshot {
    snapshots[k] ?? replay.snapshot(at: k)
  }

  private mutating func record(frame k: Int, player: TimelinePlayer) {
    let snapshot = player.window.renderSnapshot()
    snapshots.append(snapshot.transitions.isEmpty ? nil : snapshot)
    // The snapshot lists the views in the same pre-order as this walk (siblings in drawing order).
    var order: [View] = []
    order.reserveCapacity(snapshot.nodes.count)
    var stack: [View] = [player.window]
    while let view = stack.popLast() {
      order.append(view)
      stack.append(contentsOf: view.subviewsInDrawingOrder.reversed())
    }
    precondition(order.count == snapshot.nodes.count, "snapshot and view tree disagree")
    var entries: [Entry] = []
    var matrices: [AffineTransform] = []
    var open: [(end: Int, entry: Int, matrix: AffineTransform)] = []
    var i = 0
    while i < order.count {
      while let top = open.last, i >= top.end {
        entries[top.entry].end = entries.count
        open.removeLast()
      }
      let node = snapshot.nodes[i]
      let end = Int(node.subtreeEnd)
      if node.isHidden {
        i = end
        continue
      }
      let slot = self.slot(for: order[i], player: player)
      let matrix = node.localMatrix.concatenating(open.last?.matrix ?? .identity)
      let content = node.content.map { snapshot.contents[Int($0)] }
      let transition = node.transition.map { snapshot.transitions[Int($0)] }
      tracks[slot].nodes[k] = node
      tracks[slot].canvasMatrix[k] = matrix
      tracks[slot].motions[k] = order[i].motions
      tracks[slot].contents[k] = content
      tracks[slot].transitions[k] = transition
      tracks[slot].snapshotIndex[k] = i
      let layers = node.layers.map {
        ExportLayers(span: $0, of: snapshot.layers, particles: snapshot.particles)
      }
      tracks[slot].layers[k] = layers
      var structure: Int?
      if let shape = layers?.structure {
        structure = layerStructures[shape] ?? layerStructures.count
        layerStructures[shape] = structure
      }
      entries.append(
        Entry(
          track: slot, end: entries.count + 1, clips: node.clipsToBounds, hasContent: content != nil,
          inTransition: transition != nil, layerStructure: structure))
      matrices.append(matrix)
      if end > i + 1 { open.append((end, entries.count - 1, matrix)) }
      i += 1
    }
    while let top = open.popLast() { entries[top.entry].end = entries.count }
    // A frame drawn like the one before shares its storage.
    frames.append(frames.last == entries ? frames.last! : entries)
  }

  private mutating func slot(for view: View, player: TimelinePlayer) -> Int {
    if let slot = slots[ObjectIdentifier(view)] { return slot }
    let name =
      player.id(of: view).map { "view '\($0)'" }
      ?? "an unnamed view (a subview of \(parentName(view, player)))"
    tracks.append(
      Track(
        view: view, slot: tracks.count, name: name, nodes: NodeSeries(count: frameCount),
        canvasMatrix: FrameSeries(repeating: nil, count: frameCount),
        motions: FrameSeries(repeating: [:], count: frameCount),
        contents: FrameSeries(repeating: nil, count: frameCount),
        transitions: FrameSeries(repeating: nil, count: frameCount),
        snapshotIndex: FrameSeries(repeating: nil, count: frameCount),
        layers: FrameSeries(repeating: nil, count: frameCount)))
    slots[ObjectIdentifier(view)] = tracks.count - 1
    return tracks.count - 1
  }

  private func parentName(_ view: View, _ player: TimelinePlayer) -> String {
    guard let parent = view.superview else { return "nothing" }
    return player.id(of: parent).map { "'\($0)'" } ?? "an unnamed view"
  }

  /// A stretch of frames drawn with one set of layers: the views of the stretch merged into one tree, each
  /// drawn at the frames where it is in the window and not hidden.
  struct Epoch {
    var frames: Range<Int>
    /// The merged tree in pre-order.
    var entries: [Entry]
    /// For each view of the stretch (by track), whether it is drawn at each frame (offset from the start).
    var present: [Int: [Bool]]
  }

  /// The stretches of frames over which the views keep their superviews, their order among the siblings
  /// they share frames with, their clipping and content kind (every frame is in exactly one). Views that come,
  /// go or hide within a stretch keep their layers, which show only while they are drawn.
  func epochs() -> [Epoch] {
    var result: [Epoch] = []
    var plan = MergedTree()
    var start = 0
    for k in 0..<frameCount {
      if k > start, plan.merge(frames[k], exactlyLike: frames[k - 1]) { continue }
      if k > start { result.append(epoch(plan, start..<k)) }
      plan = MergedTree()
      _ = plan.merge(frames[k], exactlyLike: nil)
      start = k
    }
    if frameCount > 0 { result.append(epoch(plan, start..<frameCount)) }
    return result
  }

  private func epoch(_ plan: MergedTree, _ range: Range<Int>) -> Epoch {
    var present: [Int: [Bool]] = [:]
    for (offset, k) in range.enumerated() {
      for entry in frames[k] {
        present[entry.track, default: Array(repeating: false, count: range.count)][offset] = true
      }
    }
    return Epoch(frames: range, entries: plan.entries(), present: present)
  }

  /// The entry index of each entry's superview (-1 for the root).
  nonisolated static func parents(of entries: [Entry]) -> [Int] {
    var parents = [Int](repeating: -1, count: entries.count)
    for e in entries.indices {
      var c = e + 1
      while c < entries[e].end {
        parents[c] = e
        c = entries[c].end
      }
    }
    return parents
  }

  /// A copy of `track` whose values at the frames of `range` where the view is not drawn are those of the
  /// nearest frame where it is (so that its layers keep still while they show nothing).
  func filled(_ track: Track, over range: Range<Int>) -> Track {
    var copy = track
    var last: Int?
    var gaps: [Int] = []
    for k in range {
      if track.nodes[k] != nil {
        if let last, !gaps.isEmpty { for g in gaps { copy.fill(g, from: last) } }
        if last == nil { for g in gaps { copy.fill(g, from: k) } }
        gaps = []
        last = k
      } else {
        gaps.append(k)
      }
    }
    if let last { for g in gaps { copy.fill(g, from: last) } }
    return copy
  }
}

extension ExportRecording.Track {
  mutating func fill(_ k: Int, from source: Int) {
    nodes[k] = nodes[source]
    canvasMatrix[k] = canvasMatrix[source]
    contents[k] = contents[source]
    layers[k] = layers[source]
  }
}

/// The views of several frames merged into one tree, as long as their frames agree: each view keeps its
/// superview and flags, and siblings drawn at the same frame keep their order.
struct MergedTree {
  struct Node {
    var entry: ExportRecording.Entry
    var parent: Int
    var children: [Int] = []
  }

  private var nodes: [Int: Node] = [:]
  private var root: Int?
  /// Whether a transition runs: then every frame must be exactly like the one before (its pictures are per
  /// frame of the views drawn at every frame).
  private var hasTransition = false

  /// Merges a frame's drawn tree; false (changing nothing) when it cannot be merged.
  mutating func merge(_ entries: [ExportRecording.Entry], exactlyLike previous: [ExportRecording.Entry]?)
    -> Bool
  {
    let transition = entries.contains { $0.inTransition }
    if let previous, hasTransition || transition { return entries == previous }
    var next = self
    let parents = ExportRecording.parents(of: entries)
    for (e, entry) in entries.enumerated() {
      let parent = parents[e] < 0 ? -1 : entries[parents[e]].track
      var flags = entry
      flags.end = 0
      if let known = next.nodes[entry.track] {
        guard known.parent == parent, known.entry == flags else { return false }
      } else {
        if parent < 0 {
          guard next.root == nil else { return false }
          next.root = entry.track
        }
        next.nodes[entry.track] = Node(entry: flags, parent: parent)
      }
    }
    // Sibling order: the siblings both lists have keep their order; new ones go after their predecessor.
    for (e, entry) in entries.enumerated() {
      var frameChildren: [Int] = []
      var c = e + 1
      while c < entry.end {
        frameChildren.append(entries[c].track)
        c = entries[c].end
      }
      var planChildren = next.nodes[entry.track]!.children
      let known = Set(planChildren)
      let shown = Set(frameChildren)
      guard planChildren.filter(shown.contains) == frameChildren.filter(known.contains) else { return false }
      for (j, child) in frameChildren.enumerated() where !known.contains(child) {
        let position = j == 0 ? 0 : planChildren.firstIndex(of: frameChildren[j - 1])! + 1
        planChildren.insert(child, at: position)
      }
      next.nodes[entry.track]!.children = planChildren
    }
    next.hasTransition = transition
    self = next
    return true
  }

  /// The merged tree in pre-order, with each entry's subtree end.
  func entries() -> [ExportRecording.Entry] {
    guard let root else { return [] }
    var result: [ExportRecording.Entry] = []
    func visit(_ slot: Int) {
      let index = result.count
      result.append(nodes[slot]!.entry)
      for child in nodes[slot]!.children { visit(child) }
      result[index].end = result.count
    }
    visit(root)
    return result
  }
}
