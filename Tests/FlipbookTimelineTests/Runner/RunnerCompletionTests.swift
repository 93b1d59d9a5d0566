import Flipbook
import FlipbookTestSupport
import FlipbookTimeline
import Testing

@Suite("Runner completions and nesting")
@MainActor
struct RunnerCompletionTests {
  @Test func completionStepsRunAtTheBlockEndPlusTheirAt() throws {
    // The block ends at 0.5; the removal runs at 0.5 + 0.3 = 0.8.
    let player = try #require(
      makePlayer(
        steps:
          #"[{"animate": {"duration": 0.5, "changes": [{"view": "a", "alpha": 0}], "completion": [{"at": 0.3, "removeFromSuperview": "b"}]}}]"#
      ))
    let b = try #require(player.viewsByID["b"])
    player.step(toFrame: 7)
    #expect(b.superview != nil)
    player.step(toFrame: 8)
    #expect(b.superview == nil)
  }

  @Test func setCancelsTheAnimationAndTheBlockReportsCancelled() throws {
    let completion =
      #"[{"if": "cancelled", "set": [{"view": "b", "alpha": 0.25}]}, {"if": "finished", "set": [{"view": "b", "alpha": 0.75}]}]"#
    let player = try #require(
      makePlayer(
        steps: #"[{"animate": {"duration": 1, "changes": [{"view": "a", "alpha": 0}], "completion": "#
          + completion + #"}}, {"at": 0.5, "set": [{"view": "a", "alpha": 0.6}]}]"#))
    player.step(toFrame: 5)
    #expect(player.viewsByID["a"]!.presentation.alpha == 0.6)
    #expect(player.viewsByID["b"]!.alpha == 0.25)
    player.step(toFrame: 15)
    #expect(player.viewsByID["b"]!.alpha == 0.25)
  }

  @Test func uninterruptedBlockReportsFinished() throws {
    let player = try #require(
      makePlayer(
        steps:
          #"[{"animate": {"duration": 1, "changes": [{"view": "a", "alpha": 0}], "completion": [{"if": "cancelled", "set": [{"view": "b", "alpha": 0.25}]}, {"if": "finished", "set": [{"view": "b", "alpha": 0.75}]}]}}]"#
      ))
    player.step(toFrame: 9)
    #expect(player.viewsByID["b"]!.alpha == 1)
    player.step(toFrame: 10)
    #expect(player.viewsByID["b"]!.alpha == 0.75)
  }

  @Test func interruptedBlockCompletesEarlyWithCancelled() throws {
    // Block 1 (1 s) loses its only animation at 0.5 to block 2: it completes then, not finished.
    let player = try #require(
      makePlayer(
        steps:
          #"[{"animate": {"duration": 1, "changes": [{"view": "a", "alpha": 0}], "completion": [{"if": "cancelled", "removeFromSuperview": "b"}]}}, {"at": 0.5, "animate": {"duration": 1, "changes": [{"view": "a", "alpha": 1}]}}]"#
      ))
    player.step(toFrame: 4)
    #expect(player.viewsByID["b"]!.superview != nil)
    player.step(toFrame: 5)
    #expect(player.viewsByID["b"]!.superview == nil)
  }

  @Test func nestedBlockInheritsDurationAndCurve() throws {
    // Outer: 1 s linear. Nested: asks for easeIn and 0.2 s without the override options, so it is linear, 1 s.
    let player = try #require(
      makePlayer(
        steps:
          #"[{"animate": {"duration": 1, "curve": "linear", "changes": [{"view": "a", "alpha": 0}, {"animate": {"duration": 0.2, "curve": "easeIn", "changes": [{"view": "b", "alpha": 0}]}}]}}]"#
      ))
    player.step(toFrame: 5)
    #expect(isClose(player.viewsByID["b"]!.presentation.alpha, 0.5, 1e-9))
  }

  @Test func nestedBlockOverridesDurationAndCurve() throws {
    // Nested: 2 s easeIn with both overrides; at t = 1, u = 0.5, easeIn(0.5) = 0.315357.
    let player = try #require(
      makePlayer(
        steps:
          #"[{"animate": {"duration": 1, "curve": "linear", "changes": [{"animate": {"duration": 2, "curve": "easeIn", "options": ["overrideInheritedDuration", "overrideInheritedCurve"], "changes": [{"view": "b", "alpha": 0}]}}]}}]"#
      ))
    player.step(toFrame: 10)
    #expect(isClose(player.viewsByID["b"]!.presentation.alpha, 1 - 0.315357, 1e-6))
  }

  @Test func nestedBlockHasItsOwnCompletion() throws {
    // Nested (inherits 0.5 s) completes at 0.5; the outer block (1 s... its own alpha) at 1.
    let player = try #require(
      makePlayer(
        steps:
          #"[{"animate": {"duration": 0.5, "changes": [{"animate": {"changes": [{"view": "b", "alpha": 0}], "completion": [{"set": [{"view": "a", "tag": 1}]}]}}, {"view": "a", "center": [50, 50]}], "completion": [{"at": 0.5, "set": [{"view": "a", "tag": 2}]}]}}]"#
      ))
    player.step(toFrame: 4)
    #expect(player.viewsByID["a"]!.tag == 0)
    player.step(toFrame: 5)
    #expect(player.viewsByID["a"]!.tag == 1)
    player.step(toFrame: 10)
    #expect(player.viewsByID["a"]!.tag == 2)
  }

  @Test func completionStepsOfBlocksEndingTogetherRunInTheOrderTheBlocksBegan() throws {
    // Outer and nested block both end at 0.5 s; the outer began first, so its completion step runs first
    // and the nested block's `set` is the one that holds.
    let player = try #require(
      makePlayer(
        steps:
          #"[{"animate": {"duration": 0.5, "changes": [{"animate": {"changes": [{"view": "b", "alpha": 0}], "completion": [{"set": [{"view": "a", "tag": 2}]}]}}, {"view": "a", "alpha": 0}], "completion": [{"set": [{"view": "a", "tag": 1}]}]}}]"#
      ))
    player.step(toFrame: 10)
    #expect(player.viewsByID["a"]!.tag == 2)
  }

  @Test func nonAnimatablePropertiesApplyAtOnceInsideABlock() throws {
    let player = try #require(
      makePlayer(
        steps:
          #"[{"animate": {"duration": 1, "changes": [{"view": "a", "hidden": true, "tag": 3, "clipsToBounds": true}]}}]"#
      ))
    player.step(toFrame: 0)
    let a = player.viewsByID["a"]!
    #expect(a.presentation.isHidden && a.tag == 3 && a.clipsToBounds)
  }

  @Test func transitionAppliesChangesAtOnceAndCompletesAfterItsDuration() throws {
    let player = try #require(
      makePlayer(
        steps:
          #"[{"transition": {"view": "a", "type": "crossDissolve", "duration": 0.5, "changes": [{"view": "a", "alpha": 0.5}], "completion": [{"if": "finished", "removeFromSuperview": "b"}]}}]"#
      ))
    player.step(toFrame: 1)
    #expect(player.viewsByID["a"]!.presentation.alpha == 0.5)
    player.step(toFrame: 4)
    #expect(player.viewsByID["b"]!.superview != nil)
    player.step(toFrame: 5)
    #expect(player.viewsByID["b"]!.superview == nil)
  }

  @Test func transitionFromReplacesTheView() throws {
    let player = try #require(
      makePlayer(
        steps:
          #"[{"at": 0.2, "transitionFrom": {"from": "a", "to": {"id": "c", "frame": [1, 2, 3, 4]}, "type": "flipFromLeft", "duration": 1}}]"#
      ))
    player.step(toFrame: 2)
    let c = try #require(player.viewsByID["c"])
    #expect(player.window.subviews.map { player.id(of: $0) } == ["c", "b"])
    #expect(player.viewsByID["a"]!.superview == nil)
    #expect(c.frame.origin.x == 1)
  }

  @Test func transitionFromWithShowHideTogglesHidden() throws {
    let player = try #require(
      makePlayer(
        views: #"[{"id": "a"}, {"id": "b", "hidden": true}]"#,
        steps:
          #"[{"transitionFrom": {"from": "a", "to": "b", "type": "curlUp", "duration": 1, "options": ["showHideTransitionViews"]}}]"#
      ))
    player.step(toFrame: 0)
    #expect(player.viewsByID["a"]!.isHidden)
    #expect(!player.viewsByID["b"]!.isHidden)
    #expect(player.window.subviews.count == 2)
  }

  @Test func completionOfABlockWithoutAnimationsStaysWithItsPlayer() throws {
    // The block animates nothing (only a hierarchy change), so the engine reports it to the animator used
    // most recently; a second player created afterwards must not receive it.
    let first = try #require(
      makePlayer(
        steps:
          #"[{"at": 0.1, "animate": {"duration": 1, "changes": [{"removeFromSuperview": "b"}], "completion": [{"set": [{"view": "a", "tag": 5}]}]}}]"#
      ))
    let second = try #require(makePlayer(steps: "[]"))
    second.step(toFrame: 0)
    first.step(toFrame: 1)
    #expect(first.viewsByID["a"]!.tag == 5)
    second.step(toFrame: 2)
    #expect(second.viewsByID["a"]!.tag == 0)
  }
}
