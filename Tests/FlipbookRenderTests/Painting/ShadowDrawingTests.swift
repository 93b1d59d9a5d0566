import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Glibc
import Testing

@testable import FlipbookRender

/// Shadows: offset, blur extent and profile, opacity, shape, clipping, group opacity and the mask cache.
@Suite("Layer styling: shadows")
struct ShadowDrawingTests {
  /// A 40 × 40 red view at (80, 80) on a 200 × 200 white canvas.
  func render(
    _ style: LayerStyle, color: Color? = .red, alpha: Double = 1, clips: Bool = false,
    transform: AffineTransform = .identity, content: [NodeContent] = [], canvas: CairoCanvas? = nil
  ) throws -> CairoCanvas {
    let snapshot = makeSnapshot(
      width: 200, height: 200,
      [
        TestView(
          frame: Rect(x: 80, y: 80, width: 40, height: 40), color: color, alpha: alpha, transform: transform,
          clips: clips, style: style, content: content.isEmpty ? nil : 0)
      ], contents: content)
    guard let canvas else { return try draw(snapshot) }
    try SnapshotRenderer(scale: 1, background: .white).render(snapshot, into: canvas)
    return canvas
  }

  /// How dark a pixel is, 0 (white) … 255 (black), from its green channel.
  func darkness(_ canvas: CairoCanvas, _ x: Int, _ y: Int) -> Int { 255 - rgba(canvas, x, y)[1] }

  func shadow(offset: Size = Size(width: 0, height: 0), radius: Double = 0, opacity: Double = 1) -> LayerStyle
  {
    LayerStyle(shadowOpacity: opacity, shadowOffset: offset, shadowRadius: radius)
  }

  @Test func aSharpShadowIsTheShapeMovedByTheOffset() throws {
    let canvas = try render(shadow(offset: Size(width: 0, height: 10)))
    #expect(darkness(canvas, 100, 125) == 255 && darkness(canvas, 100, 129) == 255)
    #expect(darkness(canvas, 100, 130) == 0 && darkness(canvas, 100, 79) == 0)
    #expect(isClose(rgba(canvas, 100, 119), red, 0))  // the view covers its own shadow
    #expect(darkness(canvas, 79, 125) == 0 && darkness(canvas, 120, 125) == 0)
  }

  @Test func theDefaultOffsetIsThreePointsUp() throws {
    let canvas = try render(LayerStyle(shadowOpacity: 1, shadowRadius: 0))
    #expect(darkness(canvas, 100, 77) == 255 && darkness(canvas, 100, 76) == 0)
  }

  @Test func theBlurIsGaussianWithTheRadiusAsStandardDeviation() throws {
    // The shadow's right edge at x = 140 (view edge 120 + offset 20), σ = 4: the darkness along the
    // middle row follows 255 · (1 − Φ((x − 140) / 4)).
    let canvas = try render(shadow(offset: Size(width: 20, height: 0), radius: 4))
    func expected(_ x: Double) -> Double {
      let z: Double = (x + 0.5 - 140) / (4 * 2.0.squareRoot())
      return 127.5 * (1 - erf(z))
    }
    for x in 124..<156 {
      let actual = Double(darkness(canvas, x, 100))
      #expect(abs(actual - expected(Double(x))) <= 12, "x \(x): \(actual) vs \(expected(Double(x)))")
    }
    // Nothing beyond three standard deviations and a pixel.
    #expect(darkness(canvas, 154, 100) <= 2 && darkness(canvas, 160, 100) == 0)
  }

  @Test func opacityAndColourScaleTheShadow() throws {
    let half = try render(shadow(offset: Size(width: 0, height: 10), opacity: 0.5))
    #expect(isClose(Double(darkness(half, 100, 125)), 128, 1))
    var blue = shadow(offset: Size(width: 0, height: 10))
    blue.shadowColor = .blue
    let colored = try render(blue)
    #expect(isClose(rgba(colored, 100, 125), [0, 0, 255, 255], 0))
    #expect(try pixels(of: render(shadow(opacity: 0))) == pixels(of: render(LayerStyle())))
  }

  @Test func theShadowFollowsTheRoundedCorners() throws {
    var style = shadow(offset: Size(width: 10, height: 10))
    style.cornerRadius = 15
    let canvas = try render(style)
    // The shadow's bottom-right corner is rounded about (105, 105) + (10, 10): (128.5, 128.5) is 19 away,
    // outside; (122.5, 122.5) is 10.6 away, inside.
    #expect(darkness(canvas, 128, 128) == 0)
    #expect(darkness(canvas, 122, 122) == 255)
  }

