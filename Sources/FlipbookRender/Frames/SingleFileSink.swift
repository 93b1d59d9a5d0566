/// Writes one frame, as a PNG file, to a fixed path (whole or not at all): what `flipbook still` uses.
///
/// ```swift
/// let sink = try SingleFileSink(path: "poster.png", colorType: .rgba)
/// try await FrameRenderer(renderer: renderer).render(frames: [42], from: player, to: sink)
/// ```
public final class SingleFileSink: FrameSink {
  /// The file written.
  public let path: String
  /// PNG of the chosen colour type.
  public let encoding: FrameEncoding
  /// One frame: order does not matter.
  public let order = FrameDeliveryOrder.any

  /// Checks that the folder of `path` exists or can be made.
  public init(path: String, colorType: PNGColorType = .automatic) throws {
    self.path = path
    self.encoding = .png(colorType)
    try OutputPath.prepareFolder(of: path)
  }

  /// Refuses a second frame: the file holds one.
  public func start(_ stream: FrameStream) throws {
    guard stream.frames.count == 1 else {
      throw FrameOutputError("\(path): one file holds one frame, not \(stream.frames.count)")
    }
  }

  /// Writes the frame's PNG atomically.
  public func write(_ frame: EncodedFrame) throws { try FrameFileSink.writeAtomically(frame.bytes, to: path) }
}
