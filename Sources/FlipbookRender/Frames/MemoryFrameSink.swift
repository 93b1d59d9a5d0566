/// Keeps the PNG bytes of the frames rendered into it, in memory: what `flipbook preview` serves.
///
/// ```swift
/// let sink = MemoryFrameSink(colorType: .automatic)
/// try await renderer.render(frames: [3], from: player, to: sink)
/// let png = sink.frames[3]
/// ```
public final class MemoryFrameSink: FrameSink {
  /// PNG of the chosen colour type.
  public let encoding: FrameEncoding
  /// Any order: frames are kept by number.
  public let order = FrameDeliveryOrder.any
  // Workers write from several threads at once.
  private let storage = Locked<[Int: [UInt8]]>([:])

  /// Creates an empty sink that keeps PNG files of `colorType`.
  public init(colorType: PNGColorType) {
    self.encoding = .png(colorType)
  }

  /// Keeps the frame's bytes.
  public func write(_ frame: EncodedFrame) throws {
    storage.withLock { $0[frame.frame] = frame.bytes }
  }

  /// The frames written so far, by frame number.
  public var frames: [Int: [UInt8]] { storage.withLock { $0 } }
}
