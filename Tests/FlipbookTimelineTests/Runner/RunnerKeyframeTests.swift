import Flipbook
import FlipbookTestSupport
import FlipbookTimeline
import Testing

// Keyframes at 10 fps, by hand: P = overall progress (linear curve here), a property holds until its
// keyframe starts and moves linearly to the keyframe's value by its end; top-level changes span the whole.

@Suite("Runner keyframes")
@MainActor
struct RunnerKeyframeTests {
  @Test func keyframesHoldMoveAndComplete() throws {
    // a.center.x: 5 → 105 over P [0, 0.5], holds, → 55 over P [0.75, 1]; alpha 1 → 0 over the whole 2 s.
    let player = try #require(
      makePlayer(
        steps: #"""
          [{"animateKeyframes": {"duration": 2, "curve": "linear", "changes": [{"view": "a", "alpha": 0}],
            "keyframes": [{"start": 0, "duration": 0.5, "changes": [{"view": "a", "center": [105, 5]}]},
                          {"start": 0.75, "duration": 0.25, "changes": [{"view": "a", "center": [55, 5]}]}],
            "completion": [{"removeFromSuperview": "b"}]}}]
          """#))
    let a = try #require(player.viewsByID["a"])
    let b = try #require(player.viewsByID["b"])
    player.step(toFrame: 5)  // P 0.25
    #expect(isClose(a.presentation.center.x, 55, 1e-9))
    #expect(isClose(a.presentation.alpha, 0.75, 1e-9))
    player.step(toFrame: 10)  // P 0.5
    #expect(isClose(a.presentation.center.x, 105, 1e-9))
    player.step(toFrame: 13)  // P 0.65: held
    #expect(isClose(a.presentation.center.x, 105, 1e-9))
    player.step(toFrame: 17)  // P 0.85: 105 − 50 × 0.4
    #expect(isClose(a.presentation.center.x, 85, 1e-9))
    #expect(b.superview != nil)
    player.step(toFrame: 20)
    #expect(a.presentation.center.x == 55 && a.presentation.alpha == 0)
    #expect(b.superview == nil)
  }

  @Test func calculationModeAndDefaultCurveComeFromTheOptions() throws {
    // Discrete: b jumps at its keyframe's start (P 0.25). The overall curve is the default easeInOut:
    // P(0.3 s of 1 s) = easeInOut(0.3) = 0.187395 (bisection), still before the start; P(0.5 s) = 0.5.
    let player = try #require(
      makePlayer(
        steps: #"""
          [{"animateKeyframes": {"duration": 1, "options": ["calculationModeDiscrete"],
            "keyframes": [{"start": 0.25, "duration": 0.5, "changes": [{"view": "b", "center": [200, 5]}]}]}}]
          """#))
    let b = try #require(player.viewsByID["b"])
    player.step(toFrame: 3)  // P ≈ 0.187: before the keyframe's start
    #expect(b.presentation.center.x == 105)
    player.step(toFrame: 5)  // P 0.5: jumped
    #expect(b.presentation.center.x == 200)
  }
}
