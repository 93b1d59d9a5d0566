import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTestSupport
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
      isClose(rgba(canvas, 30, 30), white, 0) && isClose(rgba(canvas, 31, 31), white, 0))
    #expect(isClose(rgba(canvas, 34, 34), red, 0))
    #expect(isClose(rgba(canvas, 50, 30), red, 0) && isClose(rgba(canvas, 30, 50), red, 0))
    #expect(isClose(rgba(canvas, 69, 69), white, 0) && isClose(rgba(canvas, 65, 65), red, 0))
  }

  @Test func theRadiusIsAtMostHalfTheShorterSide() throws {
    let pill = Rect(x: 10, y: 40, width: 80, height: 20)
    let huge = try render([TestView(frame: pill, color: .red, style: LayerStyle(cornerRadius: 500))])
    let half = try render([TestView(frame: pill, color: .red, style: LayerStyle(cornerRadius: 10))])
    #expect(pixels(of: huge) == pixels(of: half))
    #expect(isClose(rgba(huge, 10, 41), white, 0) && isClose(rgba(huge, 20, 41), red, 0))
  }

  @Test func clipsToBoundsClipsSubviewsToTheRoundedBounds() throws {
    let sub = TestView(frame: Rect(x: -10, y: -10, width: 60, height: 60), color: .blue)
    let clipped = try render([
      TestView(frame: frame, color: .red, clips: true, style: LayerStyle(cornerRadius: 10), [sub])
    ])
    #expect(isClose(rgba(clipped, 31, 31), white, 0))
    #expect(
      isClose(rgba(clipped, 34, 34), blue, 0) && isClose(rgba(clipped, 50, 50), blue, 0))
    #expect(isClose(rgba(clipped, 25, 50), white, 0))
    // Without clipping, the radius rounds only the background: the subview shows its square corner.
    let unclipped = try render([
      TestView(frame: frame, color: .red, style: LayerStyle(cornerRadius: 10), [sub])
    ])
    #expect(
      isClose(rgba(unclipped, 31, 31), blue, 0) && isClose(rgba(unclipped, 25, 50), blue, 0))
  }

  @Test func theBorderLiesInsideTheBoundsAboveTheSubviews() throws {
    let sub = TestView(frame: Rect(x: 0, y: 0, width: 40, height: 40), color: .green)
    let canvas = try render([
      TestView(frame: frame, color: .red, style: LayerStyle(borderWidth: 4, borderColor: .blue), [sub])
    ])
    for x in 30..<34 { #expect(isClose(rgba(canvas, x, 50), blue, 0), "column \(x)") }
    #expect(
      isClose(rgba(canvas, 34, 50), green, 0) && isClose(rgba(canvas, 29, 50), white, 0))
    for y in 66..<70 { #expect(isClose(rgba(canvas, 50, y), blue, 0), "row \(y)") }
    #expect(
      isClose(rgba(canvas, 50, 65), green, 0) && isClose(rgba(canvas, 50, 70), white, 0))
  }

  @Test func aRoundedBorderFollowsTheCornersInsideAndOut() throws {
    let canvas = try render([
      TestView(
        frame: frame, color: .red, style: LayerStyle(cornerRadius: 12, borderWidth: 4, borderColor: .blue))
    ])
    #expect(isClose(rgba(canvas, 30, 30), white, 0))
    // On the diagonal from the corner circle's centre (42, 42): the border band is 8…12 away.
    #expect(isClose(rgba(canvas, 35, 35), blue, 0))  // (35.5, 35.5): 9.2 away
    #expect(isClose(rgba(canvas, 38, 38), red, 0))  // (38.5, 38.5): 4.9 away
  }

  @Test func aBorderWiderThanHalfTheViewCoversIt() throws {
    let canvas = try render([TestView(frame: frame, color: .red, style: LayerStyle(borderWidth: 25))])
    #expect(isClose(rgba(canvas, 50, 50), [0, 0, 0, 255], 0))
  }

  @Test func aFadedBorderedViewFadesAsOneGroup() throws {
    let canvas = try render([
      TestView(frame: frame, color: .red, alpha: 0.5, style: LayerStyle(borderWidth: 4, borderColor: .blue))
    ])
    // The border covers the background inside the group, so half-blue over white, no red.
    #expect(isClose(rgba(canvas, 31, 50), [127, 127, 255, 255], 1))
    #expect(isClose(rgba(canvas, 50, 50), [255, 127, 127, 255], 1))
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
