import CCairo
import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

@testable import FlipbookRender

/// A rasterized styled layer painted in pieces (solid interior, shadow as a moved alpha mask, the rest
/// sampled), row by row, draws what the layer painted whole draws, at any fraction of a pixel and any
/// opacity.
@Suite("Layer styling: rasterized layers painted in pieces")
struct SpritePiecesTests {
  static let card = LayerStyle(
    cornerRadius: 8, borderWidth: 2, borderColor: Color(white: 1, alpha: 0.9), shadowOpacity: 0.35,
    shadowOffset: Size(width: 0, height: 4), shadowRadius: 6)

  /// Two overlapping views with `style` at fractional places over a patterned background view.
  func scene(_ style: LayerStyle, dx: Double, dy: Double, alpha: Double, color: Color?, clips: Bool = false)
    -> RenderSnapshot
  {
    makeSnapshot(
      width: 160, height: 120,
      [
        TestView(frame: Rect(x: 0, y: 60, width: 160, height: 60), color: Color(hex: "#3366CC")),
        TestView(
          frame: Rect(x: 20 + dx, y: 20 + dy, width: 70, height: 50), color: color, alpha: alpha,
          clips: clips,
          style: style),
        TestView(
          frame: Rect(x: 60 - dy, y: 45 + dx, width: 45.5, height: 33.25), color: .red, alpha: alpha,
          style: style),
      ])
  }

  func render(_ snapshot: RenderSnapshot, scale: Double, pieces: Bool) throws -> [UInt32] {
    let renderer = SnapshotRenderer(scale: scale, background: .white)
    let (width, height) = renderer.pixelSize(for: snapshot.size)
    let canvas = try CairoCanvas(width: width, height: height)
    canvas.cache.paintsSpritesInPieces = pieces
    try renderer.render(snapshot, into: canvas)
    // Both cards (leaves, their own clip drawn into their pictures) are painted in pieces when allowed.
    #expect(canvas.layerPaths[.spriteInPieces] == (pieces ? 2 : 0))
    #expect(canvas.layerPaths[.sprite(.piecesTurnedOff)] == (pieces ? 0 : 2))
    return pixels(of: canvas)
  }

