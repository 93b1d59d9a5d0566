import FlipbookGeometry
import FlipbookRender
import Testing

@Suite("Canvas")
struct CanvasTests {
  @Test func validateAcceptsCairoRange() throws {
    try CairoCanvas.validate(width: 1, height: 1)
    try CairoCanvas.validate(width: 32767, height: 32767)
  }

  @Test func validateRejectsOversizedAndEmptySizesWithTheLimitInTheMessage() {
    #expect(throws: RenderError.canvasTooLarge(width: 32768, height: 10)) {
      try CairoCanvas.validate(width: 32768, height: 10)
    }
    #expect(throws: RenderError.emptyCanvas(width: 0, height: 10)) {
      try CairoCanvas.validate(width: 0, height: 10)
    }
    #expect(RenderError.canvasTooLarge(width: 40000, height: 5).description.contains("32767"))
    #expect(throws: RenderError.self) { try CairoCanvas(width: 10, height: 40000) }
  }

  @Test func newCanvasIsTransparentWithARowStride() throws {
    let canvas = try CairoCanvas(width: 3, height: 2)
    #expect(canvas.stride >= 12)
    #expect(canvas.withPixels { $0.count } == canvas.stride * 2)
    #expect(canvas.pixel(x: 2, y: 1) == 0)
  }

  @Test func mutablePixelsAreSeenByCairo() throws {
    let canvas = try CairoCanvas(width: 2, height: 2)
    canvas.withMutablePixels { $0.storeBytes(of: 0xFF00_FF00, toByteOffset: 4, as: UInt32.self) }
    #expect(canvas.pixel(x: 1, y: 0) == 0xFF00_FF00)
  }

  @Test func pixelSizeRoundsUpButForgivesFloatingPointNoise() {
    #expect(SnapshotRenderer(scale: 1.5).pixelSize(for: Size(width: 101, height: 40)) == (152, 60))
    #expect(SnapshotRenderer(scale: 1.1).pixelSize(for: Size(width: 100, height: 10)) == (110, 11))
    #expect(SnapshotRenderer(scale: 3).pixelSize(for: Size(width: 640, height: 360)) == (1920, 1080))
  }
}
