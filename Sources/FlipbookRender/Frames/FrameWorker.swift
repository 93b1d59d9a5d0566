import Flipbook

/// One render worker: the frames it is handed drawn into its own canvas and encoded by its own encoder
/// (`FrameEncoder`). A worker is used by one task at a time (the `FrameRenderer` hands out worker indices),
/// which is what makes sending it between tasks safe.
final class FrameWorker: @unchecked Sendable {
  private let canvas: CairoCanvas
  private var encoder: any FrameEncoder
  private let renderer: SnapshotRenderer
  private var average = FrameAverage()
  /// The bytes of the last frame this worker rendered, for frames that repeat it.
  private var lastBytes: [UInt8]?

  init(renderer: SnapshotRenderer, width: Int, height: Int, encoding: FrameEncoding, compressionLevel: Int)
    throws
  {
    self.renderer = renderer
    canvas = try CairoCanvas(width: width, height: height)
    encoder = try encoding.makeEncoder(compressionLevel: compressionLevel)
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
    let bytes = encoder.encode(canvas)
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

  /// Draws each snapshot and leaves in the canvas the average of their pixels (`FrameAverage`).
  private func drawAverage(of snapshots: [RenderSnapshot]) throws {
    average.reset(count: canvas.stride * canvas.height)
    for snapshot in snapshots {
      try renderer.render(snapshot, into: canvas)
      canvas.withPixels { average.add($0) }
    }
    canvas.withMutablePixels { average.write(into: $0, samples: snapshots.count) }
  }

  private static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}
