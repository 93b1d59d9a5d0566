import Benchmark
import BenchmarkSupport
import FlipbookGeometry
import FlipbookTiming
import FlipbookWorkloads

/// The timing kinds of the interpolation suite's timing rows, evaluated outside the engine and compared
/// with Bézier timings: each property eases its own value with its own timing, the spring rows evaluating a
/// closed-form spring, the keyframe rows looking up a keyframe track after the overall ease-in-out curve.
enum TimingKind: Sendable, CustomStringConvertible {
  /// UIKit settling-rule springs, damping ratios in [0.3, 1), durations in [0.4, 1.2) s.
  case spring
  /// Four keyframes per property in the given calculation mode.
  case keyframes(KeyframeCalculationMode)

  var description: String {
    switch self {
    case .spring: "spring"
    case .keyframes(let mode): "keyframes-\(mode)"
    }
  }
}

/// One timing row: N properties, each with its own begin, duration and timing of `kind` and with a
/// Bézier twin (same begin and duration: an ease-in-out-like curve with its own control points, as in the
/// engine rows), evaluated at F frames. Every row measures its own kind and the
/// Bézier twins over the same frames, back to back, so each reports its speed against the Bézier rows of the
/// same run.
///
/// ```swift
/// let workload = TimingEvaluation(properties: 1_000, kind: .spring, frames: 60)
/// workload.evaluate(frame: 0)         // fills `value`
/// workload.evaluateBezier(frame: 0)   // fills `value` from the Bézier twins
/// ```
final class TimingEvaluation {
  let properties: Int
  let kind: TimingKind
  let frames: Int
  private let begin: [Double]
  private let inverseDuration: [Double]
  private let from: [Double]
  private let to: [Double]
  private let beziers: [CubicBezier]
  private let springs: [Spring]
  private let tracks: [KeyframeTrack<Double>]
  /// The values computed by the last evaluation.
  private(set) var value: [Double]

  /// Builds the data (not timed): every frame lies inside every timing's span.
  init(properties: Int, kind: TimingKind, frames: Int, seed: UInt64 = 1) {
    self.properties = properties
    self.kind = kind
    self.frames = frames
    var random = SeededGenerator(seed: seed)
    let span = Double(frames) / 60 + 0.25
    var begin: [Double] = [], inverseDuration: [Double] = [], from: [Double] = [], to: [Double] = []
    var beziers: [CubicBezier] = [], springs: [Spring] = [], tracks: [KeyframeTrack<Double>] = []
    for _ in 0..<properties {
      let duration = span * random.next(in: 1.0..<1.3)
      begin.append(random.next(in: 0..<0.25))
      inverseDuration.append(1 / duration)
      from.append(random.unit())
      to.append(random.unit())
      beziers.append(
        CubicBezier(
          x1: 0.42 + random.next(in: -0.12..<0.12), y1: random.next(in: 0..<0.1),
          x2: 0.58 + random.next(in: -0.12..<0.12), y2: 1 - random.next(in: 0..<0.1)))
      switch kind {
      case .spring:
        springs.append(Spring(dampingRatio: random.next(in: 0.3..<1), duration: duration))
      case .keyframes(let mode):
        let keyframes = (0..<4).map { k in
          Keyframe(relativeStartTime: Double(k) * 0.25, relativeDuration: 0.2, value: random.unit())
        }
        tracks.append(KeyframeTrack(initial: 0, keyframes: keyframes, calculationMode: mode))
      }
    }
    (self.begin, self.inverseDuration, self.from, self.to) = (begin, inverseDuration, from, to)
    (self.beziers, self.springs, self.tracks) = (beziers, springs, tracks)
    value = [Double](repeating: 0, count: properties)
  }

  /// The time of frame `k`: `0.25 + k / 60` s.
  func time(ofFrame k: Int) -> Double { 0.25 + Double(k) / 60 }

  /// Every property's value at frame `k` with its own timing.
  func evaluate(frame k: Int) {
    let t = time(ofFrame: k)
    value.withUnsafeMutableBufferPointer { value in
      switch kind {
      case .spring:
        for i in 0..<properties {
          let u = (t - begin[i]) * inverseDuration[i]
          value[i] = from[i] + (to[i] - from[i]) * springs[i].value(at: u)
        }
      case .keyframes:
        for i in 0..<properties {
          let u = (t - begin[i]) * inverseDuration[i]
          value[i] = tracks[i].value(at: CubicBezier.easeInEaseOut.value(at: u))
        }
      }
    }
  }

  /// Every property's value at frame `k` with its Bézier twin (the baseline).
  func evaluateBezier(frame k: Int) {
    let t = time(ofFrame: k)
    value.withUnsafeMutableBufferPointer { value in
      for i in 0..<properties {
        let u = (t - begin[i]) * inverseDuration[i]
        value[i] = from[i] + (to[i] - from[i]) * beziers[i].value(at: u)
      }
    }
  }
}

/// The state of one timing row across its iterations: the workload is built in `setup`, and each iteration
/// evaluates the next 60 frames with the row's timings (measured), then with the Bézier twins.
///
/// Unchecked `Sendable`: package-benchmark runs setup, iterations and teardown one after another on one
/// thread at a time.
final class TimingRow: @unchecked Sendable {
  let kind: TimingKind
  private var workload: TimingEvaluation?
  private var nextFrame = 0

  init(kind: TimingKind) { self.kind = kind }

  func prepare() {
    workload = TimingEvaluation(
      properties: 100_000, kind: kind,
      frames: (InterpolationCase.iterations + 2) * InterpolationCase.framesPerIteration)
    nextFrame = 0
  }

  func runIteration(_ benchmark: Benchmark) {
    guard let workload else { return }
    let frames = nextFrame..<min(nextFrame + InterpolationCase.framesPerIteration, workload.frames)
    nextFrame = frames.upperBound
    benchmark.startMeasurement()
    let own = ThreadClock.measure {
      for k in frames { workload.evaluate(frame: k) }
    }
    benchmark.stopMeasurement()
    let bezier = ThreadClock.measure {
      for k in frames { workload.evaluateBezier(frame: k) }
    }
    let samples = Double(frames.count * workload.properties)
    benchmark.measurement(ReportedMetric.flipbookThroughput, Int((samples / own / 1e6).rounded()))
    benchmark.measurement(ReportedMetric.bezierThroughput, Int((samples / bezier / 1e6).rounded()))
    benchmark.measurement(ReportedMetric.percentOfBezier, Int((100 * bezier / own).rounded()))
  }

  func release() { workload = nil }
}
