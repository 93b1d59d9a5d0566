/// `FrameEncoding.premultipliedBGRA`: the canvas's own pixels, rows copied without their padding.
///
/// ```swift
/// var encoder = PremultipliedBGRAEncoder()
/// encoder.encode(canvas).count  // 4 · canvas.width · canvas.height
/// ```
struct PremultipliedBGRAEncoder: FrameEncoder {
  func encode(_ canvas: CairoCanvas) -> [UInt8] {
    let rowBytes = 4 * canvas.width
    return canvas.withPixels { pixels in
      [UInt8](unsafeUninitializedCapacity: rowBytes * canvas.height) { out, written in
        for y in 0..<canvas.height {
          UnsafeMutableRawPointer(out.baseAddress! + y * rowBytes)
            .copyMemory(from: pixels.baseAddress! + y * canvas.stride, byteCount: rowBytes)
        }
        written = rowBytes * canvas.height
      }
    }
  }
}
