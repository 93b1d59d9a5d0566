import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import FlipbookTiming
import Testing

/// Values come from WebKit's six-digit values of the named curves and hand-derived phase arithmetic.
@MainActor
@Suite(.checksEngineInvariants) struct CurveAndPhaseTests {
  @Test(arguments: [
    (AnimationOptions.curveEaseInOut, [0.019722, 0.129162, 0.5, 0.870838, 0.980278]),
    (.curveEaseIn, [0.017027, 0.093465, 0.315357, 0.621862, 0.839428]),
    (.curveEaseOut, [0.160572, 0.378138, 0.684643, 0.906535, 0.982973]),
    (.curveLinear, [0.1, 0.25, 0.5, 0.75, 0.9]),
  ])
  func namedCurvesMatchCoreAnimation(options: AnimationOptions, expected: [Double]) {
    let scene = TestScene()
    scene.box.alpha = 0
    View.animate(withDuration: 2, delay: 0, options: options) { scene.box.alpha = 1 }
    for (x, y) in zip([0.1, 0.25, 0.5, 0.75, 0.9], expected) {
      #expect(isClose(scene.alpha(at: x * 2), y, 1e-6), "x = \(x)")
    }
  }

  @Test func defaultCurveIsEaseInOut() {
    let scene = TestScene()
    scene.box.alpha = 0
    View.animate(withDuration: 1) { scene.box.alpha = 1 }
    #expect(isClose(scene.alpha(at: 0.25), 0.129162, 1e-6))
  }

  @Test func delayShowsTheFromValueAndStartsExactly() {
    let scene = TestScene()
    View.animate(withDuration: 1, delay: 0.5, options: .curveLinear) { scene.box.alpha = 0 }
    #expect(scene.box.alpha == 0)
    #expect(scene.alpha(at: 0) == 1)
    #expect(scene.alpha(at: 0.4) == 1)
    #expect(scene.alpha(at: 0.5) == 1)
    #expect(isClose(scene.alpha(at: 0.75), 0.75, 1e-6))
    #expect(isClose(scene.alpha(at: 1.4999), 0.0001, 1e-9))
    #expect(scene.alpha(at: 1.5) == 0)
  }

