import Benchmark

/// The engine is main-actor isolated, while package-benchmark runs benchmark closures on a worker thread
/// (and parks the main thread in the dispatcher). An async benchmark hops to the main actor once per
/// iteration and brackets the measured work there with `startMeasurement` / `stopMeasurement`, so the hop
/// itself is neither timed nor counted in the malloc metrics.
///
/// ```swift
/// Benchmark("Step") { benchmark in
///   await benchmark.measureOnMainActor { region in
///     prepare()            // not measured
///     region.start()
///     window.step(to: 1)   // measured
///     region.stop()
///   }
/// }
/// ```
extension Benchmark {
  /// Runs `body` on the main actor with a handle that starts and stops this iteration's measurement.
  public func measureOnMainActor(_ body: @MainActor (MeasuredRegion) -> Void) async {
    let region = MeasuredRegion(benchmark: self)
    await MainActor.run { body(region) }
  }
}

/// Starts and stops the measured part of one benchmark iteration from the main actor.
///
/// Unchecked `Sendable`: the benchmark runner thread waits, blocked, while the iteration runs, so only one
/// thread touches the `Benchmark` object at a time.
public struct MeasuredRegion: @unchecked Sendable {
  let benchmark: Benchmark

  /// Begins the measured region (malloc and time counters start here).
  public func start() { benchmark.startMeasurement() }

  /// Ends the measured region.
  public func stop() { benchmark.stopMeasurement() }

  /// Records a custom metric value for this iteration (see `ReportedMetric`).
  public func record(_ metric: BenchmarkMetric, _ value: Double) {
    benchmark.measurement(metric, Int(value.rounded()))
  }
}
