import Benchmark
import BenchmarkSupport
import FlipbookTimeline
import FlipbookWorkloads

/// JSON decoding throughput: parsing, decoding and validating timeline documents of 1000 and 10 000 animated
/// views (the render scene's format: one view and one `animate` step per rectangle), and checking 20 000 views
/// valid and with 2 000 references to views that do not exist, whose ratio shows that errors and their "did
/// you mean" hints keep the check linear.
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

  for misspelt in [0, 2_000] {
    var scene = MovingRectanglesScene(rectangles: 20_000)
    scene.misspeltReferences = misspelt
    let bytes = Array(scene.timelineJSON().utf8)
    Benchmark("validate-20000-views-\(misspelt)-bad-ids") { benchmark in
      await benchmark.measureOnMainActor { region in
        region.start()
        let seconds = ThreadClock.measure {
          switch TimelineLoader.load(bytes: bytes, file: "scene.json") {
          case .success(let document):
            precondition(misspelt == 0, "the misspelt timeline loads")
            blackHole(document)
          case .failure(let errors):
            precondition(misspelt > 0, "the generated timeline does not load: \(errors)")
            blackHole(errors)
          }
        }
        region.stop()
        region.record(ReportedMetric.megabytesPerSecond, Double(bytes.count) / seconds / 1e6)
      }
    }
  }
}
