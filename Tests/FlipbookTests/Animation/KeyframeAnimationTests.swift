import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// Keyframe animations through the engine. Expected values are hand arithmetic from UIKit's keyframe
/// model: the overall curve maps time to progress P; a property holds, then moves during its keyframe.
/// The box's center starts at x = 50.
@MainActor
@Suite(.checksEngineInvariants) struct KeyframeAnimationTests {
  @Test func linearKeyframesMoveDuringTheirSpanAndHoldBetween() {
    let scene = TestScene()
    let log = CompletionLog(scene.window)
    View.animateKeyframes(
      withDuration: 2, delay: 0, options: .curveLinear,
      animations: {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { scene.box.center.x = 150 }
        View.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { scene.box.center.x = 100 }
      }, completion: log.record)
    #expect(scene.box.center.x == 100)  // the model: the last value set
    #expect(isClose(scene.centerX(at: 0.5), 100, 1e-9))  // P 0.25: half-way through the first keyframe
    #expect(isClose(scene.centerX(at: 1), 150, 1e-9))
    #expect(isClose(scene.centerX(at: 1.25), 150, 1e-9))  // held between keyframes
    #expect(isClose(scene.centerX(at: 1.75), 125, 1e-9))
    #expect(log.calls.isEmpty)
    #expect(scene.centerX(at: 2) == 100)
    #expect(log.calls.count == 1 && log.calls[0].finished && log.calls[0].time == 2)
  }

  @Test func theOverallCurveDefaultsToEaseInOut() {
    // t 0.5 of 2 s: u = 0.25, P = easeInOut(0.25) = 0.129162; the keyframe spans [0, 0.5].
    let scene = TestScene()
    View.animateKeyframes(withDuration: 2, delay: 0) {
      View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { scene.box.center.x = 150 }
    }
    #expect(isClose(scene.centerX(at: 0.5), 50 + 100 * 0.129162 / 0.5, 1e-4))  // 0.129162 is rounded to 5e-7
  }

  @Test func changesOutsideKeyframesSpanTheWholeAnimation() {
    let scene = TestScene()
    View.animateKeyframes(withDuration: 1, delay: 0.5, options: .curveLinear) {
      scene.box.alpha = 0
      View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) { scene.box.center.x = 150 }
    }
    #expect(scene.alpha(at: 0.4) == 1)  // the delay
    #expect(isClose(scene.alpha(at: 0.75), 0.75, 1e-9))
    #expect(isClose(scene.box.presentation.center.x, 50, 1e-9))  // P 0.25: before the keyframe
    // a zero-duration keyframe applies at its start (P 0.5)
    #expect(isClose(scene.centerX(at: 1), 150, 1e-9))
  }

  @Test func discreteModeJumpsAtEachStart() {
    let scene = TestScene()
    View.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeDiscrete, .curveLinear]) {
      View.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.6) { scene.box.center.x = 150 }
      View.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) { scene.box.center.x = 80 }
    }
    #expect(scene.centerX(at: 0.19) == 50)
    #expect(scene.centerX(at: 0.2) == 150)
    #expect(scene.centerX(at: 0.59) == 150)
    #expect(scene.centerX(at: 0.6) == 80)
  }

  @Test func cubicModeFollowsTheCatmullRomSpline() {
    // Values 50, 60, 80, 50 over [0, .25], [.25, .5], [.5, 1]. At P 0.375 (t = 0.5 in segment 2):
    // ½·[2·60 + (80 − 50)/2 + (2·50 − 5·60 + 4·80 − 50)/4 + (3·60 − 50 − 3·80 + 50)/8] = 72.5.
    let scene = TestScene()
    View.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic, .curveLinear]) {
      View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { scene.box.center.x = 60 }
      View.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { scene.box.center.x = 80 }
      View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { scene.box.center.x = 50 }
    }
    #expect(isClose(scene.centerX(at: 0.25), 60, 1e-9))
    #expect(isClose(scene.centerX(at: 0.375), 72.5, 1e-9))
    #expect(isClose(scene.centerX(at: 0.5), 80, 1e-9))
  }

  @Test func pacedModeSpacesValuesByDistance() {
    // By start: 150 (0.1), then 100 (0.9): values 50, 150, 100, distances 100 and 50: times 0, 2/3, 1.
    let scene = TestScene()
    View.animateKeyframes(withDuration: 1.5, delay: 0, options: [.calculationModePaced, .curveLinear]) {
      View.addKeyframe(withRelativeStartTime: 0.9, relativeDuration: 0.1) { scene.box.center.x = 100 }
      View.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.1) { scene.box.center.x = 150 }
    }
    #expect(isClose(scene.centerX(at: 0.5), 100, 1e-9))  // P 1/3
    #expect(isClose(scene.centerX(at: 1), 150, 1e-9))  // P 2/3
    #expect(isClose(scene.centerX(at: 1.25), 125, 1e-9))  // P 5/6
  }

  @Test func autoreverseRunsTheOverallProgressBackwards() {
    let scene = TestScene()
    View.animateKeyframes(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear]) {
      View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { scene.box.center.x = 150 }
    }
    #expect(isClose(scene.centerX(at: 0.25), 100, 1e-9))
    #expect(isClose(scene.centerX(at: 1.25), 150, 1e-9))  // back leg, P 0.75: held
    #expect(isClose(scene.centerX(at: 1.75), 100, 1e-9))  // back leg, P 0.25
    #expect(scene.centerX(at: 2) == 150)  // the model value after the cycle
  }

  @Test func aKeyframeAnimationInterruptedFromItsCurrentState() {
    let scene = TestScene()
    let log = CompletionLog(scene.window)
    View.animateKeyframes(
      withDuration: 2, delay: 0, options: .curveLinear,
      animations: {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { scene.box.center.x = 150 }
      }, completion: log.record)
    scene.window.step(to: 0.5)  // P 0.25: x = 100
    View.animate(withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear]) {
      scene.box.center.x = 0
    }
    #expect(isClose(scene.centerX(at: 1), 50, 1e-9))  // from 100 to 0, half-way
    scene.window.step(to: 3)
    #expect(log.calls.count == 1 && !log.calls[0].finished)
  }

  @Test func colorsAndTransformsUseTheirOwnInterpolation() {
    let scene = TestScene()
    scene.box.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
    View.animateKeyframes(withDuration: 1, delay: 0, options: .curveLinear) {
      View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        scene.box.backgroundColor = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
        scene.box.transform = AffineTransform(rotationAngle: 1)
      }
    }
    scene.window.step(to: 0.75)
    #expect(scene.box.presentation.backgroundColor == Color(red: 0.5, green: 0.25, blue: 0, alpha: 1))
    let angle = AffineTransform.Decomposition(scene.box.presentation.transform).rotation
    #expect(isClose(angle, 0.5, 1e-9))
  }
}
