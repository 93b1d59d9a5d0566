import Benchmark
import BenchmarkSupport
import FlipbookLottie
import FlipbookTimeline
import FlipbookWorkloads

/// `flipbook export` without the file: a timeline of 1000 views, each moved by one eased animation (the
/// render scene's format), recorded frame by frame and written as Lottie JSON (Bézier keyframes). Peak
/// resident memory divided by the views is the export's memory per view (goal: at most 10 KB).
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuUser, .mallocCountTotal, .peakMemoryResident],
    warmupIterations: 1,
    maxDuration: .seconds(10),
    maxIterations: 20,
    thresholds: [.wallClock: .relaxedWallClock])

  for views in [1_000, 10_000] {
    let bytes = Array(MovingRectanglesScene(rectangles: views).timelineJSON().utf8)
    Benchmark("export-\(views)-views") { benchmark in
      await benchmark.measureOnMainActor { region in
        guard case .success(let document) = TimelineLoader.load(bytes: bytes, file: "scene.json") else {
          fatalError("the generated timeline does not load")
        }
        region.start()
        do {
          blackHole(try LottieExporter().export(document, file: "scene.json"))
        } catch {
          fatalError("the generated timeline does not export: \(error)")
        }
        region.stop()
      }
    }
  }
}