  @Test(arguments: [1.0, 0.55])
  func piecesDrawWhatTheWholeLayerDraws(alpha: Double) throws {
    var borderless = Self.card
    borderless.borderWidth = 0
    var square = Self.card
    square.cornerRadius = 0
    var shadowless = Self.card
    shadowless.shadowOpacity = 0
    let cases: [(String, LayerStyle, Color?, Bool)] = [
      ("card", Self.card, Color(hex: "#2A9D8F"), false), ("borderless", borderless, .green, false),
      ("square", square, .green, false), ("shadowless", shadowless, .green, false),
      ("clear background", Self.card, Color(white: 0.5, alpha: 0.5), false),
      ("no background", Self.card, nil, false), ("clipped", Self.card, .green, true),
    ]
    for (name, style, color, clips) in cases {
      for (dx, dy) in [(0.0, 0.0), (0.25, 0.6), (0.5, 0.5), (0.93, 0.07), (0.999_999, 0.3)] {
        for scale in [1.0, 2.0] {
          let snapshot = scene(style, dx: dx, dy: dy, alpha: alpha, color: color, clips: clips)
          let whole = try render(snapshot, scale: scale, pieces: false)
          let pieces = try render(snapshot, scale: scale, pieces: true)
          let difference = Golden.pixelDifference(whole, pieces)
          #expect(
            difference.maxChannel <= 2, "\(name) at +(\(dx), \(dy)) ×\(scale): \(difference.maxChannel)")
        }
      }
    }
  }

  @Test(arguments: 0..<20 as Range<UInt64>)
  func theShadowMasksAreTheBilinearSample(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let width = Int.random(in: 1...40, using: &random), height = Int.random(in: 1...9, using: &random)
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      let data = cairo_image_surface_get_data(surface)
    else {
      Issue.record("no surface")
      return
    }
    defer { cairo_surface_destroy(surface) }
    let stride = Int(cairo_image_surface_get_stride(surface))
    var alpha = [[Double]](repeating: [Double](repeating: 0, count: width), count: height)
    for y in 0..<height {
      for x in 0..<width {
        let a = UInt32.random(in: 0...255, using: &random)
        alpha[y][x] = Double(a)
        UnsafeMutableRawPointer(data + y * stride).storeBytes(
          of: a << 24, toByteOffset: 4 * x, as: UInt32.self)
      }
    }
    cairo_surface_mark_dirty(surface)
    let plane = AlphaPlane(argbSurface: surface)
    let fx = Double.random(in: 0..<1, using: &random), fy = Double.random(in: 0..<1, using: &random)
    let right = UInt16((fx * 256).rounded()), lower = UInt16((fy * 256).rounded())
    let weights = SpanBlender.Weights(left: 256 - right, right: right, upper: 256 - lower, lower: lower)
    let none = SpanBlender.Weights(left: 0, right: 0, upper: 0, lower: 0)
    let blender = SpanBlender(fill: 0, shadow: weights, tint: 0xFF00_0000, sprite: none, alpha: 255)
    // Mask pixel (q, r) samples plane pixels q - 1, q and rows r - 1, r (outside the plane: 0).
    var masks = [UInt32](repeating: 0, count: width + 1 + 16)
    for r in 0...height {
      masks.withUnsafeMutableBytes { buffer in
        blender.masks(width + 1, plane.padded(0, r), plane.rowBytes, into: buffer.baseAddress!, times: nil)
      }
      func at(_ x: Int, _ y: Int) -> Double {
        x >= 0 && y >= 0 && x < width && y < height ? alpha[y][x] : 0
      }
      for q in 0...width {
        let exact =
          (1 - fy) * ((1 - fx) * at(q - 1, r - 1) + fx * at(q, r - 1)) + fy
          * ((1 - fx) * at(q - 1, r) + fx * at(q, r))
        #expect(masks[q] >> 16 == masks[q] & 0xFFFF, "seed \(seed): both halves")
        #expect(isClose(Double(masks[q] & 0xFFFF), exact, 1.5), "seed \(seed) at (\(q), \(r))")
      }
    }
    // Each padded row's non-zero columns.
    for r in 0...height {
      let columns = plane.nonzeroColumns(rows: r)
      for q in 0..<(width + 2) {
        let nonzero = [r, r + 1].contains {
          $0 >= 1 && $0 <= height && q >= 1 && q <= width && alpha[$0 - 1][q - 1] > 0
        }
        if nonzero { #expect(columns.contains(q), "seed \(seed): column \(q) of rows \(r), \(r + 1)") }
      }
      #expect(columns.isEmpty || (columns.lowerBound >= 1 && columns.upperBound <= width + 1))
    }
  }

  @Test func aCardsInteriorIsOneFillAndItsShadowAMask() throws {
    // The 70 × 50 card at a fraction of a pixel: most of its face is interior, the band around it shadow.
    let snapshot = scene(Self.card, dx: 0.3, dy: 0.7, alpha: 1, color: .green)
    let canvas = try CairoCanvas(width: 160, height: 120)
    try SnapshotRenderer(scale: 1, background: .white).render(snapshot, into: canvas)
    let node = snapshot.nodes[2]
    let key = LayerSpriteKey(
      bounds: node.bounds, clipsToBounds: false, backgroundColor: node.backgroundColor, style: node.style,
      includesBorder: true, resolution: 1)
    let sprite = try #require(canvas.cache.layers.entry(for: key, frame: 0) { nil })
    let plane = try #require(sprite.alpha)
    let toDevice = sprite.toBounds.concatenating(AffineTransform(translationX: 20.3, y: 20.7))
    let pieces = SpritePieces(
      plane: plane, offset: Point(x: toDevice.tx, y: toDevice.ty),
      face: node.bounds.applying(sprite.toBounds.inverted()), radius: 8, border: 2, opaqueFace: true)
    var interior = 0, edges = 0, shadow = 0
    for y in pieces.footprint.y0..<pieces.footprint.y1 {
      let row = try #require(pieces.row(y, width: 160, height: 120))
      interior += row.interiorEnd - row.interiorStart
      edges += row.interiorStart - row.faceStart + row.faceEnd - row.interiorEnd
      shadow += row.faceStart - row.start + row.end - row.faceEnd
      #expect(
        row.start <= row.faceStart && row.faceStart <= row.interiorStart
          && row.interiorStart <= row.interiorEnd
          && row.interiorEnd <= row.faceEnd && row.faceEnd <= row.end)
    }
    #expect(interior > 60 * 40 && interior < 70 * 50, "interior \(interior)")
    #expect(shadow > edges && edges > 0, "shadow \(shadow), edges \(edges)")
  }
}
