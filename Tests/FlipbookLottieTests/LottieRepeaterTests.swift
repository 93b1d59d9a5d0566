import Flipbook
import FlipbookGeometry
import FlipbookTimeline
import Testing

@testable import FlipbookLottie

/// The repeater item (`rp`, the last item of the layer's group) of the shape layer named `name`.
private func repeater(_ animation: JSONOutput, _ name: String) -> JSONOutput? {
  let items = animation.layer(named: name)?["shapes"]?.list.first?["it"]?.list ?? []
  return items.last { $0["ty"]?.text == "rp" }
}

/// A fixed property's value (`k`) as numbers.
private func value(_ property: JSONOutput?) -> [Double] {
  guard let k = property?["k"] else { return [] }
  return k.double.map { [$0] } ?? k.list.compactMap { $0.double }
}

/// Copy i as rlottie and ThorVG draw it: `T(i·position + anchor) · S^i · R^i · T(−anchor)` applied to `q`.
private func lottieCopy(_ step: LottieRepeaterStep, _ i: Int, _ q: Point) -> Point {
  let n = Double(i)
  let angle = step.rotation * n
  let (x, y) = (q.x - step.anchor.x, q.y - step.anchor.y)
  let turned = (x * mathCos(angle) - y * mathSin(angle), x * mathSin(angle) + y * mathCos(angle))
  let scale = (0..<i).reduce((1.0, 1.0)) { s, _ in (s.0 * step.scale.width, s.1 * step.scale.height) }
  return Point(
    x: scale.0 * turned.0 + step.anchor.x + n * step.position.x,
    y: scale.1 * turned.1 + step.anchor.y + n * step.position.y)
}

/// A move is the repeater's position, with no anchor, turn or scale (N(q) = q + t is Lottie's i·position).
@Test func aMoveIsTheRepeatersPosition() throws {
  let step = try #require(LottieRepeaterStep(AffineTransform(translationX: 30, y: -4)))
  #expect(step.position == Point(x: 30, y: -4))
  #expect(step.anchor == .zero && step.scale == Size(width: 1, height: 1) && step.rotation == 0)
}

/// A quarter turn about (50, 50), N(q) = R(90°)·q + (100, 0): the anchor is N's fixed point (50, 50),
/// since x = 100 − y and y = x give x = y = 50; the position is 0 and the turn 90°.
@Test func aTurnAboutAPointAnchorsAtItsFixedPoint() throws {
  let step = try #require(LottieRepeaterStep(AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 100, ty: 0)))
  #expect(abs(step.anchor.x - 50) < 1e-12 && abs(step.anchor.y - 50) < 1e-12)
  #expect(step.position == .zero)
  #expect(abs(step.rotation - .pi / 2) < 1e-12)
  #expect(step.scale == Size(width: 1, height: 1))
}

/// A scale along the axes moves on an axis it keeps (x: q + 30) and scales about t / (1 − s) on the other
/// (y: 0.8·y + 10 has the fixed point 10 / 0.2 = 50).
@Test func aScaleAlongTheAxesIsAMoveOrAFixedPointPerAxis() throws {
  let step = try #require(LottieRepeaterStep(AffineTransform(a: 1, b: 0, c: 0, d: 0.8, tx: 30, ty: 10)))
  #expect(step.position == Point(x: 30, y: 0))
  #expect(abs(step.anchor.y - 50) < 1e-12 && step.anchor.x == 0)
  #expect(step.scale == Size(width: 1, height: 0.8) && step.rotation == 0)
}

/// A shear, a mirror and an uneven scale with a turn have no repeater form (Lottie scales after turning).
@Test func stepsWithoutARepeaterFormAreRefused() {
  #expect(LottieRepeaterStep(AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)) == nil)
  #expect(LottieRepeaterStep(AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0)) == nil)
  let uneven = AffineTransform(scaleX: 2, y: 1).concatenating(AffineTransform(rotationAngle: 0.3))
  #expect(LottieRepeaterStep(uneven) == nil)
}

