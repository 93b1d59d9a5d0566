import Flipbook
import FlipbookGeometry
import FlipbookRender
import Testing

/// Layer shadows and contents, checked against pixels worked out from Core Animation's rules: the shadow
/// is the alpha of the layer and its sublayers as they composite, moved by `shadowOffset` and blurred,
/// beneath them, off while `shadowOpacity` is 0 (default offset (0, −3), radius 3); `contents` is placed by
/// `contentsGravity` (default `resize`) showing the part `contentsRect` names.
@MainActor @Suite struct LayerShadowAndContentsTests {
  func render(_ layers: [Layer]) throws -> CairoCanvas { try drawLayers(layers) }

  /// A 40 × 40 red square centred at (100, 100): x and y 80 ..< 120.
  func square() -> Layer {
    let layer = Layer()
    layer.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
    layer.position = Point(x: 100, y: 100)
    layer.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
    return layer
  }

  /// The square with a shadow of `opacity`, `radius` and `offset`.
  func shadowed(opacity: Double = 1, radius: Double = 0, offset: Size = Size(width: 0, height: 30)) -> Layer {
    let layer = square()
    layer.shadowOpacity = opacity
    layer.shadowRadius = radius
    layer.shadowOffset = offset
    return layer
  }

  static let white = [255, 255, 255, 255]
  static let black = [0, 0, 0, 255]
  static let red = [255, 0, 0, 255]

  @Test func noShadowUntilItsOpacityIsAboveZero() throws {
    let canvas = try render([square()])
    // The default offset (0, −3) would put a shadow at y 77 ..< 80: there is none.
    #expect(rgba(canvas, 100, 78) == Self.white)
  }

  /// Radius 0, offset (0, 30): the square's alpha moved down 30 points, y 110 ..< 150, under the square.
  @Test func aSharpShadowIsTheCastersAlphaMovedByTheOffset() throws {
    let canvas = try render([shadowed()])
    #expect(rgba(canvas, 100, 100) == Self.red)  // the square is drawn above its shadow
    #expect(rgba(canvas, 100, 135) == Self.black)
    #expect(rgba(canvas, 100, 148) == Self.black)
    #expect(rgba(canvas, 100, 152) == Self.white)
    #expect(rgba(canvas, 125, 135) == Self.white)
  }

  /// Core Animation's default offset is (0, −3): with radius 0 the shadow shows in the 3 rows above.
  @Test func theDefaultOffsetIsThreePointsUp() throws {
    let canvas = try render([shadowed(offset: Size(width: 0, height: -3))])
    #expect(rgba(canvas, 100, 78) == Self.black)
    #expect(rgba(canvas, 100, 76) == Self.white)
    #expect(rgba(canvas, 100, 121) == Self.white)
  }

  /// The shadow is cast by the sublayers too: a clear layer holding a 20 × 20 blue square (x 90 ..< 110)
  /// casts it 30 points right, at x 120 ..< 140.
  @Test func sublayersCastTheShadowOfTheirLayer() throws {
    let layer = shadowed(offset: Size(width: 30, height: 0))
    layer.backgroundColor = nil
    let dot = Layer()
    dot.frame = Rect(x: 10, y: 10, width: 20, height: 20)
    dot.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
    layer.addSublayer(dot)
    let canvas = try render([layer])
    #expect(rgba(canvas, 100, 100) == [0, 0, 255, 255])
    #expect(rgba(canvas, 130, 100) == Self.black)
    #expect(rgba(canvas, 143, 100) == Self.white)
  }

  /// At half opacity a black shadow over white is 255 × (1 − 0.5) ≈ 128; a blurred edge is about half the
  /// shadow (a Gaussian's integral up to its centre is ½), so ≈ 128 at the edge of the moved square
  /// (y 110 from 150 is its bottom edge at y 150), and still white 3 standard deviations past it.
  @Test func opacityAndBlurShadeTheShadow() throws {
    let half = try render([shadowed(opacity: 0.5)])
    #expect(abs(rgba(half, 100, 140)[0] - 128) <= 1)

    let canvas = try render([shadowed(radius: 4)])
    let edge = rgba(canvas, 100, 150)[0]
    #expect(edge > 90 && edge < 165)
    #expect(rgba(canvas, 100, 140)[0] < 30)
    #expect(rgba(canvas, 100, 164) == Self.white)
  }

  /// The shadow lies beneath the layer, and the layer's opacity fades both together (Core Animation draws
  /// the shadow as part of the layer): where the shadow (y 110 ..< 150) meets the square (y 80 ..< 120) the
  /// square shows; at opacity 0.5 the square over white is (255, 128, 128) and the shadow alone 128 grey.
  @Test func theShadowIsBeneathAndFadesWithTheLayer() throws {
    let opaque = try render([shadowed()])
    #expect(rgba(opaque, 100, 115) == Self.red)
    let layer = shadowed()
    layer.opacity = 0.5
    let faded = try render([layer])
    let square = rgba(faded, 100, 90), shadow = rgba(faded, 100, 140)
    #expect(square[0] == 255 && abs(square[1] - 128) <= 1 && abs(square[2] - 128) <= 1)
    #expect(abs(shadow[0] - 128) <= 1 && shadow[0] == shadow[1] && shadow[1] == shadow[2])
  }

