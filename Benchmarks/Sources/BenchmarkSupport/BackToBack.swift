import Benchmark
import Flipbook
import FlipbookRender

/// Two frames rendered back to back on one thread, each into its own canvas (and encoded to PNG by its own
/// encoder when asked), timed, and reported: the plain frame's time, the other frame's time, and the other's
/// as a percentage of the plain one's (the styled and transition rows).
///
/// ```swift
/// let frames = try BackToBack(renderer: renderer, width: 1920, height: 1080)
/// frames.run(
///   benchmark, plain: plainSnapshot, other: styledSnapshot, encode: true,
///   as: ReportedMetric.styledFrameTime, percent: ReportedMetric.percentOfPlain)
/// ```
public final class BackToBack: @unchecked Sendable {
  // Unchecked: iterations do not overlap, and each canvas and encoder is used by one thread at a time.
  let renderer: SnapshotRenderer
  let plainCanvas: CairoCanvas
  let otherCanvas: CairoCanvas
  var plainEncoder = PNGEncoder()
  var otherEncoder = PNGEncoder()

  /// Two canvases of `width` × `height` pixels drawn by `renderer`.
  public init(renderer: SnapshotRenderer, width: Int, height: Int) throws {
    self.renderer = renderer
    plainCanvas = try CairoCanvas(width: width, height: height)
    otherCanvas = try CairoCanvas(width: width, height: height)
  }

  /// Renders `plain`, then `other` (each encoded to PNG too when `encode`), stops the benchmark's
  /// measurement, and records `plain`'s time as `ReportedMetric.plainFrameTime`, `other`'s as `metric` (both
  /// in microseconds) and `100 · other / plain` as `percent`.
  public func run(
    _ benchmark: Benchmark, plain: RenderSnapshot, other: RenderSnapshot, encode: Bool,
    as metric: BenchmarkMetric, percent: BenchmarkMetric
  ) {
    let clock = ContinuousClock()
    do {
      let plainTime = try clock.measure {
        try renderer.render(plain, into: plainCanvas)
        if encode { blackHole(plainEncoder.encode(plainCanvas)) }
      }
      let otherTime = try clock.measure {
        try renderer.render(other, into: otherCanvas)
        if encode { blackHole(otherEncoder.encode(otherCanvas)) }
      }
      benchmark.stopMeasurement()
      let p = Self.microseconds(plainTime)
      let o = Self.microseconds(otherTime)
      benchmark.measurement(ReportedMetric.plainFrameTime, Int(p.rounded()))
      benchmark.measurement(metric, Int(o.rounded()))
      benchmark.measurement(percent, Int((100 * o / p).rounded()))
    } catch {
      fatalError("render failed: \(error)")
    }
  }

  /// `d` in microseconds.
  static func microseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) * 1e-12
  }
}
