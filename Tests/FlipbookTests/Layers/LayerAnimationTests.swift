import Flipbook
import FlipbookGeometry
import FlipbookTiming
import Testing

/// Explicit and implicit animations of layers, with the values Core Animation's documented rules give.
@MainActor @Suite struct LayerAnimationTests {
  /// A window with one view holding `layer`, at time 0.
  func host(_ layer: Layer) -> Window {
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(view)
    view.layer.addSublayer(layer)
    return window
  }

  func basic(
    _ keyPath: String, from: Double? = nil, to: Double? = nil, by: Double? = nil, duration: Double = 1
  )
    -> BasicAnimation
  {
    let a = BasicAnimation(keyPath: keyPath)
    a.fromValue = from.map(LayerValue.number)
    a.toValue = to.map(LayerValue.number)
    a.byValue = by.map(LayerValue.number)
    a.duration = duration
    return a
  }

  func number(_ layer: Layer, _ property: LayerProperty, at t: Double, in window: Window) -> Double {
    window.step(to: t)
    guard case .number(let x) = layer.presentation(atGlobalTime: t)[property] else { return .nan }
    return x
  }

  /// CABasicAnimation changes the presentation only: when it ends it is removed and the layer snaps back to
  /// its model value (the classic snap back).
  @Test func anExplicitAnimationSnapsBackToTheModel() {
    let ring = ShapeLayer()
    let window = host(ring)
    ring.add(basic("strokeEnd", from: 0, to: 1), forKey: "draw")
    #expect(ring.strokeEnd == 1, "the model value does not change")
    #expect(number(ring, .strokeEnd, at: 0.25, in: window) == 0.25, "linear by default")
    #expect(number(ring, .strokeEnd, at: 1.5, in: window) == 1, "removed: the model value")
    #expect(ring.animationKeys().isEmpty, "removed on completion")
  }

  /// With fillMode forwards and removedOnCompletion false the final value stays on screen while the model
  /// keeps its own.
  @Test func forwardsFillKeepsTheEndOnScreen() {
    let layer = Layer()
    let window = host(layer)
    let fade = basic("opacity", from: 1, to: 0.2)
    fade.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    layer.add(fade, forKey: "fade")
    #expect(number(layer, .opacity, at: 3, in: window) == 0.2)
    #expect(layer.opacity == 1)
    #expect(layer.animationKeys() == ["fade"])
  }

  /// A forwards fill without removedOnCompletion false holds nothing: the animation is removed at its end.
  @Test func forwardsFillOfARemovedAnimationHoldsNothing() {
    let layer = Layer()
    let window = host(layer)
    let fade = basic("opacity", from: 1, to: 0.2)
    fade.fillMode = .forwards
    layer.add(fade, forKey: "fade")
    #expect(number(layer, .opacity, at: 2, in: window) == 1)
  }

  /// CABasicAnimation's table: a missing end is the value underneath, so "add from the old value, then set
  /// the model to the new one" ends on the new value; `byValue` alone runs from the value underneath.
  @Test func fromToByTable() {
    let layer = Layer()
    let window = host(layer)
    layer.add(basic("position.x", from: 0), forKey: "slide")
    Transaction.begin()
    Transaction.setDisableActions(true)
    layer.position = Point(x: 100, y: 0)
    Transaction.commit()
    #expect(number(layer, .position, at: 0, in: window).isNaN, "position is a point")
    window.step(to: 0.5)
    #expect(layer.presentation(atGlobalTime: 0.5).position.x == 50)
    layer.add(basic("cornerRadius", by: 8), forKey: "round")
    #expect(number(layer, .cornerRadius, at: 1.0, in: window) == 4, "0 → 0 + 8, halfway at 1.0")
    layer.add(basic("borderWidth", to: 10, by: 4), forKey: "border")
    #expect(number(layer, .borderWidth, at: 1.5, in: window) == 8, "to − by = 6 → 10, halfway")
  }

