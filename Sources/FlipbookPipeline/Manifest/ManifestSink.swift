import FlipbookRender

/// Wraps a sink and records the SHA-256 of every frame it writes (the PNG file's bytes, or the raw pixels
/// of a video frame), for a manifest or for `flipbook verify`.
///
/// ```swift
/// let sink = ManifestSink(try FrameFileSink(naming: .folder("out")))
/// try await renderer.render(frames: frames, from: player, to: sink)
/// sink.digests  // [frame: "9f2c…"]
/// ```
public final class ManifestSink<Base: FrameSink>: FrameSink {
  /// The wrapped sink.
  public let base: Base
  /// Whether frames are hashed; when `false` the sink only forwards (no cost).
  public let isHashing: Bool
  private let recorded = Locked<[Int: String]>([:])

  /// Wraps `base`, hashing frames when `hashing`.
  public init(_ base: Base, hashing: Bool = true) {
    self.base = base
    self.isHashing = hashing
  }

  public var encoding: FrameEncoding { base.encoding }
  public var order: FrameDeliveryOrder { base.order }
  public func start(_ stream: FrameStream) throws { try base.start(stream) }

  /// Hashes the frame, then hands it to the wrapped sink.
  public func write(_ frame: EncodedFrame) throws {
    guard isHashing else { return try base.write(frame) }
    let digest = FrameManifest.sha256(of: frame.bytes)
    try base.write(frame)
    recorded.withLock { $0[frame.frame] = digest }
  }

  public func finish() throws { try base.finish() }
  public func cancel() { base.cancel() }

  /// The SHA-256 of each frame written so far, by frame.
  public var digests: [Int: String] { recorded.withLock { $0 } }
}

/// A sink that keeps nothing but what ``ManifestSink`` records: for re-rendering frames only to hash them.
///
/// ```swift
/// let sink = ManifestSink(DiscardingSink(encoding: .png(.automatic)))
/// ```
public struct DiscardingSink: FrameSink {
  public let encoding: FrameEncoding
  public let order = FrameDeliveryOrder.any

  /// A sink that drops frames encoded as `encoding`.
  public init(encoding: FrameEncoding) { self.encoding = encoding }

  public func write(_ frame: EncodedFrame) throws {}
}
