import Benchmark
import BenchmarkSupport
import FlipbookTimeline
import FlipbookWorkloads

/// JSON decoding throughput: parsing, decoding and validating timeline documents of 1000 and 10 000 animated
/// views (the render scene's format: one view and one `animate` step per rectangle).
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuUser, .mallocCountTotal, .throughput, ReportedMetric.megabytesPerSecond],
    warmupIterations: 2,
    maxDuration: .seconds(5),
    maxIterations: 200,
    thresholds: [.wallClock: .relaxedWallClock, .mallocCountTotal: .strict])

  for views in [1_000, 10_000] {
    let bytes = Array(MovingRectanglesScene(rectangles: views).timelineJSON().utf8)
    Benchmark("load-\(views)-views-\(bytes.count / 1024)KiB") { benchmark in
      // The loader runs the script on the (main-actor) engine to validate it.
      await benchmark.measureOnMainActor { region in
        region.start()
        let seconds = ThreadClock.measure {
          switch TimelineLoader.load(bytes: bytes, file: "scene.json") {
          case .success(let document): blackHole(document)
          case .failure(let errors): fatalError("the generated timeline does not load: \(errors)")
          }
        }
        region.stop()
        region.record(ReportedMetric.megabytesPerSecond, Double(bytes.count) / seconds / 1e6)
      }
    }
  }
}
