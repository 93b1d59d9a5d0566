import CCairo
import Flipbook
import FlipbookGeometry

extension LayerStyle {
  /// The corner radius Core Animation draws for `bounds`: at most half the shorter side, never negative.
  ///
  /// ```swift
  /// LayerStyle(cornerRadius: 80).radius(in: Rect(x: 0, y: 0, width: 100, height: 40))  // 20
  /// ```
  func radius(in bounds: Rect) -> Double {
    let r = cornerRadius.isFinite ? cornerRadius : 0
    return max(0, min(r, abs(bounds.size.width) / 2, abs(bounds.size.height) / 2))
  }
}

extension CairoContext {
  /// Adds `rect` with circular corners of `radius` (already limited to half the shorter side) as a
  /// closed subpath, clockwise on screen like `addRect`; a plain rectangle when `radius` is 0.
  func addRoundedRect(_ rect: Rect, radius: Double) {
    guard radius > 0 else { return addRect(rect) }
    let r = rect.standardized
    let cr = raw
    cairo_new_sub_path(cr)
    cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -Double.pi / 2, 0)
    cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, Double.pi / 2)
    cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, Double.pi / 2, Double.pi)
    cairo_arc(cr, r.minX + radius, r.minY + radius, radius, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
  }

  /// Saves the state and intersects the clip with `rect` rounded by `radius`, in the coordinates of
  /// `matrix`.
  func saveAndClip(to rect: Rect, radius: Double, matrix: AffineTransform) {
    cairo_save(raw)
    setMatrix(matrix)
    addRoundedRect(rect, radius: radius)
    cairo_clip(raw)
  }

  /// Fills `rect` rounded by `radius` with `color` (alpha scaled by `alphaScale`) in the coordinates of
  /// `matrix`; fully transparent colours are skipped.
  func fill(_ rect: Rect, radius: Double, matrix: AffineTransform, color: Color, alphaScale: Double = 1) {
    guard radius > 0 else { return fill(rect, matrix: matrix, color: color, alphaScale: alphaScale) }
    guard color.alpha > 0, alphaScale > 0 else { return }
    setMatrix(matrix)
    setSource(color, alphaScale: alphaScale)
    addRoundedRect(rect, radius: radius)
    cairo_fill(raw)
  }

  /// Core Animation's border: `bounds` rounded by `radius` minus the same inset by `width` (whose corners
  /// are the radius minus the width), filled with `color` in the coordinates of `matrix`.
  func fillBorder(_ bounds: Rect, radius: Double, width: Double, color: Color, matrix: AffineTransform) {
    let bounds = bounds.standardized
    let inner = bounds.insetBy(dx: width, dy: width)
    setMatrix(matrix)
    setSource(color)
    addRoundedRect(bounds, radius: radius)
    if inner.width > 0, inner.height > 0 {
      addRoundedRect(inner, radius: max(0, min(radius - width, inner.width / 2, inner.height / 2)))
      cairo_set_fill_rule(raw, CAIRO_FILL_RULE_EVEN_ODD)
    }
    cairo_fill(raw)
    cairo_set_fill_rule(raw, CAIRO_FILL_RULE_WINDING)
  }
}
