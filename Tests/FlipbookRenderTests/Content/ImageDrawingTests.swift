import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTestSupport
import Testing

/// Images drawn per content mode and content stretch, read back pixel by pixel.
@Suite("Image drawing")
struct ImageDrawingTests {
  let quadrants = StyleScenes.quadrants(width: 20, height: 10)
  let yellow = [255, 255, 0, 255]

  /// The quadrant image in a 60 × 40 view at (20, 30) on a 100 × 100 white canvas.
  func render(_ mode: ContentMode, clips: Bool = false, image: Image? = nil) throws -> CairoCanvas {
    try draw(
      makeSnapshot(
        [
          TestView(
            frame: Rect(x: 20, y: 30, width: 60, height: 40), clips: clips, contentMode: mode, content: 0)
        ], contents: [.image(image ?? quadrants)]))
  }

  @Test func scaleToFillCoversTheBoundsWithEachQuadrant() throws {
    let canvas = try render(.scaleToFill)
    #expect(isClose(rgba(canvas, 25, 35), red, 1) && isClose(rgba(canvas, 75, 35), green, 1))
    #expect(isClose(rgba(canvas, 25, 65), blue, 1) && isClose(rgba(canvas, 75, 65), yellow, 1))
    #expect(isClose(rgba(canvas, 19, 50), white, 1) && isClose(rgba(canvas, 80, 50), white, 1))
    #expect(isClose(rgba(canvas, 50, 29), white, 1) && isClose(rgba(canvas, 50, 70), white, 1))
    // The image's edges are crisp on pixel boundaries.
    #expect(isClose(rgba(canvas, 20, 30), red, 0) && isClose(rgba(canvas, 79, 69), yellow, 0))
  }

  @Test func redrawDrawsAsScaleToFill() throws {
    #expect(pixels(of: try render(.redraw)) == pixels(of: try render(.scaleToFill)))
  }

  @Test func aspectFitLetterboxesAndAspectFillOverflows() throws {
    // 20 × 10 into 60 × 40: fit is 60 × 30 at y 35…65; fill is 80 × 40 at x 10…90.
    let fit = try render(.scaleAspectFit)
    #expect(isClose(rgba(fit, 50, 32), white, 1) && isClose(rgba(fit, 50, 67), white, 1))
    #expect(isClose(rgba(fit, 22, 37), red, 1) && isClose(rgba(fit, 78, 63), yellow, 1))
    let fill = try render(.scaleAspectFill)
    #expect(isClose(rgba(fill, 12, 35), red, 1) && isClose(rgba(fill, 88, 65), yellow, 1))
    // With clipsToBounds the overflow is cut at the bounds.
    let clipped = try render(.scaleAspectFill, clips: true)
    #expect(isClose(rgba(clipped, 12, 35), white, 1) && isClose(rgba(clipped, 22, 35), red, 1))
  }

  @Test func alignedModesKeepTheImageSize() throws {
    // The 20 × 10 image in the 60 × 40 view at (20, 30): expected top-left corners.
    let corners: [(ContentMode, Int, Int)] = [
      (.center, 40, 45), (.top, 40, 30), (.bottom, 40, 60), (.left, 20, 45), (.right, 60, 45),
      (.topLeft, 20, 30), (.topRight, 60, 30), (.bottomLeft, 20, 60), (.bottomRight, 60, 60),
    ]
    for (mode, x, y) in corners {
      let canvas = try render(mode)
      #expect(isClose(rgba(canvas, x, y), red, 0), "\(mode) top-left")
      #expect(isClose(rgba(canvas, x + 19, y + 9), yellow, 0), "\(mode) bottom-right")
      #expect(isClose(rgba(canvas, x - 1, y + 5), white, 0), "\(mode) left of the image")
      #expect(isClose(rgba(canvas, x + 20, y + 5), white, 0), "\(mode) right of the image")
      #expect(isClose(rgba(canvas, x + 5, y - 1), white, 0), "\(mode) above the image")
      #expect(isClose(rgba(canvas, x + 5, y + 10), white, 0), "\(mode) below the image")
    }
  }

