import Flipbook

/// One render worker's reusable canvas, encoder and motion-blur sums. A worker is used by one task at a time
/// (the `FrameRenderer` hands out worker indices), which is what makes sending it between tasks safe.
final class FrameWorker: @unchecked Sendable {
  private let canvas: CairoCanvas
  private var encoder: PNGEncoder
  private let renderer: SnapshotRenderer
  private let encoding: FrameEncoding
  private var sums: [UInt32] = []
  private let scanlines = PNGScanlineWriter()
  /// The bytes of the last frame this worker rendered, for frames that repeat it.
  private var lastBytes: [UInt8]?

  init(renderer: SnapshotRenderer, width: Int, height: Int, encoding: FrameEncoding, compressionLevel: Int)
    throws
  {
    self.renderer = renderer
    self.encoding = encoding
    canvas = try CairoCanvas(width: width, height: height)
    if case .png(let colorType) = encoding {
      encoder = try PNGEncoder(checkedCompressionLevel: compressionLevel, colorType: colorType)
    } else {
      encoder = try PNGEncoder(checkedCompressionLevel: compressionLevel)
    }
  }

  /// Draws the snapshots (one, or a frame's motion-blur samples) and encodes their average.
  func render(frame: Int, _ snapshots: [RenderSnapshot]) throws -> (EncodedFrame, FrameReport) {
    let clock = ContinuousClock()
    let start = clock.now
    if snapshots.count == 1 {
      try renderer.render(snapshots[0], into: canvas)
    } else {
      try drawAverage(of: snapshots)
    }
    let drawn = clock.now
    let bytes = encode()
    lastBytes = bytes
    let report = FrameReport(
      frame: frame, byteCount: bytes.count, drawingSeconds: Self.seconds(drawn - start),
      encodingSeconds: Self.seconds(clock.now - drawn))
    return (EncodedFrame(frame: frame, bytes: bytes), report)
  }

  /// The last rendered frame's bytes again, as `frame`: for a frame whose snapshots draw the same picture.
  func repeatLast(as frame: Int) -> (EncodedFrame, FrameReport) {
    guard let bytes = lastBytes else { preconditionFailure("FrameWorker.repeatLast before any frame") }
    let report = FrameReport(
      frame: frame, byteCount: bytes.count, drawingSeconds: 0, encodingSeconds: 0, isRepeat: true)
    return (EncodedFrame(frame: frame, bytes: bytes), report)
  }

  /// Draws each snapshot and leaves in the canvas the per-byte average of the premultiplied pixels, rounded
  /// to nearest: integer sums, so the result does not depend on anything but the snapshots.
  private func drawAverage(of snapshots: [RenderSnapshot]) throws {
    let count = canvas.stride * canvas.height
    if sums.count != count { sums = [UInt32](repeating: 0, count: count) }
    sums.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    for snapshot in snapshots {
      try renderer.render(snapshot, into: canvas)
      canvas.withPixels { pixels in
        sums.withUnsafeMutableBufferPointer { sums in
          for i in 0..<count { sums[i] &+= UInt32(pixels[i]) }
        }
      }
    }
    let n = UInt32(snapshots.count)
    canvas.withMutablePixels { pixels in
      sums.withUnsafeBufferPointer { sums in
        for i in 0..<count { pixels[i] = UInt8(truncatingIfNeeded: (sums[i] &+ n / 2) / n) }
      }
    }
  }

  private func encode() -> [UInt8] {
    switch encoding {
    case .png:
      return encoder.encode(canvas)
    case .premultipliedBGRA:
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
    case .straightRGBA:
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

  private static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}
