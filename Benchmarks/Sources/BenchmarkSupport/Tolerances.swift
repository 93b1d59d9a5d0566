import Benchmark

extension BenchmarkThresholds {
  /// Tolerance for wall-clock time on a shared two-core machine: relaxed (25 % at the median, as
  /// package-benchmark's `.relaxed`, and 50 % at p90, the percentile `thresholds check` compares).
  ///
  /// ```swift
  /// Benchmark.defaultConfiguration.thresholds = [.wallClock: .relaxedWallClock, .mallocCountTotal: .strict]
  /// ```
  public static var relaxedWallClock: BenchmarkThresholds {
    BenchmarkThresholds(relative: [.p50: 25, .p90: 50])
  }
}
