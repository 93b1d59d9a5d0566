import CCairo
import Flipbook
import FlipbookGeometry

extension SubtreeDrawer {
  /// Draws a page curl (`CurlGeometry`), clipped to the container's bounds, in this order: the page
  /// beneath and the flat part of the curling page, both drawn directly (unresampled); a soft shadow on the
  /// page beneath along the fold; then the curled part, thin bands of the page around the cylinder (front
  /// side with shading, then back side: a light grey tint of the page, mirrored, shaded toward the fold)
  /// and the part lying flat on top. The curled part is drawn into its own group without anti-aliasing, so
  /// that bands share edges exactly, and filled through the half-plane beyond the fold with
  /// anti-aliasing.
  func drawCurl(_ scene: TransitionScene) {
    let g = CurlGeometry(kind: scene.transition.kind, progress: scene.progress, bounds: scene.bounds)
    let b = scene.bounds
    let corners = [
      Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
      Point(x: b.minX, y: b.maxY),
    ]
    guard pixelBox(of: corners, matrix: scene.matrix).flatMap(context.visiblePixels) != nil else { return }
    let cr = context.raw
    // Every layer is painted OVER the one before, so drawing them straight onto the canvas through the
    // bounds (an anti-aliased clip) gives the pixels of a group filled through the bounds.
    context.saveAndClip(to: b, matrix: scene.matrix)
    if g.pageIsAfter { drawBefore(scene) } else { drawAfter(scene) }
    if g.liftedAngle > 0 { drawCurlShadow(g, scene) }
    if g.position < g.length {
      let (f0, f1, f2, f3) = g.band(g.position, g.length + 1)
      context.save()
      context.setMatrix(scene.matrix)
      StripPainter.addQuad(cr, f0, f1, f2, f3)
      cairo_clip(cr)
      if g.pageIsAfter { drawAfter(scene) } else { drawBefore(scene) }
      context.restore()
    }
    if g.liftedAngle > 0, g.foldPosition < g.length {
      drawCurledPage(g, scene)
    }
    context.restore()
  }

  /// The shadow the curl casts on the page beneath, just past the fold; it grows in as the page lifts.
  private func drawCurlShadow(_ g: CurlGeometry, _ scene: TransitionScene) {
    let cr = context.raw
    let strength = CurlGeometry.shadowStrength * min(1, g.liftedAngle / (Double.pi / 2))
    let width = CurlGeometry.shadowWidthFactor * g.radius
    let fold = g.foldPosition
    let start = g.point(fold - width)
    let end = g.point(fold)
    let gradient = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
    cairo_pattern_add_color_stop_rgba(gradient, 0, 0, 0, 0, 0)
    cairo_pattern_add_color_stop_rgba(gradient, 0.6, 0, 0, 0, 0.35 * strength)
    cairo_pattern_add_color_stop_rgba(gradient, 1, 0, 0, 0, strength)
    context.setMatrix(scene.matrix)
    cairo_set_source(cr, gradient)
    let (q0, q1, q2, q3) = g.band(fold - width, fold)
    StripPainter.addQuad(cr, q0, q1, q2, q3)
    cairo_fill(cr)
    cairo_pattern_destroy(gradient)
  }

