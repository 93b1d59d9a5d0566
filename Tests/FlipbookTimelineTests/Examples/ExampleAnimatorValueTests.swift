import FlipbookTestSupport
import FlipbookTimeline
import Testing

/// `interactive-scrub.json` sampled. Both animators are linear over 1 s and move their card's center x from 60
/// by 360. By hand (easeOut(u) = 1 − easeIn(1 − u); easeIn(0.5) = 0.315357, easeIn(0.25) = 0.093465):
/// - `open` is dragged to 0.7 over 0.9 s from 0.3 s, eased out: at frame 45 (0.75 s, u 0.5) the fraction is
///   0.7 × 0.684643; released at 1.4 s on a spring from 0.7 (x 312), it ends at the end (green).
/// - `close` is dragged to 0.4 over 0.6 s: at frame 45 (u 0.75) the fraction is 0.4 × 0.906535; reversed and
///   continued at 1.4 s it runs back linearly, 0.1333 at frame 100 (1.6667 s), and ends at the start (red).
@MainActor
@Suite struct ExampleAnimatorValueTests {
  @Test func interactiveScrubAtHandWorkedFrames() throws {
    let sample = try #require(
      try ExampleSample.of("interactive-scrub.json", frames: [0, 45, 83, 84, 100, 179]))
    let openAt45: Double = 60 + 360 * 0.7 * 0.684643
    let closeAt45: Double = 60 + 360 * 0.4 * 0.906535
    let closeAt100: Double = 60 + 360 * (0.4 - (100.0 / 60 - 1.4))
    #expect(isClose(sample.view("card", at: 0)?.center[0], 60, 1e-3))
    #expect(isClose(sample.view("card", at: 45)?.center[0], openAt45, 1e-3))
    #expect(isClose(sample.view("card2", at: 45)?.center[0], closeAt45, 1e-3))
    #expect(isClose(sample.view("card", at: 83)?.center[0], 312, 1e-9))
    #expect(isClose(sample.view("card", at: 84)?.center[0], 312, 1e-6))  // released without a jump
    #expect(
      isClose(sample.view("card2", at: 100)?.center[0], closeAt100, 1e-6)
    )
    #expect(isClose(sample.view("card", at: 179)?.center[0], 420, 1e-3))
    #expect(isClose(sample.view("card", at: 179)?.backgroundColor?[1], 0.772549, 1e-5))  // #22C55E
    #expect(isClose(sample.view("card2", at: 179)?.center[0], 60, 1e-3))
    #expect(isClose(sample.view("card2", at: 179)?.backgroundColor?[0], 0.937255, 1e-5))  // #EF4444
  }
}
