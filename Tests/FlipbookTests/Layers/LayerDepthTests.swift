import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// A layer's depth: its 3-D geometry, key paths and values, by Core Animation's rules.
@MainActor @Suite struct LayerDepthTests {
  /// The number a number value holds (NaN for another kind, which no comparison accepts).
  func number(_ value: LayerValue) -> Double {
    if case .number(let x) = value { x } else { .nan }
  }

  /// CALayer's defaults: both transforms the identity, anchorPointZ and zPosition 0, double-sided.
  @Test func defaults() {
    let layer = Layer()
    #expect(layer.transform == .identity && layer.sublayerTransform == .identity)
    #expect(layer.anchorPointZ == 0 && layer.zPosition == 0 && layer.isDoubleSided)
    #expect(LayerProperty.doubleSided.defaultValue == .flag(true))
    #expect(!LayerProperty.doubleSided.animatesImplicitly, "doubleSided has no implied animation")
  }

  /// The anchor point (with anchorPointZ as its depth) goes to (position, zPosition): the transform turns
  /// about it.
  @Test func theAnchorPointGoesToPositionAndZPosition() {
    var v = LayerValues()
    v.bounds = Rect(x: 0, y: 0, width: 100, height: 40)
    v.position = Point(x: 50, y: 60)
    v.zPosition = 10
    v.anchorPointZ = -5
    // The anchor (50, 20, −5) of the bounds lands at (50, 60, 10).
    let p = v.localTransform.transforming(x: 50, y: 20, z: -5)
    #expect(p.x == 50 && p.y == 60 && p.z == 10 && p.w == 1)
    // A quarter turn about y about the anchor: the right edge's middle (100, 20, −5) is 50 right of it, and
    // goes 50 away (−z): (50, 60, 10 − 50).
    v.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
    let q = v.localTransform.transforming(x: 100, y: 20, z: -5)
    #expect(isClose(q.x, 50) && isClose(q.y, 60) && isClose(q.z, -40))
  }

  /// `frame` under a 3-D transform is the box of the projected corners: a 100-wide layer turned 60° about
  /// y under m34 = −1/500 spans x from −27.370 to 23.007 around its position (see the geometry tests).
  @Test func frameIsTheBoxOfTheProjectedBounds() {
    var v = LayerValues()
    v.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    v.position = Point(x: 100, y: 100)
    v.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
      .concatenating(Transform3D(perspective: 500)!)
    #expect(isClose(v.frame.minX, 100 - 27.370341, 1e-6) && isClose(v.frame.maxX, 100 + 23.007493, 1e-6))
    // The near edge is the taller: y ±54.741 about 100.
    #expect(isClose(v.frame.minY, 100 - 54.740682, 1e-6))
  }

  /// The key paths of CATransform3D's parts read and write the decomposition: rotation.y of a turn about
  /// y is its angle; setting translation.z keeps the turn.
  @Test func depthKeyPathsReadAndWriteOnePart() throws {
    var v = LayerValues()
    v.transform = Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0)
    let rotationY = try #require(LayerKeyPath("transform.rotation.y"))
    #expect(isClose(number(rotationY.value(in: v)), 0.5, 1e-9))
    let translationZ = try #require(LayerKeyPath("transform.translation.z"))
    translationZ.set(.number(30), in: &v)
    let expected = Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0)
      .concatenating(Transform3D(translationX: 0, y: 0, z: 30))
    #expect(isClose(v.transform, expected, 1e-12))
    #expect(isClose(number(rotationY.value(in: v)), 0.5, 1e-9))
    // rotation.x from 0: the turn about y stays.
    try #require(LayerKeyPath("transform.rotation.x")).set(.number(0.25), in: &v)
    #expect(isClose(number(try #require(LayerKeyPath("transform.rotation.x")).value(in: v)), 0.25, 1e-9))
    #expect(isClose(number(rotationY.value(in: v)), 0.5, 1e-9))
    #expect(LayerKeyPath("sublayerTransform.scale.z") != nil)
    #expect(LayerKeyPath("transform.rotation.w") == nil)
  }

  /// A `by` transform with no inverse cannot be taken back off `to`.
  @Test func subtractingASingularTransformHasNoResult() {
    let flat = Transform3D(scaleX: 1, y: 1, z: 0)
    #expect(LayerValue.transform(.identity).subtracting(.transform(flat)) == nil)
    let move = Transform3D(translationX: 0, y: 0, z: 5)
    #expect(LayerValue.transform(move).subtracting(.transform(move)) == .transform(.identity))
  }

  /// An animation of transform.rotation.y turns the layer in depth: halfway through 0 → 90° it is 45°.
  @Test func rotationAboutYAnimates() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    let layer = TransformLayer()
    view.layer.addSublayer(layer)
    let turn = BasicAnimation(keyPath: "transform.rotation.y")
    turn.fromValue = .number(0)
    turn.toValue = .number(.pi / 2)
    turn.duration = 1
    layer.add(turn, forKey: "turn")
    window.step(to: 0.5)
    let shown = layer.presentation(atGlobalTime: 0.5).transform
    #expect(isClose(shown, Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0), 1e-12))
    #expect(layer.kind == .transform)
  }
}
