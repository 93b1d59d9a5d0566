import Benchmark
import BenchmarkSupport
import Flipbook
import FlipbookRender

/// The transition benchmark (issue 14, goal 6): each iteration renders the plain 1080p frame and the
/// same scene during one transition at one progress, one after the other on one thread, each into its own
/// canvas, with or without PNG encoding, and reports both times and the transition frame's time as a
/// percentage of the plain one's (goal: at most 125 %, draw + PNG).
final class TransitionRenderState: @unchecked Sendable {
  // Unchecked: iterations do not overlap, and each canvas and encoder is used by one thread at a time.
  let plain: RenderSnapshot
  let transition: RenderSnapshot
  let renderer: SnapshotRenderer
  let encode: Bool
  let plainCanvas: CairoCanvas
  let transitionCanvas: CairoCanvas
  var plainEncoder = PNGEncoder()
  var transitionEncoder = PNGEncoder()

  init(frames: TransitionFrames, kind: TransitionKind, progress: Int, encode: Bool) throws {
    plain = frames.plain
    transition = frames.frames[kind]![progress]
    renderer = frames.renderer
    self.encode = encode
    plainCanvas = try CairoCanvas(width: TransitionFrames.width, height: TransitionFrames.height)
    transitionCanvas = try CairoCanvas(width: TransitionFrames.width, height: TransitionFrames.height)
  }

  func runIteration(_ benchmark: Benchmark) {
    let clock = ContinuousClock()
    do {
      let plainTime = try clock.measure {
        try renderer.render(plain, into: plainCanvas)
        if encode { blackHole(plainEncoder.encode(plainCanvas)) }
      }
      let transitionTime = try clock.measure {
        try renderer.render(transition, into: transitionCanvas)
        if encode { blackHole(transitionEncoder.encode(transitionCanvas)) }
      }
      benchmark.stopMeasurement()
      BackToBack.record(
        benchmark, plain: plainTime, other: transitionTime, as: ReportedMetric.transitionFrameTime,
        percent: ReportedMetric.transitionPercentOfPlain)
    } catch {
      fatalError("render failed: \(error)")
    }
  }
}
