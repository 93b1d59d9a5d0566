import CCairo
import FlipbookGeometry

/// Fills quadrilaterals with an affinely mapped face pattern: the building block of the bent effects, which
/// approximate a curved or projective mapping by many thin pieces, each exactly affine.
///
/// Pieces are clipped to `bounds` in device space before filling, and filled in a user space centred on
/// the clipped piece. Cairo hands pattern matrices to pixman in 16.16 fixed point, relative to the centre of
/// the area drawn; a thin piece squeezes the face strongly, so that centre must lie on the piece itself, or
/// the offset overflows and Cairo gives up with an out-of-memory error.
struct StripPainter {
  let context: CairoContext
  /// A surface pattern of the face (owned by the caller).
  let pattern: OpaquePointer
  /// User space (the container's bounds coordinates) to device pixels.
  let matrix: AffineTransform
  /// The device rectangle outside which nothing shows (the group's box within the clip).
  let bounds: Rect

  /// The largest factor by which a piece may squeeze the face (beyond it the piece is far thinner than a
  /// pixel, and pixman's fixed point would overflow).
  static let maximumSqueeze = 16384.0

  /// Fills the quadrilateral `p0 p1 p2 p3` (user coordinates) with the face, whose pixels land in user space
  /// through `faceToUser`. Singular or nearly singular maps (a piece seen edge-on) draw nothing.
  func fill(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, faceToUser: AffineTransform) {
    guard let (polygon, center) = devicePolygon(p0, p1, p2, p3) else { return }
    let faceToDevice = faceToUser.concatenating(matrix)
    guard faceToDevice.isUsableByCairo else { return }
    let inverse = AffineTransform(translationX: center.x, y: center.y)
      .concatenating(faceToDevice.inverted())
    let limit = Self.maximumSqueeze
    guard abs(inverse.a) < limit, abs(inverse.b) < limit, abs(inverse.c) < limit, abs(inverse.d) < limit,
      abs(inverse.tx) < 1e7, abs(inverse.ty) < 1e7
    else { return }
    var m = cairo_matrix_t(
      xx: inverse.a, yx: inverse.b, xy: inverse.c, yy: inverse.d, x0: inverse.tx, y0: inverse.ty)
    cairo_pattern_set_matrix(pattern, &m)
    context.setMatrix(AffineTransform(translationX: center.x, y: center.y))
    cairo_set_source(context.raw, pattern)
    addPolygon(polygon, center: center)
    cairo_fill(context.raw)
  }

  /// Fills the quadrilateral `p0 p1 p2 p3` (user coordinates) with the grey `level` (0 black) at `alpha`
  /// using `op`.
  func shade(
    _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, level: Double = 0, alpha: Double, op: cairo_operator_t
  ) {
    guard alpha > 0, let (polygon, center) = devicePolygon(p0, p1, p2, p3) else { return }
    context.setMatrix(AffineTransform(translationX: center.x, y: center.y))
    cairo_set_operator(context.raw, op)
    cairo_set_source_rgba(context.raw, level, level, level, alpha)
    addPolygon(polygon, center: center)
    cairo_fill(context.raw)
    cairo_set_operator(context.raw, CAIRO_OPERATOR_OVER)
  }

  /// The quadrilateral in device pixels, clipped to `bounds`, with its vertices' centroid; `nil` when
  /// nothing is left.
  private func devicePolygon(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> ([Point], Point)? {
    var polygon = [p0.applying(matrix), p1.applying(matrix), p2.applying(matrix), p3.applying(matrix)]
    polygon = ConvexClip.clip(polygon, to: bounds)
    guard polygon.count >= 3 else { return nil }
    var center = Point.zero
    for p in polygon {
      center.x += p.x
      center.y += p.y
    }
    center.x /= Double(polygon.count)
    center.y /= Double(polygon.count)
    return (polygon, center)
  }

  private func addPolygon(_ polygon: [Point], center: Point) {
    let cr = context.raw
    cairo_move_to(cr, polygon[0].x - center.x, polygon[0].y - center.y)
    for p in polygon.dropFirst() { cairo_line_to(cr, p.x - center.x, p.y - center.y) }
    cairo_close_path(cr)
  }

  /// Adds the closed quadrilateral `p0 p1 p2 p3` to the current path.
  static func addQuad(_ cr: OpaquePointer, _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
    cairo_move_to(cr, p0.x, p0.y)
    cairo_line_to(cr, p1.x, p1.y)
    cairo_line_to(cr, p2.x, p2.y)
    cairo_line_to(cr, p3.x, p3.y)
    cairo_close_path(cr)
  }
}

/// Sutherland–Hodgman clipping of a convex polygon by an axis-aligned rectangle.
enum ConvexClip {
  /// The part of the convex `polygon` inside `rect` (fewer than 3 points when nothing is left).
  static func clip(_ polygon: [Point], to rect: Rect) -> [Point] {
    var points = polygon
    points = clip(points) {
      $0.x >= rect.minX
    } cross: { a, b in
      at(x: rect.minX, a, b)
    }
    points = clip(points) {
      $0.x <= rect.maxX
    } cross: { a, b in
      at(x: rect.maxX, a, b)
    }
    points = clip(points) {
      $0.y >= rect.minY
    } cross: { a, b in
      at(y: rect.minY, a, b)
    }
    points = clip(points) {
      $0.y <= rect.maxY
    } cross: { a, b in
      at(y: rect.maxY, a, b)
    }
    return points
  }

  private static func clip(
    _ points: [Point], inside: (Point) -> Bool, cross: (Point, Point) -> Point
  ) -> [Point] {
    guard !points.isEmpty else { return points }
    var result: [Point] = []
    result.reserveCapacity(points.count + 2)
    var previous = points[points.count - 1]
    var previousInside = inside(previous)
    for point in points {
      let isInside = inside(point)
      if isInside != previousInside { result.append(cross(previous, point)) }
      if isInside { result.append(point) }
      previous = point
      previousInside = isInside
    }
    return result
  }

  private static func at(x: Double, _ a: Point, _ b: Point) -> Point {
    let t = (x - a.x) / (b.x - a.x)
    return Point(x: x, y: a.y + (b.y - a.y) * t)
  }

  private static func at(y: Double, _ a: Point, _ b: Point) -> Point {
    let t = (y - a.y) / (b.y - a.y)
    return Point(x: a.x + (b.x - a.x) * t, y: y)
  }
}