  @Test func contentStretchKeepsTheEdgesAndStretchesTheMiddle() throws {
    // The reference's 21 × 16 button stretched to 81 × 16: 10 black columns, 61 white, 10 gray.
    let snapshot = makeSnapshot(
      [
        TestView(
          frame: Rect(x: 10, y: 20, width: 81, height: 16),
          contentStretch: Rect(x: 10.0 / 21, y: 0, width: 1.0 / 21, height: 1), content: 0)
      ], contents: [.image(StyleScenes.button())])
    let canvas = try draw(snapshot)
    for x in 10..<20 { #expect(isClose(rgba(canvas, x, 28), [0, 0, 0, 255], 0), "column \(x)") }
    for x in 20..<81 { #expect(isClose(rgba(canvas, x, 28), white, 0), "column \(x)") }
    for x in 81..<91 {
      #expect(isClose(rgba(canvas, x, 28), [128, 128, 128, 255], 0), "column \(x)")
    }
    #expect(isClose(rgba(canvas, 9, 28), white, 0) && isClose(rgba(canvas, 91, 28), white, 0))
    // Every row alike, top to bottom, no seams.
    for y in 20..<36 { #expect(isClose(rgba(canvas, 15, y), [0, 0, 0, 255], 0), "row \(y)") }
  }

  @Test func stretchedPiecesMeetWithoutSeamsAtFractionalPlaces() throws {
    // A uniformly red image cut in nine and stretched to a fractional rectangle: inside, every pixel is
    // exactly red, however the pieces' edges fall.
    let solid = Image(width: 9, height: 9) { $0.update(repeating: 0xFFFF_0000) }
    let snapshot = makeSnapshot(
      [
        TestView(
          frame: Rect(x: 10.3, y: 10.6, width: 70.45, height: 50.2),
          contentStretch: Rect(x: 0.4, y: 0.3, width: 0.2, height: 0.3), content: 0)
      ], contents: [.image(solid)])
    let canvas = try draw(snapshot)
    for y in 12..<60 {
      for x in 12..<80 where rgba(canvas, x, y) != red {
        Issue.record("pixel (\(x), \(y)) is \(rgba(canvas, x, y))")
        return
      }
    }
  }

  @Test func imagesScaleWithTheirScaleFactor() throws {
    let sharp = Image(width: 20, height: 10, scale: 2) { pixels in
      for i in 0..<200 { pixels[i] = quadrants.pixel(x: i % 20, y: i / 20) }
    }
    // 10 × 5 points: centred in the 60 × 40 view at (45, 47.5).
    let canvas = try render(.center, image: sharp)
    #expect(isClose(rgba(canvas, 46, 49), red, 1) && isClose(rgba(canvas, 54, 51), yellow, 1))
    #expect(isClose(rgba(canvas, 44, 50), white, 1) && isClose(rgba(canvas, 56, 50), white, 1))
  }

  @Test func translucentPixelsBlendOverTheBackground() throws {
    let half = Image(width: 1, height: 1, pixels: [0x8000_0080])  // blue at alpha 0.5, premultiplied
    let canvas = try draw(
      makeSnapshot(
        [TestView(frame: Rect(x: 0, y: 0, width: 10, height: 10), color: .red, content: 0)],
        contents: [.image(half)]))
    #expect(isClose(rgba(canvas, 5, 5), [127, 0, 128, 255], 1))
  }

  @Test func theSameImageDrawsOnManyThreadsAlike() async throws {
    let snapshot = StyleScenes.contentModes
    let reference = pixels(of: try draw(snapshot, scale: 2))
    let results = try await withThrowingTaskGroup(of: [UInt32].self) { group in
      for _ in 0..<4 { group.addTask { pixels(of: try draw(snapshot, scale: 2)) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.allSatisfy { $0 == reference })
  }
}
