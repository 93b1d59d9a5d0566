/// `FrameEncoding.straightRGBA`: the canvas's pixels un-premultiplied into R, G, B, A bytes, rows packed,
/// with the PNG encoder's exact conversion (so a frame's bytes are its PNG's pixels).
///
/// ```swift
/// var encoder = StraightRGBAEncoder()
/// encoder.encode(canvas).count  // 4 · canvas.width · canvas.height
/// ```
struct StraightRGBAEncoder: FrameEncoder {
  private let scanlines = PNGScanlineWriter()

  func encode(_ canvas: CairoCanvas) -> [UInt8] {
    let rowBytes = 4 * canvas.width
    return canvas.withPixels { pixels in
      let image = ARGB32Image(
        base: pixels.baseAddress!, width: canvas.width, height: canvas.height,
        wordsPerRow: canvas.stride / 4)
      return scanlines.reciprocals.withUnsafeBufferPointer { reciprocals in
        [UInt8](unsafeUninitializedCapacity: rowBytes * canvas.height) { out, written in
          for y in 0..<canvas.height {
            PNGScanlineWriter.convert(
              image.row(y), to: out.baseAddress! + y * rowBytes, reciprocals: reciprocals)
          }
          written = rowBytes * canvas.height
        }
      }
    }
  }
}
