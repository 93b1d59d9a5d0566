import Benchmark
import BenchmarkSupport
import FlipbookTimeline
import FlipbookWorkloads

/// JSON decoding throughput: parsing, decoding and validating timeline documents of 10³ to 10⁶ animated views
/// (the render scene's format: one view and one `animate` step per rectangle; the 10⁵ and 10⁶ rows run few
/// iterations and also report the peak resident memory), and 10⁵ views each holding an animated shape layer;
/// 100 000 views written
/// with one `repeat` of a template against the same views written out (templates should cost only their
/// expansion: the goal is at most 1.2 times the written-out time); and checking 20 000 views valid and with
/// 2 000 references to views that do not exist, whose ratio shows that errors and their "did you mean" hints
/// keep the check linear.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuUser, .mallocCountTotal, .throughput, ReportedMetric.megabytesPerSecond],
    warmupIterations: 2,
    maxDuration: .seconds(5),
    maxIterations: 200,
    thresholds: [.wallClock: .relaxedWallClock, .mallocCountTotal: .strict])

  // `-with-layers`: each view holds a shape layer with a `strokeEnd` animation of its own (twice the nodes).
  for (views, layers) in [
    (1_000, false), (10_000, false), (100_000, false), (100_000, true), (1_000_000, false),
  ] {
    // The large documents are made in the iteration, outside the measured region, so that listing or
    // filtering the benchmarks does not write 190 MB of JSON; their peak memory includes that text.
    let large = views >= 100_000
    var scene = MovingRectanglesScene(rectangles: views)
    scene.withLayers = layers
    let made = large ? nil : Array(scene.timelineJSON().utf8)
    let name =
      made.map { "load-\(views)-views-\($0.count / 1024)KiB" }
      ?? "load-\(views)-views\(layers ? "-with-layers" : "")"
    let configuration: Benchmark.Configuration =
      large
      ? .init(
        metrics: [.wallClock, .cpuUser, .peakMemoryResident, ReportedMetric.megabytesPerSecond],
        warmupIterations: 0, maxDuration: .seconds(1), maxIterations: views >= 1_000_000 ? 1 : 3,
        thresholds: [.wallClock: .relaxedWallClock])
      : Benchmark.defaultConfiguration
    Benchmark(name, configuration: configuration) { benchmark in
      // The loader runs the script on the (main-actor) engine to validate it.
      await benchmark.measureOnMainActor { region in
        let bytes = made ?? Array(scene.timelineJSON().utf8)
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

  for (name, text) in [
    ("repeat", RepeatedViews.templated(100_000)), ("written-out", RepeatedViews.writtenOut(100_000)),
  ] {
    let bytes = Array(text.utf8)
    Benchmark("load-100k-views-\(name)") { benchmark in
      await benchmark.measureOnMainActor { region in
        region.start()
        switch TimelineLoader.load(bytes: bytes, file: "views.json") {
        case .success(let document): blackHole(document)
        case .failure(let errors): fatalError("the generated timeline does not load: \(errors)")
        }
        region.stop()
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

/// One document two ways: views made by a `repeat` of a template, or the same views written out, with one
/// selector step animating them all.
enum RepeatedViews {
  static let head = #"{"version": 1, "canvas": {"width": 640, "height": 360}, "fps": 30, "duration": 1, "#
  static let step = #""steps": [{"animate": {"duration": 1, "changes": [{"view": ".cell", "alpha": 0}]}}]}"#

  static func templated(_ count: Int) -> String {
    head
      + ##""templates": {"cell": {"frame": [0, 0, 4, 4], "class": "cell", "backgroundColor": "#FF0000"}}, "##
      + #""views": [{"repeat": \#(count), "template": "cell", "id": "v${i}"}], "# + step
  }

  static func writtenOut(_ count: Int) -> String {
    let views = (0..<count).map {
      ##"{"id": "v\##($0)", "frame": [0, 0, 4, 4], "class": "cell", "backgroundColor": "#FF0000"}"##
    }
    return head + #""views": ["# + views.joined(separator: ", ") + "], " + step
  }
}
