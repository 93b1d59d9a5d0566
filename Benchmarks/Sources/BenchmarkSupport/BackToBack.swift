import Benchmark

/// Reports two frames rendered back to back in one iteration: the plain frame's time, the other frame's
/// time, and the other's as a percentage of the plain one's (the styled and transition rows).
///
/// ```swift
/// BackToBack.record(
///   benchmark, plain: plainTime, other: styledTime, as: ReportedMetric.styledFrameTime,
///   percent: ReportedMetric.percentOfPlain)
/// ```
public enum BackToBack {
  /// Records `plain` as `ReportedMetric.plainFrameTime`, `other` as `metric` (both in microseconds) and
  /// `100 · other / plain` as `percent`.
  public static func record(
    _ benchmark: Benchmark, plain: Duration, other: Duration, as metric: BenchmarkMetric,
    percent: BenchmarkMetric
  ) {
    let p = microseconds(plain)
    let o = microseconds(other)
    benchmark.measurement(ReportedMetric.plainFrameTime, Int(p.rounded()))
    benchmark.measurement(metric, Int(o.rounded()))
    benchmark.measurement(percent, Int((100 * o / p).rounded()))
  }

  /// `d` in microseconds.
  public static func microseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) * 1e-12
  }
}
