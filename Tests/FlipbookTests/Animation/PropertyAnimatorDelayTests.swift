import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// `addAnimations(_:delayFactor:)` against hand arithmetic. A 2 s animator moves the box's center x 50 → 150
/// (undelayed, x = 50 + 100·u for time fraction u) and fades its alpha 1 → 0 in animations added with a
/// delay factor: with start s = f + factor·(1 − f), alpha = 1 − timing((u − s)/(1 − s)) after s, 1 before.
@MainActor
@Suite(.checksEngineInvariants) struct PropertyAnimatorDelayTests {
  final class Ends {
    var positions: [(AnimatingPosition, Double)] = []
  }

  /// A 2 s animator of `curve` moving x, with the fade added at `delayFactor` before it starts.
  func makeAnimator(
    _ scene: TestScene, _ ends: Ends, curve: AnimationCurve = .linear, delayFactor: Double = 0.5
  ) -> PropertyAnimator {
    let animator = PropertyAnimator(duration: 2, curve: curve) { scene.box.center.x = 150 }
    animator.addAnimations({ scene.box.alpha = 0 }, delayFactor: delayFactor)
    animator.addCompletion { [window = scene.window] position in
      ends.positions.append((position, window.time))
    }
    return animator
  }

  @Test func theDelayedPartWaitsFactorTimesTheDurationThenEndsWithTheAnimator() {
    let scene = TestScene()
    let ends = Ends()
    let animator = makeAnimator(scene, ends)
    #expect(scene.box.alpha == 0)  // the model changed at once
    #expect(scene.alpha(at: 0.2) == 1)  // not started
    animator.startAnimation()  // at 0.2: the delay is 0.5 × 2 = 1 s, so the fade runs 1.2 … 2.2
    #expect(scene.alpha(at: 0.7) == 1)  // before the delay
    #expect(isClose(scene.box.presentation.center.x, 75, 1e-9))  // the undelayed part moves: u = 0.25
    #expect(scene.alpha(at: 1.2) == 1)  // at the delay
    #expect(isClose(scene.alpha(at: 1.7), 0.5, 1e-9))  // mid: u = 0.75 → (0.75 − 0.5)/0.5 = 0.5
    #expect(isClose(scene.alpha(at: 1.95), 0.25, 1e-9))  // u = 0.875 → 0.75
    #expect(scene.alpha(at: 2.2) == 0)  // the end: the model shows
    #expect(ends.positions.count == 1 && ends.positions[0] == (.end, 2.2))
  }

  @Test func theDelayedPartFollowsTheAnimatorsCurveCompressedIntoTheRest() {
    let scene = TestScene()
    let ends = Ends()
    let animator = makeAnimator(scene, ends, curve: .easeInOut)
    animator.startAnimation()
    // Phase 0.25 of ease-in-out (0.42, 0, 0.58, 1) is 0.1291619 (solved by bisection outside Flipbook).
    #expect(isClose(scene.alpha(at: 1.25), 1 - 0.1291619, 1e-6))
    #expect(isClose(scene.alpha(at: 1.5), 0.5, 1e-9))  // the curve's midpoint
    #expect(scene.alpha(at: 2) == 0)
  }

  @Test func addedToARunningAnimatorTheDelayIsAFactorOfTheRemainingTime() {
    let scene = TestScene()
    let ends = Ends()
    let animator = PropertyAnimator(duration: 2, curve: .linear) { scene.box.center.x = 150 }
    animator.startAnimation()
    scene.window.step(to: 0.5)  // u = 0.25: 1.5 s remain, the delay is 0.75 s → s = 0.625 (t = 1.25)
    animator.addAnimations({ scene.box.alpha = 0 }, delayFactor: 0.5)
    animator.addCompletion { [window = scene.window] position in
      ends.positions.append((position, window.time))
    }
    #expect(scene.alpha(at: 1.25) == 1)
    #expect(isClose(scene.alpha(at: 1.625), 0.5, 1e-9))  // u = 0.8125 → (0.8125 − 0.625)/0.375 = 0.5
    #expect(isClose(scene.box.presentation.center.x, 131.25, 1e-9))
    #expect(scene.alpha(at: 2) == 0)
    #expect(ends.positions.count == 1 && ends.positions[0] == (.end, 2))
  }

