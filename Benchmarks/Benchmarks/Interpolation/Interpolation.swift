import Benchmark
import BenchmarkSupport
import Flipbook
import FlipbookTiming
import FlipbookWorkloads

/// Interpolation throughput: N animated properties × F frames through the real engine (one view's alpha per
/// property), with every property on its own timing (A = N: each curve kind at 10⁵, varied curves at 10⁴
/// and 10⁶) or 100 properties sharing each timing (A = N / 100 at 10⁴, 10⁵ and 10⁶).
/// Each iteration steps the next F frames; the C reference evaluates the same frames right after, so
/// every row carries Flipbook's and C's throughput and their ratio; a shared-timings row also carries its
/// memory bound (a copy over the same footprint, 24 bytes a sample, measured in the same iteration). The
/// timing rows (`timing-spring-100k`, `timing-keyframes-<mode>-100k`) evaluate springs and keyframe tracks
/// outside the engine, each beside the same properties on Bézier timings measured right after
/// (`TimingEvaluation`). `path-interpolation-10k-pieces` blends two paths point by point as a shape layer's
/// `path` animation does, against a C loop over the same coordinates (`PathInterpolationRow`).
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    warmupIterations: 1,
    maxDuration: .seconds(20),
    maxIterations: InterpolationCase.iterations,
    thresholds: [.wallClock: .relaxedWallClock, .mallocCountTotal: .strict])

  var cases = CurveKind.allCases.map {
    InterpolationCase(properties: 100_000, animations: 100_000, curve: $0)
  }
  // Each level, own timings and 100 properties a timing: 10⁴ and 10⁶ sit in and far out of a 32 MB L3.
  for properties in [10_000, 1_000_000] {
    cases.append(InterpolationCase(properties: properties, animations: properties, curve: .varied))
  }
  for properties in [10_000, 100_000, 1_000_000] {
    cases.append(InterpolationCase(properties: properties, animations: properties / 100, curve: .varied))
  }
  for item in cases {
    let state = InterpolationState()
    Benchmark(
      item.name,
      configuration: .init(
        metrics: Benchmark.defaultConfiguration.metrics + [
          ReportedMetric.flipbookThroughput, ReportedMetric.referenceThroughput,
          ReportedMetric.percentOfReference,
        ] + (item.sharesTimings ? [ReportedMetric.boundThroughput, ReportedMetric.percentOfBound] : []))
    ) { benchmark in
      await benchmark.measureOnMainActor { region in state.runIteration(item, region) }
    } setup: {
      await MainActor.run { state.prepare(item) }
    } teardown: {
      await MainActor.run { state.release() }
    }
  }
  let kinds = [TimingKind.spring] + KeyframeCalculationMode.allCases.map { TimingKind.keyframes($0) }
  for kind in kinds {
    let row = TimingRow(kind: kind)
    Benchmark(
      "timing-\(kind)-100k",
      configuration: .init(
        metrics: Benchmark.defaultConfiguration.metrics + [
          ReportedMetric.flipbookThroughput, ReportedMetric.bezierThroughput, ReportedMetric.percentOfBezier,
        ])
    ) { benchmark in
      row.runIteration(benchmark)
    } setup: {
      row.prepare()
    } teardown: {
      row.release()
    }
  }
  let path = PathInterpolationRow()
  Benchmark(
    "path-interpolation-10k-pieces",
    configuration: .init(
      metrics: Benchmark.defaultConfiguration.metrics + [
        ReportedMetric.flipbookThroughput, ReportedMetric.referenceThroughput,
        ReportedMetric.percentOfReference,
      ])
  ) { benchmark in
    path.runIteration(benchmark)
  } setup: {
    path.prepare()
  } teardown: {
    path.release()
  }
}
