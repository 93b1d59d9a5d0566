import FlipbookGeometry

/// A rasterized layer (`LayerSprite`) painted at a translation, split on the device pixel grid into
/// the parts that need less work than sampling the whole picture bilinearly, each device pixel in
/// exactly one part:
///
/// - the interior: pixels whose bilinear samples all fall inside the face's opaque background, away from
///   the rounded corners and the border: there the picture is that one colour, so a solid fill of
///   whole pixels gives the same pixels (what a plain view costs);
/// - the shadow: pixels whose samples all fall outside the face (and the pixel of antialiasing around
///   it): there the picture is the shadow colour times an alpha, so the alpha plane moved by the
///   fraction of a pixel is painted at whole pixels as a mask of that colour;
/// - the edges: the rest (the face's antialiased outline, corners and border), sampled from the picture
///   bilinearly.
///
/// `row(_:)` gives the parts of one row of device pixels as runs (`Row`), so that a row is composited
/// in one pass from left to right (`LayerSprite.paintInPieces`). All coordinates are whole device
/// pixels. `n`, `m` place the picture: device pixel `(x, y)` samples sprite pixels `x + n`, `x + n + 1`
/// and rows `y + m`, `y + m + 1`, with the fractions `fx`, `fy`.
struct SpritePieces {
  /// The runs of one row: shadow `start ..< faceStart`, edges `faceStart ..< interiorStart`, interior
  /// `interiorStart ..< interiorEnd`, edges `interiorEnd ..< faceEnd`, shadow `faceEnd ..< end`
  /// (non-decreasing; a row outside the face is all shadow: every face bound equals `end`).
  struct Row: Equatable {
    var start: Int, faceStart: Int, interiorStart: Int, interiorEnd: Int, faceEnd: Int, end: Int
  }

  /// Device pixels that read a non-zero sprite pixel (empty when there is none).
  private(set) var footprint = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
  /// The device pixels that read a sprite pixel the face touches: interior and edges.
  private(set) var faceBox = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
  /// The interior: a tall box between the corners and a wide one between the top and bottom corners
  /// (each within `faceBox`, either may be empty).
  private(set) var tall = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
  private(set) var wide = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
  /// The sampling fractions, in `0 ..< 1`.
  let fx: Double, fy: Double
  /// Device pixel `x` samples sprite pixels `x + n` and `x + n + 1` (and `y + m`, `y + m + 1`).
  let n: Int, m: Int

  /// Splits a picture drawn at `offset` (sprite pixel (0, 0)'s corner lands at device point `offset`).
  ///
  /// - Parameters:
  ///   - plane: the picture's alpha and the box of its non-zero pixels;
  ///   - face: the node's bounds in sprite pixels;
  ///   - radius: the corner radius in sprite pixels (already limited to half the shorter side);
  ///   - border: the border width drawn in the picture, in sprite pixels (0 if none);
  ///   - opaqueFace: whether the background is an opaque colour (otherwise nothing is interior);
  ///   - shadow: whether the picture has a shadow (otherwise whatever is outside the face is an edge).
  init(
    plane: AlphaPlane, offset: Point, face: Rect, radius: Double, border: Double, opaqueFace: Bool,
    shadow: Bool = true
  ) {
    // Pixman samples device pixel x at sprite position x - offset.x (pixel centres at whole numbers):
    // between sprite pixels x + n (weight 1 - fx) and x + n + 1 (weight fx).
    let sx = -offset.x, sy = -offset.y
    let floorX = sx.rounded(.down), floorY = sy.rounded(.down)
    n = Int(floorX)
    m = Int(floorY)
    fx = sx - floorX
    fy = sy - floorY
    let opaque = plane.opaqueBox
    guard !opaque.isEmpty else { return }
    footprint = PixelBox(x0: opaque.x0 - n - 1, y0: opaque.y0 - m - 1, x1: opaque.x1 - n, y1: opaque.y1 - m)
    let near = PixelBox(
      x0: Int(face.minX.rounded(.down)) - n - 1, y0: Int(face.minY.rounded(.down)) - m - 1,
      x1: Int(face.maxX.rounded(.up)) - n, y1: Int(face.maxY.rounded(.up)) - m
    ).intersection(footprint)
    faceBox = shadow ? near : footprint
    guard opaqueFace, !near.isEmpty else { return }
    (tall, wide) = Self.interior(face: face, radius: radius, border: max(border, 0), n: n, m: m)
    tall = tall.intersection(near)
    wide = wide.intersection(near)
  }

