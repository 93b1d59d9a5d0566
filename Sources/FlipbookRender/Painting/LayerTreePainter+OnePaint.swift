import Flipbook

extension LayerTreePainter {
  /// Whether layer `i` draws exactly one paint of its own and nothing else (a background, a shape's fill or
  /// its stroke; no sublayers, mask, shadow, border, contents or transition), flat: then its opacity, and the alpha of
  /// a view holding only it, ride on that paint instead of a group, which composites the same coverage with
  /// the same alpha (a screen of fading loading rings pays a group per ring otherwise).
  ///
  /// ```swift
  /// LayerTreePainter.drawsOnePaint(0, in: [ringNode])  // true for a stroked ring without a fill
  /// ```
  static func drawsOnePaint(_ i: Int, in layers: [LayerNode]) -> Bool {
    guard i < layers.count else { return false }
    let node = layers[i]
    let v = node.values
    guard node.subtreeEnd == i + 1, node.mask == nil, node.transition == nil, v.isFlat, !castsShadow(v),
      v.contents == nil,
      !(v.borderWidth > 0 && v.borderColor.alpha > 0)
    else { return false }
    var paints = (v.backgroundColor?.alpha ?? 0) > 0 ? 1 : 0
    switch node.kind {
    case .layer: break
    case .shape:
      guard !v.path.isEmpty else { break }
      if let fill = v.fillColor, fill.alpha > 0 { paints += 1 }
      if let stroke = v.strokeColor, stroke.alpha > 0, v.lineWidth > 0, v.strokeEnd > v.strokeStart {
        paints += 1
      }
    case .gradient, .transform, .replicator, .emitter: return false
    }
    return paints <= 1
  }
}
