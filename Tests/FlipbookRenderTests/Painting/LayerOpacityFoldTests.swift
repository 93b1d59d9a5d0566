import Flipbook
import FlipbookGeometry
import FlipbookRender
import Testing

/// A layer's opacity (and the alpha of a view holding only that layer) composites the layer as one group
/// (Core Animation's group opacity). When the layer draws one paint, that paint carries the opacity instead
/// of a group; these tests pin that both give Core Animation's pixels.
@MainActor @Suite struct LayerOpacityFoldTests {
  func render(_ layer: Layer, viewAlpha: Double) throws -> CairoCanvas {
    try renderInView([layer], viewAlpha: viewAlpha)
  }

  func ring(fill: Color?) -> ShapeLayer {
    let ring = ShapeLayer()
    ring.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    ring.path = BezierPath(
      arcCenter: Point(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
    ring.fillColor = fill
    ring.strokeColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
    ring.lineWidth = 10
    return ring
  }

  func near(_ a: [Int], _ b: [Int]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1 }
  }

  /// Group opacity of a stroke alone: red at half alpha over white is (255, 128, 128) where the stroke
  /// covers the pixel, whether the half comes from the view's alpha or the layer's opacity.
  @Test func aViewsAlphaRidesOnItsOneLayersStroke() throws {
    let viaView = try render(ring(fill: nil), viewAlpha: 0.5)
    #expect(near(rgba(viaView, 90, 50), [255, 128, 128, 255]), "3 o'clock, in the middle of the stroke")
    #expect(rgba(viaView, 50, 50) == [255, 255, 255, 255], "no fill")
    let layer = ring(fill: nil)
    layer.opacity = 0.5
    let viaLayer = try render(layer, viewAlpha: 1)
    #expect(near(rgba(viaLayer, 90, 50), [255, 128, 128, 255]))
    let both = try render(layer, viewAlpha: 0.5)
    #expect(near(rgba(both, 90, 50), [255, 191, 191, 255]), "a quarter: 255 − 0.25 × 255 = 191")
  }

  /// A fill and a stroke are two paints: the group keeps the stroke over the fill inside the layer before
  /// the opacity applies, so where they overlap only the stroke's red shows at half alpha (painting each at
  /// half alpha would let the blue fill show through the stroke).
  @Test func twoPaintsStillCompositeAsAGroup() throws {
    let canvas = try render(ring(fill: Color(red: 0, green: 0, blue: 1, alpha: 1)), viewAlpha: 0.5)
    #expect(near(rgba(canvas, 88, 50), [255, 128, 128, 255]), "inside the stroke, over the fill")
    #expect(near(rgba(canvas, 50, 50), [128, 128, 255, 255]), "the fill alone")
  }
}