  /// The runs of device row `y`, cut to the columns `0 ..< width`; nil when the row reads no non-zero
  /// sprite pixel or lies outside `0 ..< height`.
  func row(_ y: Int, width: Int, height: Int) -> Row? {
    guard y >= footprint.y0, y < footprint.y1, y >= 0, y < height else { return nil }
    let clamp = { (x: Int) in min(max(x, 0), width) }
    let start = clamp(footprint.x0), end = clamp(footprint.x1)
    guard start < end else { return nil }
    guard y >= faceBox.y0, y < faceBox.y1, !faceBox.isEmpty else {
      return Row(start: start, faceStart: end, interiorStart: end, interiorEnd: end, faceEnd: end, end: end)
    }
    let inWide = !wide.isEmpty && y >= wide.y0 && y < wide.y1
    let inTall = !tall.isEmpty && y >= tall.y0 && y < tall.y1
    var interior: (Int, Int)? = nil
    if inWide && inTall {
      // The two boxes share their middle columns; were there a gap between them, the wide box alone
      // would be the interior and the rest edges.
      interior =
        tall.x0 <= wide.x1 && tall.x1 >= wide.x0
        ? (min(wide.x0, tall.x0), max(wide.x1, tall.x1)) : (wide.x0, wide.x1)
    } else if inWide {
      interior = (wide.x0, wide.x1)
    } else if inTall {
      interior = (tall.x0, tall.x1)
    }
    let faceStart = clamp(faceBox.x0), faceEnd = clamp(faceBox.x1)
    let (interiorStart, interiorEnd) = interior.map { (clamp($0.0), clamp($0.1)) } ?? (faceEnd, faceEnd)
    return Row(
      start: start, faceStart: faceStart, interiorStart: interiorStart, interiorEnd: interiorEnd,
      faceEnd: faceEnd, end: end)
  }

  /// Device pixels whose samples (the sprite pixels `x + n`, `x + n + 1`) lie wholly inside the face's
  /// background and inside the border's inner edge: a tall box between the corners and a wide one
  /// between the top and bottom corners.
  private static func interior(
    face: Rect, radius: Double, border: Double, n: Int, m: Int
  ) -> (tall: PixelBox, wide: PixelBox) {
    // Sprite pixels whose squares lie in [low, high]: ceil(low) ... floor(high) - 1; the device
    // pixels reading only those: ceil(low) - n ..< floor(high) - n - 1.
    func span(_ low: Double, _ high: Double, _ shift: Int) -> (Int, Int) {
      guard abs(low) < 1e9, abs(high) < 1e9, low < high else { return (0, 0) }
      return (Int(low.rounded(.up)) - shift, Int(high.rounded(.down)) - shift - 1)
    }
    // The border's inner edge has corners of radius - border around the outer corners' centres, so
    // past `corner` from each side it is straight, `border` in from the face.
    let corner = max(radius, border)
    let (tallX0, tallX1) = span(face.minX + corner, face.maxX - corner, n)
    let (tallY0, tallY1) = span(face.minY + border, face.maxY - border, m)
    let (wideX0, wideX1) = span(face.minX + border, face.maxX - border, n)
    let (wideY0, wideY1) = span(face.minY + corner, face.maxY - corner, m)
    return (
      PixelBox(x0: tallX0, y0: tallY0, x1: tallX1, y1: tallY1),
      PixelBox(x0: wideX0, y0: wideY0, x1: wideX1, y1: wideY1)
    )
  }
}
