import FlipbookTestSupport
import FlipbookTimeline
import Testing

/// `additive-toggle.json` sampled ("interruption": "additive"). The mover goes 60 → 420 linearly over [0, 2]
/// (delta₁ = −360) and at 1 s back to 60 over [1, 3] (delta₂ = 360, model 60). By hand: x = 60 − 360·(1 − t/2)
/// + 360·(1 − (t − 1)/2) = 240 for t in [1, 2]; after 2 s, 60 + 360·(1 − (t − 1)/2).
@MainActor
@Suite struct ExampleAdditiveValueTests {
  /// `#334155` and `#22C55E` as sampled (r, g, b, a from 0 to 1).
  static let slate: [Double] = [51.0 / 255, 65.0 / 255, 85.0 / 255, 1]
  static let green: [Double] = [34.0 / 255, 197.0 / 255, 94.0 / 255, 1]

  @Test func theToggleHoldsStillUntilTheFirstAnimationEndsAndBothFinish() throws {
    let frames = [0, 30, 60, 90, 119, 150, 179, 180, 181, 209]
    let sample = try #require(try ExampleSample.of("additive-toggle.json", frames: frames))
    let expected: [Int: Double] = [0: 60, 30: 150, 60: 240, 90: 240, 119: 240, 150: 150, 180: 60, 209: 60]
    for (frame, x) in expected {
      #expect(isClose(sample.view("mover", at: frame)?.center, [x, 90], 1e-9), "frame \(frame)")
    }
    let x179: Double = 60 + 360 * (1 - (179.0 / 60 - 1) / 2)
    #expect(isClose(sample.view("mover", at: 179)?.center[0], x179, 1e-9))
    // Neither mover animation was cancelled (no orange): the lane darkens when the first finishes at 2 s,
    // the mover turns green when the second finishes at 3 s.
    let lane0 = try #require(sample.view("lane", at: 0)?.backgroundColor)
    #expect(sample.view("lane", at: 119)?.backgroundColor == lane0)
    #expect(
      isClose(sample.view("lane", at: 150)?.backgroundColor, Self.slate, 1e-3))
    #expect(sample.view("mover", at: 179)?.backgroundColor == sample.view("mover", at: 0)?.backgroundColor)
    #expect(
      isClose(sample.view("mover", at: 181)?.backgroundColor, Self.green, 1e-3))
    // The grower's two bounds animations both end (at 1.5 s and 2 s) on the model value, and finish.
    #expect(isClose(sample.view("grower", at: 150)?.bounds, [0, 0, 80, 80], 1e-9))
    #expect(
      isClose(sample.view("grower", at: 150)?.backgroundColor, Self.green, 1e-3))
  }
}
