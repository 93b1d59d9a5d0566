import Flipbook
import FlipbookTestSupport
import FlipbookTimeline
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Springs at 10 fps. Expected values from the springs' closed forms, worked out in Python:
// ζ 1, D 1: p(0.3) = 1 − e^(−0.3·ω0)·(1 + 0.3·ω0) with ω0 = 9.233413476451585, p(0.5) = 0.9444771835619267;
// duration 0.5, bounce 0.3: p(0.2) = 0.8737108956017925, settled at 0.8235617538193627 s.

@Suite("Runner springs")
@MainActor
struct RunnerSpringTests {
  @Test func dampingSpringFollowsTheClosedFormAndCompletesAtTheDuration() throws {
    let player = try #require(
      makePlayer(
        steps: #"""
          [{"animate": {"duration": 1, "spring": {"damping": 1}, "changes": [{"view": "a", "center": [105, 5]}],
            "completion": [{"removeFromSuperview": "b"}]}}]
          """#))
    let a = try #require(player.viewsByID["a"])
    let b = try #require(player.viewsByID["b"])
    let ω0 = 9.233413476451585
    player.step(toFrame: 3)
    #expect(isClose(a.presentation.center.x, 5 + 100 * (1 - exp(-0.3 * ω0) * (1 + 0.3 * ω0)), 1e-9))
    player.step(toFrame: 5)
    #expect(isClose(a.presentation.center.x, 5 + 100 * 0.9444771835619267, 1e-9))
    #expect(b.superview != nil)
    player.step(toFrame: 10)
    #expect(a.presentation.center.x == 105)
    #expect(b.superview == nil)  // the completion ran at 1.0 s
  }

  @Test func durationBounceSpringSetsTheBlocksDuration() throws {
    let player = try #require(
      makePlayer(
        steps: #"""
          [{"animate": {"spring": {"duration": 0.5, "bounce": 0.3}, "changes": [{"view": "a", "center": [105, 5]}],
            "completion": [{"removeFromSuperview": "b"}]}}]
          """#))
    let a = try #require(player.viewsByID["a"])
    let b = try #require(player.viewsByID["b"])
    player.step(toFrame: 2)
    #expect(isClose(a.presentation.center.x, 5 + 100 * 0.8737108956017925, 1e-9))
    player.step(toFrame: 8)  // 0.8 s: not settled yet (0.8236 s)
    #expect(b.superview != nil)
    player.step(toFrame: 9)
    #expect(b.superview == nil)
    #expect(a.presentation.center.x == 105)
  }

  @Test func aNestedBlockInheritsTheSpringUnlessItOverridesTheCurve() throws {
    let player = try #require(
      makePlayer(
        steps: #"""
          [{"animate": {"duration": 1, "spring": {"damping": 1}, "changes": [
            {"animate": {"changes": [{"view": "a", "alpha": 0}]}},
            {"animate": {"curve": "linear", "options": ["overrideInheritedCurve"], "changes": [{"view": "b", "alpha": 0}]}}]}}]
          """#))
    let a = try #require(player.viewsByID["a"])
    let b = try #require(player.viewsByID["b"])
    player.step(toFrame: 5)
    #expect(isClose(a.presentation.alpha, 1 - 0.9444771835619267, 1e-9))
    #expect(isClose(b.presentation.alpha, 0.5, 1e-9))
  }
}
