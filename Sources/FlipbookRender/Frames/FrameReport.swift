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
  /// Whether the frame repeats the previous frame's bytes (its snapshots draw the same picture), so that it
  /// was neither drawn nor encoded.
  public var isRepeat: Bool

  /// Creates a report.
  public init(
    frame: Int, byteCount: Int, drawingSeconds: Double, encodingSeconds: Double, isRepeat: Bool = false
  ) {
    self.frame = frame
    self.byteCount = byteCount
    self.drawingSeconds = drawingSeconds
    self.encodingSeconds = encodingSeconds
    self.isRepeat = isRepeat
  }
}
