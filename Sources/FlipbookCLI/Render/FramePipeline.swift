import Flipbook
import FlipbookRender

/// One rendered frame: its PNG bytes and the seconds spent drawing and encoding it.
struct RenderedFrame: Sendable {
  var png: [UInt8]
  var drawingSeconds: Double
  var encodingSeconds: Double
}

/// One render worker's reusable canvas and PNG encoder. A worker is used by one task at a time (the
/// pipeline hands out worker indices), which is what makes sending it between tasks safe.
final class RenderWorker: @unchecked Sendable {
  private let canvas: CairoCanvas
  private var encoder = PNGEncoder()
  private let renderer: SnapshotRenderer

  init(renderer: SnapshotRenderer, width: Int, height: Int) throws {
    self.renderer = renderer
    canvas = try CairoCanvas(width: width, height: height)
  }

  func render(_ snapshot: RenderSnapshot) throws -> RenderedFrame {
    let clock = ContinuousClock()
    let start = clock.now
    try renderer.render(snapshot, into: canvas)
    let drawn = clock.now
    let png = encoder.encode(canvas)
    return RenderedFrame(
      png: png, drawingSeconds: (drawn - start).inSeconds, encodingSeconds: (clock.now - drawn).inSeconds)
  }
}

/// Renders frames in parallel: the main actor steps the timeline and takes a snapshot per frame, in frame
/// order; up to `jobs` workers draw, encode and deliver (write) snapshots at the same time. Each file depends
/// only on its snapshot, so the output is byte-identical whatever `jobs` is. `flipbook render` and
/// `flipbook bench render` both run this.
@MainActor
struct FramePipeline {
  let renderer: SnapshotRenderer
  let pixelSize: (width: Int, height: Int)
  let jobs: Int

  /// - Parameters:
  ///   - snapshot: steps to a frame and pictures it (main actor, frames in increasing order).
  ///   - deliver: receives each frame's PNG on the worker that made it (for example, writes the file).
  ///   - frameDone: called on the main actor once per delivered frame, with its timings.
  func run(
    frames: [Int], snapshot: (Int) -> RenderSnapshot,
    deliver: @escaping @Sendable (Int, [UInt8]) throws -> Void, frameDone: (RenderedFrame) -> Void
  ) async throws {
    let workers = try (0..<max(1, jobs)).map { _ in
      try RenderWorker(renderer: renderer, width: pixelSize.width, height: pixelSize.height)
    }
    try await withThrowingTaskGroup(of: (Int, RenderedFrame).self) { group in
      var idle = Array(workers.indices.reversed())
      for frame in frames {
        let picture = snapshot(frame)
        if idle.isEmpty, let (freed, done) = try await group.next() {
          idle.append(freed)
          frameDone(done)
        }
        let index = idle.removeLast()
        let worker = workers[index]
        group.addTask {
          var rendered = try worker.render(picture)
          try deliver(frame, rendered.png)
          rendered.png = []
          return (index, rendered)
        }
      }
      while let (_, done) = try await group.next() { frameDone(done) }
    }
  }
}
