import Flipbook
import FlipbookGeometry
import FlipbookRender
import Testing

/// Layers drawn by Cairo, checked against pixels worked out from Core Animation's geometry and drawing rules.
@MainActor @Suite struct LayerDrawingTests {
  /// A 100 × 100 window whose view holds `layers` (below its subviews), rendered on white.
  func render(_ layers: [Layer], subview: View? = nil, at time: Double = 0) throws -> CairoCanvas {
    try renderInView(layers, subview: subview, at: time)
  }

  /// CALayer geometry: the anchor point of the bounds sits at `position`; with the default anchor (0.5, 0.5)
  /// a 20 × 20 layer at position (30, 40) covers x 20 ..< 40, y 30 ..< 50.
  @Test func aLayerIsPlacedByItsAnchorPointAtItsPosition() throws {
    let square = Layer()
    square.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
    square.position = Point(x: 30, y: 40)
    square.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
    let canvas = try render([square])
    #expect(rgba(canvas, 21, 31) == [255, 0, 0, 255])
    #expect(rgba(canvas, 38, 48) == [255, 0, 0, 255])
    #expect(rgba(canvas, 41, 40) == [255, 255, 255, 255])
    let corner = Layer()
    corner.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
    corner.anchorPoint = .zero
    corner.position = Point(x: 60, y: 60)
    corner.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
    let moved = try render([corner])
    #expect(rgba(moved, 61, 61) == [0, 0, 255, 255], "anchor (0, 0): the top-left corner at the position")
    #expect(rgba(moved, 55, 55) == [255, 255, 255, 255])
  }

  /// CAShapeLayer: strokeEnd 0.5 of a clockwise circle from 12 o'clock strokes the right half only.
  @Test func strokeEndCutsTheStrokeByArcLength() throws {
    let ring = ShapeLayer()
    ring.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    ring.path = BezierPath(
      arcCenter: Point(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
    ring.fillColor = nil
    ring.strokeColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
    ring.lineWidth = 6
    ring.strokeEnd = 0.5
    let canvas = try render([ring])
    #expect(rgba(canvas, 90, 50) == [0, 0, 0, 255], "3 o'clock is stroked")
    #expect(rgba(canvas, 10, 50) == [255, 255, 255, 255], "9 o'clock is not")
    #expect(rgba(canvas, 50, 50) == [255, 255, 255, 255], "no fill")
  }

  /// A shape's default fill is opaque black; evenOdd leaves the inner square of two nested squares empty.
  @Test func fillRules() throws {
    let shape = ShapeLayer()
    shape.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    var path = BezierPath(rect: Rect(x: 10, y: 10, width: 80, height: 80))
    path.append(BezierPath(rect: Rect(x: 30, y: 30, width: 40, height: 40)))
    shape.path = path
    let nonZero = try render([shape])
    #expect(rgba(nonZero, 50, 50) == [0, 0, 0, 255])
    shape.setValue(.keyword("evenOdd"), for: .fillRule)
    let evenOdd = try render([shape])
    #expect(rgba(evenOdd, 50, 50) == [255, 255, 255, 255])
    #expect(rgba(evenOdd, 20, 20) == [0, 0, 0, 255])
  }

  /// CAGradientLayer, axial from top to bottom by default: red at the top, blue at the bottom, the middle
  /// row half way (colours blend component-wise).
  @Test func axialGradientsRunFromStartToEndPoint() throws {
    let gradient = GradientLayer()
    gradient.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    gradient.colors = [
      Color(red: 1, green: 0, blue: 0, alpha: 1), Color(red: 0, green: 0, blue: 1, alpha: 1),
    ]
    let canvas = try render([gradient])
    let top = rgba(canvas, 50, 0), bottom = rgba(canvas, 50, 99), middle = rgba(canvas, 50, 50)
    #expect(top[0] > 250 && top[2] < 5)
    #expect(bottom[2] > 250 && bottom[0] < 5)
    #expect(abs(middle[0] - 127) <= 3 && abs(middle[2] - 127) <= 3)
  }

  /// A mask's alpha multiplies the masked layer: an ellipse mask leaves the corners of a square unpainted.
  @Test func masksRevealTheirShape() throws {
    let square = Layer()
    square.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    square.backgroundColor = Color(red: 0, green: 0.5, blue: 0, alpha: 1)
    let mask = ShapeLayer()
    mask.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    mask.path = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 100, height: 100))
    square.mask = mask
    let canvas = try render([square])
    #expect(rgba(canvas, 50, 50) == [0, 128, 0, 255])
    #expect(rgba(canvas, 3, 3) == [255, 255, 255, 255])
  }

  /// Layers of a view's document list draw below its subviews; one added with addSublayer draws on top.
  @Test func layersDrawBelowSubviewsUnlessAddedOnTop() throws {
    let under = Layer()
    under.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    under.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
    let sub = View(frame: Rect(x: 25, y: 25, width: 50, height: 50))
    sub.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
    let canvas = try render([under], subview: sub)
    #expect(rgba(canvas, 50, 50) == [0, 0, 255, 255])
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(sub)
    window.layer.addSublayer(under)
    window.step(to: 0)
    #expect(rgba(try draw(window.renderSnapshot()), 50, 50) == [255, 0, 0, 255])
  }

  /// Siblings draw in ascending zPosition, ties in list order.
  @Test func zPositionOrdersSiblings() throws {
    let a = Layer(), b = Layer()
    for (layer, red) in [(a, 1.0), (b, 0.0)] {
      layer.frame = Rect(x: 0, y: 0, width: 100, height: 100)
      layer.backgroundColor = Color(red: red, green: 0, blue: 1 - red, alpha: 1)
    }
    let parent = Layer()
    parent.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    parent.addSublayer(a)
    parent.addSublayer(b)
    #expect(rgba(try render([parent]), 50, 50) == [0, 0, 255, 255])
    Transaction.begin()
    Transaction.setDisableActions(true)
    a.zPosition = 1
    Transaction.commit()
    #expect(rgba(try render([parent]), 50, 50) == [255, 0, 0, 255])
  }

  /// A view below full opacity composites its layers in its group, wherever they reach: a layer far outside
  /// the view's bounds still shows, at the view's alpha (the group's box covers the layers' extent).
  @Test func aTranslucentViewsGroupReachesItsLayers() throws {
    let (window, view) = translucentView(Rect(x: 0, y: 0, width: 20, height: 20), inWindowOfSide: 100)
    let far = ShapeLayer()
    far.frame = Rect(x: 60, y: 60, width: 20, height: 20)
    far.path = BezierPath(rect: Rect(x: 0, y: 0, width: 20, height: 20))
    far.fillColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
    far.strokeColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
    far.lineWidth = 8  // half the stroke lies outside the layer's bounds
    view.layer.addSublayer(far)
    window.step(to: 0)
    let canvas = try draw(window.renderSnapshot())
    #expect(rgba(canvas, 70, 70) == [255, 127, 127, 255], "red at half alpha over white (127.5 rounds down)")
    #expect(rgba(canvas, 57, 70) == [127, 127, 255, 255], "the stroke's outer half, blue at half alpha")
  }
}
