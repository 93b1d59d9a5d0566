import Flipbook
import FlipbookRender

/// Totals of one render benchmark, in seconds (drawing and encoding summed over the workers).
struct RenderBenchResult {
  var frames = 0
  var evaluation = 0.0
  var drawing = 0.0
  var encoding = 0.0
  var wall = 0.0
  var bytes = 0
}

/// One worker's canvas and encoder, timing each phase. Used by one task at a time (the pipeline hands out
/// worker indices), which makes sending it between tasks safe.
final class TimedRenderWorker: @unchecked Sendable {
  private let canvas: CairoCanvas
  private var encoder = PNGEncoder()
  private let renderer: SnapshotRenderer

  init(renderer: SnapshotRenderer, width: Int, height: Int) throws {
    self.renderer = renderer
    canvas = try CairoCanvas(width: width, height: height)
  }

  /// Draws and encodes `snapshot`; returns the seconds spent on each and the PNG size.
  func render(_ snapshot: RenderSnapshot) throws -> (drawing: Double, encoding: Double, bytes: Int) {
    let clock = ContinuousClock()
    let start = clock.now
    try renderer.render(snapshot, into: canvas)
    let drawn = clock.now
    let png = encoder.encode(canvas)
    let encoded = clock.now
    return (BenchTiming.seconds(drawn - start), BenchTiming.seconds(encoded - drawn), png.count)
  }
}

/// The `flipbook render` pipeline with a stopwatch: the main actor steps the timeline and snapshots each
/// frame in order while up to `jobs` workers draw and encode.
@MainActor
struct RenderBenchPipeline {
  let renderer: SnapshotRenderer
  let size: (width: Int, height: Int)
  let jobs: Int

  func run(frames: [Int], snapshot: (Int) -> RenderSnapshot) async throws -> RenderBenchResult {
    let workers = try (0..<jobs).map { _ in
      try TimedRenderWorker(renderer: renderer, width: size.width, height: size.height)
    }
    var result = RenderBenchResult(frames: frames.count)
    let clock = ContinuousClock()
    let start = clock.now
    try await withThrowingTaskGroup(of: (Int, Double, Double, Int).self) { group in
      var idle = Array(workers.indices.reversed())
      func collect(_ done: (Int, Double, Double, Int)) {
        idle.append(done.0)
        result.drawing += done.1
        result.encoding += done.2
        result.bytes += done.3
      }
      for frame in frames {
        let evaluated = clock.now
        let picture = snapshot(frame)
        result.evaluation += BenchTiming.seconds(clock.now - evaluated)
        if idle.isEmpty, let done = try await group.next() { collect(done) }
        let index = idle.removeLast()
        let worker = workers[index]
        group.addTask {
          let timing = try worker.render(picture)
          return (index, timing.drawing, timing.encoding, timing.bytes)
        }
      }
      while let done = try await group.next() { collect(done) }
    }
    result.wall = BenchTiming.seconds(clock.now - start)
    return result
  }
}
