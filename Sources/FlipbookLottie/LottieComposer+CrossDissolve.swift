import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTimeline

/// Which picture of a cross-dissolve lies beneath at full opacity while the other fades over it.
enum DissolveOrder {
  /// No before picture: the after state fades in over what lies beneath.
  case afterFadesIn
  /// The after state covers the before picture: before beneath at full opacity, after fading in over it.
  case afterOverBefore
  /// The before picture covers the after state: after beneath at full opacity, before fading out over it.
  case beforeOverAfter
}

extension LottieComposer {
  /// A cross-dissolve on the container of entry `e` as opacity: the before picture, rebuilt as layers from
  /// the view tree the transition captured, and the live (after) state, each in a precomposition, one
  /// fading over the other. Renderers mix `(1 − p) · before + p · after` per pixel; stacking gives that
  /// exactly where the picture beneath is covered by the opaque one above (see ``dissolveOrder(_:_:)``);
  /// false (nothing written) when neither covers the other, and the caller draws pictures instead.
  mutating func emitCrossDissolve(
    _ e: Int, entries: [ExportRecording.Entry], parents: [Int], frames: Range<Int>,
    into composition: inout Composition
  ) throws -> Bool {
    let track = self.track(entries[e].track)
    guard let first = track.transitions[frames.lowerBound],
      frames.allSatisfy({
        track.transitions[$0]?.kind == .crossDissolve && track.transitions[$0]?.before == first.before
      }),
      let order = dissolveOrder(track, frames)
    else { return false }
    let progress = frames.map { f -> Double in
      let p = track.transitions[f]!.progress
      return p >= 1 ? 1 : (p > 0 ? p : 0)
    }
    // The after state: the container drawn as it is, without its transition.
    var live = entries
    live[e].inTransition = false
    let afterOpacity = dissolveOpacity(frames) { order == .beforeOverAfter ? 100 : progress[$0] * 100 }
    // The before picture: its captured tree, placed in the live superview (the ancestors' entries first).
    var chain: [Int] = []
    var a = parents[e]
    while a >= 0 {
      chain.append(a)
      a = parents[a]
    }
    var beforeEntries: [ExportRecording.Entry] = chain.reversed().map { entries[$0] }
    let superview = parents[e] < 0 ? nil : self.track(entries[parents[e]].track)
    // Subtree ends count from the start of the list, past the ancestors.
    beforeEntries += addBeforeTracks(first.before, name: track.name, superview: superview, frames: frames).map
    {
      var entry = $0
      entry.end += chain.count
      return entry
    }
    for i in 0..<chain.count { beforeEntries[i].end = beforeEntries.count }
    let beforeOpacity = dissolveOpacity(frames) { order == .beforeOverAfter ? (1 - progress[$0]) * 100 : 100 }
    let beforeParents = ExportRecording.parents(of: beforeEntries)
    func emitBefore(_ composition: inout Composition) throws {
      guard order != .afterFadesIn, beforeEntries.count > chain.count else { return }
      try emitPrecomposed(
        chain.count, entries: beforeEntries, parents: beforeParents, frames: frames, into: &composition,
        name: track.name + " before", opacity: beforeOpacity)
    }
    if order != .beforeOverAfter { try emitBefore(&composition) }
    try emitPrecomposed(
      e, entries: live, parents: parents, frames: frames, into: &composition, name: track.name + " after",
      opacity: afterOpacity)
    if order == .beforeOverAfter { try emitBefore(&composition) }
    return true
  }

  /// The layer opacity `value(i)` (percent) at frame `frames.lowerBound + i`, written per frame, and 0 at
  /// the frame after (rlottie draws a layer at its out point).
  private func dissolveOpacity(_ frames: Range<Int>, _ value: (Int) -> Double) -> JSONOutput {
    var values = frames.indices.map { [value($0 - frames.lowerBound)] }
    if frames.upperBound < recording.frameCount { values.append([0]) }
    return LottieJSON.property(
      PropertySeries(
        firstFrame: frames.lowerBound, values: values,
        drivers: Array(repeating: .sampled, count: values.count), tolerance: 1e-3, frameRate: frameRate),
      scalar: true)
  }

  /// How the two pictures stack, or nil when neither covers the other (then stacking would let what lies
  /// beneath show through both, unlike the renderer's mix).
  private func dissolveOrder(_ track: ExportRecording.Track, _ frames: Range<Int>) -> DissolveOrder? {
    let before = track.transitions[frames.lowerBound]!.before
    // draw(_:) output has no layers of its own: the whole transition is pictures then.
    let drawsItself = frames.contains { f in
      let snapshot = recording.snapshot(at: f)
      let index = track.snapshotIndex[f]!
      return snapshot.nodes[index..<Int(snapshot.nodes[index].subtreeEnd)].contains { $0.displayList != nil }
    }
    if drawsItself { return nil }
    guard let beforeRoot = before.nodes.first else { return .afterFadesIn }
    // Nor has a transition nested in the before picture.
    guard !before.nodes.contains(where: { $0.transition != nil || $0.displayList != nil }),
      Self.staysInBounds(before, root: 0)
    else { return nil }
    var afterCovers = true
    var beforeCovers = true
    for f in frames {
      let snapshot = recording.snapshot(at: f)
      let index = track.snapshotIndex[f]!
      let node = snapshot.nodes[index]
      guard Self.staysInBounds(snapshot, root: index), node.localMatrix == beforeRoot.localMatrix,
        node.bounds.standardized == beforeRoot.bounds.standardized
      else { return nil }
      let nodeRadius = Self.radius(node)
      let beforeRadius = Self.radius(beforeRoot)
      afterCovers = afterCovers && Self.isOpaque(node) && nodeRadius <= beforeRadius
      beforeCovers = beforeCovers && Self.isOpaque(beforeRoot) && beforeRadius <= nodeRadius
    }
    return afterCovers ? .afterOverBefore : (beforeCovers ? .beforeOverAfter : nil)
  }

