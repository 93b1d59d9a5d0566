import Flipbook
import FlipbookGeometry
import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import FlipbookWorkloads

/// Checks that frame `k` is a pure function of the document and `k`: each frame's sampled state, its state
/// hash and its pixels (drawn small) must be the same whether the frame is computed in one pass over every
/// frame, alone by a fresh player (the frames visited last to first), or in shuffled groups (like shards
/// and `verify`'s groups), each group by one player.
///
/// ```swift
/// if let difference = FramePurity.check(document) { print(difference) }  // nil: every frame agrees
/// ```
@MainActor
public enum FramePurity {
  /// A frame computed two ways with different results.
  public struct Difference: Error, Sendable, CustomStringConvertible {
    /// The frame.
    public var frame: Int
    /// How the frame was computed differently from the pass over every frame.
    public var mode: String
    /// What differs: the sample, the state hash or the pixels.
    public var what: String

    public var description: String { "frame \(frame) computed \(mode) differs in its \(what)" }
  }

  /// What one frame shows.
  struct FrameResult: Equatable {
    var sample: String
    var state: String
    var pixels: [UInt8]
  }

  /// Checks `frames` of `document` (default: every frame); the pixels are drawn at most `pixels` points on a
  /// side (0: not drawn). `seed` chooses the shuffled groups. Nil when every frame agrees in every mode.
  public static func check(
    _ document: TimelineDocument, frames: [Int]? = nil, pixels: Double = 24, seed: UInt64 = 1
  ) -> Difference? {
    let frames = Array(Set(frames ?? Array(0..<document.frameCount))).sorted()
    guard !frames.isEmpty else { return nil }
    let expected = compute(document, frames, pixels: pixels)
    func compare(_ results: [Int: FrameResult], _ mode: String) -> Difference? {
      for frame in frames {
        guard let a = expected[frame], let b = results[frame] else { continue }
        if a.sample != b.sample { return Difference(frame: frame, mode: mode, what: "sample") }
        if a.state != b.state { return Difference(frame: frame, mode: mode, what: "state hash") }
        if a.pixels != b.pixels { return Difference(frame: frame, mode: mode, what: "pixels") }
      }
      return nil
    }
    var alone: [Int: FrameResult] = [:]
    for frame in frames.reversed() { alone.merge(compute(document, [frame], pixels: pixels)) { $1 } }
    if let difference = compare(alone, "alone") { return difference }
    var random = SeededGenerator(seed: seed)
    let groupCount = min(3, frames.count)
    var groups = Array(repeating: [Int](), count: groupCount)
    for frame in frames { groups[Int.random(in: 0..<groupCount, using: &random)].append(frame) }
    var shuffled: [Int: FrameResult] = [:]
    for group in groups.shuffled(using: &random) {
      shuffled.merge(compute(document, group, pixels: pixels)) { $1 }
    }
    return compare(shuffled, "in shuffled groups")
  }

  /// Computes `frames` (increasing) with one fresh player.
  static func compute(_ document: TimelineDocument, _ frames: [Int], pixels: Double) -> [Int: FrameResult] {
    let player = TimelinePlayer(document: document, file: "purity.json")
    let hashing = StateHashingSource(player)
    let size = Size(width: Double(document.canvas.width), height: Double(document.canvas.height))
    let renderer = SnapshotRenderer(
      scale: min(1, pixels / max(size.width, size.height, 1)), background: document.canvas.background)
    var encoder = PNGEncoder(compressionLevel: 0)
    var results: [Int: FrameResult] = [:]
    for frame in frames {
      let sample = JSONWriter(style: .compact).string(from: TimelineSampler.sample(player, frames: [frame]))
      let snapshot = hashing.snapshot(at: FrameInstant(frame: frame))
      let png = pixels > 0 ? (try? renderer.renderPNG(snapshot, encoder: &encoder)) ?? [] : []
      results[frame] = FrameResult(sample: sample, state: "", pixels: png)
    }
    for (frame, state) in hashing.stateHashes { results[frame]?.state = state }
    return results
  }
}
