import CCairo
import Flipbook
import FlipbookGeometry

extension LayerTreePainter {
  /// Whether the layer casts a shadow: `shadowOpacity` above 0 and a visible `shadowColor`.
  static func castsShadow(_ v: LayerValues) -> Bool {
    guard let color = v.shadowColor, color.alpha > 0, v.shadowOpacity > 0 else { return false }
    return v.shadowRadius.isFinite && v.shadowOffset.width.isFinite && v.shadowOffset.height.isFinite
  }

  /// How far past its caster a layer's shadow can reach, in its bounds coordinates: the offset and three
  /// standard deviations of the blur.
  static func shadowReach(_ v: LayerValues) -> Double {
    max(abs(v.shadowOffset.width), abs(v.shadowOffset.height)) + 3 * max(v.shadowRadius, 0) + 1
  }

  /// Ends the group that holds layer `i` and its sublayers (composited, in the target's pixels) and opens
  /// one holding their shadow with them above it, for the caller to composite (opacity, mask) as it would
  /// have the first. The context's matrix is the identity.
  func putShadowBeneathGroup(of i: Int, matrix: AffineTransform, cornerRadius: Double) {
    let cr = context.raw
    let content = cairo_pop_group(cr)!
    cairo_push_group(cr)
    paintShadow(of: content, layer: i, matrix: matrix, cornerRadius: cornerRadius)
    cairo_set_source(cr, content)
    cairo_paint(cr)
    cairo_pattern_destroy(content)
  }

  /// Paints the shadow of `content` (layer `i` and its sublayers): its alpha moved by `shadowOffset` and
  /// blurred with a Gaussian of standard deviation `shadowRadius` (both in the layer's bounds coordinates,
  /// so the shadow turns and scales with the layer), in `shadowColor` at `shadowOpacity`, clipped to the
  /// rounded bounds when the layer masks to bounds.
  private func paintShadow(
    of content: OpaquePointer, layer i: Int, matrix: AffineTransform, cornerRadius: Double
  ) {
    let cr = context.raw
    let v = layers[i].values
    var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
    let clip = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    let deviceScale = abs(matrix.a * matrix.d - matrix.b * matrix.c).squareRoot()
    let sigma = max(v.shadowRadius, 0) * deviceScale
    let o = v.shadowOffset
    let dx = matrix.a * o.width + matrix.c * o.height, dy = matrix.b * o.width + matrix.d * o.height
    // The caster's box on the target: its bounds and its sublayers' 2-D extent, else all that can show.
    let caster = casterArea(of: i).map { $0.applying(matrix) } ?? clip
    let reach = 3 * sigma + 2
    let box = caster.offsetBy(dx: dx, dy: dy).insetBy(dx: -reach, dy: -reach).intersection(clip).integral
    guard deviceScale.isFinite, deviceScale > 0, sigma.isFinite, !box.isNull, box.width >= 1, box.height >= 1,
      box.width <= 8192, box.height <= 8192,
      let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height))
    else { return }
    defer { cairo_surface_destroy(mask) }
    guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let mr = cairo_create(mask) else { return }
    // Mask pixel p shows the content's alpha at target point p + box origin − offset.
    cairo_translate(mr, dx - box.minX, dy - box.minY)
    cairo_set_source(mr, content)
    cairo_paint(mr)
    cairo_destroy(mr)
    cairo_surface_flush(mask)
    BoxBlur.blur(
      cairo_image_surface_get_data(mask)!, width: Int(box.width), height: Int(box.height),
      stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
    cairo_surface_mark_dirty(mask)
    if v.masksToBounds { context.saveAndClip(to: v.bounds, radius: cornerRadius, matrix: matrix) }
    cairo_identity_matrix(cr)
    context.setSource(v.shadowColor ?? .black, alphaScale: min(v.shadowOpacity, 1))
    cairo_mask_surface(cr, mask, box.minX, box.minY)
    if v.masksToBounds { context.restore() }
  }

  /// What layer `i` and its sublayers can draw in, in its bounds coordinates, when that is known in 2-D
  /// (no sublayer transform, no depth below); `nil` otherwise.
  private func casterArea(of i: Int) -> Rect? {
    let v = layers[i].values
    let own = Self.extent(of: i..<(i + 1), in: layers, shadowless: i)
    guard !own.isNull, !own.isInfinite else { return own.isNull ? .zero : nil }
    // `extent` places layer i by its own matrix; undo that to get its bounds coordinates.
    guard v.sublayerTransform.isIdentity, v.localMatrix.isInvertible else { return nil }
    return own.applying(v.localMatrix.inverted())
  }
}
