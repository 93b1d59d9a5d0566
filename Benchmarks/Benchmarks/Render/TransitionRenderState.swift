import Benchmark
import BenchmarkSupport
import Flipbook
import FlipbookRender

/// The transition benchmark (issue 14, goal 6): each iteration renders the plain 1080p frame and the
/// same scene during one transition at one progress, one after the other on one thread, each into its own
/// canvas, with or without PNG encoding, and reports both times and the transition frame's time as a
/// percentage of the plain one's (goal: at most 125 %, draw + PNG).
final class TransitionRenderState: Sendable {
  let plain: RenderSnapshot
  let transition: RenderSnapshot
  let encode: Bool
  let frames: BackToBack

  init(frames: TransitionFrames, kind: TransitionKind, progress: Int, encode: Bool) throws {
    plain = frames.plain
    transition = frames.frames[kind]![progress]
    self.encode = encode
    self.frames = try BackToBack(
      renderer: frames.renderer, width: TransitionFrames.width, height: TransitionFrames.height)
  }

  func runIteration(_ benchmark: Benchmark) {
    frames.run(
      benchmark, plain: plain, other: transition, encode: encode, as: ReportedMetric.transitionFrameTime,
      percent: ReportedMetric.transitionPercentOfPlain)
  }
}