  /// Animations of one key path apply in the order added: an additive one adds to the result so far.
  @Test func additiveAnimationsAddToTheValueUnderneath() {
    let layer = Layer()
    let window = host(layer)
    layer.add(basic("opacity", from: 0, to: 0.5), forKey: "base")
    let extra = basic("opacity", from: 0, to: 0.2)
    extra.isAdditive = true
    layer.add(extra, forKey: "extra")
    #expect(abs(number(layer, .opacity, at: 0.5, in: window) - 0.35) < 1e-12, "0.25 + 0.1")
  }

  /// Cumulative: each repeat adds the previous repeats' end value.
  @Test func cumulativeRepeatsBuildOnEachOther() {
    let layer = Layer()
    let window = host(layer)
    let grow = basic("zPosition", from: 0, to: 10)
    grow.repeatCount = 3
    grow.isCumulative = true
    layer.add(grow, forKey: "grow")
    #expect(number(layer, .zPosition, at: 2.5, in: window) == 25, "third repeat, halfway: 20 + 5")
  }

  /// Adding under a key in use replaces the animation; its completion runs with finished = false. One that
  /// runs to its end completes with true, at its end.
  @Test func replacementByKeyAndCompletions() {
    let layer = Layer()
    let window = host(layer)
    var results: [String] = []
    let first = basic("opacity", from: 0, to: 1)
    first.completion = { results.append("first \($0)") }
    layer.add(first, forKey: "fade")
    window.step(to: 0.5)
    let second = basic("opacity", from: 1, to: 0)
    second.completion = { results.append("second \($0)") }
    layer.add(second, forKey: "fade")
    window.step(to: 1.4)
    #expect(results == ["first false"])
    window.step(to: 1.5)
    #expect(results == ["first false", "second true"])
  }

  /// transform.rotation.z interpolates the angle itself: a whole turn by `byValue` spins once.
  @Test func rotationByAWholeTurnSpins() {
    let layer = Layer()
    let window = host(layer)
    layer.add(basic("transform.rotation.z", by: 2 * Double.pi), forKey: "spin")
    window.step(to: 0.25)
    let q = layer.presentation(atGlobalTime: 0.25).transform.affine
    window.step(to: 0.5)
    let t = layer.presentation(atGlobalTime: 0.5).transform.affine
    #expect(abs(t.a + 1) < 1e-12 && abs(t.d + 1) < 1e-12, "half a turn: the matrix of 180°")
    #expect(abs(q.b - 1) < 1e-12, "a quarter turn: clockwise on screen")
  }

  /// QA1673: speed 0 and the paused local time as timeOffset freeze a layer's animations; resuming sets
  /// speed 1, timeOffset 0 and beginTime to the time since the pause, so they go on where they were.
  @Test func qa1673PauseAndResume() {
    let layer = Layer()
    let window = host(layer)
    layer.add(basic("zPosition", from: 0, to: 10, duration: 4), forKey: "z")
    window.step(to: 1)
    let paused = layer.convertTime(window.time, from: nil)
    layer.speed = 0
    layer.timeOffset = paused
    #expect(number(layer, .zPosition, at: 3, in: window) == 2.5, "held at 1 s of 4")
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    let sincePause = layer.convertTime(window.time, from: nil) - paused
    layer.beginTime = sincePause
    #expect(number(layer, .zPosition, at: 4, in: window) == 5, "1 s after resuming: 2 s of 4")
  }

  /// A standalone layer animates implicitly: from the value on screen over the transaction's duration
  /// (0.25 s) with the default timing function; disableActions, or a layer added in the same instant,
  /// changes at once.
  @Test func implicitAnimationsOfStandaloneLayers() {
    let layer = Layer()
    let window = host(layer)
    layer.opacity = 0
    #expect(number(layer, .opacity, at: 0, in: window) == 0, "added in this instant: no action")
    window.step(to: 1)
    layer.opacity = 1
    let expected = CubicBezier.default.value(at: 0.5)
    #expect(abs(number(layer, .opacity, at: 1.125, in: window) - expected) < 1e-12)
    #expect(number(layer, .opacity, at: 1.25, in: window) == 1)
    Transaction.begin()
    Transaction.setDisableActions(true)
    layer.opacity = 0.5
    Transaction.commit()
    #expect(number(layer, .opacity, at: 1.25, in: window) == 0.5)
    Transaction.begin()
    Transaction.setAnimationDuration(1)
    layer.opacity = 1
    Transaction.commit()
    #expect(abs(number(layer, .opacity, at: 1.75, in: window) - (0.5 + 0.5 * expected)) < 1e-12)
  }

