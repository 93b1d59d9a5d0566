import Benchmark
import BenchmarkSupport
import Flipbook
import FlipbookWorkloads

/// Stepping large animated hierarchies: 10³ … 10⁶ views, each moving and fading in its own animation
/// block, in wide (every view a subview of the window) and deep (chains of nested views) trees. Each
/// iteration steps the next frames of running animations, which must not allocate: the malloc count has a
/// threshold of zero. The `interrupted-*` rows step 10⁵ views whose move was interrupted by a second one,
/// replacing it or (an additive window, iOS 8) adding to it, back to back in the same run.
/// `step-100k-layers-basic` steps 10⁵ layers, each under its own `BasicAnimation`, and takes a snapshot (where
/// layers' presentation values are computed) per frame, which must not allocate either. Separate rows time
/// `renderSnapshot()`, the per-frame cost that does grow with depth.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    warmupIterations: 1,
    maxDuration: .seconds(20),
    maxIterations: HierarchyCase.iterations,
    thresholds: [.wallClock: .relaxedWallClock, .mallocCountTotal: .strict])

  let steps: [HierarchyCase] = [
    .init(views: 1_000, depth: 1), .init(views: 10_000, depth: 1), .init(views: 100_000, depth: 1),
    .init(views: 1_000_000, depth: 1), .init(views: 100_000, depth: 100),
    .init(views: 1_000_000, depth: 1_000),
    .init(views: 100_000, depth: 1, interruption: .replace),
    .init(views: 100_000, depth: 1, interruption: .additive),
  ]
  for item in steps {
    let state = HierarchyState()
    Benchmark(
      "step-\(item.label)",
      configuration: .init(metrics: Benchmark.defaultConfiguration.metrics + [ReportedMetric.stepTime])
    ) { benchmark in
      await benchmark.measureOnMainActor { region in state.stepIteration(region) }
    } setup: {
      await MainActor.run { state.prepare(item) }
    } teardown: {
      await MainActor.run { state.release() }
    }
  }

  // 10⁵ layers with an explicit animation each: a frame is a step and a snapshot, where layers' presentation
  // values are computed; it must not allocate either.
  let layers = LayerState()
  Benchmark(
    "step-100k-layers-basic",
    configuration: .init(metrics: Benchmark.defaultConfiguration.metrics + [ReportedMetric.stepTime])
  ) { benchmark in
    await benchmark.measureOnMainActor { region in layers.frameIteration(region) }
  } setup: {
    await MainActor.run { layers.prepare() }
  } teardown: {
    await MainActor.run { layers.release() }
  }

  let snapshots: [HierarchyCase] = [
    .init(views: 100_000, depth: 1), .init(views: 100_000, depth: 100), .init(views: 100_000, depth: 10_000),
  ]
  for item in snapshots {
    let state = HierarchyState()
    Benchmark(
      "snapshot-\(item.label)",
      configuration: .init(metrics: [.wallClock, .mallocCountTotal])
    ) { benchmark in
      await benchmark.measureOnMainActor { region in state.snapshotIteration(region) }
    } setup: {
      await MainActor.run { state.prepare(item) }
    } teardown: {
      await MainActor.run { state.release() }
    }
  }
}

/// One hierarchy shape.
struct HierarchyCase: Sendable {
  static let iterations = 10
  static let framesPerIteration = 10

  let views: Int
  let depth: Int
  var interruption: HierarchyInterruption? = nil

  /// E.g. `100k-views-wide`, `1M-views-deep1000` (chains of 1000 nested views) or
  /// `100k-views-wide-interrupted-additive`; no spaces, since package-benchmark names threshold files after
  /// benchmarks.
  var label: String {
    let shape = depth == 1 ? "wide" : "deep\(depth)"
    return "\(short(views))-views-\(shape)" + (interruption.map { "-interrupted-\($0.rawValue)" } ?? "")
  }

  var scene: HierarchyScene {
    HierarchyScene(
      views: views, depth: depth, frames: (Self.iterations + 2) * Self.framesPerIteration,
      interruption: interruption)
  }
}

/// The workload of one benchmark, built once in `setup`; iterations step it forward.
@MainActor
final class HierarchyState {
  nonisolated init() {}

  private var workload: HierarchyWorkload?
  private var nextFrame = 1

  func prepare(_ item: HierarchyCase) {
    workload = HierarchyWorkload(scene: item.scene)
    // One step first, so that the measured steps are the steady state (every block has begun its run).
    workload?.step(toFrame: 0)
    nextFrame = 1
  }

  func stepIteration(_ region: MeasuredRegion) {
    guard let workload else { return }
    let frames = nextFrame..<min(nextFrame + HierarchyCase.framesPerIteration, workload.scene.frames)
    nextFrame = frames.upperBound
    region.start()
    let seconds = ThreadClock.measure {
      for k in frames { workload.step(toFrame: k) }
    }
    region.stop()
    region.record(ReportedMetric.stepTime, seconds / Double(max(frames.count, 1)) * 1e6)
  }

  func snapshotIteration(_ region: MeasuredRegion) {
    guard let workload else { return }
    region.start()
    let snapshot = workload.window.renderSnapshot()
    region.stop()
    precondition(snapshot.nodes.count == workload.scene.views + 1)
  }

  func release() { workload = nil }
}

/// The layers row: 1000 views of 100 animated layers, built once in `setup`; iterations take the next frames.
@MainActor
final class LayerState {
  nonisolated init() {}

  private var workload: LayerAnimationWorkload?
  private var nextFrame = 1

  func prepare() {
    let frames = (HierarchyCase.iterations + 2) * HierarchyCase.framesPerIteration
    workload = LayerAnimationWorkload(views: 1_000, layersPerView: 100, frames: frames)
    // One frame first, so that the measured frames reuse the window's snapshot storage.
    _ = workload?.frame(0)
    nextFrame = 1
  }

  func frameIteration(_ region: MeasuredRegion) {
    guard let workload else { return }
    let frames = nextFrame..<nextFrame + HierarchyCase.framesPerIteration
    nextFrame = frames.upperBound
    var nodes = 0
    region.start()
    let seconds = ThreadClock.measure {
      // Each snapshot is released before the next frame, as a renderer releases a drawn frame.
      for k in frames { nodes = workload.frame(k).layers.count }
    }
    region.stop()
    precondition(nodes == workload.layers)
    region.record(ReportedMetric.stepTime, seconds / Double(frames.count) * 1e6)
  }

  func release() { workload = nil }
}

/// `1000` → `1k`, `1000000` → `1M`.
func short(_ n: Int) -> String {
  if n >= 1_000_000 && n % 1_000_000 == 0 { return "\(n / 1_000_000)M" }
  if n >= 1_000 && n % 1_000 == 0 { return "\(n / 1_000)k" }
  return "\(n)"
}
