/// What a `FrameRenderer` tells its `onFrame` hook when a frame has been written by the sink.
///
/// ```swift
/// try await frameRenderer.render(frames: frames, from: player, to: sink) { report in
///   print("frame \(report.frame): \(report.byteCount) bytes")
/// }
/// ```
public struct FrameReport: Sendable, Hashable {
  /// The frame number.
  public var frame: Int
  /// The number of bytes handed to the sink.
  public var byteCount: Int
  /// Seconds spent drawing the frame (all its motion-blur samples).
  public var drawingSeconds: Double
  /// Seconds spent encoding the frame.
  public var encodingSeconds: Double

  /// Creates a report.
  public init(frame: Int, byteCount: Int, drawingSeconds: Double, encodingSeconds: Double) {
    self.frame = frame
    self.byteCount = byteCount
    self.drawingSeconds = drawingSeconds
    self.encodingSeconds = encodingSeconds
  }
}
