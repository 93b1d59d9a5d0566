import Flipbook
import FlipbookGeometry
import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import FlipbookWorkloads

/// Checks that frame `k` is a pure function of the document and `k`: each frame's sampled state, its state
/// hash and its pixels (drawn small) must be the same however the frame is computed. The reference is one
/// player stepping through the frames in order; against it, the frames are computed
///
/// - **alone, in reverse:** each frame by a fresh player, the last frame first (a still, `render --frames k`);
///   at most `alone` frames are checked so, chosen by the seed, always with the first and the last;
/// - **shuffled:** every frame, in an order shuffled by the seed, by one player that steps forward and is
///   replaced by a fresh one whenever the next frame is earlier than the last (a preview being scrubbed; the
///   runs of increasing frames between restarts are like shards and `verify`'s groups).
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
  /// side (0: not drawn); at most `alone` of the frames are computed each by a fresh player (all when nil).
  /// `seed` chooses those frames and the shuffled order. Nil when every frame agrees in every mode.
  public static func check(
    _ document: TimelineDocument, frames: [Int]? = nil, pixels: Double = 24, alone: Int? = nil,
    seed: UInt64 = 1
  ) -> Difference? {
    let frames = Array(Set(frames ?? Array(0..<document.frameCount))).sorted()
    guard let first = frames.first, let last = frames.last else { return nil }
    var random = SeededGenerator(seed: seed)
    var computer = Computer(document: document, pixels: pixels)
    var expected: [Int: FrameResult] = [:]
    for frame in frames { expected[frame] = computer.result(frame) }
    func compare(_ frame: Int, _ result: FrameResult, _ mode: String) -> Difference? {
      guard let reference = expected[frame] else { return nil }
      if reference.sample != result.sample { return Difference(frame: frame, mode: mode, what: "sample") }
      if reference.state != result.state { return Difference(frame: frame, mode: mode, what: "state hash") }
      if reference.pixels != result.pixels { return Difference(frame: frame, mode: mode, what: "pixels") }
      return nil
    }
    var chosen = frames
    if let alone, frames.count > alone {
      let middle = frames.dropFirst().dropLast().shuffled(using: &random).prefix(max(alone - 2, 0))
      chosen = Array(Set([first, last] + middle)).sorted()
    }
    for frame in chosen.reversed() {
      computer = Computer(document: document, pixels: pixels)
      if let difference = compare(frame, computer.result(frame), "alone") { return difference }
    }
    computer = Computer(document: document, pixels: pixels)
    for frame in frames.shuffled(using: &random) {
      if let previous = computer.lastFrame, frame < previous {
        computer = Computer(document: document, pixels: pixels)
      }
      if let difference = compare(frame, computer.result(frame), "in a shuffled order") { return difference }
    }
    return nil
  }

  /// One player that computes frames in increasing order, with a state hash of each frame's snapshot alone.
  @MainActor struct Computer {
    let player: TimelinePlayer
    let renderer: SnapshotRenderer?
    var encoder = PNGEncoder(compressionLevel: 0)
    private(set) var lastFrame: Int?

    init(document: TimelineDocument, pixels: Double) {
      player = TimelinePlayer(document: document, file: "purity.json")
      let side = max(Double(document.canvas.width), Double(document.canvas.height), 1)
      renderer =
        pixels > 0
        ? SnapshotRenderer(scale: min(1, pixels / side), background: document.canvas.background) : nil
    }

    /// Frame `frame`, which must not be before the last frame computed.
    mutating func result(_ frame: Int) -> FrameResult {
      lastFrame = frame
      let sample = JSONWriter(style: .compact).string(from: TimelineSampler.sample(player, frames: [frame]))
      let hashing = StateHashingSource(player)
      let snapshot = hashing.snapshot(at: FrameInstant(frame: frame))
      let png = renderer.map { (try? $0.renderPNG(snapshot, encoder: &encoder)) ?? [] } ?? []
      return FrameResult(sample: sample, state: hashing.stateHashes[frame] ?? "", pixels: png)
    }
  }
}
