import CCairo
import Flipbook
import FlipbookGeometry

extension LayerTreePainter {
  /// Draws layer `i`, whose bounds `map` takes onto the target with perspective, as a ``ProjectedPicture``:
  /// the layer and its flattened subtree. The picture covers the bounds and, when their 2-D extent is known,
  /// the sublayers; otherwise sublayers are cut to the bounds.
  func drawProjected(_ i: Int, map: Transform3D, depth: Int, sublayers: (AffineTransform) -> LayerPlacement) {
    ProjectedPicture.draw(area: pictureArea(of: i), map: map, onto: context.raw, scratch: scratch) {
      picture, toSurface in
      LayerTreePainter(context: picture, layers: layers, scratch: scratch, particles: particles)
        .drawContent(i, matrix: toSurface, sublayers: sublayers(toSurface), depth: depth)
    }
  }

  /// What the surface of a projected layer covers, in its bounds coordinates: the bounds, with the 2-D
  /// extent of its sublayers when they have one (no sublayer transform, no clip, no depth below).
  private func pictureArea(of i: Int) -> Rect {
    let v = layers[i].values
    let own = v.bounds.standardized
    let end = min(Int(layers[i].subtreeEnd), layers.count)
    guard end > i + 1, !v.masksToBounds, v.sublayerTransform.isIdentity else { return own }
    let children = Self.extent(of: (i + 1)..<end, in: layers)
    guard !children.isNull, !children.isInfinite, children.size.width.isFinite, children.size.height.isFinite
    else { return own }
    return own.union(children)
  }
}
