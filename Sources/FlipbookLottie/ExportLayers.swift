import Flipbook
import FlipbookGeometry

/// The layers a view's own layer holds at one frame, cut out of the frame's snapshot: `nodes` is
/// `RenderSnapshot.layers[span]` with its indices made relative to the span's start, and `particles` the
/// particles of its emitter layers (each node's `particles` range indexes it).
///
/// ```swift
/// let layers = ExportLayers(span: LayerSpan(start: 4, split: 5, end: 6), of: snapshot.layers)
/// layers.nodes.count  // 2; layers.split 1: node 0 is below the subviews, node 1 above them
/// ```
struct ExportLayers: Hashable {
  /// The layer nodes in the snapshot's pre-order (a mask's subtree after the layer it masks).
  var nodes: [LayerNode]
  /// The first node drawn above the view's subviews.
  var split: Int
  /// The live particles of the emitter layers among `nodes`.
  var particles: ParticleBuffer

  init(span: LayerSpan, of all: [LayerNode], particles: ParticleBuffer = ParticleBuffer()) {
    let start = max(0, min(Int(span.start), all.count))
    let end = max(start, min(Int(span.end), all.count))
    (nodes, self.particles) = Self.cut(start..<end, of: all, particles: particles)
    split = max(0, min(Int(span.split) - start, nodes.count))
  }

  /// Nodes `range` of `all` numbered from the range's start (subtree ends and masks), with their particles
  /// copied out of `particles` into a buffer of their own: two cuts are equal exactly when they draw alike.
  static func cut(_ range: Range<Int>, of all: [LayerNode], particles: ParticleBuffer) -> (
    [LayerNode], ParticleBuffer
  ) {
    var own = ParticleBuffer()
    let offset = Int32(range.lowerBound)
    let nodes = all[range].map { node in
      var copy = node
      copy.subtreeEnd = max(0, node.subtreeEnd - offset)
      copy.mask = node.mask.map { $0 - offset }
      let first = own.count
      if node.particles.lowerBound >= 0, node.particles.upperBound <= particles.count {
        own.append(node.particles, of: particles)
      }
      copy.particles = own.count > first ? first..<own.count : 0..<0
      return copy
    }
    return (nodes, own)
  }

  /// What stays the same while Lottie layers stay the same: each node's kind, subtree end and mask, and
  /// the split.
  var structure: [Int32] {
    var shape: [Int32] = [Int32(split)]
    for node in nodes {
      let kind: Int32
      switch node.kind {
      case .layer: kind = 0
      case .shape: kind = 1
      case .gradient: kind = 2
      case .transform: kind = 3
      case .replicator: kind = 4
      case .emitter: kind = 5
      }
      shape += [kind, node.subtreeEnd, node.mask ?? -1]
    }
    return shape
  }

  /// The index of the next sibling of node `i`: past its subtree and its mask's subtree (as the renderer
  /// walks them).
  func next(after i: Int) -> Int {
    var end = max(Int(nodes[i].subtreeEnd), i + 1)
    if let mask = nodes[i].mask.map(Int.init), mask == end, mask < nodes.count {
      end = max(next(after: mask), end)
    }
    return min(end, nodes.count)
  }

  /// The top-level nodes (and, with `in`, the children of a node) in drawing order.
  func children(in range: Range<Int>) -> [Int] {
    var result: [Int] = []
    var i = range.lowerBound
    while i < min(range.upperBound, nodes.count) {
      result.append(i)
      i = next(after: i)
    }
    return result
  }

  /// The sublayers of node `i`, back to front.
  func sublayers(of i: Int) -> [Int] {
    children(in: (i + 1)..<max(i + 1, min(Int(nodes[i].subtreeEnd), nodes.count)))
  }

  /// The valid mask index of node `i`.
  func mask(of i: Int) -> Int? {
    nodes[i].mask.map(Int.init).flatMap { $0 > i && $0 < nodes.count ? $0 : nil }
  }
}
