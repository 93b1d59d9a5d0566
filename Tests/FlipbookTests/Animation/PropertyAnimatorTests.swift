import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// `PropertyAnimator` against hand arithmetic: linear timing unless said, the box's center x going 50 → 150
/// over 1 s, so x = 50 + 100 × fraction.
@MainActor
@Suite(.checksEngineInvariants) struct PropertyAnimatorTests {
  final class Ends {
    var positions: [(AnimatingPosition, Double)] = []
  }

  func makeAnimator(_ scene: TestScene, _ ends: Ends, curve: AnimationCurve = .linear) -> PropertyAnimator {
    let animator = PropertyAnimator(duration: 1, curve: curve) { scene.box.center.x = 150 }
    animator.addCompletion { [window = scene.window] position in
      ends.positions.append((position, window.time))
    }
    return animator
  }

  /// An animator on a fresh scene, started at 0 and run until `time`.
  func running(until time: Double, curve: AnimationCurve = .linear) -> (TestScene, Ends, PropertyAnimator) {
    let scene = TestScene()
    let ends = Ends()
    let animator = makeAnimator(scene, ends, curve: curve)
    animator.startAnimation()
    scene.window.step(to: time)
    return (scene, ends, animator)
  }

  @Test func holdsTheOldValuesUntilStartedThenRunsAndCompletesAtTheEnd() {
    let scene = TestScene()
    let ends = Ends()
    let animator = makeAnimator(scene, ends)
    #expect(scene.box.center.x == 150 && animator.state == .inactive)
    #expect(scene.centerX(at: 0.5) == 50)
    animator.startAnimation()
    #expect(animator.state == .active && animator.isRunning)
    #expect(isClose(scene.centerX(at: 1), 100, 1e-9))
    #expect(isClose(animator.fractionComplete, 0.5, 1e-12))
    #expect(scene.centerX(at: 1.5) == 150)
    #expect(ends.positions.count == 1 && ends.positions[0] == (.end, 1.5))
    #expect(animator.state == .inactive && !animator.isRunning)
  }

  @Test func pauseHoldsAndAScrubMovesThenContinueRunsTheRest() {
    let (scene, ends, animator) = running(until: 0.25)
    animator.pauseAnimation()
    #expect(isClose(scene.centerX(at: 1), 75, 1e-9))  // held
    #expect(isClose(animator.fractionComplete, 0.25, 1e-9) && !animator.isRunning)
    animator.fractionComplete = 0.8  // the drag
    #expect(isClose(scene.centerX(at: 1.05), 130, 1e-9))
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    #expect(isClose(scene.centerX(at: 1.15), 140, 1e-9))
    #expect(scene.centerX(at: 1.25) == 150)
    #expect(ends.positions.count == 1 && ends.positions[0].0 == .end)
    #expect(isClose(ends.positions[0].1, 1.25, 1e-9))
  }

