import Flipbook
import FlipbookTestSupport
import FlipbookTimeline
import Testing

// Property animators at 10 fps, by hand: a.center.x goes 5 → 105 over 1 s, linear, so
// x = 5 + 100 × fraction.

@Suite("Runner property animators")
@MainActor
struct RunnerAnimatorTests {
  @Test func startPauseScrubContinueAndCompletionWithItsPosition() throws {
    let player = try #require(
      makePlayer(
        steps: #"""
          [{"animator": {"id": "drag", "duration": 1, "curve": "linear", "changes": [{"view": "a", "center": [105, 5]}],
            "completion": [{"if": "end", "removeFromSuperview": "b"}, {"if": "start", "set": [{"view": "a", "alpha": 0}]}]}},
           {"at": 0.3, "pauseAnimator": "drag"},
           {"at": 0.5, "scrubAnimator": "drag", "fraction": 0.8},
           {"at": 0.6, "continueAnimator": "drag", "durationFactor": 1}]
          """#))
    let a = try #require(player.viewsByID["a"])
    let b = try #require(player.viewsByID["b"])
    player.step(toFrame: 2)
    #expect(isClose(a.presentation.center.x, 25, 1e-9))
    player.step(toFrame: 4)  // paused at 0.3
    #expect(isClose(a.presentation.center.x, 35, 1e-9))
    player.step(toFrame: 5)  // scrubbed to 0.8
    #expect(isClose(a.presentation.center.x, 85, 1e-9))
    player.step(toFrame: 7)  // continued at 0.6: 0.9 at 0.7
    #expect(isClose(a.presentation.center.x, 95, 1e-9))
    player.step(toFrame: 8)  // ended at 0.8: the end completion ran
    #expect(a.presentation.center.x == 105)
    #expect(b.superview == nil && a.alpha == 1)
  }

  @Test func anAnimatorWhoseCompletionRestartsItLoadsAndRestartsWithinTheTimeline() throws {
    // Each run of 0.5 s ends, and its completion starts the animator again: without end in timeline time,
    // so the check of the script (which used to run every event until none was left) stops at the end.
    let player = try #require(
      makePlayer(
        steps:
          #"[{"animator": {"id": "a0", "duration": 0.5, "curve": "linear", "changes": [{"view": "a", "alpha": 0}], "completion": [{"if": "end", "addAnimations": {"animator": "a0", "changes": [{"view": "b", "alpha": 0.5}]}}, {"if": "end", "startAnimator": "a0"}]}}]"#
      ))
    player.step(toFrame: 19)
    #expect(player.viewsByID["b"]!.alpha == 0.5)
    #expect(player.diagnostics.isEmpty)
  }

  @Test func anAnimatorRestartedWithinAFrameOfItsEndStopsRestartingAndSaysWhy() throws {
    // Duration 0 and a start delay shorter than a frame (10 fps): the chains would never end (the first at
    // one instant, the second without a frame between), so playing to the last frame would not return.
    for (duration, delay) in [(0.0, 0.0), (0.0, 1e-6), (0.05, 0.0)] {
      let text = timeline(
        views: twoViews,
        steps:
          #"[{"animator": {"id": "z", "duration": \#(duration), "changes": [{"view": "a", "alpha": 0.5}], "completion": [{"startAnimator": "z", "delay": \#(delay)}]}}]"#
      )
      let document = try TimelineLoader.startChecking(bytes: Array(text.utf8), file: "t.json").get().document
      let player = TimelinePlayer(document: document, file: "t.json")
      player.step(toFrame: player.frameCount - 1)
      #expect(player.diagnostics.count == 1, "duration \(duration), delay \(delay)")
      #expect(player.diagnostics.first?.message.hasPrefix("animator 'z' ended again") == true)
      #expect(player.viewsByID["a"]?.presentation.alpha == 0.5)
    }
  }

  @Test func anAnimatorRestartedAFrameAfterItsEndKeepsLooping() throws {
    // One frame (0.1 s at 10 fps) per run; each end moves b right by 1: 18 or 19 ends by 1.9 s (the
    // end times add up 0.1 at a time).
    let player = try #require(
      makePlayer(
        steps:
          #"[{"animator": {"id": "z", "duration": 0.1, "curve": "linear", "changes": [{"view": "a", "alpha": 0}], "completion": [{"addAnimations": {"animator": "z", "changes": [{"view": "b", "by": {"center": [1, 0]}}]}}, {"startAnimator": "z"}]}}]"#
      ))
    player.step(toFrame: 19)
    #expect(player.diagnostics.isEmpty)
    #expect((123...124).contains(player.viewsByID["b"]!.center.x))
  }

  @Test func aScriptedDragMovesTheFractionFrameByFrame() throws {
    // Paused at fraction 0 (start: false); dragged to 1 over 0.5 s from 0.2 s, linearly: at 0.4 s, 0.4.
    let player = try #require(
      makePlayer(
        steps: #"""
          [{"animator": {"id": "d", "duration": 1, "curve": "linear", "start": false,
                         "changes": [{"view": "a", "center": [105, 5]}]}},
           {"at": 0.2, "scrubAnimator": "d", "fraction": 1, "over": 0.5}]
          """#))
    let a = try #require(player.viewsByID["a"])
    player.step(toFrame: 1)
    #expect(a.presentation.center.x == 5)
    player.step(toFrame: 4)
    #expect(isClose(a.presentation.center.x, 45, 1e-9))
    player.step(toFrame: 7)
    #expect(isClose(a.presentation.center.x, 105, 1e-9))
  }

  @Test func aStepBetweenFramesOfADragSeesTheLastFramesFraction() throws {
    // The drag sets 0.2 at 0.4 s and would set 0.3 at 0.5 s; a continue at 0.45 s runs from 0.2, linearly
    // over the remaining 0.8 s of a 1 s animator, one fraction per second: 0.35 at 0.6 s, 0.45 at 0.7 s.
    let player = try #require(
      makePlayer(
        steps: #"""
          [{"animator": {"id": "d", "duration": 1, "curve": "linear", "start": false,
                         "changes": [{"view": "a", "center": [105, 5]}]}},
           {"at": 0.2, "scrubAnimator": "d", "fraction": 1, "over": 1},
           {"at": 0.45, "continueAnimator": "d", "durationFactor": 1}]
          """#))
    let a = try #require(player.viewsByID["a"])
    player.step(toFrame: 4)
    #expect(isClose(a.presentation.center.x, 25, 1e-9))
    player.step(toFrame: 6)  // continued from 0.2 (not 0.25, the drag's value at 0.45 s)
    #expect(isClose(a.presentation.center.x, 40, 1e-9))
    player.step(toFrame: 7)  // the drag no longer moves a running animator
    #expect(isClose(a.presentation.center.x, 50, 1e-9))
  }

  @Test func aDragAtTenMillionFramesPerSecondCostsWhatIsRendered() throws {
    // Frame updates are asked for where time is observed, not scheduled one per frame: loading (which
    // runs the script to its end) and stepping to a frame 0.3 s in take a handful of events, and the frame
    // shows the drag's value there (linear, 0.1 s into a 0.5 s drag from 0.2 s: fraction 0.2).
    let text = #"""
      {"version": 1, "canvas": {"width": 200, "height": 100}, "fps": 10000000, "duration": 2,
      "views": [{"id": "a", "frame": [0, 0, 10, 10]}],
      "steps": [{"animator": {"id": "d", "duration": 1, "curve": "linear", "start": false,
                              "changes": [{"view": "a", "center": [105, 5]}]}},
                {"at": 0.2, "scrubAnimator": "d", "fraction": 1, "over": 0.5}]}
      """#
    let document = try #require(loadDocument(text))
    #expect(document.frameCount == 20_000_000)
    let player = TimelinePlayer(document: document, file: "t.json")
    let a = try #require(player.viewsByID["a"])
    player.step(toFrame: 3_000_000)
    #expect(isClose(a.presentation.center.x, 25, 1e-9))
    player.step(toFrame: 19_999_999)
    #expect(isClose(a.presentation.center.x, 105, 1e-9))
  }

  @Test func reverseAndStopAtAPosition() throws {
    let player = try #require(
      makePlayer(
        steps: #"""
          [{"animator": {"id": "r", "duration": 1, "curve": "linear", "changes": [{"view": "a", "center": [105, 5]}],
            "completion": [{"if": "current", "removeFromSuperview": "b"}]}},
           {"at": 0.5, "reverseAnimator": "r"},
           {"at": 0.8, "stopAnimator": "r", "finalPosition": "current"}]
          """#))
    let a = try #require(player.viewsByID["a"])
    let b = try #require(player.viewsByID["b"])
    player.step(toFrame: 7)  // reversed at 0.5 (fraction 0.5): 0.3 at 0.7
    #expect(isClose(a.presentation.center.x, 35, 1e-9))
    player.step(toFrame: 9)  // stopped at 0.8, fraction 0.2: the model is there
    #expect(isClose(a.center.x, 25, 1e-9) && isClose(a.presentation.center.x, 25, 1e-9))
    #expect(b.superview == nil)
  }

  @Test func aStopWithoutAPositionWaitsForAFinishingStop() throws {
    let player = try #require(
      makePlayer(
        steps: #"""
          [{"animator": {"id": "s", "duration": 1, "curve": "linear", "changes": [{"view": "a", "center": [105, 5]}],
            "completion": [{"if": "start", "removeFromSuperview": "b"}]}},
           {"at": 0.4, "stopAnimator": "s"},
           {"at": 0.6, "stopAnimator": "s", "finalPosition": "start"}]
          """#))
    let a = try #require(player.viewsByID["a"])
    let b = try #require(player.viewsByID["b"])
    player.step(toFrame: 5)  // stopped at fraction 0.4: held
    #expect(isClose(a.presentation.center.x, 45, 1e-9))
    #expect(b.superview != nil)
    player.step(toFrame: 6)  // finished at the start: the model went back
    #expect(a.center.x == 5 && a.presentation.center.x == 5)
    #expect(b.superview == nil)
  }

  @Test func animationsAddedWhileRunningMoveOverTheRest() throws {
    // Added at 0.5 s (progress 0.5): alpha goes from 1 to 0 over the remaining half, 0.4 at 0.8 s.
    let player = try #require(
      makePlayer(
        steps: #"""
          [{"animator": {"id": "r", "duration": 1, "curve": "linear", "changes": [{"view": "a", "center": [105, 5]}]}},
           {"at": 0.5, "addAnimations": {"animator": "r", "changes": [{"view": "a", "alpha": 0}]}}]
          """#))
    let a = try #require(player.viewsByID["a"])
    player.step(toFrame: 5)
    #expect(a.presentation.alpha == 1)
    player.step(toFrame: 8)
    #expect(isClose(a.presentation.alpha, 0.4, 1e-9) && isClose(a.presentation.center.x, 85, 1e-9))
    player.step(toFrame: 10)
    #expect(a.presentation.alpha == 0)
  }

  @Test func animationsAddedWithADelayFactorWaitThenEndWithTheAnimator() throws {
    // Added at 0 (fraction 0) with factor 0.5: alpha waits 0.5 s, then 1 → 0 over the last 0.5 s.
    let player = try #require(
      makePlayer(
        steps: #"""
          [{"animator": {"id": "r", "duration": 1, "curve": "linear", "changes": [{"view": "a", "center": [105, 5]}]}},
           {"addAnimations": {"animator": "r", "delayFactor": 0.5, "changes": [{"view": "a", "alpha": 0}]}}]
          """#))
    let a = try #require(player.viewsByID["a"])
    player.step(toFrame: 5)
    #expect(a.presentation.alpha == 1 && isClose(a.presentation.center.x, 55, 1e-9))
    player.step(toFrame: 7)
    #expect(isClose(a.presentation.alpha, 0.6, 1e-9))
    player.step(toFrame: 10)
    #expect(a.presentation.alpha == 0)
  }
}
