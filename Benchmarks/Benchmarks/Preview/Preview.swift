import Benchmark
import BenchmarkSupport
import FlipbookPreview
import Foundation

/// `flipbook preview`'s frame answers for the showcase timeline (640 × 360), through the preview session
/// exactly as the HTTP handler asks it (the hop to the main actor included, the socket not):
/// - a frame already in the cache (the goal: at most 5 ms);
/// - a frame not in the cache, at scale 3 (1920 × 1080): a seek, on a fresh player (the goal: at most
///   60 ms);
/// - the next frame while playing (the kept player one frame behind), at scale 1 and 3.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuUser, .throughput],
    warmupIterations: 2,
    maxDuration: .seconds(10),
    maxIterations: 200,
    thresholds: [.wallClock: .relaxedWallClock])

  // The showcase, two folders above this file.
  let showcase = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Timelines/showcase.json")
    .path
  let frame = 120

  Benchmark("preview-cached-frame-showcase") { benchmark in
    let session = await PreviewSession(source: PreviewSource(path: showcase))
    let request = PreviewRequest(method: "GET", path: "/frame/\(frame).png")
    guard await session.respond(to: request).status == 200 else { return benchmark.error("no frame") }
    benchmark.startMeasurement()
    let response = await session.respond(to: request)
    benchmark.stopMeasurement()
    blackHole(response.bytes.count)
  }

  Benchmark("preview-uncached-seek-showcase-1080p-scale3", configuration: .init(maxIterations: 40)) {
    benchmark in
    let source = await PreviewSource(path: showcase)
    let request = PreviewRequest(method: "GET", path: "/frame/\(frame).png")
    // A new session each iteration: an empty cache and no player yet.
    let session = await PreviewSession(source: source, scale: 3)
    benchmark.startMeasurement()
    let response = await session.respond(to: request)
    benchmark.stopMeasurement()
    guard response.status == 200 else { return benchmark.error("no frame") }
  }

  // Playing: the next frame, which the kept player reaches in one step. At scale 1 (640 × 360) this is the
  // rate render-ahead keeps up with on one core.
  for scale in [1, 3] {
    let size = scale == 1 ? "360p" : "1080p"
    Benchmark(
      "preview-uncached-next-frame-showcase-\(size)-scale\(scale)", configuration: .init(maxIterations: 40)
    ) { benchmark in
      let source = await PreviewSource(path: showcase)
      let session = await PreviewSession(source: source, scale: Double(scale))
      _ = await session.respond(to: PreviewRequest(method: "GET", path: "/frame/\(frame - 1).png"))
      benchmark.startMeasurement()
      let response = await session.respond(to: PreviewRequest(method: "GET", path: "/frame/\(frame).png"))
      benchmark.stopMeasurement()
      guard response.status == 200 else { return benchmark.error("no frame") }
    }
  }
}