  @Test func startTimesAreNotQuantizedToFrames() {
    let scene = TestScene()
    scene.window.animator.schedule(at: 0.25) {
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) { scene.box.alpha = 0 }
    }
    #expect(scene.alpha(at: 0.2) == 1)
    #expect(isClose(scene.alpha(at: 0.3), 1 - 0.05, 1e-6))
    #expect(isClose(scene.alpha(at: 0.5), 0.75, 1e-6))
  }

  @Test func fractionalRepeatWithAutoreverseEndsOnTheNewValue() {
    // d = 1, repeatCount 2.5, autoreverse: legs fwd [0,1) back [1,2) fwd [2,3) back [3,4) fwd [4,5); A = 5.
    let scene = TestScene()
    View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse]) {
      View.setAnimationRepeatCount(2.5)
      scene.box.alpha = 0
    }
    #expect(scene.alpha(at: 0) == 1)
    #expect(isClose(scene.alpha(at: 0.25), 0.75, 1e-6))
    #expect(scene.alpha(at: 1) == 0)  // leg 1 starts: u = 1 − 0 = 1 → value 0
    #expect(isClose(scene.alpha(at: 1.25), 0.25, 1e-6))  // back leg: u = 0.75
    #expect(scene.alpha(at: 2) == 1)  // leg 2 starts forward at u = 0
    #expect(isClose(scene.alpha(at: 3.5), 0.5, 1e-6))
    #expect(isClose(scene.alpha(at: 4.75), 0.25, 1e-6))
    #expect(scene.alpha(at: 5) == 0)  // over: the model value
    #expect(!scene.box.isAnimating)
  }

  @Test func wholeRepeatCountWithAutoreverseSnapsToTheModel() {
    let scene = TestScene()
    View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse]) { scene.box.alpha = 0 }
    #expect(isClose(scene.alpha(at: 1.999), 0.999, 1e-9))  // almost back at the old value
    #expect(scene.alpha(at: 2) == 0)  // then jumps to the new value
  }

  @Test func fractionalRepeatWithoutAutoreverseStopsMidCycle() {
    // d = 2, repeatCount 3.5: runs 7 s; at 6.5 s it is in the 4th cycle at u = 0.25.
    let scene = TestScene()
    View.animate(withDuration: 2, delay: 0, options: [.curveLinear]) {
      View.setAnimationRepeatCount(3.5)
      scene.box.alpha = 0
    }
    #expect(isClose(scene.alpha(at: 2.5), 0.75, 1e-6))
    #expect(isClose(scene.alpha(at: 6.5), 0.75, 1e-6))
    #expect(isClose(scene.alpha(at: 6.999), 1 - 0.4995, 1e-9))  // leg 3, u = 0.999 / 2
    #expect(scene.alpha(at: 7) == 0)
  }

  @Test func floatingPointSumsStillEndExactlyOnTheirFrame() {
    // 0.2 × 1.5 × 2 is 0.6000000000000001 in Double; the animation must still be over at frame 6 of 10 fps.
    let scene = TestScene()
    scene.window.frameRate = FrameRate(numerator: 10)
    let log = CompletionLog(scene.window)
    View.animate(
      withDuration: 0.2, delay: 0, options: [.curveLinear, .autoreverse],
      animations: {
        View.setAnimationRepeatCount(1.5)
        scene.box.center = Point(x: 150, y: 50)
      }, completion: log.record)
    scene.window.step(toFrame: 2)  // 0.2 s: the start of the back leg, u = 1
    #expect(scene.box.presentation.center.x == 150)
    scene.window.step(toFrame: 4)  // 0.4 s: the start of the third leg, u = 0
    #expect(scene.box.presentation.center.x == 50)
    scene.window.step(toFrame: 6)
    #expect(scene.box.presentation.center.x == 150)
    #expect(log.calls.count == 1 && log.calls[0].finished)
  }

  @Test func easedBackLegIsTheTimeMirrorOfTheForwardLeg() {
    let scene = TestScene()
    scene.box.alpha = 0
    View.animate(withDuration: 1, delay: 0, options: [.curveEaseIn, .autoreverse]) { scene.box.alpha = 1 }
    let forward = scene.alpha(at: 0.25)
    let backward = scene.alpha(at: 1.75)
    #expect(isClose(forward, 0.093465, 1e-6))
    #expect(isClose(backward, 0.093465, 1e-6))  // u = 1 − 0.75 = 0.25, same curve, never flipped
  }

  @Test func repeatForeverNeverCompletes() {
    let scene = TestScene()
    let log = CompletionLog(scene.window)
    View.animate(
      withDuration: 0.5, delay: 0, options: [.repeat, .curveLinear], animations: { scene.box.alpha = 0 },
      completion: log.record)
    #expect(isClose(scene.alpha(at: 1000.25), 0.5, 1e-6))
    #expect(log.calls.isEmpty)
    scene.box.alpha = 0.2  // a set outside a block cancels it
    scene.window.step(to: 1001)
    #expect(log.calls.count == 1)
    #expect(log.calls.first?.finished == false)
    #expect(log.calls.first?.time == 1000.25)
  }

  @Test func customBezierMayOvershoot() {
    let scene = TestScene()
    View.animate(withDuration: 1, delay: 0, options: []) {
      View.setAnimationTimingCurve(.cubicBezier(.init(x1: 0.5, y1: 1.8, x2: 0.5, y2: 1.8)))
      scene.box.center = Point(x: 150, y: 50)
    }
    scene.window.step(to: 0.5)
    // Symmetric control x (0.5, 0.5): at x = 0.5, t = 0.5 and y = 3·0.25·1.8·... = 0.75·1.8 + 0.125 = 1.475.
    #expect(isClose(scene.box.presentation.center.x, 50 + 100 * 1.475, 1e-6))
  }
}