  @Test func durationFactorScalesTheRemainingTime() {
    let (scene, ends, animator) = running(until: 0.5)
    animator.pauseAnimation()
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)  // the last half takes 1 s
    #expect(isClose(scene.centerX(at: 1), 125, 1e-9))
    scene.window.step(to: 1.5)
    #expect(ends.positions.count == 1 && isClose(ends.positions[0].1, 1.5, 1e-9))
  }

  @Test func reversingRunsBackAndEndsAtTheStartWithTheOldModelValues() {
    let (scene, ends, animator) = running(until: 0.5)
    animator.isReversed = true
    #expect(isClose(scene.centerX(at: 0.75), 75, 1e-9))
    scene.window.step(to: 1)
    #expect(ends.positions.count == 1 && ends.positions[0] == (.start, 1))
    #expect(scene.box.center.x == 50)  // the model went back
    #expect(scene.centerX(at: 1.1) == 50)
  }

  @Test func stopWithoutFinishingKeepsTheShownValuesAndReportsNothing() {
    let (scene, ends, animator) = running(until: 0.3)
    animator.stopAnimation(true)
    #expect(animator.state == .inactive)
    #expect(isClose(scene.box.center.x, 80, 1e-9))
    #expect(isClose(scene.centerX(at: 2), 80, 1e-9))
    #expect(ends.positions.isEmpty)
  }

  @Test(arguments: [(AnimatingPosition.start, 50.0), (.current, 80), (.end, 150)])
  func stopThenFinishAtAPosition(_ position: AnimatingPosition, _ x: Double) {
    let (scene, ends, animator) = running(until: 0.3)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    #expect(isClose(scene.centerX(at: 0.6), 80, 1e-9))  // held while stopped
    animator.finishAnimation(at: position)
    #expect(isClose(scene.box.center.x, x, 1e-9))
    #expect(isClose(scene.centerX(at: 0.7), x, 1e-9))
    #expect(ends.positions.count == 1 && ends.positions[0] == (position, 0.6))
    #expect(animator.state == .inactive)
  }

  @Test func pausesOnCompletionStaysActiveAtTheEnd() {
    let scene = TestScene()
    let ends = Ends()
    let animator = makeAnimator(scene, ends)
    animator.pausesOnCompletion = true
    animator.startAnimation()
    #expect(scene.centerX(at: 1.2) == 150)
    #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
    #expect(ends.positions.isEmpty)
    animator.isReversed = true
    animator.startAnimation()
    #expect(isClose(scene.centerX(at: 1.7), 100, 1e-9))
  }

  @Test func startAfterDelayHoldsFirst() {
    let scene = TestScene()
    let ends = Ends()
    let animator = makeAnimator(scene, ends)
    animator.startAnimation(afterDelay: 0.5)
    #expect(scene.centerX(at: 0.4) == 50)
    #expect(isClose(scene.centerX(at: 1), 100, 1e-9))
    scene.window.step(to: 2)
    #expect(ends.positions.count == 1 && ends.positions[0] == (.end, 1.5))
  }

  @Test func aLinearScrubAfterAnEasedPauseDoesNotJump() {
    // easeInOut(0.25) = 0.129162: pausing shows and reports that progress; continuing resumes from the time
    // fraction 0.25 (found by inverting the curve), so nothing jumps and 0.75 s remain.
    let (scene, ends, animator) = running(until: 0.25, curve: .easeInOut)
    animator.pauseAnimation()
    #expect(isClose(animator.fractionComplete, 0.129162, 1e-6))
    #expect(isClose(scene.centerX(at: 0.5), 50 + 12.9162, 1e-4))
    animator.startAnimation()
    #expect(isClose(scene.centerX(at: 0.50001), 50 + 12.9162, 0.01))  // a jump would be ≥ 12
    scene.window.step(to: 1.3)
    #expect(ends.positions.count == 1 && isClose(ends.positions[0].1, 1.25, 1e-6))
  }

  @Test func continuingWithNewTimingResumesFromTheShownProgress() {
    // Paused at 0.5 (linear: x 100); continued with a spring: the spring's time fraction is the first at
    // which its progress is 0.5, so the view does not jump and then moves on to the end.
    let (scene, ends, animator) = running(until: 0.5)
    animator.pauseAnimation()
    animator.continueAnimation(
      withTimingParameters: .spring(.dampingRatio(1, initialVelocity: 0)), durationFactor: 1)
    #expect(isClose(scene.centerX(at: 0.5), 100, 1e-6))
    let later = scene.centerX(at: 0.6)
    #expect(later > 100 && later < 150)
    scene.window.step(to: 2)
    #expect(ends.positions.count == 1 && ends.positions[0].0 == .end)
  }

  @Test func animationsAddedToAPausedAnimatorRunOverTheRest() {
    // Paused at 0.5; alpha 1 → 0 added: it starts from 1 at progress 0.5 and reaches 0 at 1, so at 0.75
    // it is 0.5 (from' = 2 = 0 + (1 − 0) × 1 / (1 − 0.5), value = 2 − 2 × 0.75).
    let (scene, ends, animator) = running(until: 0.5)
    animator.pauseAnimation()
    animator.addAnimations { scene.box.alpha = 0 }
    #expect(scene.box.alpha == 0)
    #expect(scene.alpha(at: 0.6) == 1)
    animator.startAnimation()
    #expect(isClose(scene.alpha(at: 0.85), 0.5, 1e-9))
    #expect(isClose(scene.box.presentation.center.x, 125, 1e-9))
    #expect(scene.alpha(at: 1.1) == 0)
    #expect(ends.positions.count == 1 && ends.positions[0] == (.end, 1.1))
  }

  @Test func aDurationBounceSpringAnimatorRunsForItsSettlingTime() {
    // duration 0.5, bounce 0.3 settles after 0.8235617538193627 s (Spring tests), whatever the animator's 1 s.
    let scene = TestScene()
    let ends = Ends()
    let animator = PropertyAnimator(
      duration: 1, timingParameters: .spring(.perceptual(duration: 0.5, bounce: 0.3, initialVelocity: 0))
    ) { scene.box.center.x = 150 }
    animator.addCompletion { [window = scene.window] position in
      ends.positions.append((position, window.time))
    }
    animator.startAnimation()
    scene.window.step(to: 0.8)
    #expect(ends.positions.isEmpty)
    scene.window.step(to: 0.9)
    #expect(ends.positions.count == 1 && isClose(ends.positions[0].1, 0.8235617538193627, 1e-9))
  }

  @Test func anAnimatorWithNothingToAnimateFinishesAtOnce() {
    let ends = Ends()
    let animator = PropertyAnimator(duration: 1)
    animator.addCompletion { position in ends.positions.append((position, 0)) }
    animator.startAnimation()
    #expect(ends.positions.count == 1 && ends.positions[0].0 == .end && animator.state == .inactive)
  }

  @Test func aSpringAnimatorFollowsTheSettlingRuleSpring() {
    // ζ 1, D 1: p(0.5) = 0.9444771835619267 (the closed form, in Python).
    let scene = TestScene()
    let animator = PropertyAnimator(duration: 1, dampingRatio: 1) { scene.box.center.x = 150 }
    animator.startAnimation()
    #expect(isClose(scene.centerX(at: 0.5), 50 + 100 * 0.9444771835619267, 1e-9))
  }

  @Test func anotherAnimationTakingEveryPropertyEndsTheAnimatorWhereItIs() {
    let (scene, ends, animator) = running(until: 0.5)
    View.animate(withDuration: 1, delay: 0, options: .beginFromCurrentState) { scene.box.center.x = 0 }
    scene.window.step(to: 0.6)
    #expect(ends.positions.count == 1 && ends.positions[0].0 == .current)
    #expect(animator.state == .inactive)
  }

  @Test func scrubbingARunningAnimatorTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let view = View()
        window.addSubview(view)
        let animator = PropertyAnimator(duration: 1) { view.alpha = 0 }
        animator.startAnimation()
        animator.fractionComplete = 0.5
      }
    }
  }

  @Test func finishingAnAnimatorThatIsNotStoppedTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let animator = PropertyAnimator(duration: 1)
        animator.finishAnimation(at: .end)
      }
    }
  }

  @Test func startingAStoppedAnimatorTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let view = View()
        window.addSubview(view)
        let animator = PropertyAnimator(duration: 1) { view.alpha = 0 }
        animator.startAnimation()
        animator.stopAnimation(false)
        animator.startAnimation()
      }
    }
  }
}
