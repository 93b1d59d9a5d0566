import Flipbook
import FlipbookGeometry
import Testing

/// Explicit animations of a view's own layer (`view.layer.add(_:forKey:)`), with the values Core
/// Animation's rules give: an animation changes the presentation only, a view's block animations are its
/// layer's animations keyed by the layer's property name, and explicit ones apply after them.
@MainActor @Suite struct BackingLayerAnimationTests {
  /// A window holding a 100×50 card centred at (100, 50), at time 0.
  func scene() -> (Window, View) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let card = View(frame: Rect(x: 50, y: 25, width: 100, height: 50))
    window.addSubview(card)
    return (window, card)
  }

  func basic(_ keyPath: String, from: LayerValue?, to: LayerValue?, duration: Double = 1) -> BasicAnimation {
    let a = BasicAnimation(keyPath: keyPath)
    a.fromValue = from
    a.toValue = to
    a.duration = duration
    return a
  }

  /// The snapshot node of the card (the window's node is 0): what the renderer draws.
  func node(_ window: Window) -> AnimatableValues { window.renderSnapshot().nodes[1].values }

  /// CABasicAnimation on a view's layer changes what is shown, never the view's value; removed at its end,
  /// the view shows its own value again (the snap back).
  @Test func anExplicitAnimationOfAViewsLayerSnapsBack() {
    let (window, card) = scene()
    card.layer.add(basic("opacity", from: .number(1), to: .number(0)), forKey: "fade")
    window.step(to: 0.25)
    #expect(card.presentation.alpha == 0.75, "linear by default: a quarter of the way from 1 to 0")
    #expect(node(window).alpha == 0.75, "the renderer's node shows the same")
    #expect(card.alpha == 1, "the model value does not change")
    #expect(card.layer.animationKeys() == ["fade"])
    window.step(to: 1.5)
    #expect(card.presentation.alpha == 1, "removed on completion: the model value")
    #expect(card.layer.animationKeys().isEmpty)
  }

  /// Explicit animations apply after the view's block animations: an additive one adds to the block's
  /// value, a non-additive one overrides it.
  @Test func explicitAnimationsApplyAfterBlockAnimations() {
    let (window, card) = scene()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) { card.center = Point(x: 150, y: 50) }
    let nudge = basic("position.x", from: .number(0), to: .number(20))
    nudge.isAdditive = true
    card.layer.add(nudge, forKey: "nudge")
    window.step(to: 0.5)
    #expect(card.presentation.center == Point(x: 135, y: 50), "block 125 (linear halfway 100 → 150) + 10")
    #expect(node(window).center == Point(x: 135, y: 50))
    card.layer.add(
      basic("position", from: .point(Point(x: 0, y: 0)), to: .point(Point(x: 100, y: 100))), forKey: "move")
    #expect(card.presentation.center == Point(x: 0, y: 0), "the non-additive one overrides both: its start")
    window.step(to: 1)
    #expect(card.presentation.center == Point(x: 50, y: 50), "halfway through its own second")
  }

  /// `transform.scale` animates the view's layer transform about its anchor point; the view's `transform`
  /// (the model) stays the identity.
  @Test func aTransformKeyPathAnimatesTheViewsTransform() {
    let (window, card) = scene()
    card.layer.add(basic("transform.scale", from: .number(1), to: .number(2)), forKey: "grow")
    window.step(to: 0.5)
    let shown = card.presentation.transform
    #expect(abs(shown.a - 1.5) < 1e-12 && abs(shown.d - 1.5) < 1e-12, "halfway from scale 1 to 2")
    #expect(
      card.presentation.frame == Rect(x: 25, y: 12.5, width: 150, height: 75), "scaled about the centre")
    #expect(card.transform == .identity)
  }

  /// `transform.rotation.y` turns the view's layer about y (a view's layer transform is its `transform3D`):
  /// halfway from 0 to π/3 it is the rotation by π/6, and the frame is the box of the turned bounds, 100 ·
  /// cos 30° wide about the same centre.
  @Test func aRotationAboutYTurnsTheViewInDepth() {
    let (window, card) = scene()
    card.layer.add(basic("transform.rotation.y", from: .number(0), to: .number(.pi / 3)), forKey: "turn")
    window.step(to: 0.5)
    let shown = card.presentation.transform3D.entries
    let expected = Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0).entries
    // The key path sets the angle through the matrix's decomposition, good to about 1e-8.
    #expect(zip(shown, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(shown) \(expected)")
    #expect(abs(card.presentation.frame.size.width - 100 * (3.0.squareRoot() / 2)) < 1e-5)
    #expect(card.transform3D == .identity, "the model does not turn")
  }

  /// `removeAllAnimations()` on a view's layer removes its block animations too (they are its layer's):
  /// their completion runs with `finished` false and the view shows its model values at once.
  @Test func removeAllAnimationsCancelsBlockAnimations() {
    let (window, card) = scene()
    var finished: Bool?
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { card.alpha = 0 },
      completion: { finished = $0 })
    card.layer.add(basic("cornerRadius", from: .number(0), to: .number(10)), forKey: "round")
    window.step(to: 0.5)
    #expect(card.presentation.alpha == 0.5)
    #expect(card.layer.animationKeys() == ["opacity", "round"], "the block's key is the layer's name")
    card.layer.removeAllAnimations()
    window.step(to: 0.6)
    #expect(card.presentation.alpha == 0, "the model value")
    #expect(card.presentation.style.cornerRadius == 0)
    #expect(finished == false)
    #expect(!card.isAnimating)
  }

  /// `removeAnimation(forKey: "opacity")` removes the block animation of `alpha` (its layer's `opacity`) and
  /// leaves the others running.
  @Test func removeAnimationByTheLayersNameCancelsThatProperty() {
    let (window, card) = scene()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      card.alpha = 0
      card.center = Point(x: 150, y: 50)
    }
    window.step(to: 0.5)
    card.layer.removeAnimation(forKey: "opacity")
    window.step(to: 0.6)
    #expect(card.presentation.alpha == 0)
    #expect(abs(card.presentation.center.x - 130) < 1e-9, "the centre still runs: 100 + 0.6 × 50")
    #expect(card.layer.animationKeys() == ["position"])
  }

  /// A key path the view's layer does not show from the view (a shape layer's `strokeEnd`) adds nothing.
  @Test func keyPathsAViewsLayerDoesNotShowAreIgnored() {
    let (_, card) = scene()
    card.layer.add(basic("strokeEnd", from: .number(0), to: .number(1)), forKey: "draw")
    #expect(card.layer.animationKeys().isEmpty)
    #expect(!card.isAnimating)
  }
}
