import FlipbookGeometry

/// One layer's presentation values in a snapshot, in the flat pre-order list `RenderSnapshot.layers`.
///
/// A view node's layers are `layers[span.start ..< span.end]`: top-level layers and their subtrees in
/// drawing order (siblings sorted by `zPosition`), those before `span.split` drawn below the view's
/// subviews. A mask's subtree follows the subtree of the layer it masks and is not part of it.
///
/// A replicator's subtree holds its sublayers once per copy (``LayerValues/copyCount`` copies, copy 0
/// first, each the same number of nodes), each copy at its own time and with its colours already
/// multiplied by its tint; the renderer places copy i by ``LayerValues/instanceMatrices(count:)``.
public struct LayerNode: Sendable, Hashable {
  /// The layer's kind.
  public var kind: LayerKind
  /// The layer's id, if it has one.
  public var id: String?
  /// The values on screen.
  public var values: LayerValues
  /// One past the last node of this layer's subtree (sublayers only; the mask is outside it).
  public var subtreeEnd: Int32
  /// The index of the root of the mask's subtree, or `nil` without a mask.
  public var mask: Int32?
  /// An emitter layer's live particles in `RenderSnapshot.particles`, in drawing order.
  public var particles: Range<Int> = 0..<0
  /// What an emitter layer's particles draw, by cell (`ParticleBuffer.picture` indexes it).
  public var pictures: [ParticlePicture] = []
  /// A ``LayerTransition`` in flight on this layer: its old picture and progress (`nil`: none).
  public var transition: LayerTransitionSnapshot?

  public init(kind: LayerKind, id: String?, values: LayerValues, subtreeEnd: Int32, mask: Int32? = nil) {
    self.kind = kind
    self.id = id
    self.values = values
    self.subtreeEnd = subtreeEnd
    self.mask = mask
  }
}

/// Where a view node's layers are in `RenderSnapshot.layers`.
public struct LayerSpan: Sendable, Hashable {
  /// The first layer node.
  public var start: Int32
  /// The first node drawn above the subviews (`start` … `split` are below them).
  public var split: Int32
  /// One past the last node.
  public var end: Int32

  public init(start: Int32, split: Int32, end: Int32) {
    self.start = start
    self.split = split
    self.end = end
  }
}

/// An item of the layer walk's stack: a layer to emit with its parent's local time and the colour its
/// replicator copy multiplies its colours by (`nil`: none), or a node whose subtree end to close (its mask
/// is emitted untinted).
enum LayerWalkItem {
  case emit(Layer, Double, tint: Color?)
  case close(Int, Layer, Double)
}

extension Layer {
  /// Appends this layer's subtree (then its mask's) to `nodes` with presentation values at `parentTime`
  /// (the superlayer's local time), without recursion, on the stack `work` (empty before and after; handed
  /// in so that a snapshot's walks share one). Hidden layers are kept (the renderer skips them) so that
  /// indices stay stable for `sample`.
  func appendSnapshot(
    to nodes: inout [LayerNode], particles: inout ParticleBuffer, parentTime: Double,
    work: inout [LayerWalkItem]
  ) {
    work.append(.emit(self, parentTime, tint: nil))
    var steps = 0
    while let item = work.popLast(), steps < 10_000_000 {
      steps += 1
      switch item {
      case .emit(let layer, let time, let tint):
        let index = nodes.count
        var values = layer.presentation(atParentTime: time)
        if let tint { values.multiplyColors(by: tint) }
        nodes.append(LayerNode(kind: layer.kind, id: layer.id, values: values, subtreeEnd: Int32(index + 1)))
        let local = layer.localTime(atParentTime: time)
        if let emitter = layer as? EmitterLayer {
          let first = particles.count
          emitter.appendParticles(atLocalTime: local, to: &particles)
          nodes[index].particles = first..<particles.count
          nodes[index].pictures = EmitterCell.flattened(emitter.emitterCells).map(\.picture)
        }
        nodes[index].transition = layer.transitionSnapshot(atLocalTime: local)
        work.append(.close(index, layer, local))
        let sublayers = Self.drawingOrder(layer.sublayers)
        guard layer.kind == .replicator else {
          for sub in sublayers.reversed() { work.append(.emit(sub, local, tint: tint)) }
          continue
        }
        // Copy i's sublayers at the replicator's time less i delays, pushed last copy first.
        for copy in (0..<values.copyCount).reversed() {
          let own = values.instanceTint(ofCopy: copy)
          let copyTint = own == .white ? tint : tint.map { own.multiplied(by: $0) } ?? own
          let copyTime = local - Double(copy) * values.instanceDelay
          for sub in sublayers.reversed() { work.append(.emit(sub, copyTime, tint: copyTint)) }
        }
      case .close(let index, let layer, let local):
        nodes[index].subtreeEnd = Int32(nodes.count)
        if let mask = layer.mask, mask !== layer {
          nodes[index].mask = Int32(nodes.count)
          // The masked copy's colours are tinted already: its mask's alpha is not tinted again.
          work.append(.emit(mask, local, tint: nil))
        }
      }
    }
    work.removeAll(keepingCapacity: true)
  }

  /// Siblings in drawing order: ascending `zPosition`, ties in list order.
  static func drawingOrder(_ layers: [Layer]) -> [Layer] {
    sortedByZPosition(layers) { $0.model.zPosition }
  }
}
