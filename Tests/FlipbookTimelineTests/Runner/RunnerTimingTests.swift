import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import FlipbookTimeline
import Testing

// Expected values follow the timing model by hand: value = from + (to − from) × curve(u), u = (t − b) / d, at 10 fps.

@Suite("Runner timing")
@MainActor
struct RunnerTimingTests {
  @Test func linearAnimationStartsAtItsExactTimeNotTheFrameTime() throws {
    // a.center.x goes 5 → 105 over 1 s from t = 0.25 (between frames 2 and 3).
    let player = try #require(
      makePlayer(
        steps:
          #"[{"at": 0.25, "animate": {"duration": 1, "curve": "linear", "changes": [{"view": "a", "center": [105, 5]}]}}]"#
      ))
    let a = try #require(player.viewsByID["a"])
    player.step(toFrame: 2)  // t = 0.2: not started
    #expect(a.presentation.center.x == 5)
    player.step(toFrame: 5)  // t = 0.5: u = 0.25
    #expect(isClose(a.presentation.center.x, 30, 1e-9))
    player.step(toFrame: 13)  // t = 1.3: over
    #expect(a.presentation.center.x == 105)
  }

  @Test func delayShowsTheFromValueWhileTheModelHoldsTheTarget() throws {
    let player = try #require(
      makePlayer(
        steps:
          #"[{"animate": {"duration": 1, "delay": 0.5, "curve": "linear", "changes": [{"view": "a", "alpha": 0}]}}]"#
      ))
    let a = try #require(player.viewsByID["a"])
    player.step(toFrame: 3)  // t = 0.3, in the delay
    #expect(a.presentation.alpha == 1)
    #expect(a.alpha == 0)
    player.step(toFrame: 10)  // t = 1.0: u = 0.5
    #expect(isClose(a.presentation.alpha, 0.5, 1e-9))
  }

  @Test func autoreverseRunsBackOnOddLegsThenSnapsToTheModel() throws {
    // d = 0.4, one cycle with autoreverse: A = 0.8.
    let player = try #require(
      makePlayer(
        steps:
          #"[{"animate": {"duration": 0.4, "curve": "linear", "options": ["autoreverse"], "changes": [{"view": "a", "alpha": 0}]}}]"#
      ))
    let a = try #require(player.viewsByID["a"])
    player.step(toFrame: 2)  // leg 0, u = 0.5
    #expect(isClose(a.presentation.alpha, 0.5, 1e-9))
    player.step(toFrame: 7)  // leg 1, u = 0.75 reversed to 0.25
    #expect(isClose(a.presentation.alpha, 0.75, 1e-9))
    player.step(toFrame: 9)  // over: the model value
    #expect(a.presentation.alpha == 0)
  }

  @Test func fractionalRepeatCountWithAutoreverseEndsOnAForwardLeg() throws {
    // d = 0.2, repeatCount 1.5, autoreverse: legs fwd [0, .2), back [.2, .4), fwd [.4, .6).
    let player = try #require(
      makePlayer(
        steps:
          #"[{"animate": {"duration": 0.2, "repeatCount": 1.5, "curve": "linear", "options": ["repeat", "autoreverse"], "changes": [{"view": "a", "center": [105, 5]}]}}]"#
      ))
    let a = try #require(player.viewsByID["a"])
    player.step(toFrame: 1)  // leg 0, u = 0.5: x = 55
    #expect(isClose(a.presentation.center.x, 55, 1e-9))
    player.step(toFrame: 3)  // leg 1, u = 0.5 → 0.5: x = 55
    #expect(isClose(a.presentation.center.x, 55, 1e-9))
    player.step(toFrame: 4)  // leg 2, u = 0: x = 5
    #expect(isClose(a.presentation.center.x, 5, 1e-9))
    // Over. (0.2 × 1.5 × 2 rounds to just above 0.6, so frame 6 still shows the last leg's end.)
    player.step(toFrame: 7)
    #expect(a.presentation.center.x == 105)
  }

  @Test func repeatWithoutCountNeverCompletes() throws {
    let player = try #require(
      makePlayer(
        steps:
          #"[{"animate": {"duration": 0.2, "options": ["repeat"], "changes": [{"view": "a", "alpha": 0}], "completion": [{"removeFromSuperview": "b"}]}}]"#
      ))
    player.step(toFrame: 19)
    #expect(player.viewsByID["b"]?.superview === player.window)
    #expect(player.viewsByID["a"]?.isAnimating == true)
  }

  @Test func interruptionWithoutBeginFromCurrentStateStartsFromTheModelValue() throws {
    // Block 1 moves x 5 → 105 over 1 s; at 0.5 block 2 targets 205 over 1 s, from the model value 105.
    let player = try #require(
      makePlayer(
        steps:
          #"[{"animate": {"duration": 1, "curve": "linear", "changes": [{"view": "a", "center": [105, 5]}]}}, {"at": 0.5, "animate": {"duration": 1, "curve": "linear", "changes": [{"view": "a", "center": [205, 5]}]}}]"#
      ))
    let a = try #require(player.viewsByID["a"])
    player.step(toFrame: 10)  // t = 1.0: u = 0.5 of 105 → 205
    #expect(isClose(a.presentation.center.x, 155, 1e-9))
  }

  @Test func interruptionWithBeginFromCurrentStateStartsFromThePresentation() throws {
    // At 0.5 the presentation is 55; block 2 goes 55 → 205.
    let player = try #require(
      makePlayer(
        steps:
          #"[{"animate": {"duration": 1, "curve": "linear", "changes": [{"view": "a", "center": [105, 5]}]}}, {"at": 0.5, "animate": {"duration": 1, "curve": "linear", "options": ["beginFromCurrentState"], "changes": [{"view": "a", "center": [205, 5]}]}}]"#
      ))
    let a = try #require(player.viewsByID["a"])
    player.step(toFrame: 10)  // t = 1.0: 55 + 150 × 0.5
    #expect(isClose(a.presentation.center.x, 130, 1e-9))
  }

  @Test func namedAndCustomCurves() throws {
    // easeIn at u = 0.5 is 0.315357; [0.42, 0, 1, 1] is the same curve.
    let player = try #require(
      makePlayer(
        steps:
          #"[{"animate": {"duration": 1, "curve": "easeIn", "changes": [{"view": "a", "alpha": 0}]}}, {"animate": {"duration": 1, "curve": [0.42, 0, 1, 1], "changes": [{"view": "b", "alpha": 0}]}}]"#
      ))
    player.step(toFrame: 5)
    #expect(isClose(player.viewsByID["a"]!.presentation.alpha, 1 - 0.315357, 1e-6))
    #expect(isClose(player.viewsByID["b"]!.presentation.alpha, 1 - 0.315357, 1e-6))
  }

  @Test func defaultCurveIsEaseInOut() throws {
    // d = 2, t = 0.5: u = 0.25, easeInEaseOut(0.25) = 0.129162.
    let player = try #require(
      makePlayer(steps: #"[{"animate": {"duration": 2, "changes": [{"view": "a", "alpha": 0}]}}]"#))
    player.step(toFrame: 5)
    #expect(isClose(player.viewsByID["a"]!.presentation.alpha, 1 - 0.129162, 1e-6))
  }

  @Test func zeroDurationAppliesAtOnceAndCompletesFinished() throws {
    let player = try #require(
      makePlayer(
        steps:
          #"[{"at": 0.5, "animate": {"duration": 0, "changes": [{"view": "a", "alpha": 0.2}], "completion": [{"if": "finished", "set": [{"view": "b", "alpha": 0.3}]}]}}]"#
      ))
    player.step(toFrame: 5)
    #expect(player.viewsByID["a"]!.presentation.alpha == 0.2)
    #expect(player.viewsByID["b"]!.presentation.alpha == 0.3)
  }

  @Test func stepsWithEqualAtRunInDocumentOrder() throws {
    let player = try #require(
      makePlayer(
        steps:
          #"[{"at": 0.3, "set": [{"view": "a", "alpha": 0.2}]}, {"at": 0.3, "set": [{"view": "a", "alpha": 0.4}]}]"#
      ))
    player.step(toFrame: 3)
    #expect(player.viewsByID["a"]!.alpha == 0.4)
  }
}
