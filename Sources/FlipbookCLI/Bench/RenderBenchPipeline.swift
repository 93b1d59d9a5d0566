import Flipbook
import FlipbookRender
import Foundation

/// Totals of one render benchmark, in seconds (drawing and encoding summed over the workers).
struct RenderBenchResult {
  var frames = 0
  var evaluation = 0.0
  var drawing = 0.0
  var encoding = 0.0
  var wall = 0.0
  var bytes = 0
}

/// `flipbook render`'s own `FramePipeline` with a stopwatch: the main actor steps the timeline and snapshots
/// each frame in order (evaluation) while up to `jobs` workers draw and encode; nothing is written.
@MainActor
struct RenderBenchPipeline {
  let renderer: SnapshotRenderer
  let size: (width: Int, height: Int)
  let jobs: Int

  func run(frames: [Int], snapshot: (Int) -> RenderSnapshot) async throws -> RenderBenchResult {
    var result = RenderBenchResult(frames: frames.count)
    let bytes = ByteCounter()
    let clock = ContinuousClock()
    let start = clock.now
    try await FramePipeline(renderer: renderer, pixelSize: size, jobs: jobs).run(
      frames: frames,
      snapshot: { frame in
        let evaluated = clock.now
        let picture = snapshot(frame)
        result.evaluation += (clock.now - evaluated).inSeconds
        return picture
      },
      deliver: { _, png in bytes.add(png.count) },
      frameDone: { done in
        result.drawing += done.drawingSeconds
        result.encoding += done.encodingSeconds
      })
    result.wall = (clock.now - start).inSeconds
    result.bytes = bytes.total
    return result
  }
}

/// Sums PNG sizes delivered on several worker threads.
private final class ByteCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var sum = 0
  func add(_ n: Int) { lock.withLock { sum += n } }
  var total: Int { lock.withLock { sum } }
}
