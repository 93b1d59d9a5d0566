import Benchmark

/// The custom metrics the suites print beside package-benchmark's own, so that Flipbook's number, the C
/// reference's number and their ratio are read off one run.
///
/// Throughputs are in millions per second of thread CPU time, frame times in microseconds; the ratio is
/// `C time ÷ Flipbook time` in percent: above 100 Flipbook is faster than C.
///
/// ```swift
/// region.record(ReportedMetric.flipbookThroughput, 48.2)
/// ```
public enum ReportedMetric {
  /// Flipbook's eased property samples per second, in millions.
  public static let flipbookThroughput = BenchmarkMetric.custom(
    "Flipbook M samples/s", polarity: .prefersLarger)
  /// The C reference's eased property samples per second, in millions.
  public static let referenceThroughput = BenchmarkMetric.custom("C M samples/s", polarity: .prefersLarger)
  /// Flipbook's speed as a percentage of the C reference's (C time ÷ Flipbook time × 100).
  public static let percentOfReference = BenchmarkMetric.custom(
    "Flipbook speed, % of C", polarity: .prefersLarger)
  /// The memory bound on samples per second, in millions: a copy over the loop's footprint in the same run
  /// (``CopyBandwidth``) divided by the bytes each sample must move.
  public static let boundThroughput = BenchmarkMetric.custom("bound M samples/s", polarity: .prefersLarger)
  /// Flipbook's throughput as a percentage of the bound (copy time ÷ Flipbook time × 100).
  public static let percentOfBound = BenchmarkMetric.custom("Flipbook, % of bound", polarity: .prefersLarger)
  /// Bézier timings' eased property samples per second, in millions (the baseline of the spring and keyframe
  /// rows, measured in the same iteration).
  public static let bezierThroughput = BenchmarkMetric.custom("Bézier M samples/s", polarity: .prefersLarger)
  /// A row's speed as a percentage of the Bézier baseline's (Bézier time ÷ the row's time × 100).
  public static let percentOfBezier = BenchmarkMetric.custom("speed, % of Bézier", polarity: .prefersLarger)
  /// Flipbook's time per frame, in microseconds.
  public static let flipbookFrameTime = BenchmarkMetric.custom(
    "Flipbook µs/frame", polarity: .prefersSmaller)
  /// The C reference's time per frame, in microseconds.
  public static let referenceFrameTime = BenchmarkMetric.custom(
    "C µs/frame", polarity: .prefersSmaller)
  /// Flipbook's time per step, in microseconds.
  public static let stepTime = BenchmarkMetric.custom(
    "µs/step", polarity: .prefersSmaller)
  /// The largest difference of one colour channel between Flipbook's frame and C's, in 1/255.
  public static let pixelDifference = BenchmarkMetric.custom(
    "max channel diff vs C", polarity: .prefersSmaller)
  /// Time per frame of the unstyled frames in the styling benchmark, in microseconds.
  public static let plainFrameTime = BenchmarkMetric.custom(
    "plain µs/frame", polarity: .prefersSmaller)
  /// Time per frame of the same frames styled (rounded, bordered, shadowed), in microseconds.
  public static let styledFrameTime = BenchmarkMetric.custom(
    "styled µs/frame", polarity: .prefersSmaller)
  /// The styled frame's time as a percentage of the plain frame's, measured back to back.
  public static let percentOfPlain = BenchmarkMetric.custom(
    "styled time, % of plain", polarity: .prefersSmaller)
  /// Time per frame of the rings frames (each view a stroked ring whose strokeEnd animates), in microseconds.
  /// Time per frame of the emitter frame, in microseconds (the emitter rows).
  public static let emitterFrameTime = BenchmarkMetric.custom(
    "emitter µs/frame", polarity: .prefersSmaller)
  /// The emitter frame's time as a percentage of the frame it is measured against.
  public static let emitterPercentOfPlain = BenchmarkMetric.custom(
    "emitter time, % of the other", polarity: .prefersSmaller)
  public static let ringFrameTime = BenchmarkMetric.custom(
    "rings µs/frame", polarity: .prefersSmaller)
  /// The rings frame's time as a percentage of the plain frame's, measured back to back.
  public static let ringPercentOfPlain = BenchmarkMetric.custom(
    "rings time, % of plain", polarity: .prefersSmaller)
  /// Time per frame of a frame during a transition, in microseconds (the transition benchmark).
  public static let transitionFrameTime = BenchmarkMetric.custom(
    "transition µs/frame", polarity: .prefersSmaller)
  /// The transition frame's time as a percentage of the plain frame's, measured back to back.
  public static let transitionPercentOfPlain = BenchmarkMetric.custom(
    "transition time, % of plain", polarity: .prefersSmaller)
  /// Time per frame of a layer picture turned in perspective, in microseconds (the depth benchmark).
  public static let depthFrameTime = BenchmarkMetric.custom(
    "3-D µs/frame", polarity: .prefersSmaller)
  /// The turned frame's time as a percentage of the same picture's flat, measured back to back.
  public static let depthPercentOfFlat = BenchmarkMetric.custom(
    "3-D time, % of flat", polarity: .prefersSmaller)
  /// Megabytes of JSON per second.
  public static let megabytesPerSecond = BenchmarkMetric.custom("MB/s", polarity: .prefersLarger)
}
