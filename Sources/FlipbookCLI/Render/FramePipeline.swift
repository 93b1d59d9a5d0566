import Flipbook
import FlipbookRender

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

  func png(for snapshot: RenderSnapshot) throws -> [UInt8] {
    try renderer.render(snapshot, into: canvas)
    return encoder.encode(canvas)
  }
}

/// Renders frames in parallel: the main actor steps the timeline and takes a snapshot per frame, in frame
/// order; up to `jobs` workers draw, encode and write snapshots at the same time. Each file depends only on its
/// snapshot, so the output is byte-identical whatever `jobs` is.
@MainActor
struct FramePipeline {
  let renderer: SnapshotRenderer
  let pixelSize: (width: Int, height: Int)
  let jobs: Int

  func run(
    frames: [Int], snapshot: (Int) -> RenderSnapshot,
    deliver: @escaping @Sendable (Int, [UInt8]) throws -> Void, frameDone: () -> Void
  ) async throws {
    let workers = try (0..<max(1, jobs)).map { _ in
      try RenderWorker(renderer: renderer, width: pixelSize.width, height: pixelSize.height)
    }
    try await withThrowingTaskGroup(of: Int.self) { group in
      var idle = Array(workers.indices.reversed())
      for frame in frames {
        let picture = snapshot(frame)
        if idle.isEmpty, let freed = try await group.next() {
          idle.append(freed)
          frameDone()
        }
        let index = idle.removeLast()
        let worker = workers[index]
        group.addTask {
          try deliver(frame, try worker.png(for: picture))
          return index
        }
      }
      while try await group.next() != nil { frameDone() }
    }
  }
}
