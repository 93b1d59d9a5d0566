import CCairo
import Flipbook
import FlipbookGeometry

/// Where a layer is drawn: through 2-D matrices only, or in some layer's 3-D space.
enum LayerPlacement {
  /// Everything above is 2-D: the matrix from the superlayer's bounds coordinates to the target's.
  case flat(AffineTransform)
  /// `space` takes the superlayer's bounds coordinates into the 3-D space of the nearest layer above that
  /// flattens (its bounds coordinates, depth kept); `plane` takes that layer's plane onto the target, a
  /// projective map with no depth.
  case depth(space: Transform3D, plane: Transform3D)

  /// Where the sublayers of a layer with values `v`, drawn by `matrix`, go: flat under it, or into the 3-D
  /// space its `sublayerTransform` makes.
  static func sublayers(of v: LayerValues, matrix: AffineTransform) -> LayerPlacement {
    v.sublayerMatrix.isIdentity ? .flat(matrix) : .depth(space: v.sublayerMatrix, plane: Transform3D(matrix))
  }
}

extension Transform3D {
  /// The 2-D affine map of a flattened transform that has no perspective (`m14 = m24 = 0`, `m44 > 0`).
  var affineIfFlat: AffineTransform? {
    guard m14 == 0, m24 == 0, m44 > 0, m44.isFinite else { return nil }
    return AffineTransform(
      a: m11 / m44, b: m12 / m44, c: m21 / m44, d: m22 / m44, tx: m41 / m44, ty: m42 / m44)
  }
}

extension LayerTreePainter {
  /// Draws layer `i` in some layer's 3-D space: its bounds mapped onto the target projectively. A layer
  /// whose corners reach the viewer or behind, whose projection has no area (seen edge-on), or whose back
  /// faces the viewer with `doubleSided` off draws nothing. With no perspective left it draws with Cairo
  /// directly; otherwise it and its flattened subtree go to a surface of their own, mapped projectively.
  private func drawOne(_ i: Int, space: Transform3D, plane: Transform3D, depth: Int) {
    let node = layers[i]
    let v = node.values
    guard depth < Self.maximumDepth, !v.isHidden else { return }
    guard v.opacity > 0, node.kind != .transform else { return }
    let toSpace = v.localTransform.concatenating(space)
    let map = toSpace.flattened.concatenating(plane)
    guard map.projectedCorners(of: v.bounds) != nil else { return }
    // With every corner in front of the viewer, the determinant's sign is the orientation on screen: 0 is
    // a plane seen edge-on, negative a back turned to the viewer.
    let determinant = map.determinant
    guard determinant.isFinite, abs(determinant) > 1e-12 else { return }
    if !v.isDoubleSided && determinant < 0 { return }
    let sublayers = { LayerPlacement.sublayers(of: v, matrix: $0) }
    if let matrix = map.affineIfFlat {
      guard matrix.isUsableByCairo else { return }
      drawContent(i, matrix: matrix, sublayers: sublayers(matrix), depth: depth)
      return
    }
    drawProjected(i, map: map, depth: depth, sublayers: sublayers)
  }

  /// The siblings from `start` to `end` in the 3-D space `space` (their superlayer's bounds coordinates
  /// into it), with the sublayers of transform layers among them, drawn back to front by the depth of their
  /// centres (ties in drawing order, which puts coplanar ones in ascending `zPosition`). Core Animation
  /// also cuts layers that pass through each other; this does not.
  func drawInDepth(_ start: Int, _ end: Int, space: Transform3D, plane: Transform3D, depth: Int) {
    drawInDepth([(start, end, space)], plane: plane, depth: depth)
  }

  /// Runs of siblings, each with the 3-D space it is in, drawn together back to front by depth (a
  /// replicator's copies that preserve depth are one run each).
  func drawInDepth(_ runs: [(start: Int, end: Int, space: Transform3D)], plane: Transform3D, depth: Int) {
    var items: [(index: Int, space: Transform3D, z: Double)] = []
    for run in runs { collect(run.start, run.end, space: run.space, depth: depth, into: &items) }
    let ordered = items.enumerated().sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }
    for (_, item) in ordered {
      drawOne(item.index, space: item.space, plane: plane, depth: depth)
    }
  }

  /// Gathers the siblings from `start` to `end` for ``drawInDepth(_:_:space:plane:depth:)``, looking
  /// through transform layers.
  private func collect(
    _ start: Int, _ end: Int, space: Transform3D, depth: Int,
    into items: inout [(index: Int, space: Transform3D, z: Double)]
  ) {
    guard depth < Self.maximumDepth else { return }
    var child = start
    while child < min(end, layers.count) {
      let v = layers[child].values
      if layers[child].kind == .transform {
        // A transform layer does not flatten: its sublayers join the space it is in.
        if !v.isHidden {
          collect(
            child + 1, min(Int(layers[child].subtreeEnd), layers.count),
            space: v.sublayerMatrix.concatenating(v.localTransform).concatenating(space), depth: depth + 1,
            into: &items)
        }
      } else {
        let centre = v.localTransform.concatenating(space).transforming(
          x: v.bounds.midX, y: v.bounds.midY, z: 0)
        items.append((child, space, centre.w > 0 ? centre.z / centre.w : -.infinity))
      }
      child = next(after: child)
    }
  }
}
