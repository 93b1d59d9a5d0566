import Flipbook
import FlipbookGeometry

extension LayerTreePainter {
  /// The box, in the coordinates of the view whose layers `range` holds (with `parent` the identity),
  /// outside which those layers and their sublayers and masks draw nothing: each layer's bounds, path
  /// control points and contents, grown by half its stroke (times the miter limit at miter joins) and its border,
  /// through the layers' matrices, with the shadows they cast (except `shadowless`'s). `.null` when nothing
  /// is drawn. Bounds a group surface, which would otherwise cover the whole canvas for every view with
  /// layers. Layers with depth and emitters with particles make it `.infinite`.
  static func extent(of range: Range<Int>, in layers: [LayerNode], shadowless: Int? = nil) -> Rect {
    var box = Rect.null
    // Nodes to visit with the matrix of their superlayer (their parent's bounds coordinates → the view's).
    var pending: [(Int, AffineTransform)] = []
    var i = range.lowerBound
    while i < min(range.upperBound, layers.count) {
      pending.append((i, .identity))
      i = nextSibling(after: i, in: layers)
    }
    var steps = 0
    while let (k, parent) = pending.popLast(), steps < 1_000_000 {
      steps += 1
      guard k < layers.count else { continue }
      let v = layers[k].values
      if v.isHidden { continue }
      // Perspective has no 2-D box to carry down: the whole canvas it is.
      if !v.isFlat || layers[k].kind == .transform { return .infinite }
      let matrix = v.localMatrix.concatenating(parent)
      if k != shadowless, castsShadow(v) {
        // The subtree as it composites, then its shadow: that box moved and grown by the blur.
        let caster = extent(of: k..<(k + 1), in: layers, shadowless: k)
        guard !caster.isInfinite else { return .infinite }
        guard !caster.isNull else { continue }
        let m = v.localMatrix
        let o = v.shadowOffset
        let scale = abs(m.a * m.d - m.b * m.c).squareRoot()
        let reach = 3 * max(v.shadowRadius, 0) * scale + 1
        let shadow = caster.offsetBy(dx: m.a * o.width + m.c * o.height, dy: m.b * o.width + m.d * o.height)
          .insetBy(dx: -reach, dy: -reach)
        box = box.union(caster.union(shadow).applying(parent))
        continue
      }
      // Particles go wherever their velocity and acceleration take them: no 2-D box bounds them.
      if layers[k].kind == .emitter, !layers[k].particles.isEmpty { return .infinite }
      var own = v.bounds
      if !v.path.isEmpty { own = own.union(v.path.controlPointBounds) }
      if let contents = contentsDestination(v) { own = own.union(contents) }
      var grow = 0.0
      if layers[k].kind == .shape, v.strokeColor != nil, v.lineWidth > 0 {
        let join = v.lineJoin == "miter" ? max(v.miterLimit, 1) : 1
        grow = max(grow, v.lineWidth / 2 * max(join, v.lineCap == "square" ? 1.5 : 1))
      }
      own = own.standardized.insetBy(dx: -grow - 1, dy: -grow - 1)
      guard own.origin.x.isFinite, own.origin.y.isFinite, own.size.width.isFinite, own.size.height.isFinite
      else { return .infinite }
      box = box.union(own.applying(matrix))
      if v.masksToBounds { continue }  // sublayers are clipped to the bounds, already counted
      if layers[k].kind == .replicator {
        // Each copy's sublayers through the copy's own matrix; one with depth has no 2-D box.
        let runs = copies(of: k, in: layers)
        for (run, placed) in zip(runs, v.instanceMatrices(count: runs.count)) {
          guard placed.isAffine else { return .infinite }
          var child = run.lowerBound
          while child < run.upperBound {
            pending.append((child, placed.affine.concatenating(matrix)))
            child = nextSibling(after: child, in: layers)
          }
        }
        continue
      }
      // A mask only takes away: the masked layer's extent bounds it.
      var child = k + 1
      let end = min(Int(layers[k].subtreeEnd), layers.count)
      while child < end {
        pending.append((child, matrix))
        child = nextSibling(after: child, in: layers)
      }
    }
    return box
  }
}

extension LayerTreePainter {
  /// The index of the next sibling of node `i`: past its subtree and its mask's subtree.
  static func nextSibling(after i: Int, in layers: [LayerNode]) -> Int {
    var end = max(Int(layers[i].subtreeEnd), i + 1)
    if let mask = layers[i].mask.map(Int.init), mask == end, mask < layers.count {
      end = max(nextSibling(after: mask, in: layers), end)
    }
    return min(end, layers.count)
  }
}
