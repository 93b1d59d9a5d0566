import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// The interruption rules (a new animation replaces a running one), with hand-computed values (linear curves throughout).
@MainActor
@Suite(.checksEngineInvariants) struct InterruptionTests {
  @Test func withoutBeginFromCurrentStateTheNewAnimationStartsFromTheOldTarget() {
    let scene = TestScene()
    let first = CompletionLog(scene.window)
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { scene.box.alpha = 0 },
      completion: first.record)
    scene.window.step(to: 0.5)  // on screen: 0.5
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) { scene.box.alpha = 1 }
    // From the model value (0, the old target): the view jumps there first.
    #expect(scene.box.presentation.alpha == 0)
    #expect(isClose(scene.alpha(at: 1.0), 0.5, 1e-6))
    #expect(first.calls.count == 1)
    #expect(first.calls[0].finished == false)
    #expect(first.calls[0].time == 0.5)
  }

  @Test func withBeginFromCurrentStateTheNewAnimationStartsFromThePresentation() {
    let scene = TestScene()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) { scene.box.alpha = 0 }
    scene.window.step(to: 0.25)  // on screen: 0.75
    View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState]) {
      scene.box.alpha = 0.25
    }
    #expect(isClose(scene.box.presentation.alpha, 0.75, 1e-6))
    #expect(isClose(scene.alpha(at: 0.75), 0.5, 1e-6))  // halfway from 0.75 to 0.25
    #expect(scene.alpha(at: 1.25) == 0.25)
  }

  @Test func animationsWaitingInTheirDelayAreReplacedToo() {
    let scene = TestScene()
    let first = CompletionLog(scene.window)
    View.animate(
      withDuration: 1, delay: 5, options: .curveLinear, animations: { scene.box.alpha = 0 },
      completion: first.record)
    scene.window.step(to: 1)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) { scene.box.alpha = 0.5 }
    scene.window.step(to: 1.5)
    #expect(first.calls.map(\.finished) == [false])
    #expect(isClose(scene.box.presentation.alpha, 0.25, 1e-6))  // from the model 0 toward 0.5
  }

  @Test func settingOutsideABlockCancelsAndShowsAtOnce() {
    let scene = TestScene()
    let log = CompletionLog(scene.window)
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { scene.box.alpha = 0 },
      completion: log.record)
    scene.window.step(to: 0.5)
    scene.box.alpha = 0.3
    #expect(scene.box.presentation.alpha == 0.3)
    scene.window.step(to: 0.6)
    #expect(log.calls.map(\.finished) == [false])
    #expect(scene.box.presentation.alpha == 0.3)
  }

  @Test func oneCancelledPropertyMakesTheWholeBlockReportNotFinished() {
    let scene = TestScene()
    let log = CompletionLog(scene.window)
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        scene.box.alpha = 0
        scene.box.center = Point(x: 200, y: 200)
      }, completion: log.record)
    scene.window.step(to: 0.5)
    scene.box.alpha = 1  // cancels the alpha track; the center track runs on
    scene.window.step(to: 0.9)
    #expect(log.calls.isEmpty)
    #expect(isClose(scene.box.presentation.center.x, 50 + 150 * 0.9, 1e-6))
    scene.window.step(to: 1)
    #expect(log.calls.count == 1)
    #expect(log.calls[0].finished == false)
    #expect(log.calls[0].time == 1)
  }

  @Test func removingAViewFromItsWindowCancelsItsAnimations() {
    let scene = TestScene()
    let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    scene.box.addSubview(child)
    let log = CompletionLog(scene.window)
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { child.alpha = 0 },
      completion: log.record)
    scene.window.step(to: 0.5)
    scene.box.removeFromSuperview()
    #expect(!child.isAnimating)
    #expect(child.presentation.alpha == 0)
    scene.window.step(to: 0.6)
    #expect(log.calls.map(\.finished) == [false])
    #expect(log.calls.first?.time == 0.5)
  }

  @Test func rotationTakesTheShorterWayAndAFullTurnDoesNotAnimate() {
    let scene = TestScene()
    scene.box.transform = AffineTransform(rotationAngle: 170 * .pi / 180)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      scene.box.transform = AffineTransform(rotationAngle: -170 * .pi / 180)
    }
    scene.window.step(to: 0.5)
    let mid = scene.box.presentation.transform
    // Halfway the shorter way (through 180°), not through 0°: a ≈ cos(180°) = −1.
    #expect(isClose(mid.a, -1, 1e-9))
    #expect(isClose(mid.b, 0, 1e-9))

    let spin = TestScene()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      spin.box.transform = AffineTransform(rotationAngle: 2 * .pi)
    }
    spin.window.step(to: 0.5)
    #expect(isClose(spin.box.presentation.transform.a, 1, 1e-9))
    #expect(isClose(spin.box.presentation.transform.b, 0, 1e-9))
  }

  @Test func coloursInterpolateOnNonPremultipliedComponents() {
    let scene = TestScene()
    scene.box.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      scene.box.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0)
    }
    scene.window.step(to: 0.25)
    let c = scene.box.presentation.backgroundColor
    #expect(c == Color(red: 0.75, green: 0, blue: 0.25, alpha: 0.75))
  }

  @Test func frameAnimatesCenterAndBoundsTogether() {
    let scene = TestScene()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      scene.box.frame = Rect(x: 100, y: 100, width: 200, height: 50)
    }
    scene.window.step(to: 0.5)
    let f = scene.box.presentation.frame
    // center (125, 87.5), size 150×75
    #expect(isClose(f.origin.x, 50, 1e-6) && isClose(f.origin.y, 50, 1e-6))
    #expect(isClose(f.size.width, 150, 1e-6) && isClose(f.size.height, 75, 1e-6))
    #expect(scene.box.frame == Rect(x: 100, y: 100, width: 200, height: 50))
  }
}
