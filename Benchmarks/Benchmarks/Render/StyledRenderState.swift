import Benchmark
import BenchmarkSupport
import Flipbook
import FlipbookRender

/// The styling benchmark: each iteration draws one frame of the render scene unstyled and the same frame
/// with every view a rounded, bordered, shadowed card, one after the other on one thread, and reports
/// both times and the styled frame's time as a percentage of the plain one's (reported, not a goal: the styled
/// frame's peer is Skia, `Scripts/skia-styled-cards.py`), drawn only or drawn and encoded to PNG.
///
/// With `cached` false, each frame's shadows have a slightly different blur radius, so no shadow mask
/// can be reused: the cost of a frame where every view's shadow changes.
final class StyledRenderState: @unchecked Sendable {
  // Unchecked: iterations do not overlap (`next` is advanced by one thread at a time).
  let plain: [RenderSnapshot]
  let styled: [RenderSnapshot]
  let frames: BackToBack
  private var next = 0

  init(fixture: RenderFixture, cached: Bool) throws {
    plain = fixture.snapshots
    styled = fixture.snapshots.enumerated().map { k, snapshot in
      StyledFrames.card(snapshot, blurJitter: cached ? 0 : Double(k) / 64)
    }
    frames = try BackToBack(renderer: fixture.renderer, width: fixture.width, height: fixture.height)
  }

  /// Renders the next frame plain and styled, each encoded to PNG too when `encode`.
  func runIteration(_ benchmark: Benchmark, encode: Bool) {
    let k = next % plain.count
    next += 1
    frames.run(
      benchmark, plain: plain[k], other: styled[k], encode: encode, as: ReportedMetric.styledFrameTime,
      percent: ReportedMetric.percentOfPlain)
  }
}