  @Test func withoutABackgroundTheContentCastsTheShadow() throws {
    // An image whose left half is transparent: only its right half casts a shadow (bilinear sampling
    // blends the two pixels only within 10 points of the middle).
    let image = Image(width: 2, height: 1, pixels: [0, 0xFF00_FF00])
    let canvas = try render(
      shadow(offset: Size(width: 0, height: 10)), color: nil, content: [.image(image)])
    #expect(darkness(canvas, 110, 125) == 255)
    #expect(darkness(canvas, 85, 125) == 0)
    // A view that draws nothing casts nothing.
    let nothing = try render(shadow(offset: Size(width: 0, height: 10)), color: nil)
    #expect(pixels(of: nothing).allSatisfy { $0 == 0xFFFF_FFFF })
  }

  @Test func clipsToBoundsClipsTheShadowAsMasksToBoundsDoes() throws {
    let canvas = try render(shadow(offset: Size(width: 0, height: 10)), clips: true)
    #expect(darkness(canvas, 100, 125) == 0)
    // Inside the bounds, under a translucent background, it still shows.
    let translucent = try render(
      shadow(offset: Size(width: 0, height: 10)), color: Color(red: 1, green: 0, blue: 0, alpha: 0.5),
      clips: true)
    #expect(darkness(translucent, 100, 115) > darkness(translucent, 100, 85))
  }

  @Test func theShadowFadesWithTheView() throws {
    let canvas = try render(shadow(offset: Size(width: 0, height: 10)), alpha: 0.5)
    #expect(isClose(Double(darkness(canvas, 100, 125)), 128, 1))
  }

  @Test func theShadowTurnsWithTheView() throws {
    // Turned a quarter clockwise, the view's "down" points left on the canvas.
    let canvas = try render(
      shadow(offset: Size(width: 0, height: 10)), transform: AffineTransform(rotationAngle: .pi / 2))
    #expect(darkness(canvas, 75, 100) == 255)
    #expect(darkness(canvas, 100, 125) == 0)
  }

  @Test func anUnchangedShadowIsBlurredOnceAsTheViewMoves() throws {
    let canvas = try CairoCanvas(width: 200, height: 200)
    let style = shadow(offset: Size(width: 3, height: 6), radius: 5)
    _ = try render(style, canvas: canvas)
    #expect(canvas.cache.shadows.count == 1)
    let first = pixels(of: canvas)
    for step in 1...4 {
      _ = try render(
        style, transform: AffineTransform(translationX: Double(step) * 1.25, y: 0), canvas: canvas)
    }
    #expect(canvas.cache.shadows.count == 1)
    _ = try render(style, canvas: canvas)
    #expect(pixels(of: canvas) == first)
    var wider = style
    wider.shadowRadius = 6
    _ = try render(wider, canvas: canvas)
    #expect(canvas.cache.shadows.count == 2)
  }

  @Test func aRasterizedLayerDrawsAsItsPartsAtWholePixels() throws {
    // A display list that draws nothing makes the renderer draw the parts one by one (no sprite).
    let style = LayerStyle(
      cornerRadius: 9, borderWidth: 3, borderColor: .blue, shadowOpacity: 0.6,
      shadowOffset: Size(width: 4, height: 7), shadowRadius: 5)
    func frame(displayList: Int32?, alpha: Double) throws -> [UInt32] {
      pixels(
        of: try draw(
          makeSnapshot(
            width: 200, height: 200,
            [
              TestView(
                frame: Rect(x: 60, y: 50, width: 70, height: 60), color: .red, alpha: alpha,
                displayList: displayList, style: style)
            ], displayLists: [DisplayList(commands: [.saveState, .restoreState])])))
    }
    for alpha in [1.0, 0.6] {
      let sprite = try frame(displayList: nil, alpha: alpha)
      let parts = try frame(displayList: 0, alpha: alpha)
      let worst = Golden.pixelDifference(sprite, parts).maxChannel
      #expect(worst <= 1, "alpha \(alpha): largest channel difference \(worst)")
    }
  }

  @Test func aMovingStyledViewIsRasterizedOnce() throws {
    let canvas = try CairoCanvas(width: 200, height: 200)
    let style = LayerStyle(cornerRadius: 8, borderWidth: 2, shadowOpacity: 0.5, shadowRadius: 4)
    for step in 0..<5 {
      _ = try render(
        style, alpha: 0.8, transform: AffineTransform(translationX: Double(step) * 0.7, y: 0), canvas: canvas)
    }
    #expect(canvas.cache.layers.count == 1 && canvas.cache.shadows.count == 1)
  }

  @Test func boxWidthsMatchTheGaussianVariance() {
    for sigma in [0.8, 1.5, 3.0, 7.5, 20.0] {
      let widths = BoxBlur.widths(sigma: sigma)
      let variance = widths.reduce(0.0) { $0 + (Double($1 * $1) - 1) / 12 }
      #expect(abs(variance.squareRoot() - sigma) / sigma < 0.15, "σ \(sigma): \(widths)")
    }
  }
}
