import Flipbook
import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import Foundation

/// Totals of one render benchmark, in seconds (drawing and encoding summed over the workers).
struct RenderBenchResult {
  var frames = 0
  var evaluation = 0.0
  var drawing = 0.0
  var encoding = 0.0
  var wall = 0.0
  var bytes = 0
  /// Frames that repeated the previous frame's picture (not drawn or encoded again).
  var repeated = 0
}

/// `flipbook render`'s own `FrameRenderer` with a stopwatch: the main actor steps the timeline and snapshots
/// each frame in order (evaluation) while up to `jobs` workers draw and encode; nothing is written.
@MainActor
struct RenderBenchPipeline {
  let renderer: SnapshotRenderer
  let jobs: Int

  func run(frames: [Int], player: TimelinePlayer) async throws -> RenderBenchResult {
    var result = RenderBenchResult(frames: frames.count)
    let source = TimedSource(player: player)
    let clock = ContinuousClock()
    let start = clock.now
    try await FrameRenderer(renderer: renderer, options: FrameRenderOptions(jobs: jobs)).render(
      frames: frames, from: source, to: DiscardingSink()
    ) { report in
      result.drawing += report.drawingSeconds
      result.encoding += report.encodingSeconds
      result.bytes += report.byteCount
      if report.isRepeat { result.repeated += 1 }
    }
    result.wall = (clock.now - start).inSeconds
    result.evaluation = source.seconds
    return result
  }
}

/// A timeline player that adds up the time spent stepping it and taking snapshots.
@MainActor
private final class TimedSource: FrameSource {
  let player: TimelinePlayer
  var seconds = 0.0
  init(player: TimelinePlayer) { self.player = player }
  var canvasSize: Size { player.canvasSize }
  var frameRate: FrameRate { player.frameRate }
  func snapshot(at instant: FrameInstant) -> RenderSnapshot {
    let clock = ContinuousClock()
    let start = clock.now
    defer { seconds += (clock.now - start).inSeconds }
    return player.snapshot(at: instant)
  }
}

/// Takes PNG frames and drops them.
private struct DiscardingSink: FrameSink {
  let encoding = FrameEncoding.png(.automatic)
  let order = FrameDeliveryOrder.any
  func write(_ frame: EncodedFrame) throws {}
}