  /// Whether a node paints its whole rounded bounds opaquely.
  private static func isOpaque(_ node: RenderNode) -> Bool {
    node.alpha >= 1 && (node.backgroundColor?.alpha ?? 0) >= 1 && !node.style.hasShadow
  }

  /// Whether everything node `root` of `snapshot` and its visible subtree draw lies within its bounds:
  /// no shadow anywhere, and the root clips or every descendant's drawing stays inside its bounds.
  private static func staysInBounds(_ snapshot: RenderSnapshot, root: Int) -> Bool {
    let end = Int(snapshot.nodes[root].subtreeEnd)
    let rootNode = snapshot.nodes[root]
    if rootNode.style.hasShadow { return false }
    let contents = snapshot.contents
    if rootNode.clipsToBounds {
      return !snapshot.nodes[root..<end].contains { !$0.isHidden && $0.style.hasShadow }
    }
    // Core Animation layers may draw anywhere (a path outside the bounds): only a clip keeps them in.
    if snapshot.nodes[root..<end].contains(where: { !$0.isHidden && $0.layers != nil }) { return false }
    let box = rootNode.bounds.standardized.insetBy(dx: -1e-6, dy: -1e-6)
    if !box.contains(rootNode.drawnExtent(contents)) { return false }
    // Each node's matrix to the root's bounds coordinates, in pre-order.
    var open: [(end: Int, matrix: AffineTransform)] = [(end, .identity)]
    var i = root + 1
    while i < end {
      while let top = open.last, i >= top.end { open.removeLast() }
      let node = snapshot.nodes[i]
      if node.isHidden {
        i = Int(node.subtreeEnd)
        continue
      }
      let matrix = node.localMatrix.concatenating(open.last!.matrix)
      if node.style.hasShadow || !box.contains(node.drawnExtent(contents).applying(matrix)) { return false }
      open.append((Int(node.subtreeEnd), matrix))
      i += 1
    }
    return true
  }

  /// Adds a track per visible node of the before picture `before` (still over `frames`, placed in the live
  /// `superview`) and returns their entries in pre-order.
  private mutating func addBeforeTracks(
    _ before: RenderSnapshot, name: String, superview: ExportRecording.Track?, frames: Range<Int>
  ) -> [ExportRecording.Entry] {
    var entries: [ExportRecording.Entry] = []
    var open: [(end: Int, entry: Int, slot: Int)] = []
    var i = 0
    while i < before.nodes.count {
      while let top = open.last, i >= top.end {
        entries[top.entry].end = entries.count
        open.removeLast()
      }
      let node = before.nodes[i]
      if node.isHidden {
        i = Int(node.subtreeEnd)
        continue
      }
      let slot = nextBeforeSlot
      nextBeforeSlot -= 1
      let content = node.content.map { before.contents[Int($0)] }
      let layers = node.layers.map { ExportLayers(span: $0, of: before.layers) }
      var track = ExportRecording.Track(
        view: View(frame: .zero), slot: slot, name: i == 0 ? name + " before" : name + " before #\(i)",
        nodes: NodeSeries(count: recording.frameCount),
        canvasMatrix: FrameSeries(repeating: nil, count: recording.frameCount),
        motions: FrameSeries(repeating: [:], count: recording.frameCount),
        contents: FrameSeries(repeating: nil, count: recording.frameCount),
        transitions: FrameSeries(repeating: nil, count: recording.frameCount),
        snapshotIndex: FrameSeries(repeating: nil, count: recording.frameCount),
        layers: FrameSeries(repeating: nil, count: recording.frameCount))
      for f in frames {
        let outer =
          open.last.map { current[$0.slot]!.canvasMatrix[f]! } ?? superview?.canvasMatrix[f] ?? .identity
        track.nodes[f] = node
        track.canvasMatrix[f] = node.localMatrix.concatenating(outer)
        track.contents[f] = content
        track.layers[f] = layers
      }
      current[slot] = track
      // The before picture is one still stretch: its layer structure needs no number of the recording's.
      entries.append(
        ExportRecording.Entry(
          track: slot, end: entries.count + 1, clips: node.clipsToBounds, hasContent: content != nil,
          inTransition: false, layerStructure: layers == nil ? nil : -1))
      if Int(node.subtreeEnd) > i + 1 { open.append((Int(node.subtreeEnd), entries.count - 1, slot)) }
      i += 1
    }
    while let top = open.popLast() { entries[top.entry].end = entries.count }
    return entries
  }
}
