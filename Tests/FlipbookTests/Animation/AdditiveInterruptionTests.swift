import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// Additive interruption: presentation = model + Σ deltaᵢ · (1 − easeᵢ(progressᵢ)),
/// with values worked out by hand at the edge frames (linear curves, so easeᵢ is the progress).
@MainActor
@Suite(.checksEngineInvariants) struct AdditiveInterruptionTests {
  /// A scene whose window adds `center` and `bounds` animations.
  func additiveScene() -> TestScene {
    let scene = TestScene()
    scene.window.animator.interruption = .additive
    return scene
  }

  /// Center x 50 → 250 linearly over [0, 1]; at 0.5, back to 50 over [0.5, 1.5] (delta₁ = −200, delta₂ = 200).
  func toggle(_ scene: TestScene, first: @escaping (Bool) -> Void, second: @escaping (Bool) -> Void) {
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { scene.box.center = Point(x: 250, y: 50) }, completion: first)
    scene.window.step(to: 0.5)
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { scene.box.center = Point(x: 50, y: 50) }, completion: second)
  }

  @Test func replaceIsTheDefault() {
    #expect(TestScene().window.animator.interruption == .replace)
    #expect(Animator().interruption == .replace)
  }

  /// Box center x: 50 → 250 over [0, 1], then at 0.5 back to 50 over [0.5, 1.5].
  /// delta₁ = 50 − 250 = −200, delta₂ = 250 − 50 = 200, model 50 from 0.5 on.
  @Test func aReversedLinearToggleHoldsStillUntilTheFirstEndsAndBothFinish() {
    let scene = additiveScene()
    let first = CompletionLog(scene.window), second = CompletionLog(scene.window)
    toggle(scene, first: first.record, second: second.record)
    // Start of the overlap: 50 − 200 · 0.5 + 200 · 1 = 150, no jump.
    #expect(scene.box.presentation.center == Point(x: 150, y: 50))
    #expect(first.calls.isEmpty)
    #expect(scene.window.animator.runningAnimationCount == 2)
    // Overlap: 50 − 200 (1 − t) + 200 (1.5 − t) = 150 whatever t (the "freeze" iOS shows).
    #expect(isClose(scene.centerX(at: 0.75), 150, 1e-6))
    #expect(scene.window.renderSnapshot().nodes[1].values.center.x == scene.box.presentation.center.x)
    // The first ends at 1: 50 + 200 · 0.5 = 150, and it finished.
    #expect(isClose(scene.centerX(at: 1), 150, 1e-6))
    #expect(first.calls.count == 1 && first.calls[0].finished && first.calls[0].time == 1)
    // Only the second is left: 50 + 200 · (1 − 0.75) = 100.
    #expect(isClose(scene.centerX(at: 1.25), 100, 1e-6))
    #expect(scene.window.animator.runningAnimationCount == 1)
    #expect(scene.centerX(at: 1.5) == 50)
    #expect(second.calls.map(\.finished) == [true])
    #expect(second.calls.map(\.time) == [1.5])
    #expect(scene.box.isAnimating == false)
    #expect(scene.window.animator.runningAnimationCount == 0)
  }

  /// Bounds (0, 0, 100, 100) → (10, 20, 200, 50) over [0, 2]; at 1 back to (0, 0, 100, 100) over [1, 2.5].
  /// delta₁ = (−10, −20, −100, 50), delta₂ = (10, 20, 100, −50): the size delta is negative in height.
  @Test func boundsOriginAndSizeAddWithTheirOwnClocks() {
    let scene = additiveScene()
    let first = CompletionLog(scene.window)
    View.animate(
      withDuration: 2, delay: 0, options: .curveLinear,
      animations: { scene.box.bounds = Rect(x: 10, y: 20, width: 200, height: 50) }, completion: first.record)
    scene.window.step(to: 1)
    View.animate(withDuration: 1.5, delay: 0, options: .curveLinear) {
      scene.box.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    }
    func bounds(at t: Double) -> Rect {
      scene.window.step(to: t)
      return scene.box.presentation.bounds
    }
    // t = 1: model + delta₁ · 0.5 + delta₂ · 1.
    #expect(isClose(scene.box.presentation.bounds, Rect(x: 5, y: 10, width: 150, height: 75), 1e-9))
    // t = 1.75: e₁ = 0.875, e₂ = 0.5.
    #expect(isClose(bounds(at: 1.75), Rect(x: 3.75, y: 7.5, width: 137.5, height: 81.25), 1e-9))
    #expect(
      isClose(scene.window.renderSnapshot().nodes[1].values.bounds, scene.box.presentation.bounds, 1e-12))
    // t = 2, the first's end: e₂ = 2/3, model + delta₂ / 3.
    #expect(
      isClose(bounds(at: 2), Rect(x: 10.0 / 3, y: 20.0 / 3, width: 400.0 / 3, height: 250.0 / 3), 1e-9))
    #expect(first.calls.map(\.finished) == [true])
    #expect(bounds(at: 2.5) == Rect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func aDelayedAdditiveAnimationHoldsItsWholeDeltaDuringTheDelay() {
    let scene = additiveScene()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) { scene.box.center = Point(x: 250, y: 50) }
    scene.window.step(to: 0.5)
    View.animate(withDuration: 1, delay: 1, options: .curveLinear) { scene.box.center = Point(x: 50, y: 50) }
    // The second waits until 1.5 with term 200: 50 − 200 (1 − t) + 200 until the first ends at 1.
    #expect(isClose(scene.centerX(at: 0.75), 200, 1e-6))
    #expect(isClose(scene.centerX(at: 1.5), 250, 1e-6))  // the first ended: 50 + 200
    #expect(isClose(scene.centerX(at: 2), 150, 1e-6))  // 50 + 200 · 0.5
    #expect(scene.centerX(at: 2.5) == 50)
  }

  /// A spring keeps its own curve: with a linear toggle back at 0.5 (delta₂ = 200), the sum at t is
  /// 50 − 200·(1 − s(t)) + 200·(1.5 − t) where s is the spring's progress, read from the same spring alone in
  /// a replace-mode scene (x = 50 + 200·s). At 0.75 that is x_alone − 50; after the spring ends at 1 only the
  /// linear term is left.
  @Test func aSpringAddsWithItsOwnCurve() {
    let alone = TestScene(), scene = additiveScene()
    let log = CompletionLog(scene.window)
    for (target, completion) in [(alone, nil), (scene, log.record)] as [(TestScene, ((Bool) -> Void)?)] {
      View.animate(
        withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
        animations: { target.box.center = Point(x: 250, y: 50) }, completion: completion)
    }
    scene.window.step(to: 0.5)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) { scene.box.center = Point(x: 50, y: 50) }
    let springAlone = alone.centerX(at: 0.75)
    #expect(abs(springAlone - 200) > 10)  // far from a linear curve's 200, so the sum below needs the spring
    #expect(isClose(scene.centerX(at: 0.75), springAlone - 50, 1e-6))
    #expect(isClose(scene.centerX(at: 1.25), 100, 1e-6))
    #expect(log.calls.map(\.finished) == [true])
  }

  @Test func twoChangesInOneBlockMakeOneDelta() {
    let scene = additiveScene()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      scene.box.center = Point(x: 250, y: 50)
      scene.box.center = Point(x: 150, y: 80)
    }
    #expect(scene.window.animator.runningAnimationCount == 1)
    scene.window.step(to: 0.5)
    // delta = (50, 50) − (150, 80) = (−100, −30): model + delta · 0.5.
    #expect(isClose(scene.box.presentation.center, Point(x: 100, y: 65), 1e-9))
  }

  @Test func otherPropertiesReplaceStartingFromThePresentationValue() {
    let scene = additiveScene()
    let first = CompletionLog(scene.window)
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { scene.box.alpha = 0 },
      completion: first.record)
    scene.window.step(to: 0.25)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) { scene.box.alpha = 1 }  // no option
    #expect(isClose(scene.box.presentation.alpha, 0.75, 1e-6))  // from the presentation, not the model 0
    #expect(isClose(scene.alpha(at: 0.75), 0.875, 1e-6))  // 0.75 + 0.25 · 0.5
    #expect(first.calls.map(\.finished) == [false])
  }

  @Test func inReplaceModeTheSameToggleReplaces() {
    let scene = TestScene()
    let first = CompletionLog(scene.window)
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { scene.box.center = Point(x: 250, y: 50) }, completion: first.record)
    scene.window.step(to: 0.5)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) { scene.box.center = Point(x: 50, y: 50) }
    #expect(scene.box.presentation.center.x == 250)  // from the old target
    scene.window.step(to: 0.6)
    #expect(first.calls.map(\.finished) == [false])
    #expect(scene.window.animator.runningAnimationCount == 1)
  }

  @Test func settingOutsideABlockCancelsEveryAddedAnimation() {
    let scene = additiveScene()
    let log = CompletionLog(scene.window)
    toggle(scene, first: log.record, second: log.record)
    scene.box.center = Point(x: 10, y: 10)
    #expect(scene.box.presentation.center == Point(x: 10, y: 10))
    scene.window.step(to: 0.6)
    #expect(log.calls.map(\.finished) == [false, false])
    #expect(scene.window.animator.runningAnimationCount == 0)
  }

  @Test func aKeyframeAnimationTakesOverFromTheSummedPresentation() {
    let scene = additiveScene()
    let log = CompletionLog(scene.window)
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { scene.box.center = Point(x: 250, y: 50) }, completion: log.record)
    scene.window.step(to: 0.5)
    View.animateKeyframes(withDuration: 1, delay: 0, options: []) {
      scene.box.center = Point(x: 50, y: 50)
    }
    #expect(scene.box.presentation.center == Point(x: 150, y: 50))  // it starts where the view is
    scene.window.step(to: 0.6)
    #expect(log.calls.map(\.finished) == [false])
    #expect(scene.window.animator.runningAnimationCount == 1)
    #expect(scene.centerX(at: 1.5) == 50)
  }

  @Test func switchingBackToReplaceCancelsTheAddedAnimationsAtTheNextOne() {
    let scene = additiveScene()
    let log = CompletionLog(scene.window)
    toggle(scene, first: log.record, second: log.record)
    scene.window.animator.interruption = .replace
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) { scene.box.center = Point(x: 150, y: 50) }
    #expect(scene.box.presentation.center.x == 50)  // replace rules: from the model value (the old target)
    #expect(isClose(scene.centerX(at: 1), 100, 1e-6))
    #expect(log.calls.map(\.finished) == [false, false])
    #expect(scene.window.animator.runningAnimationCount == 1)
  }

  @Test func aPropertyAnimatorTakesOverFromTheSummedPresentation() {
    let scene = additiveScene()
    let log = CompletionLog(scene.window)
    toggle(scene, first: log.record, second: log.record)  // on screen x 150 at 0.5
    let animator = PropertyAnimator(duration: 1, curve: .linear) { scene.box.center.x = 250 }
    animator.startAnimation()
    #expect(scene.box.presentation.center.x == 150)
    #expect(isClose(scene.centerX(at: 1), 200, 1e-6))  // 150 + (250 − 150) · 0.5
    #expect(log.calls.map(\.finished) == [false, false])
    #expect(scene.centerX(at: 1.5) == 250)
  }

  @Test func removingTheViewCancelsItsAddedAnimations() {
    let scene = additiveScene()
    let log = CompletionLog(scene.window)
    toggle(scene, first: log.record, second: log.record)
    scene.box.removeFromSuperview()
    scene.window.step(to: 0.6)
    #expect(log.calls.map(\.finished) == [false, false])
    #expect(scene.box.isAnimating == false)
  }
}
