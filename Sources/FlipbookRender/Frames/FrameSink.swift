import FlipbookTiming

/// Where a `FrameRenderer` delivers frames: a PNG folder, a file-name pattern, an `ffmpeg` pipe, memory.
///
/// The renderer calls `start(_:)` once, then `write(_:)` once per frame, then `finish()`; if anything fails
/// or the task is cancelled it calls `cancel()` instead of `finish()`. When `order` is `.any`, `write` is
/// called on the render workers, several at a time, in no particular order (so a sink of that kind must be
/// thread-safe); when it is `.frameOrder`, it is called one frame at a time in increasing frame order.
///
/// A sink that wraps another (to hash each frame for a manifest, say) forwards these calls.
///
/// ```swift
/// final class CountingSink: FrameSink {
///   let encoding = FrameEncoding.png(.automatic)
///   let order = FrameDeliveryOrder.any
///   func write(_ frame: EncodedFrame) throws { print(frame.frame, frame.bytes.count) }
/// }
/// ```
public protocol FrameSink: Sendable {
  /// How each frame's pixels are to be encoded before `write`.
  var encoding: FrameEncoding { get }
  /// Whether frames must arrive in increasing frame order.
  var order: FrameDeliveryOrder { get }
  /// Called once before any frame, with the size and the frames to come.
  func start(_ stream: FrameStream) throws
  /// Takes one frame's bytes.
  func write(_ frame: EncodedFrame) throws
  /// Called once after the last frame was written.
  func finish() throws
  /// Called instead of `finish()` when the render failed or was cancelled: undo what is incomplete.
  func cancel()
}

extension FrameSink {
  /// Does nothing.
  public func start(_ stream: FrameStream) throws {}
  /// Does nothing.
  public func finish() throws {}
  /// Does nothing.
  public func cancel() {}
}

/// Whether a sink takes frames as they finish or strictly in frame order.
public enum FrameDeliveryOrder: Sendable, Hashable {
  /// Any order, from several threads at once (a folder of files).
  case any
  /// One at a time, in increasing frame order (a video stream).
  case frameOrder
}

/// What a sink is told before the first frame.
public struct FrameStream: Sendable, Hashable {
  /// The width of every frame in pixels.
  public var width: Int
  /// The height of every frame in pixels.
  public var height: Int
  /// The frames to come, in increasing order.
  public var frames: [Int]
  /// The frame rate the frame numbers count in.
  public var frameRate: FrameRate

  /// Creates a stream description.
  public init(width: Int, height: Int, frames: [Int], frameRate: FrameRate) {
    self.width = width
    self.height = height
    self.frames = frames
    self.frameRate = frameRate
  }
}

/// One encoded frame.
public struct EncodedFrame: Sendable {
  /// The frame number.
  public var frame: Int
  /// The frame's bytes, laid out as the sink's `encoding` says.
  public var bytes: [UInt8]

  /// Creates an encoded frame.
  public init(frame: Int, bytes: [UInt8]) {
    self.frame = frame
    self.bytes = bytes
  }
}
