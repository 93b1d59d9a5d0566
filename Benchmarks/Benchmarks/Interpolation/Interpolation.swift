import Benchmark
import BenchmarkSupport
import Flipbook
import FlipbookWorkloads

/// Interpolation throughput: N animated properties × F frames through the real engine (one view's alpha per
/// property), with every property on its own timing (A = N) or sharing A < N timings, for each curve kind.
/// Each iteration steps the next F frames; the C reference evaluates the same frames right after, so
/// every row carries Flipbook's and C's throughput and their ratio.
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
  cases.append(InterpolationCase(properties: 1_000_000, animations: 10_000, curve: .varied))
  for item in cases {
    let state = InterpolationState()
    Benchmark(
      item.name,
      configuration: .init(
        metrics: Benchmark.defaultConfiguration.metrics + [
          ReportedMetric.flipbookThroughput, ReportedMetric.referenceThroughput,
          ReportedMetric.percentOfReference,
        ])
    ) { benchmark in
      await benchmark.measureOnMainActor { region in state.runIteration(item, region) }
    } setup: {
      await MainActor.run { state.prepare(item) }
    } teardown: {
      await MainActor.run { state.release() }
    }
  }
}
