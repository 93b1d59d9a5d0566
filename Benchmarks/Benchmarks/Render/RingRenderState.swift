import Benchmark
import BenchmarkSupport
import Flipbook
import FlipbookRender

/// The rings benchmark: each iteration draws one frame of the render scene's 1000 rectangles and the same
/// frame with each rectangle a stroked ring whose `strokeEnd` animates (`RingFrames`), back to back on one
/// thread, drawn and encoded to PNG, and reports the ring frame's time as a percentage of the plain one's
/// (the goal: at most 200 %).
final class RingRenderState: @unchecked Sendable {
  // Unchecked: iterations do not overlap (`next` is advanced by one thread at a time).
  let plain: [RenderSnapshot]
  let rings: [RenderSnapshot]
  let frames: BackToBack
  private var next = 0

  init(fixture: RenderFixture) throws {
    plain = fixture.snapshots
    rings = fixture.snapshots.enumerated().map { k, snapshot in RingFrames.rings(snapshot, frame: k) }
    frames = try BackToBack(renderer: fixture.renderer, width: fixture.width, height: fixture.height)
  }

  /// Renders the next frame plain and with rings, each encoded to PNG too when `encode`.
  func runIteration(_ benchmark: Benchmark, encode: Bool) {
    let k = next % plain.count
    next += 1
    frames.run(
      benchmark, plain: plain[k], other: rings[k], encode: encode, as: ReportedMetric.ringFrameTime,
      percent: ReportedMetric.ringPercentOfPlain)
  }
}
