import FlipbookGeometry

/// A rasterized layer (`LayerSprite`) painted at a translation, split on the device pixel grid into
/// the parts that need less work than sampling the whole picture bilinearly, each device pixel in
/// exactly one part:
///
/// - `interior`: pixels whose bilinear samples all fall inside the face's opaque background, away from
///   the rounded corners and the border: there the picture is that one colour, so a solid fill of
///   whole pixels gives the same pixels (Cairo's and pixman's fastest path, what a plain view costs);
/// - `shadow`: pixels whose samples all fall outside the face (and the pixel of antialiasing around
///   it): there the picture is the shadow colour times an alpha, so the alpha plane moved by the
///   fraction of a pixel (`AlphaPlane.shift`) is painted at whole pixels as a mask of that colour
///   (pixman's solid-over-A8 path, instead of a bilinear ARGB one);
/// - `edges`: the rest (the face's antialiased outline, corners and border), sampled from the picture
///   bilinearly as before.
///
/// All coordinates are whole device pixels. `q`, `r` name the pixels of the moved plane:
/// device pixel `(x, y)` is plane-shift pixel `(x + n + 1, y + m + 1)`.
struct SpritePieces {
  var interior: [PixelBox] = []
  var edges: [PixelBox] = []
  var shadow: [PixelBox] = []
  /// The device pixels that read a sprite pixel the face touches: `interior` and `edges` together.
  private(set) var faceBox = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
  /// The sampling fractions handed to `AlphaPlane.shift`.
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
  ///   - opaqueFace: whether the background is an opaque colour (otherwise nothing is `interior`).
  init(plane: AlphaPlane, offset: Point, face: Rect, radius: Double, border: Double, opaqueFace: Bool) {
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
    // Device pixels that read a non-zero sprite pixel.
    let footprint = PixelBox(
      x0: opaque.x0 - n - 1, y0: opaque.y0 - m - 1, x1: opaque.x1 - n, y1: opaque.y1 - m)
    // Device pixels that read a sprite pixel the face touches.
    let near = PixelBox(
      x0: Int(face.minX.rounded(.down)) - n - 1, y0: Int(face.minY.rounded(.down)) - m - 1,
      x1: Int(face.maxX.rounded(.up)) - n, y1: Int(face.maxY.rounded(.up)) - m
    ).intersection(footprint)
    if opaqueFace {
      interior = Self.interior(
        face: face, radius: radius, border: max(border, 0), n: n, m: m
      ).map { $0.intersection(near) }.filter { !$0.isEmpty }
    }
    faceBox = near
    edges = near.subtracting(interior)
    shadow = footprint.subtracting([near])
  }

  /// Device pixels whose samples (the sprite pixels `x + n`, `x + n + 1`) lie wholly inside the face's
  /// background and inside the border's inner edge: a tall box between the corners and a wide one
  /// between the top and bottom corners, as disjoint boxes.
  private static func interior(face: Rect, radius: Double, border: Double, n: Int, m: Int) -> [PixelBox] {
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
    let tall = PixelBox(x0: tallX0, y0: tallY0, x1: tallX1, y1: tallY1)
    let wide = PixelBox(x0: wideX0, y0: wideY0, x1: wideX1, y1: wideY1)
    if tall.isEmpty { return wide.isEmpty ? [] : [wide] }
    return [tall] + wide.subtracting([tall])
  }
}