  @Test func aLinearScrubShowsTheDelayedPartsWindowOfTheFraction() {
    let scene = TestScene()
    let ends = Ends()
    let animator = makeAnimator(scene, ends, curve: .easeIn)
    animator.fractionComplete = 0.75  // paused: the shown progress is the fraction (scrubsLinearly)
    #expect(isClose(scene.alpha(at: 0.1), 0.5, 1e-9))
    #expect(isClose(scene.box.presentation.center.x, 125, 1e-9))
    animator.fractionComplete = 0.4  // before the delayed part starts
    #expect(scene.alpha(at: 0.2) == 1)
    #expect(isClose(scene.box.presentation.center.x, 90, 1e-9))
    animator.fractionComplete = 1
    #expect(scene.alpha(at: 0.3) == 0)
    #expect(animator.state == .active && ends.positions.isEmpty)
  }

  @Test func pausingAndStoppingKeepWhatTheDelayedPartShows() {
    let scene = TestScene()
    let ends = Ends()
    let animator = makeAnimator(scene, ends, curve: .easeInOut)
    animator.startAnimation()
    // u = 0.625: phase 0.25 of ease-in-out, 0.1291619 (bisection outside Flipbook), not the linear share
    // of the shown progress.
    #expect(isClose(scene.alpha(at: 1.25), 1 - 0.1291619, 1e-6))
    animator.pauseAnimation()
    #expect(isClose(scene.alpha(at: 1.5), 1 - 0.1291619, 1e-6))
    animator.stopAnimation(false)
    #expect(isClose(scene.alpha(at: 1.6), 1 - 0.1291619, 1e-6))
    animator.finishAnimation(at: .current)
    #expect(isClose(scene.box.alpha, 1 - 0.1291619, 1e-6))
  }

  @Test func aNonLinearScrubAppliesTheCurveToTheDelayedPartsPhase() {
    let scene = TestScene()
    let ends = Ends()
    let animator = makeAnimator(scene, ends, curve: .easeIn)
    animator.scrubsLinearly = false
    animator.fractionComplete = 0.75  // phase 0.5 of ease-in (0.42, 0, 1, 1): 0.3153568 (bisection)
    #expect(isClose(scene.alpha(at: 0.1), 1 - 0.3153568, 1e-6))
  }

  @Test func reversalRunsTheDelayedPartBackAndHoldsItAtItsStart() {
    let scene = TestScene()
    let ends = Ends()
    let animator = makeAnimator(scene, ends)
    animator.startAnimation()
    #expect(isClose(scene.alpha(at: 1.5), 0.5, 1e-9))  // u = 0.75
    animator.isReversed = true  // u goes back from 0.75 at 0.5 per second
    #expect(isClose(scene.alpha(at: 1.625), 0.625, 1e-9))  // u = 0.6875 → 1 − 0.1875/0.5
    #expect(isClose(scene.alpha(at: 1.75), 0.75, 1e-9))  // u = 0.625
    #expect(scene.alpha(at: 2) == 1)  // u = 0.5: back at its start
    #expect(scene.alpha(at: 2.5) == 1)  // u = 0.25: held there
    #expect(isClose(scene.box.presentation.center.x, 75, 1e-9))
    scene.window.step(to: 3)  // u = 0: the animator ends at the start; the model goes back
    #expect(ends.positions.count == 1 && ends.positions[0] == (.start, 3))
    #expect(scene.box.alpha == 1 && scene.box.center.x == 50)
  }

  @Test func stoppingAndFinishingActOnTheDelayedPartToo() {
    let scene = TestScene()
    let ends = Ends()
    let animator = makeAnimator(scene, ends)
    animator.startAnimation()
    scene.window.step(to: 1.5)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .current)  // the shown values go into the model
    #expect(isClose(scene.box.alpha, 0.5, 1e-9) && isClose(scene.box.center.x, 125, 1e-9))
    #expect(ends.positions.count == 1 && ends.positions[0] == (.current, 1.5))
  }

  @Test func aFactorOfOneJumpsWhenTheAnimatorEnds() {
    let scene = TestScene()
    let ends = Ends()
    let animator = makeAnimator(scene, ends, delayFactor: 1)
    animator.startAnimation()
    #expect(scene.alpha(at: 1.99) == 1)
    #expect(scene.alpha(at: 2) == 0)
    #expect(ends.positions.count == 1)
  }

  /// Adds a fade with `factor` to a new animator (an exit test's body: it must trap for factors outside [0, 1]).
  static func addFade(delayFactor factor: Double) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let view = View()
    window.addSubview(view)
    PropertyAnimator(duration: 1) { view.center.x = 5 }.addAnimations({ view.alpha = 0 }, delayFactor: factor)
  }

  @Test func aDelayFactorAboveOneTraps() async {
    await #expect(processExitsWith: .failure) { await MainActor.run { Self.addFade(delayFactor: 1.5) } }
  }

  @Test func aNegativeDelayFactorTraps() async {
    await #expect(processExitsWith: .failure) { await MainActor.run { Self.addFade(delayFactor: -0.25) } }
  }
}
