import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// Values worked out independently in Python from the springs' closed forms (bisection for ω0):
/// ζ 1, D 1: ω0 = 9.233413476451585, p(0.25) = 0.671067519285765, p(0.5) = 0.9444771835619267;
/// ζ 0.5, D 1: p(0.25) = 1.1442225765956293 (overshoot), p(0.1) = 0.48782310042731214;
/// ζ 1, D 1, v0 = 2: ω0 = 8.985365880587102, p(0.25) = 0.7094767927722341;
/// iOS 17 duration 0.5, bounce 0.3: p(0.2) = 0.8737108956017925, settled at 0.8235617538193627 s.
@MainActor
@Suite(.checksEngineInvariants) struct SpringAnimationTests {
  @Test func criticallyDampedSpringFollowsTheClosedFormAndCompletesAtItsDuration() {
    let scene = TestScene()
    let log = CompletionLog(scene.window)
    View.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      animations: { scene.box.center = Point(x: 150, y: 50) }, completion: log.record)
    #expect(scene.box.center.x == 150)  // the model value at once
    #expect(scene.centerX(at: 0) == 50)
    #expect(isClose(scene.centerX(at: 0.25), 50 + 100 * 0.671067519285765, 1e-9))
    #expect(isClose(scene.centerX(at: 0.5), 50 + 100 * 0.9444771835619267, 1e-9))
    #expect(log.calls.isEmpty)
    #expect(scene.centerX(at: 1) == 150)  // snapped to the model value at D
    #expect(log.calls.count == 1 && log.calls[0].finished && log.calls[0].time == 1)
  }

  @Test func underdampedSpringOvershootsWithoutClamping() {
    let scene = TestScene()
    View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) {
      scene.box.center = Point(x: 150, y: 50)
    }
    #expect(isClose(scene.centerX(at: 0.1), 50 + 100 * 0.48782310042731214, 1e-9))
    let overshoot = scene.centerX(at: 0.25)
    #expect(isClose(overshoot, 50 + 100 * 1.1442225765956293, 1e-9))
    #expect(overshoot > 164)
  }

  @Test func initialVelocityIsInUnitsOfTheWholeDistancePerSecond() {
    let scene = TestScene()
    View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 2) {
      scene.box.center = Point(x: 150, y: 50)
    }
    #expect(isClose(scene.centerX(at: 0.25), 50 + 100 * 0.7094767927722341, 1e-9))
  }

  @Test func delayShowsTheFromValueThenTheSpringStarts() {
    let scene = TestScene()
    let log = CompletionLog(scene.window)
    View.animate(
      withDuration: 1, delay: 0.5, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      animations: { scene.box.center = Point(x: 150, y: 50) }, completion: log.record)
    #expect(scene.centerX(at: 0.4) == 50)
    #expect(isClose(scene.centerX(at: 0.75), 50 + 100 * 0.671067519285765, 1e-9))
    #expect(scene.centerX(at: 1.5) == 150)
    #expect(log.calls.count == 1 && log.calls[0].time == 1.5)
  }

  @Test func repeatAndAutoreverseRunTheSpringsPhaseBackwards() {
    // D = 1, 1.5 cycles with autoreverse: forward [0, 1), back [1, 2), forward [2, 3).
    let scene = TestScene()
    View.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      options: [.repeat, .autoreverse]
    ) {
      View.setAnimationRepeatCount(1.5)
      scene.box.center = Point(x: 150, y: 50)
    }
    #expect(isClose(scene.centerX(at: 1.5), 50 + 100 * 0.9444771835619267, 1e-9))  // back leg, u = 0.5
    #expect(isClose(scene.centerX(at: 1.75), 50 + 100 * 0.671067519285765, 1e-9))  // back leg, u = 0.25
    #expect(isClose(scene.centerX(at: 2.25), 50 + 100 * 0.671067519285765, 1e-9))  // forward again
    #expect(scene.centerX(at: 3) == 150)
  }

  @Test func aNestedBlockInheritsTheSpringAndItsDuration() {
    let scene = TestScene()
    let other = View(frame: Rect(x: 0, y: 200, width: 10, height: 10))
    scene.window.addSubview(other)
    View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0) {
      View.animate(withDuration: 5, delay: 0, options: .curveLinear) { other.alpha = 0 }
    }
    scene.window.step(to: 0.25)
    #expect(isClose(other.presentation.alpha, 1 - 0.671067519285765, 1e-9))
    // With overrideInheritedCurve, the nested block uses its own curve (linear) over the inherited duration.
    View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0) {
      View.animate(withDuration: 5, delay: 0, options: [.curveLinear, .overrideInheritedCurve]) {
        other.alpha = 1
      }
    }
    scene.window.step(to: 0.5)
    #expect(isClose(other.presentation.alpha, 0.25, 1e-9))
  }

  @Test func durationAndBounceSpringsCompleteWhenSettled() {
    let scene = TestScene()
    let log = CompletionLog(scene.window)
    View.animate(
      springDuration: 0.5, bounce: 0.3, animations: { scene.box.center = Point(x: 150, y: 50) },
      completion: log.record)
    #expect(isClose(scene.centerX(at: 0.2), 50 + 100 * 0.8737108956017925, 1e-9))
    #expect(scene.centerX(at: 0.8) != 150)
    #expect(log.calls.isEmpty)
    scene.window.step(to: 0.83)
    #expect(log.calls.count == 1 && log.calls[0].finished)
    #expect(isClose(log.calls[0].time, 0.8235617538193627, 1e-9))
    #expect(scene.box.presentation.center.x == 150)
  }

  @Test func aZeroDurationSpringAppliesAtOnce() {
    let scene = TestScene()
    let log = CompletionLog(scene.window)
    View.animate(
      springDuration: 0, animations: { scene.box.center = Point(x: 150, y: 50) }, completion: log.record)
    #expect(scene.centerX(at: 0) == 150)
    #expect(log.calls.count == 1 && log.calls[0].finished)
  }

  @Test func aSpringInterruptedByACurveBlockReportsNotFinished() {
    let scene = TestScene()
    let log = CompletionLog(scene.window)
    View.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
      animations: { scene.box.center = Point(x: 150, y: 50) }, completion: log.record)
    scene.window.step(to: 0.25)
    View.animate(withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear]) {
      scene.box.center = Point(x: 50, y: 50)
    }
    // From the presentation value at 0.25 s (the overshoot), linearly back to 50.
    #expect(isClose(scene.centerX(at: 0.75), 50 + 100 * 1.1442225765956293 * 0.5, 1e-9))
    scene.window.step(to: 2)
    #expect(log.calls.count == 1 && !log.calls[0].finished)
  }
}
