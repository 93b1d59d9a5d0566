import Benchmark
import BenchmarkSupport
import Flipbook
import FlipbookRender

/// A benchmark that draws each frame of the render scene plain and then changed (every view a rounded,
/// bordered, shadowed card, or a stroked ring whose `strokeEnd` animates), back to back on one thread,
/// drawn only or drawn and encoded to PNG, and reports both times and the changed frame's as a percentage of
/// the plain one's.
final class PlainVersusRenderState: @unchecked Sendable {
  // Unchecked: iterations do not overlap (`next` is advanced by one thread at a time).
  let plain: [RenderSnapshot]
  let other: [RenderSnapshot]
  let frameTime: BenchmarkMetric
  let percent: BenchmarkMetric
  let frames: BackToBack
  private var next = 0

  /// `change` makes frame `k`'s changed snapshot from its plain one; `frameTime` and `percent` name the
  /// changed frame's metrics.
  init(
    fixture: RenderFixture, frameTime: BenchmarkMetric, percent: BenchmarkMetric,
    change: (_ snapshot: RenderSnapshot, _ k: Int) -> RenderSnapshot
  ) throws {
    plain = fixture.snapshots
    other = fixture.snapshots.enumerated().map { k, snapshot in change(snapshot, k) }
    self.frameTime = frameTime
    self.percent = percent
    frames = try BackToBack(renderer: fixture.renderer, width: fixture.width, height: fixture.height)
  }

  /// The styling benchmark: every view a card (the styled frame's peer is Skia,
  /// `Scripts/skia-styled-cards.py`). Without `cached`, each frame's shadows have a slightly different blur
  /// radius, so no shadow mask can be reused: the cost of a frame where every view's shadow changes.
  static func styled(fixture: RenderFixture, cached: Bool) throws -> PlainVersusRenderState {
    try PlainVersusRenderState(
      fixture: fixture, frameTime: ReportedMetric.styledFrameTime, percent: ReportedMetric.percentOfPlain
    ) { snapshot, k in StyledFrames.card(snapshot, blurJitter: cached ? 0 : Double(k) / 64) }
  }

  /// The rings benchmark: every rectangle a stroked ring (`RingFrames`); the goal is at most 200 %.
  static func rings(fixture: RenderFixture) throws -> PlainVersusRenderState {
    try PlainVersusRenderState(
      fixture: fixture, frameTime: ReportedMetric.ringFrameTime, percent: ReportedMetric.ringPercentOfPlain
    ) { snapshot, k in RingFrames.rings(snapshot, frame: k) }
  }

  /// Renders the next frame plain and changed, each encoded to PNG too when `encode`.
  func runIteration(_ benchmark: Benchmark, encode: Bool) {
    let k = next % plain.count
    next += 1
    frames.run(benchmark, plain: plain[k], other: other[k], encode: encode, as: frameTime, percent: percent)
  }
}
