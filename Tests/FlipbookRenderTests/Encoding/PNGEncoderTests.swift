import Flipbook
import FlipbookGeometry
import Testing

@testable import FlipbookRender

@Suite("PNG encoding")
struct PNGEncoderTests {
  /// A scene with fractional, rotated and translucent edges, so many pixels have partial alpha.
  private func scene() -> RenderSnapshot {
    makeSnapshot(
      width: 64, height: 48,
      [
        TestView(frame: Rect(x: 3.3, y: 4.7, width: 30.2, height: 20.1), color: .orange, alpha: 0.7),
        TestView(
          frame: Rect(x: 20, y: 10, width: 30, height: 25),
          color: Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8),
          transform: AffineTransform(rotationAngle: 0.4),
          [TestView(frame: Rect(x: 5, y: 5, width: 10, height: 10), color: .purple)]),
      ])
  }

  @Test func transparentImageRoundTripsThroughCairoExactly() throws {
    let canvas = try draw(scene(), background: nil)
    for filter in PNGRowFilter.allCases {
      var encoder = PNGEncoder(compressionLevel: 4, filter: filter)
      let png = encoder.encode(canvas)
      #expect(png[25] == 6)  // colour type RGBA
      let decoded = try #require(decodePNG(png))
      #expect(decoded.width == 64 && decoded.height == 48)
      #expect(decoded.pixels == pixels(of: canvas))
    }
  }

  @Test func opaqueImageIsRGBAndRoundTrips() throws {
    let canvas = try draw(scene(), background: .white)
    var encoder = PNGEncoder()
    let png = encoder.encode(canvas)
    #expect(png[25] == 2)  // colour type RGB
    let decoded = try #require(decodePNG(png))
    #expect(decoded.pixels == pixels(of: canvas))
  }

  @Test func oneTranslucentPixelMakesTheImageRGBA() throws {
    var words = [UInt32](repeating: 0xFF10_2030, count: 12)
    var encoder = PNGEncoder()
    let opaque = words.withUnsafeBytes { encoder.encode(argb32: $0, width: 4, height: 3, stride: 16) }
    words[7] = 0xFE10_2030
    let translucent = words.withUnsafeBytes { encoder.encode(argb32: $0, width: 4, height: 3, stride: 16) }
    #expect(opaque[25] == 2)
    #expect(translucent[25] == 6)
  }

  @Test func headerFieldsAndChunkLayout() throws {
    let words = [UInt32](repeating: 0x8040_2010, count: 3 * 2 + 2)  // stride 16 for width 3: one padding word
    var encoder = PNGEncoder()
    let png = words.withUnsafeBytes { encoder.encode(argb32: $0, width: 3, height: 2, stride: 16) }
    #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(Array(png[8..<16]) == [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])  // length 13, "IHDR"
    #expect(Array(png[16..<29]) == [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0])
    #expect(Array(png[(png.count - 12)...]) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    let decoded = try #require(decodePNG(png))
    // 0x80402010 premultiplied at alpha 128 is (128, 64, 32) / 128 · 255 ≈ (255, 128, 64) straight.
    #expect(decoded.pixels == [UInt32](repeating: 0x8040_2010, count: 6))
  }

  @Test func unpremultiplyIsExactRoundedDivision() {
    let writer = PNGScanlineWriter()
    for a: UInt32 in 1...254 {
      for c: UInt32 in 0...a {
        let expected = UInt8((c * 255 + a / 2) / a)
        let actual = PNGScanlineWriter.unpremultiply(c, alpha: a, reciprocal: writer.reciprocals[Int(a)])
        if actual != expected {
          Issue.record("a \(a) c \(c): \(actual) != \(expected)")
          return
        }
      }
    }
  }

  @Test func zeroAlphaPixelsBecomeTransparentBlack() throws {
    let words: [UInt32] = [0x00FF_FFFF, 0x0000_0000]  // invalid premultiplied colour under alpha 0
    var encoder = PNGEncoder()
    let png = words.withUnsafeBytes { encoder.encode(argb32: $0, width: 2, height: 1, stride: 8) }
    #expect(try #require(decodePNG(png)).pixels == [0, 0])
  }

  @Test func sameSnapshotGivesIdenticalBytes() throws {
    let renderer = SnapshotRenderer(scale: 1.5, background: nil)
    var first = PNGEncoder()
    var second = PNGEncoder()
    let a = try renderer.renderPNG(scene(), encoder: &first)
    let b = try renderer.renderPNG(scene(), encoder: &first)
    let c = try renderer.renderPNG(scene(), encoder: &second)
    #expect(a == b)
    #expect(a == c)
    #expect(try #require(decodePNG(a)).width == 96)
  }

  @Test func copiedEncodersEncodeIndependently() throws {
    let canvas = try draw(scene())
    var original = PNGEncoder(compressionLevel: 6)
    var copy = original
    #expect(copy.compressionLevel == 6)
    #expect(original.encode(canvas) == copy.encode(canvas))
  }

  @Test func concurrentRenderingGivesTheSameBytes() async throws {
    let snapshot = scene()
    var encoder = PNGEncoder()
    let expected = try SnapshotRenderer(scale: 2, background: .white).renderPNG(snapshot, encoder: &encoder)
    let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
      for _ in 0..<4 {
        group.addTask {
          var encoder = PNGEncoder()
          let canvas = try CairoCanvas(width: 128, height: 96)
          var last: [UInt8] = []
          for _ in 0..<5 {
            try SnapshotRenderer(scale: 2, background: .white).render(snapshot, into: canvas)
            last = encoder.encode(canvas)
          }
          return last
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 4)
    #expect(results.allSatisfy { $0 == expected })
  }
}
