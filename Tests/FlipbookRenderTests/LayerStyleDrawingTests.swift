import Flipbook
import FlipbookGeometry
import FlipbookRender
import Testing

/// Corner radius, borders and clipping to the rounded bounds (CALayer semantics), read back pixel by pixel.
@Suite("Layer styling: corners and borders")
struct LayerStyleDrawingTests {
  let frame = Rect(x: 30, y: 30, width: 40, height: 40)

  func render(_ views: [TestView]) throws -> CairoCanvas { try draw(makeSnapshot(views)) }

  @Test func cornersAreRoundedWithTheRadius() throws {
    let canvas = try render([TestView(frame: frame, color: .red, style: LayerStyle(cornerRadius: 10))])
    // Pixel (31, 31) is 12 from the corner circle's centre (40, 40): outside. (34, 34) is 7.8: inside.
    #expect(
      near(rgba(canvas, 30, 30), white, tolerance: 0) && near(rgba(canvas, 31, 31), white, tolerance: 0))
    #expect(near(rgba(canvas, 34, 34), red, tolerance: 0))
    #expect(near(rgba(canvas, 50, 30), red, tolerance: 0) && near(rgba(canvas, 30, 50), red, tolerance: 0))
    #expect(near(rgba(canvas, 69, 69), white, tolerance: 0) && near(rgba(canvas, 65, 65), red, tolerance: 0))
  }

  @Test func theRadiusIsAtMostHalfTheShorterSide() throws {
    let pill = Rect(x: 10, y: 40, width: 80, height: 20)
    let huge = try render([TestView(frame: pill, color: .red, style: LayerStyle(cornerRadius: 500))])
    let half = try render([TestView(frame: pill, color: .red, style: LayerStyle(cornerRadius: 10))])
    #expect(pixels(of: huge) == pixels(of: half))
    #expect(near(rgba(huge, 10, 41), white, tolerance: 0) && near(rgba(huge, 20, 41), red, tolerance: 0))
  }

  @Test func clipsToBoundsClipsSubviewsToTheRoundedBounds() throws {
    let sub = TestView(frame: Rect(x: -10, y: -10, width: 60, height: 60), color: .blue)
    let clipped = try render([
      TestView(frame: frame, color: .red, clips: true, style: LayerStyle(cornerRadius: 10), [sub])
    ])
    #expect(near(rgba(clipped, 31, 31), white, tolerance: 0))
    #expect(
      near(rgba(clipped, 34, 34), blue, tolerance: 0) && near(rgba(clipped, 50, 50), blue, tolerance: 0))
    #expect(near(rgba(clipped, 25, 50), white, tolerance: 0))
    // Without clipping, the radius rounds only the background: the subview shows its square corner.
    let unclipped = try render([
      TestView(frame: frame, color: .red, style: LayerStyle(cornerRadius: 10), [sub])
    ])
    #expect(
      near(rgba(unclipped, 31, 31), blue, tolerance: 0) && near(rgba(unclipped, 25, 50), blue, tolerance: 0))
  }

  @Test func theBorderLiesInsideTheBoundsAboveTheSubviews() throws {
    let sub = TestView(frame: Rect(x: 0, y: 0, width: 40, height: 40), color: .green)
    let canvas = try render([
      TestView(frame: frame, color: .red, style: LayerStyle(borderWidth: 4, borderColor: .blue), [sub])
    ])
    for x in 30..<34 { #expect(near(rgba(canvas, x, 50), blue, tolerance: 0), "column \(x)") }
    #expect(
      near(rgba(canvas, 34, 50), green, tolerance: 0) && near(rgba(canvas, 29, 50), white, tolerance: 0))
    for y in 66..<70 { #expect(near(rgba(canvas, 50, y), blue, tolerance: 0), "row \(y)") }
    #expect(
      near(rgba(canvas, 50, 65), green, tolerance: 0) && near(rgba(canvas, 50, 70), white, tolerance: 0))
  }

  @Test func aRoundedBorderFollowsTheCornersInsideAndOut() throws {
    let canvas = try render([
      TestView(
        frame: frame, color: .red, style: LayerStyle(cornerRadius: 12, borderWidth: 4, borderColor: .blue))
    ])
    #expect(near(rgba(canvas, 30, 30), white, tolerance: 0))
    // On the diagonal from the corner circle's centre (42, 42): the border band is 8…12 away.
    #expect(near(rgba(canvas, 35, 35), blue, tolerance: 0))  // (35.5, 35.5): 9.2 away
    #expect(near(rgba(canvas, 38, 38), red, tolerance: 0))  // (38.5, 38.5): 4.9 away
  }

  @Test func aBorderWiderThanHalfTheViewCoversIt() throws {
    let canvas = try render([TestView(frame: frame, color: .red, style: LayerStyle(borderWidth: 25))])
    #expect(near(rgba(canvas, 50, 50), [0, 0, 0, 255], tolerance: 0))
  }

  @Test func aFadedBorderedViewFadesAsOneGroup() throws {
    let canvas = try render([
      TestView(frame: frame, color: .red, alpha: 0.5, style: LayerStyle(borderWidth: 4, borderColor: .blue))
    ])
    // The border covers the background inside the group, so half-blue over white, no red.
    #expect(near(rgba(canvas, 31, 50), [127, 127, 255, 255], tolerance: 1))
    #expect(near(rgba(canvas, 50, 50), [255, 127, 127, 255], tolerance: 1))
  }

  @Test func aPlainStyleDrawsTheSameAsBefore() throws {
    // Every field of LayerStyle at CALayer's default draws exactly what an unstyled view does.
    let plain = try render([TestView(frame: frame, color: .red, alpha: 0.7)])
    let styled = try render([
      TestView(
        frame: frame, color: .red, alpha: 0.7,
        style: LayerStyle(cornerRadius: 0, borderWidth: 0, shadowOpacity: 0, shadowRadius: 9))
    ])
    #expect(pixels(of: plain) == pixels(of: styled))
  }
}