  /// The lifted part of the page: bands around the cylinder, then the part lying flat on top.
  ///
  /// The bands are drawn into a surface of their own in *curl space*, turned by the tilt so that every band
  /// is a horizontal strip of pixels there (Cairo fills those with a few long spans instead of one short
  /// span per row), then that surface is drawn onto the canvas through the half-plane beyond the fold.
  private func drawCurledPage(_ g: CurlGeometry, _ scene: TransitionScene) {
    let m = scene.matrix
    func pixels(along d: Point) -> Double {
      let x = m.a * d.x + m.c * d.y
      let y = m.b * d.x + m.d * d.y
      return (x * x + y * y).squareRoot()
    }
    let perUnit = max(pixels(along: g.direction), 1e-9)
    let scale = max(perUnit, pixels(along: g.axis))  // curl-space pixels per unit
    let angles = g.pieceAngles(pixelsPerUnit: perUnit)
    let margin = 2 / perUnit
    let high = min(max(g.position, g.flapEnd ?? g.position), g.length) + 2 * margin
    guard !angles.isEmpty,
      let space = CurlSpace(
        g, bounds: scene.bounds, scale: scale, low: g.foldPosition - 2 * margin, high: high),
      let region = g.pageRegion(bounds: scene.bounds, upTo: g.position + 2 * margin),
      let face = makeFace(after: g.pageIsAfter, scene, region: region)
    else { return }
    defer { face.destroy() }
    let scratches = cache.transitionScratch
    guard let turned = scratches.surface(width: space.width, height: space.height) else { return }
    defer { scratches.release(turned) }
    let surface = turned.surface
    guard let curlRaw = cairo_create(surface) else { return }
    let curl = CairoContext(raw: curlRaw)
    cairo_set_antialias(curlRaw, CAIRO_ANTIALIAS_NONE)
    let pattern = face.pattern(extend: CAIRO_EXTEND_NONE)
    let painter = StripPainter(
      context: curl, pattern: pattern, matrix: space.matrix,
      bounds: Rect(x: 0, y: 0, width: Double(space.width), height: Double(space.height)))
    let halfTurn = Double.pi / 2
    for k in 0..<(angles.count - 1) {
      let (a0, a1) = (angles[k], angles[k + 1])
      let isBack = a0 >= halfTurn
      let (v0, v1) = (g.position - g.radius * a0, g.position - g.radius * a1)
      var (w0, w1) = (g.cylinderPosition(a0), g.cylinderPosition(a1))
      let map = face.toBounds.concatenating(g.map(from: v0, v1, to: w0, w1))
      // Reach past the piece's outer ends so anti-aliased outlines find the page there, not a gap.
      if k == 0 || (isBack && angles[k - 1] < halfTurn) { w0 += isBack ? -margin : margin }
      if k == angles.count - 2 || (!isBack && a1 >= halfTurn) { w1 += isBack ? margin : -margin }
      let (q0, q1, q2, q3) = g.band(w0, w1)
      painter.fill(q0, q1, q2, q3, faceToUser: map)
      if isBack { tintBack(painter, q0, q1, q2, q3) }
      let mid = (a0 + a1) / 2
      let shade =
        isBack
        ? CurlGeometry.backShading * (1 + transitionCos(mid))
        : CurlGeometry.frontShading * (1 - transitionCos(mid))
      painter.shade(q0, q1, q2, q3, alpha: shade, op: CAIRO_OPERATOR_ATOP)  // darkens, keeps coverage
    }
    if let end = g.flapEnd {
      let map = face.toBounds.concatenating(g.map(slope: -1, offset: end))
      let (q0, q1, q2, q3) = g.band(g.position - margin, end + margin)
      painter.fill(q0, q1, q2, q3, faceToUser: map)
      tintBack(painter, q0, q1, q2, q3)
    }
    cairo_pattern_destroy(pattern)
    cairo_destroy(curlRaw)
    cairo_surface_flush(surface)

    let cr = context.raw
    let curled = cairo_pattern_create_for_surface(surface)!
    cairo_pattern_set_filter(curled, CAIRO_FILTER_BILINEAR)
    let q = space.matrix
    var toCurl = cairo_matrix_t(xx: q.a, yx: q.b, xy: q.c, yy: q.d, x0: q.tx, y0: q.ty)
    cairo_pattern_set_matrix(curled, &toCurl)
    context.setMatrix(scene.matrix)
    cairo_set_source(cr, curled)
    let (o0, o1, o2, o3) = g.band(g.foldPosition, high)
    StripPainter.addQuad(cr, o0, o1, o2, o3)
    cairo_fill(cr)
    cairo_set_source_rgb(cr, 0, 0, 0)  // lets go of the turned surface before it goes back to the pool
    cairo_pattern_destroy(curled)
  }
}

/// Turns the page just drawn in a quadrilateral into its back side: light grey laid over the picture,
/// keeping its coverage, so the picture only shows through faintly.
private func tintBack(_ painter: StripPainter, _ q0: Point, _ q1: Point, _ q2: Point, _ q3: Point) {
  painter.shade(
    q0, q1, q2, q3, level: CurlGeometry.backGrey, alpha: CurlGeometry.backTint, op: CAIRO_OPERATOR_ATOP)
}

/// A frame turned with the curl: x along the cylinder's axis, y down the page (against `direction`), at
/// `scale` pixels per unit, covering the container between distances `low` and `high`.
private struct CurlSpace {
  /// The container's bounds coordinates to curl-space pixels.
  let matrix: AffineTransform
  let width: Int
  let height: Int

  init?(_ g: CurlGeometry, bounds b: Rect, scale: Double, low: Double, high: Double) {
    let corners = [
      Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
      Point(x: b.minX, y: b.maxY),
    ]
    let across = corners.map { ($0.x - g.origin.x) * g.axis.x + ($0.y - g.origin.y) * g.axis.y }
    let uMin = across.min()! - 2 / scale
    let uMax = across.max()! + 2 / scale
    let w = ((uMax - uMin) * scale).rounded(.up)
    let h = ((high - low) * scale).rounded(.up)
    guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 32767, h <= 32767 else { return nil }
    width = Int(w)
    height = Int(h)
    // x = scale · (e · (p − origin) − uMin), y = scale · (high − n · (p − origin)).
    let e = g.axis
    let n = g.direction
    let o = g.origin
    matrix = AffineTransform(
      a: scale * e.x, b: -scale * n.x, c: scale * e.y, d: -scale * n.y,
      tx: scale * (-(e.x * o.x + e.y * o.y) - uMin), ty: scale * (high + (n.x * o.x + n.y * o.y)))
  }
}