  /// `setValues` is `setValue` for each property that differs: outside a window every value is taken at once
  /// (no clock, no action); in a window a changed animatable property takes its default action (from the
  /// value on screen over 0.25 s, as a single setter does), and an unchanged one none.
  @Test func setValuesSetsEachChangedPropertyAsItsSetterDoes() {
    let layer = ShapeLayer()
    var values = LayerValues()
    values.opacity = 0.25
    values.strokeEnd = 0.5
    values.position = Point(x: 30, y: 40)
    layer.setValues(values)
    #expect(layer.model == values)
    #expect(layer.animationKeys().isEmpty)
    let window = host(layer)
    window.step(to: 1)
    values.opacity = 1
    layer.setValues(values)
    #expect(layer.animationKeys() == ["opacity"], "only the changed property acts")
    let expected = 0.25 + 0.75 * CubicBezier.default.value(at: 0.5)
    #expect(abs(number(layer, .opacity, at: 1.125, in: window) - expected) < 1e-12)
    #expect(layer.model == values)
  }

  /// Paths never animate implicitly (Core Animation's rule for `path`).
  @Test func pathsNeverAnimateImplicitly() {
    let shape = ShapeLayer()
    let window = host(shape)
    window.step(to: 1)
    let square = BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 10))
    shape.path = square
    #expect(shape.animationKeys().isEmpty)
    #expect(shape.presentation(atGlobalTime: 1.1).path == square)
  }

  /// CASpringAnimation: the presentation follows the damped spring's closed form over the animation's time.
  @Test func springFollowsTheClosedForm() {
    let layer = Layer()
    let window = host(layer)
    let spring = SpringAnimation(keyPath: "zPosition")
    spring.fromValue = .number(0)
    spring.toValue = .number(100)
    spring.damping = 5
    spring.duration = 2
    layer.add(spring, forKey: "bounce")
    let reference = Spring(stiffness: 100, damping: 5, duration: 2)
    let value = number(layer, .zPosition, at: 0.3, in: window)
    #expect(abs(value - 100 * reference.progress(atTime: 0.3)) < 1e-9)
    #expect(value > 100, "under-damped: it overshoots at 0.3 s")
    // Settling: |x| stays within 0.001 from then on.
    let settle = spring.settlingDuration
    #expect(abs(reference.displacement(atTime: settle)) <= 0.001)
    #expect(abs(reference.displacement(atTime: settle - 0.05)) > 0.0005 || settle < 0.1)
  }

  /// CAKeyframeAnimation: values at even key times by default, linear between, or held with discrete.
  @Test func keyframesLinearAndDiscrete() {
    let layer = Layer()
    let window = host(layer)
    let k = KeyframeAnimation(keyPath: "zPosition")
    k.values = [0, 10, 40].map(LayerValue.number)
    k.duration = 2
    layer.add(k, forKey: "k")
    #expect(number(layer, .zPosition, at: 1.5, in: window) == 25)
    let d = KeyframeAnimation(keyPath: "cornerRadius")
    d.values = [0, 10, 40].map(LayerValue.number)
    d.duration = 2
    d.calculationMode = .discrete
    layer.add(d, forKey: "d")
    // Added at 1.5 s: at 2.7 s it is 60 % through, past the second key time (50 %).
    #expect(number(layer, .cornerRadius, at: 2.4, in: window) == 0, "45 %: still the first")
    #expect(number(layer, .cornerRadius, at: 2.7, in: window) == 10, "discrete: the second value holds")
  }
}
