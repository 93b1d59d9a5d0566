import Crypto
import Flipbook
import FlipbookGeometry
import FlipbookTiming

/// Wraps a frame source and hashes each snapshot it hands out: the SHA-256 of a frame's evaluated state
/// (time, canvas, every node's geometry, alpha, colour and flags, display lists and transitions), the
/// `state` of a manifest line. With motion blur, every sample of the frame goes into its hash.
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
    Self.hash(snapshot, into: &hasher)
    hashers[instant.frame] = hasher
    return snapshot
  }

  /// The state hash of each frame snapshotted so far, by frame.
  public var stateHashes: [Int: String] {
    hashers.mapValues { FrameManifest.hex($0.finalize()) }
  }

  /// Feeds the snapshot's content into `hasher`: every node's structure, flags and the value of every
  /// animatable property (bit patterns, so -0 and 0 differ), then display lists, contents and transitions.
  static func hash(_ snapshot: RenderSnapshot, into hasher: inout SHA256) {
    var words: [UInt64] = [
      snapshot.time.bitPattern, snapshot.size.width.bitPattern, snapshot.size.height.bitPattern,
      UInt64(snapshot.nodes.count),
    ]
    words.reserveCapacity(4 + 32 * snapshot.nodes.count)
    for node in snapshot.nodes {
      words += [
        UInt64(bitPattern: Int64(node.subtreeEnd)), (node.isHidden ? 1 : 0) | (node.clipsToBounds ? 2 : 0),
        node.contentScaleFactor.bitPattern, UInt64(bitPattern: Int64(node.displayList ?? -1)),
        UInt64(bitPattern: Int64(node.transition ?? -1)), UInt64(bitPattern: Int64(node.content ?? -1)),
        UInt64(node.contentMode.rawValue),
      ]
      for property in AnimatableProperty.allCases {
        let components = node.values[property].components
        words.append(UInt64(components.count))
        for component in components { words.append(component.bitPattern) }
      }
    }
    words.withUnsafeBytes { hasher.update(bufferPointer: $0) }
    // Content, drawing and transitions are rare; their descriptions are deterministic text.
    if !snapshot.displayLists.isEmpty || !snapshot.transitions.isEmpty || !snapshot.contents.isEmpty {
      hasher.update(data: Array("\(snapshot.displayLists)|\(snapshot.transitions)|\(snapshot.contents)".utf8))
    }
  }
}
