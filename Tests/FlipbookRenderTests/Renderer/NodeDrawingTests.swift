import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTestSupport
import Testing

@Suite("Drawing nodes: order, geometry, clipping, hiding")
struct NodeDrawingTests {
  @Test func backgroundFillsTheBoundsOnly() throws {
    let canvas = try draw(
      makeSnapshot([TestView(frame: Rect(x: 10, y: 20, width: 30, height: 40), color: .red)]))
    #expect(rgba(canvas, 11, 21) == red)
    #expect(rgba(canvas, 38, 58) == red)
    #expect(rgba(canvas, 8, 30) == white)
    #expect(rgba(canvas, 42, 30) == white)
    #expect(rgba(canvas, 20, 62) == white)
  }

  @Test func laterSiblingsDrawOnTop() throws {
    let canvas = try draw(
      makeSnapshot([
        TestView(frame: Rect(x: 10, y: 10, width: 40, height: 40), color: .red),
        TestView(frame: Rect(x: 30, y: 30, width: 40, height: 40), color: .blue),
      ]))
    #expect(rgba(canvas, 20, 20) == red)
    #expect(rgba(canvas, 40, 40) == blue)  // the overlap shows the later sibling
    #expect(rgba(canvas, 60, 60) == blue)
  }

  @Test func superviewDrawsBeforeItsSubviews() throws {
    let canvas = try draw(
      makeSnapshot([
        TestView(
          frame: Rect(x: 10, y: 10, width: 80, height: 80), color: .red,
          [TestView(frame: Rect(x: 10, y: 10, width: 20, height: 20), color: .blue)])
      ]))
    #expect(rgba(canvas, 25, 25) == blue)  // subview at (10, 10) in the superview: 20…40 in the window
    #expect(rgba(canvas, 15, 15) == red)
    #expect(rgba(canvas, 45, 45) == red)
  }

  @Test func rotationTurnsAboutTheCenter() throws {
    // 60 × 20 centred on (50, 50); a quarter turn makes it 20 × 60: x 40…60, y 20…80.
    let view = TestView(
      frame: Rect(x: 20, y: 40, width: 60, height: 20), color: .red,
      transform: AffineTransform(rotationAngle: .pi / 2))
    let canvas = try draw(makeSnapshot([view]))
    #expect(rgba(canvas, 50, 23) == red)
    #expect(rgba(canvas, 50, 77) == red)
    #expect(rgba(canvas, 25, 50) == white)
    #expect(rgba(canvas, 75, 50) == white)
  }

  @Test func scaleGrowsAboutTheCenter() throws {
    // 20 × 20 centred on (50, 50), scaled ×2: 30…70; scaled ×(1, 0.5): y 45…55.
    let doubled = try draw(
      makeSnapshot([
        TestView(
          frame: Rect(x: 40, y: 40, width: 20, height: 20), color: .red,
          transform: AffineTransform(scaleX: 2, y: 2))
      ]))
    #expect(rgba(doubled, 31, 31) == red)
    #expect(rgba(doubled, 68, 68) == red)
    #expect(rgba(doubled, 28, 50) == white)
    let squashed = try draw(
      makeSnapshot([
        TestView(
          frame: Rect(x: 40, y: 40, width: 20, height: 20), color: .red,
          transform: AffineTransform(scaleX: 1, y: 0.5))
      ]))
    #expect(rgba(squashed, 50, 46) == red)
    #expect(rgba(squashed, 50, 43) == white)
    #expect(rgba(squashed, 50, 57) == white)
  }

  @Test func subviewsFollowTheSuperviewTransform() throws {
    // Superview 40 × 40 centred on (50, 50), turned a quarter: its top-left subview lands top-right.
    let view = TestView(
      frame: Rect(x: 30, y: 30, width: 40, height: 40), color: .red,
      transform: AffineTransform(rotationAngle: .pi / 2),
      [TestView(frame: Rect(x: 0, y: 0, width: 10, height: 10), color: .blue)])
    let canvas = try draw(makeSnapshot([view]))
    #expect(rgba(canvas, 65, 35) == blue)
    #expect(rgba(canvas, 35, 35) == red)
  }

  @Test func boundsOriginShiftsSubviews() throws {
    // Bounds origin (20, 10): a subview at (30, 20) appears at (10, 10) in the superview.
    let view = TestView(
      frame: Rect(x: 0, y: 0, width: 100, height: 100), color: .red, boundsOrigin: Point(x: 20, y: 10),
      [TestView(frame: Rect(x: 30, y: 20, width: 10, height: 10), color: .blue)])
    let canvas = try draw(makeSnapshot([view]))
    #expect(rgba(canvas, 15, 15) == blue)
    #expect(rgba(canvas, 35, 25) == red)
    #expect(rgba(canvas, 5, 5) == red)  // the superview's own fill covers its bounds wherever they are
  }

