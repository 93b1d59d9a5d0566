import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTestSupport
import Testing

/// A view's anchor point and zPosition in pixels: the anchor point places the bounds at the center, and
/// siblings draw in ascending zPosition, ties in list order.
@MainActor @Suite struct ViewLayerKeysDrawingTests {
  static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
  static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
  static let white = [255, 255, 255, 255]

  /// A 200 × 200 window holding `views`, rendered on white.
  func render(_ views: [View]) throws -> CairoCanvas {
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    for view in views { window.addSubview(view) }
    window.step(to: 0)
    return try draw(window.renderSnapshot())
  }

  func square(_ frame: Rect, _ color: Color) -> View {
    let view = View(frame: frame)
    view.backgroundColor = color
    return view
  }

  /// Red first, blue second, overlapping at x 50 ..< 100: blue covers the overlap until red's zPosition
  /// rises above blue's 0, and a tie (both 1) goes back to list order.
  @Test func siblingsDrawInAscendingZPosition() throws {
    let red = square(Rect(x: 0, y: 0, width: 100, height: 100), Self.red)
    let blue = square(Rect(x: 50, y: 0, width: 100, height: 100), Self.blue)
    #expect(rgba(try render([red, blue]), 75, 50) == [0, 0, 255, 255])
    red.layer.zPosition = 1
    let raised = try render([red, blue])
    #expect(rgba(raised, 75, 50) == [255, 0, 0, 255])
    #expect(rgba(raised, 125, 50) == [0, 0, 255, 255])
    blue.layer.zPosition = 1
    #expect(rgba(try render([red, blue]), 75, 50) == [0, 0, 255, 255])
  }

  /// Anchor (0, 0) at center (100, 100) with bounds 50 × 50: the square covers 100 ..< 150 on both axes,
  /// not its old frame 75 ..< 125; turned 90° about that corner it covers x 50 ..< 100, y 100 ..< 150
  /// (a bounds point (x, y) goes to (100 − y, 100 + x)).
  @Test func theAnchorPointPlacesAndTurnsTheView() throws {
    let hand = square(Rect(x: 75, y: 75, width: 50, height: 50), Self.red)
    hand.layer.anchorPoint = Point(x: 0, y: 0)
    let placed = try render([hand])
    #expect(rgba(placed, 101, 101) == [255, 0, 0, 255])
    #expect(rgba(placed, 148, 148) == [255, 0, 0, 255])
    #expect(rgba(placed, 98, 110) == Self.white)
    #expect(rgba(placed, 80, 80) == Self.white)
    hand.transform = AffineTransform(rotationAngle: .pi / 2)
    let turned = try render([hand])
    #expect(rgba(turned, 52, 102) == [255, 0, 0, 255])
    #expect(rgba(turned, 98, 148) == [255, 0, 0, 255])
    #expect(rgba(turned, 102, 110) == Self.white)
    #expect(rgba(turned, 75, 98) == Self.white)
  }

  /// A view's mask multiplies the view and its subviews by its alpha, in the view's bounds coordinates: a
  /// shape layer filling the square 25 ..< 75 (a shape's default fill is opaque black) leaves the red view
  /// and its blue subview (x 50 ..< 100) only there, on white elsewhere; at alpha 0.5 what shows is half.
  @Test func aMaskRevealsOnlyItsShape() throws {
    let card = square(Rect(x: 0, y: 0, width: 100, height: 100), Self.red)
    card.addSubview(square(Rect(x: 50, y: 0, width: 50, height: 100), Self.blue))
    let shape = ShapeLayer()
    shape.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    shape.path = BezierPath(rect: Rect(x: 25, y: 25, width: 50, height: 50))
    card.layer.mask = shape
    #expect(card.layer.mask === shape)
    #expect(card.layer.sublayers.isEmpty, "a mask is not a sublayer")
    let masked = try render([card])
    #expect(rgba(masked, 30, 30) == [255, 0, 0, 255])
    #expect(rgba(masked, 70, 70) == [0, 0, 255, 255])
    #expect(rgba(masked, 10, 50) == Self.white)
    #expect(rgba(masked, 90, 50) == Self.white, "the subview is masked too")
    #expect(rgba(masked, 50, 10) == Self.white)
    card.alpha = 0.5
    let faded = try render([card])
    // Half red over white: (255, 127.5, 127.5), rounded either way by the 8-bit compositing.
    let pixel = rgba(faded, 30, 30)
    #expect(pixel[0] == 255 && abs(pixel[1] - 128) <= 1 && abs(pixel[2] - 128) <= 1)
    #expect(rgba(faded, 90, 50) == Self.white)
  }
}
