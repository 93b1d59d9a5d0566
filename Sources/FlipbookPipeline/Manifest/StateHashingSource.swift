import Crypto
import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTiming

/// Wraps a frame source and hashes each snapshot it hands out: the SHA-256 of a frame's evaluated state
/// (time, canvas, every node's fields and animatable values, display lists, transitions and contents, in
/// the versioned byte format of ``StateEncoding``), the `state` of a manifest line. With motion blur, every
/// sample of the frame goes into its hash.
///
/// ```swift
/// let source = StateHashingSource(player)
/// try await renderer.render(frames: frames, from: source, to: sink)
/// source.stateHashes  // [frame: "41ab…"]
/// ```
@MainActor
public final class StateHashingSource<Base: FrameSource>: FrameSource {
  /// The wrapped source.
  public let base: Base
  /// Whether snapshots are hashed; when `false` the source only forwards (no cost).
  public let isHashing: Bool
  private var hashers: [Int: SHA256] = [:]
  private var encoding = StateEncoding()

  /// Wraps `base`, hashing its snapshots when `hashing`.
  public init(_ base: Base, hashing: Bool = true) {
    self.base = base
    self.isHashing = hashing
  }

  public var canvasSize: Size { base.canvasSize }
  public var frameRate: FrameRate { base.frameRate }

  /// The wrapped source's snapshot, hashed into its frame's state hash.
  public func snapshot(at instant: FrameInstant) -> RenderSnapshot {
    let snapshot = base.snapshot(at: instant)
    guard isHashing else { return snapshot }
    var hasher = hashers[instant.frame] ?? SHA256()
    encoding.hash(snapshot, into: &hasher)
    hashers[instant.frame] = hasher
    return snapshot
  }

  /// The state hash of each frame snapshotted so far, by frame.
  public var stateHashes: [Int: String] {
    hashers.mapValues { FrameManifest.hex($0.finalize()) }
  }
}