  @Test func clipsToBoundsClipsSubviewsButNotTheFill() throws {
    func scene(clips: Bool) -> RenderSnapshot {
      makeSnapshot([
        TestView(
          frame: Rect(x: 20, y: 20, width: 40, height: 40), color: .green, clips: clips,
          [
            TestView(frame: Rect(x: 30, y: 30, width: 40, height: 40), color: .red),
            TestView(frame: Rect(x: -10, y: 10, width: 5, height: 5), color: .blue),
          ])
      ])
    }
    let clipped = try draw(scene(clips: true))
    #expect(rgba(clipped, 25, 25) == green)
    #expect(rgba(clipped, 55, 55) == red)
    #expect(rgba(clipped, 75, 75) == white)
    #expect(rgba(clipped, 12, 32) == white)
    let unclipped = try draw(scene(clips: false))
    #expect(rgba(unclipped, 75, 75) == red)
    #expect(rgba(unclipped, 12, 32) == blue)
  }

  @Test func hiddenSkipsTheWholeSubtreeButNotLaterSiblings() throws {
    let canvas = try draw(
      makeSnapshot([
        TestView(
          frame: Rect(x: 0, y: 0, width: 50, height: 50), color: .red, hidden: true,
          [TestView(frame: Rect(x: 10, y: 10, width: 20, height: 20), color: .blue)]),
        TestView(frame: Rect(x: 60, y: 60, width: 20, height: 20), color: .green),
      ]))
    #expect(rgba(canvas, 5, 5) == white)
    #expect(rgba(canvas, 20, 20) == white)
    #expect(rgba(canvas, 70, 70) == green)
  }

  @Test func zeroAlphaAndSingularTransformsDrawNothing() throws {
    let canvas = try draw(
      makeSnapshot([
        TestView(
          frame: Rect(x: 0, y: 0, width: 50, height: 50), color: .red, alpha: 0,
          [TestView(frame: Rect(x: 10, y: 10, width: 20, height: 20), color: .blue)]),
        TestView(
          frame: Rect(x: 50, y: 0, width: 50, height: 50), color: .red,
          transform: AffineTransform(scaleX: 0, y: 1),
          [TestView(frame: Rect(x: 10, y: 10, width: 20, height: 20), color: .blue)]),
        TestView(frame: Rect(x: 60, y: 60, width: 20, height: 20), color: .green),
      ]))
    #expect(rgba(canvas, 20, 20) == white)
    #expect(rgba(canvas, 5, 5) == white)
    #expect(rgba(canvas, 75, 20) == white)
    #expect(rgba(canvas, 70, 70) == green)
  }

  @Test func scaleTwoDoublesEveryPixelDistance() throws {
    let snapshot = makeSnapshot([TestView(frame: Rect(x: 10, y: 10, width: 20, height: 20), color: .red)])
    let canvas = try draw(snapshot, scale: 2)
    #expect(canvas.width == 200 && canvas.height == 200)
    #expect(rgba(canvas, 21, 21) == red)
    #expect(rgba(canvas, 58, 58) == red)
    #expect(rgba(canvas, 18, 30) == white)
    #expect(rgba(canvas, 62, 30) == white)
  }

  @Test func transparentCanvasStaysTransparentWhereNothingDraws() throws {
    let snapshot = makeSnapshot([TestView(frame: Rect(x: 10, y: 10, width: 20, height: 20), color: .red)])
    let canvas = try draw(snapshot, background: nil)
    #expect(rgba(canvas, 50, 50) == transparent)
    #expect(rgba(canvas, 0, 0) == transparent)
    #expect(rgba(canvas, 15, 15) == red)
    let halfRed = try draw(
      makeSnapshot([TestView(frame: Rect(x: 10, y: 10, width: 20, height: 20), color: .red, alpha: 0.5)]),
      background: nil)
    #expect(isClose(rgba(halfRed, 15, 15), [128, 0, 0, 128], 1))  // premultiplied half red
  }

  @Test func renderingReplacesThePreviousFrame() throws {
    let renderer = SnapshotRenderer(scale: 1, background: nil)
    let canvas = try CairoCanvas(width: 100, height: 100)
    try renderer.render(
      makeSnapshot([TestView(frame: Rect(x: 0, y: 0, width: 100, height: 100), color: .red)]), into: canvas)
    try renderer.render(makeSnapshot([]), into: canvas)
    #expect(rgba(canvas, 50, 50) == transparent)
  }

  @Test func tenThousandNestedViewsDrawWithoutRecursion() throws {
    let depth = 10_000
    let full = Rect(x: 0, y: 0, width: 100, height: 100)
    var nodes = [RenderNode(subtreeEnd: Int32(depth + 1), center: Point(x: 50, y: 50), bounds: full)]
    for level in 1...depth {
      // Every view fills its superview and clips; the outermost fades its subtree as one group.
      nodes.append(
        RenderNode(
          subtreeEnd: Int32(depth + 1), center: Point(x: 50, y: 50), bounds: full,
          alpha: level == 1 ? 0.5 : 1, backgroundColor: level == depth ? .red : nil, clipsToBounds: true))
    }
    let canvas = try draw(RenderSnapshot(time: 0, size: Size(width: 100, height: 100), nodes: nodes))
    #expect(isClose(rgba(canvas, 50, 50), [255, 128, 128, 255], 1))
  }
}