/// Core Animation's copy i (the step applied i times) and Lottie's copy i (its closed form) agree for every
/// form the step takes, up to 6 copies.
@Test func lottiesCopiesAreCoreAnimationsPowersOfTheStep() throws {
  let steps = [
    AffineTransform(translationX: 12, y: 5),
    AffineTransform(rotationAngle: 0.7).concatenating(AffineTransform(scaleX: 0.9, y: 0.9))
      .concatenating(AffineTransform(translationX: 20, y: -8)),
    AffineTransform(scaleX: 1.1, y: 0.7).concatenating(AffineTransform(translationX: 3, y: 9)),
  ]
  let q = Point(x: 7, y: -3)
  for matrix in steps {
    let step = try #require(LottieRepeaterStep(matrix))
    var power = AffineTransform.identity
    for i in 0..<6 {
      let expected = q.applying(power)
      let actual = lottieCopy(step, i, q)
      #expect(
        abs(expected.x - actual.x) < 1e-9 && abs(expected.y - actual.y) < 1e-9, "copy \(i) of \(matrix)")
      power = power.concatenating(matrix)
    }
  }
}

/// Three copies moved by 30 points: the copied layer 'dot' (frame [0, 40, 20, 20], so its matrix is a move
/// by (0, 40)) carries the repeater `R = L · M · L⁻¹`, where M, the move about the replicator's centre, is
/// the move itself: position (30, 0), anchor 0, no turn or scale, the opacity 100 from start to end, copies
/// drawn each above the one before. Nothing is pictured.
@MainActor
@Test func aReplicatorWithoutDelayIsALottieRepeater() throws {
  let (animation, pictured) = try exportedLayers(
    #"""
    [{"id": "dots", "type": "replicator", "frame": [0, 0, 100, 100], "instanceCount": 3,
      "instanceTransform": {"translate": [30, 0]},
      "sublayers": [{"id": "dot", "frame": [0, 40, 20, 20], "backgroundColor": "red"}]}]
    """#)
  #expect(pictured.isEmpty)
  let rp = try #require(repeater(animation, "view 'v' layer 'dot'"))
  #expect(value(rp["c"]) == [3])
  #expect(value(rp["o"]) == [0])
  #expect(rp["m"]?.double == 1)
  let tr = try #require(rp["tr"])
  #expect(value(tr["p"]) == [30, 0])
  #expect(value(tr["a"]) == [0, 0])
  #expect(value(tr["s"]) == [100, 100])
  #expect(value(tr["r"]) == [0])
  #expect(value(tr["so"]) == [100] && value(tr["eo"]) == [100])
  // One shape layer draws every copy (beside the null layer placing it): no picture, no layer per copy.
  #expect(!animation.allLayers.contains { $0["ty"]?.double == 2 })
  let dots = animation.allLayers.filter { $0["nm"]?.text == "view 'v' layer 'dot'" }
  #expect(dots.compactMap { $0["ty"]?.double }.sorted() == [3, 4])
}

/// Four copies each turned 90° about the replicator's centre (50, 50); the copied layer 'dot' sits at
/// (40, 0), so in its own coordinates the centre is (10, 50): the anchor, with position 0 and a turn of 90°.
/// Its opacity 0.5 fades each copy by itself: start and end opacity 50.
@MainActor
@Test func aTurningReplicatorAnchorsItsRepeaterAtTheCentreInTheCopiedLayer() throws {
  let (animation, pictured) = try exportedLayers(
    #"""
    [{"id": "dots", "type": "replicator", "frame": [0, 0, 100, 100], "instanceCount": 4,
      "instanceTransform": {"rotateZ": 90},
      "sublayers": [{"id": "dot", "frame": [40, 0, 20, 20], "backgroundColor": "red", "opacity": 0.5}]}]
    """#)
  #expect(pictured.isEmpty)
  let tr = try #require(repeater(animation, "view 'v' layer 'dot'")?["tr"])
  #expect(value(tr["a"]) == [10, 50])
  #expect(value(tr["p"]) == [0, 0])
  #expect(value(tr["r"]) == [90])
  #expect(value(tr["so"]) == [50] && value(tr["eo"]) == [50])
  #expect(value(animation.layer(named: "view 'v' layer 'dot'")?["ks"]?["o"]) == [100])
}

/// Copies Lottie cannot repeat as Core Animation draws them stay pictures, named with the reason: a delay,
/// tints that step from copy to copy (rlottie and ThorVG fade by different steps), several parts per copy.
@MainActor
@Test func replicatorsARepeaterCannotDrawArePicturedAndNamed() throws {
  // (the replicator's extra values, the copied layer's, the reason)
  let cases: [(String, String, String)] = [
    (
      #", "instanceDelay": 0.1"#, "",
      "each copy is delayed (instanceDelay), and a Lottie repeater shows every copy at once"
    ),
    (
      #", "instanceAlphaOffset": -0.2"#, "",
      "its copies are tinted one after another (instance colour offsets): a repeater can only fade them, "
        + "and rlottie and ThorVG fade them by different steps"
    ),
    (
      "", #", "borderWidth": 2, "borderColor": "blue""#,
      "each copy draws several parts (background, fill, stroke, border), which ThorVG stacks part by part "
        + "over every copy and rlottie copy by copy"
    ),
  ]
  for (replicator, copied, reason) in cases {
    let (animation, pictured) = try exportedLayers(
      """
      [{"id": "dots", "type": "replicator", "frame": [0, 0, 100, 100], "instanceCount": 3,
        "instanceTransform": {"translate": [30, 0]}\(replicator),
        "sublayers": [{"id": "dot", "frame": [0, 40, 20, 20], "backgroundColor": "red"\(copied)}]}]
      """)
    #expect(pictured.map(\.description) == ["view 'v': its layer 'dots', its copies, as pictures: \(reason)"])
    #expect(animation.layer(named: "view 'v' layer 'dots'")?["ty"]?.double == 2)
  }
}

/// A replicator with one copy draws its sublayers as any layer does (copy 0 has no delay, and its tint is
/// already in its colours): a sublayer with two parts and a delay are no reason for pictures, nor a repeater.
@MainActor
@Test func aReplicatorWithOneCopyHoldsItsSublayersAsAnyLayer() throws {
  let (animation, pictured) = try exportedLayers(
    #"""
    [{"id": "dots", "type": "replicator", "frame": [0, 0, 100, 100], "instanceCount": 1,
      "instanceDelay": 0.1, "instanceTransform": {"translate": [30, 0]},
      "sublayers": [{"id": "dot", "frame": [0, 40, 20, 20], "backgroundColor": "red",
        "borderWidth": 2, "borderColor": "blue"}]}]
    """#)
  #expect(pictured.isEmpty)
  #expect(repeater(animation, "view 'v' layer 'dot'") == nil)
  #expect(animation.layer(named: "view 'v' layer 'dot' border")?["ty"]?.double == 4)
}

/// An emitter is drawn by Flipbook as pictures with its particles, and named. Its particles move at
/// 60 points a second (2 a frame), so no two frames look alike: one picture per frame, each its own asset.
@MainActor
@Test func anEmitterIsPicturedWithItsParticlesAndNamed() throws {
  let (animation, pictured) = try exportedLayers(
    #"""
    [{"id": "spray", "type": "emitter", "frame": [0, 0, 200, 100], "emitterPosition": [100, 50], "seed": 3,
      "emitterCells": [{"name": "dot", "contentsShape": "circle", "color": "red", "birthRate": 30,
        "lifetime": 2, "velocity": 60}]}]
    """#, duration: 0.2)
  #expect(
    pictured.map(\.description) == [
      "view 'v': its layer 'spray', its particles, as pictures: Lottie has no particle emitters"
    ])
  let layers = animation.allLayers.filter { $0["nm"]?.text == "view 'v' layer 'spray'" }
  #expect(layers.allSatisfy { $0["ty"]?.double == 2 })
  #expect(layers.compactMap { $0["ip"]?.double }.sorted() == [0, 1, 2, 3, 4, 5])
  #expect(Set(layers.compactMap { $0["refId"]?.text }).count == 6)
}

/// The export's layers of a frame carry their emitters' particles, renumbered from 0: two frames whose
/// nodes agree but whose particles differ are different pictures.
@Test func exportLayersCarryTheirParticles() {
  var particles = ParticleBuffer()
  for x in [1.0, 2, 3] {
    particles.x.append(x)
    particles.y.append(0)
    particles.z.append(0)
    particles.scale.append(1)
    particles.angle.append(0)
    particles.red.append(1)
    particles.green.append(1)
    particles.blue.append(1)
    particles.alpha.append(1)
    particles.picture.append(0)
    particles.birth.append(0)
  }
  var node = LayerNode(kind: .emitter, id: "e", values: LayerValues(), subtreeEnd: 3)
  node.particles = 1..<3
  let filler = LayerNode(kind: .layer, id: nil, values: LayerValues(), subtreeEnd: 2)
  let span = LayerSpan(start: 2, split: 3, end: 3)
  let layers = ExportLayers(span: span, of: [filler, filler, node], particles: particles)
  #expect(layers.nodes[0].particles == 0..<2)
  #expect(layers.particles.x == [2, 3])
  var moved = particles
  moved.x[2] = 4
  #expect(layers != ExportLayers(span: span, of: [filler, filler, node], particles: moved))
  #expect(layers == ExportLayers(span: span, of: [filler, filler, node], particles: particles))
}