  /// `masksToBounds` clips the layer's own shadow to its bounds, as in Core Animation.
  @Test func masksToBoundsCutsTheShadow() throws {
    let layer = shadowed()
    layer.masksToBounds = true
    let canvas = try render([layer])
    #expect(rgba(canvas, 100, 135) == Self.white)
  }

  // MARK: Contents

  /// Two pixels: red on the left, blue on the right.
  static let twoPixels = Image(width: 2, height: 1, pixels: [0xFFFF_0000, 0xFF00_00FF])

  /// A 100 × 50 layer at x 50 ..< 150, y 75 ..< 125 showing `image`.
  func picture(_ image: Image, gravity: Layer.ContentsGravity = .resize) -> Layer {
    let layer = Layer()
    layer.frame = Rect(x: 50, y: 75, width: 100, height: 50)
    layer.contents = image
    layer.contentsGravity = gravity
    return layer
  }

  /// `resize` (the default) stretches the image over the bounds: its left half red, its right half blue.
  @Test func contentsFillTheBoundsByDefault() throws {
    let canvas = try render([picture(Self.twoPixels)])
    #expect(rgba(canvas, 55, 100) == Self.red)
    #expect(rgba(canvas, 145, 100) == [0, 0, 255, 255])
    #expect(rgba(canvas, 45, 100) == Self.white)
  }

  /// `contentsRect` (0.5, 0, 0.5, 1) of a red, red, blue, blue image shows its right half, the two blue
  /// pixels, stretched over the bounds: source x = 2 + 2 · (x − 50) / 100, so the middle (x 100, source 3)
  /// and x 140 (source 3.8, past the last pixel centre, whose edge repeats) are pure blue.
  @Test func contentsRectShowsPartOfTheImage() throws {
    let image = Image(width: 4, height: 1, pixels: [0xFFFF_0000, 0xFFFF_0000, 0xFF00_00FF, 0xFF00_00FF])
    let whole = try render([picture(image)])
    #expect(rgba(whole, 60, 100) == Self.red)
    let layer = picture(image)
    layer.contentsRect = Rect(x: 0.5, y: 0, width: 0.5, height: 1)
    let canvas = try render([layer])
    #expect(rgba(canvas, 100, 100) == [0, 0, 255, 255])
    #expect(rgba(canvas, 140, 100) == [0, 0, 255, 255])
  }

  /// `center` draws a 20 × 10 image at its size in the middle: x 90 ..< 110, y 95 ..< 105. `top` and
  /// `bottom` read the vertical axis upwards, as on iOS: `top` sits on the bottom edge on screen
  /// (y 115 ..< 125) and `bottom` on the top edge (y 75 ..< 85).
  @Test func gravityPlacesTheImage() throws {
    let green = Image(width: 20, height: 10, pixels: Array(repeating: 0xFF00_FF00, count: 200))
    let center = try render([picture(green, gravity: .center)])
    #expect(rgba(center, 100, 100) == [0, 255, 0, 255])
    #expect(rgba(center, 80, 100) == Self.white)
    #expect(rgba(center, 100, 108) == Self.white)
    let top = try render([picture(green, gravity: .top)])
    #expect(rgba(top, 100, 120) == [0, 255, 0, 255])
    #expect(rgba(top, 100, 80) == Self.white)
    let bottom = try render([picture(green, gravity: .bottom)])
    #expect(rgba(bottom, 100, 80) == [0, 255, 0, 255])
    #expect(rgba(bottom, 100, 120) == Self.white)
  }

  /// `center` keeps a larger image's size, so it reaches past the bounds, and still shows there inside a
  /// half-transparent view: a 100 × 10 green image centred in a 50 × 50 layer filling a view at x 75 ..< 125
  /// spans x 50 ..< 150; at x 60, green at half alpha over white is (128, 255, 128) within a point.
  @Test func contentsPastTheBoundsShowInATranslucentView() throws {
    let (window, view) = translucentView(Rect(x: 75, y: 75, width: 50, height: 50), inWindowOfSide: 200)
    let layer = Layer()
    layer.frame = Rect(x: 0, y: 0, width: 50, height: 50)
    layer.contents = Image(width: 100, height: 10, pixels: Array(repeating: 0xFF00_FF00, count: 1000))
    layer.contentsGravity = .center
    view.layer.addSublayer(layer)
    window.step(to: 0)
    let canvas = try draw(window.renderSnapshot())
    let pixel = rgba(canvas, 60, 100)
    #expect(abs(pixel[0] - 128) <= 1 && pixel[1] == 255 && abs(pixel[2] - 128) <= 1)
    #expect(rgba(canvas, 45, 100) == Self.white)
  }
}
