import CCairo
import FlipbookGeometry

/// A thin, non-owning wrapper of a `cairo_t` with the few operations the renderer needs, in the geometry
/// types of `FlipbookGeometry`.
struct CairoContext {
  /// The `cairo_t`.
  let raw: OpaquePointer

  /// Replaces the current matrix; `m` must be invertible (Cairo would enter an error state otherwise).
  @inline(__always)
  func setMatrix(_ m: AffineTransform) {
    var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
    cairo_set_matrix(raw, &matrix)
  }

  /// Sets a solid source of `color` with its alpha multiplied by `alphaScale`; components are clamped to
  /// [0, 1] (NaN counts as 0).
  @inline(__always)
  func setSource(_ color: Color, alphaScale: Double = 1) {
    cairo_set_source_rgba(
      raw, unit(color.red), unit(color.green), unit(color.blue), unit(color.alpha) * unit(alphaScale))
  }

  @inline(__always)
  private func unit(_ x: Double) -> Double { x >= 1 ? 1 : (x > 0 ? x : 0) }

  /// Adds `rect` as a closed subpath (Core Graphics' order: min corner, then along x).
  @inline(__always)
  func addRect(_ rect: Rect) {
    cairo_rectangle(raw, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
  }

  /// Fills `rect`, in the coordinates of `matrix`, with `color` (alpha scaled by `alphaScale`). A fully
  /// transparent colour draws nothing, so it is skipped.
  func fill(_ rect: Rect, matrix: AffineTransform, color: Color, alphaScale: Double = 1) {
    guard unit(color.alpha) * unit(alphaScale) > 0 else { return }
    setMatrix(matrix)
    setSource(color, alphaScale: alphaScale)
    addRect(rect)
    cairo_fill(raw)
  }

  /// Saves the state and intersects the clip with `rect` in the coordinates of `matrix`.
  func saveAndClip(to rect: Rect, matrix: AffineTransform) {
    cairo_save(raw)
    setMatrix(matrix)
    addRect(rect)
    cairo_clip(raw)
  }

  /// Saves the state and intersects the clip with a device-space rectangle of whole pixels, which clips
  /// exactly (no anti-aliasing), so drawing inside it is unchanged.
  func saveAndClip(toPixels rect: Rect) {
    cairo_save(raw)
    cairo_identity_matrix(raw)
    addRect(rect)
    cairo_clip(raw)
  }

  /// `box` (whole device pixels) cut to the current clip's extents (the whole target when nothing clips), in
  /// whole pixels: the only part of it drawing can change. `nil` when nothing is left.
  func visiblePixels(_ box: Rect) -> Rect? {
    cairo_save(raw)
    cairo_identity_matrix(raw)
    var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
    cairo_clip_extents(raw, &x1, &y1, &x2, &y2)
    cairo_restore(raw)
    let visible = box.intersection(Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).integral)
    return visible.isEmpty ? nil : visible
  }

  func save() { cairo_save(raw) }
  func restore() { cairo_restore(raw) }

  /// Starts drawing into a transparent group surface (saving the state).
  func pushGroup() { cairo_push_group(raw) }

  /// Ends the group started by `pushGroup()` and composites it with `alpha` (restoring the state).
  func popGroupAndPaint(alpha: Double) {
    cairo_pop_group_to_source(raw)
    if alpha >= 1 { cairo_paint(raw) } else { cairo_paint_with_alpha(raw, alpha) }
  }

  /// Ends the group started by `pushGroup()` and composites it through the alpha of what `drawMask` draws
  /// (a mask layer, in a group of its own), with `alpha` over the result.
  func popGroupAndMask(alpha: Double, drawMask: () -> Void) {
    let content = cairo_pop_group(raw)
    cairo_push_group(raw)
    drawMask()
    cairo_identity_matrix(raw)
    let mask = cairo_pop_group(raw)
    if alpha < 1 { cairo_push_group(raw) }
    cairo_set_source(raw, content)
    cairo_mask(raw, mask)
    if alpha < 1 {
      cairo_pop_group_to_source(raw)
      cairo_paint_with_alpha(raw, alpha)
    }
    cairo_pattern_destroy(mask)
    cairo_pattern_destroy(content)
  }

  /// The context's error, if any.
  var error: RenderError? {
    let status = cairo_status(raw)
    guard status != CAIRO_STATUS_SUCCESS else { return nil }
    return .cairo(String(cString: cairo_status_to_string(status)))
  }
}

extension AffineTransform {
  /// Whether Cairo accepts the matrix: finite entries and a non-zero determinant.
  var isUsableByCairo: Bool {
    isInvertible && a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }
}
