import Flipbook
import FlipbookGeometry
import FlipbookRender
import Testing

@Suite("Display list replay")
struct DisplayListTests {
  /// One 80 × 80 view at (10, 10) with `commands` as its display list, over `color`, on white.
  private func render(_ commands: [DrawCommand], color: Color? = nil) throws -> CairoCanvas {
    try draw(
      makeSnapshot(
        [TestView(frame: Rect(x: 10, y: 10, width: 80, height: 80), color: color, displayList: 0)],
        displayLists: [DisplayList(commands: commands)]))
  }

  @Test func fillUsesTheFillColorInBoundsCoordinates() throws {
    let canvas = try render([
      .setFillColor(.blue), .addRect(Rect(x: 10, y: 10, width: 20, height: 20)), .fillPath(evenOdd: false),
    ])
    #expect(rgba(canvas, 25, 25) == blue)  // bounds (10, 10) is window (20, 20)
    #expect(rgba(canvas, 15, 15) == white)
  }

  @Test func fillDefaultsToBlackAndDrawsOverTheBackground() throws {
    let canvas = try render(
      [.addRect(Rect(x: 0, y: 0, width: 40, height: 40)), .fillPath(evenOdd: false)], color: .red)
    #expect(rgba(canvas, 20, 20) == [0, 0, 0, 255])
    #expect(rgba(canvas, 70, 70) == red)
  }

  @Test func displayListDrawsAfterTheBackgroundAndBeforeSubviews() throws {
    let canvas = try draw(
      makeSnapshot(
        [
          TestView(
            frame: Rect(x: 10, y: 10, width: 80, height: 80), color: .red, displayList: 0,
            [TestView(frame: Rect(x: 40, y: 40, width: 20, height: 20), color: .blue)])
        ],
        displayLists: [
          DisplayList(commands: [
            .addRect(Rect(x: 0, y: 0, width: 40, height: 80)), .fillPath(evenOdd: false),
          ])
        ]))
    #expect(rgba(canvas, 30, 30) == [0, 0, 0, 255])
    #expect(rgba(canvas, 70, 30) == red)
    #expect(rgba(canvas, 60, 60) == blue)
  }

  @Test func strokeUsesStrokeColorAndLineWidth() throws {
    let canvas = try render([
      .setStrokeColor(.red), .setLineWidth(6), .moveTo(Point(x: 0, y: 40)), .lineTo(Point(x: 80, y: 40)),
      .strokePath,
    ])
    #expect(rgba(canvas, 50, 48) == red)  // the line covers y 37…43 in bounds: 47…53 in the window
    #expect(rgba(canvas, 50, 52) == red)
    #expect(rgba(canvas, 50, 45) == white)
    #expect(rgba(canvas, 50, 55) == white)
  }

  @Test func defaultLineWidthIsOnePoint() throws {
    let canvas = try render([.moveTo(Point(x: 0, y: 40.5)), .lineTo(Point(x: 80, y: 40.5)), .strokePath])
    #expect(rgba(canvas, 50, 50) == [0, 0, 0, 255])  // one pixel row, exactly covered
    #expect(rgba(canvas, 50, 49) == white)
    #expect(rgba(canvas, 50, 51) == white)
  }

  @Test func clipLimitsLaterDrawingUntilRestore() throws {
    let canvas = try render([
      .saveState, .addRect(Rect(x: 0, y: 0, width: 40, height: 80)), .clipToPath(evenOdd: false),
      .setFillColor(.blue), .addRect(Rect(x: 0, y: 0, width: 80, height: 40)), .fillPath(evenOdd: false),
      .restoreState,
      .addRect(Rect(x: 0, y: 60, width: 80, height: 20)), .fillPath(evenOdd: false),
    ])
    #expect(rgba(canvas, 30, 30) == blue)
    #expect(rgba(canvas, 70, 30) == white)  // outside the clip
    #expect(rgba(canvas, 70, 80) == [0, 0, 0, 255])  // after restore: unclipped, and the fill is black again
  }

  @Test func drawingIsClippedToTheViewBounds() throws {
    let canvas = try render([
      .addRect(Rect(x: -50, y: -50, width: 300, height: 300)), .fillPath(evenOdd: false),
    ])
    #expect(rgba(canvas, 50, 50) == [0, 0, 0, 255])
    #expect(rgba(canvas, 5, 5) == white)
    #expect(rgba(canvas, 95, 95) == white)
  }

  @Test func clearRevealsTheViewBackgroundNotTheCanvas() throws {
    let canvas = try render(
      [
        .setFillColor(.blue), .addRect(Rect(x: 0, y: 0, width: 80, height: 80)), .fillPath(evenOdd: false),
        .clear(Rect(x: 20, y: 20, width: 20, height: 20)),
      ], color: .red)
    #expect(rgba(canvas, 40, 40) == red)
    #expect(rgba(canvas, 20, 20) == blue)
  }

  @Test func evenOddLeavesAHoleAndNonZeroFillsIt() throws {
    let rings: [DrawCommand] = [
      .addEllipse(in: Rect(x: 0, y: 0, width: 80, height: 80)),
      .addEllipse(in: Rect(x: 20, y: 20, width: 40, height: 40)),
    ]
    let evenOdd = try render(rings + [.fillPath(evenOdd: true)])
    #expect(rgba(evenOdd, 50, 50) == white)
    #expect(rgba(evenOdd, 50, 20) == [0, 0, 0, 255])
    #expect(rgba(evenOdd, 12, 12) == white)  // the disc's corner is outside the ellipse
    let nonZero = try render(rings + [.fillPath(evenOdd: false)])
    #expect(rgba(nonZero, 50, 50) == [0, 0, 0, 255])
  }

  @Test func concatenateAndCurvesFollowTheMatrix() throws {
    let canvas = try render([
      .concatenate(AffineTransform(translationX: 40, y: 0)), .moveTo(Point(x: 0, y: 0)),
      .curveTo(control1: Point(x: 0, y: 0), control2: Point(x: 40, y: 0), end: Point(x: 40, y: 0)),
      .lineTo(Point(x: 40, y: 40)), .lineTo(Point(x: 0, y: 40)), .closePath, .fillPath(evenOdd: false),
    ])
    #expect(rgba(canvas, 70, 30) == [0, 0, 0, 255])
    #expect(rgba(canvas, 30, 30) == white)
  }

  @Test func singularMatrixDrawsNothingUntilRestored() throws {
    let canvas = try render([
      .saveState, .concatenate(AffineTransform(scaleX: 0, y: 1)),
      .addRect(Rect(x: 0, y: 0, width: 80, height: 80)), .fillPath(evenOdd: false), .restoreState,
      .restoreState,  // unbalanced: ignored
      .setFillColor(.green), .addRect(Rect(x: 40, y: 40, width: 40, height: 40)), .fillPath(evenOdd: false),
    ])
    #expect(rgba(canvas, 30, 30) == white)
    #expect(rgba(canvas, 70, 70) == green)
  }
}
