import BenchmarkSupport
import Flipbook
import FlipbookWorkloads

/// One row of the interpolation suite.
struct InterpolationCase: Sendable {
  /// Iterations measured per benchmark (plus one warm-up); the scene holds enough frames for all of them.
  static let iterations = 8
  /// Frames stepped per iteration.
  static let framesPerIteration = 60

  /// Bytes each sample must move when timings are shared: `from` and `to` read, the value written (8 each).
  static let sharedBytesPerSample = 24

  let properties: Int
  let animations: Int
  let curve: CurveKind

  /// Whether properties share timings: the row is then memory-bound, and reports its bound.
  var sharesTimings: Bool { animations < properties }

  /// The benchmark's name, e.g. `own-timings-varied-100k` or `shared-10k-timings-varied-1M` (no spaces:
  /// package-benchmark names threshold files after it).
  var name: String {
    let sharing = animations == properties ? "own-timings" : "shared-\(short(animations))-timings"
    return "\(sharing)-\(curve)-\(short(properties))"
  }

  /// The scene: long enough that every iteration steps frames inside every animation.
  var scene: InterpolationScene {
    InterpolationScene(
      properties: properties, animations: animations,
      frames: (Self.iterations + 2) * Self.framesPerIteration, curve: curve)
  }
}

/// `1000` → `1k`, `1000000` → `1M`.
func short(_ n: Int) -> String {
  if n >= 1_000_000 && n % 1_000_000 == 0 { return "\(n / 1_000_000)M" }
  if n >= 1_000 && n % 1_000 == 0 { return "\(n / 1_000)k" }
  return "\(n)"
}

/// The engine workload and the C reference of one benchmark, built once in `setup` and stepped forward
/// by each iteration.
@MainActor
final class InterpolationState {
  nonisolated init() {}

  private var workload: InterpolationWorkload?
  private var reference: InterpolationReference?
  private var copy: CopyBandwidth?
  private var nextFrame = 0

  func prepare(_ item: InterpolationCase) {
    let scene = item.scene
    workload = InterpolationWorkload(scene: scene)
    reference = InterpolationReference(scene: scene)
    copy =
      item.sharesTimings
      ? CopyBandwidth(items: item.properties, bytesPerItem: InterpolationCase.sharedBytesPerSample) : nil
    nextFrame = 0
  }

  func runIteration(_ item: InterpolationCase, _ region: MeasuredRegion) {
    guard let workload, let reference else { return }
    let frames = nextFrame..<min(nextFrame + InterpolationCase.framesPerIteration, workload.scene.frames)
    nextFrame = frames.upperBound
    region.start()
    let flipbook = ThreadClock.measure {
      for k in frames { workload.step(toFrame: k) }
    }
    region.stop()
    let c = ThreadClock.measure {
      for k in frames { reference.evaluate(at: workload.scene.time(ofFrame: k)) }
    }
    let samples = Double(frames.count * workload.scene.properties)
    region.record(ReportedMetric.flipbookThroughput, samples / flipbook / 1e6)
    region.record(ReportedMetric.referenceThroughput, samples / c / 1e6)
    region.record(ReportedMetric.percentOfReference, 100 * c / flipbook)
    if let copy {
      // One copy pass per frame over the same footprint, right after both loops.
      let copied = copy.measure(passes: frames.count)
      region.record(ReportedMetric.boundThroughput, samples / copied / 1e6)
      region.record(ReportedMetric.percentOfBound, 100 * copied / flipbook)
    }
  }

  func release() {
    workload = nil
    reference = nil
    copy = nil
  }
}
