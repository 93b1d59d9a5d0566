import FlipbookGeometry
import FlipbookTestSupport
import Testing

private typealias Decomposition = AffineTransform.Decomposition

@Test func decomposesSimpleTransforms() {
  let rotate = Decomposition(AffineTransform(rotationAngle: 0.5))
  #expect(isClose(rotate.rotation, 0.5) && isClose(rotate.scale.width, 1) && isClose(rotate.scale.height, 1))
  #expect(isClose(rotate.shear, 0) && rotate.translation == .zero)

  let scale = Decomposition(
    AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(translationX: 4, y: 5)))
  #expect(
    scale
      == Decomposition(
        translation: Point(x: 4, y: 5), rotation: 0, scale: Size(width: 2, height: 3), shear: 0))

  // A pure shear x += 0.5·y is the matrix c = 0.5.
  let shear = Decomposition(AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
  #expect(
    shear == Decomposition(translation: .zero, rotation: 0, scale: Size(width: 1, height: 1), shear: 0.5))

  #expect(Decomposition(.identity) == .identity)
}

@Test func documentedOrderIsShearScaleRotateTranslate() {
  let parts = Decomposition(
    translation: Point(x: 3, y: -4), rotation: 0.7, scale: Size(width: 2, height: -0.5), shear: 0.3)
  let manual = AffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0)
    .concatenating(AffineTransform(scaleX: 2, y: -0.5))
    .concatenating(AffineTransform(rotationAngle: 0.7))
    .concatenating(AffineTransform(translationX: 3, y: -4))
  #expect(isClose(AffineTransform(parts), manual))
}

@Test func reflectionsBecomeANegativeScale() {
  let flipX = Decomposition(AffineTransform(scaleX: -1, y: 1))
  #expect(
    flipX == Decomposition(translation: .zero, rotation: 0, scale: Size(width: -1, height: 1), shear: 0))
  let flipY = Decomposition(AffineTransform(scaleX: 1, y: -1))
  #expect(isClose(flipY.rotation, 0) && flipY.scale == Size(width: 1, height: -1))
}

@Test func degenerateTransformsStillRecompose() {
  for t in [
    AffineTransform(scaleX: 0, y: 1), AffineTransform(scaleX: 1, y: 0), AffineTransform(scaleX: 0, y: 0),
    AffineTransform(a: 0, b: 0, c: 2, d: -1, tx: 1, ty: 1),
    AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0),
  ] {
    let parts = Decomposition(t)
    #expect(parts.rotation.isFinite && parts.shear.isFinite)
    #expect(isClose(AffineTransform(parts), t), "\(t)")
  }
}

@Test func randomMatricesRecomposeWithin1e12() {
  var random = SeededGenerator(seed: 2024)
  for index in 0..<20_000 {
    var t = AffineTransform(
      a: .random(in: -10...10, using: &random), b: .random(in: -10...10, using: &random),
      c: .random(in: -10...10, using: &random), d: .random(in: -10...10, using: &random),
      tx: .random(in: -1000...1000, using: &random), ty: .random(in: -1000...1000, using: &random))
    if index % 4 == 1 { t = t.concatenating(AffineTransform(scaleX: -1, y: 1)) }  // reflections
    if index % 4 == 2 { t = AffineTransform(a: 1, b: 0, c: t.c, d: 1, tx: 0, ty: 0) }  // pure shears
    if index % 4 == 3 { t = AffineTransform(a: t.a, b: 0, c: 0, d: t.d, tx: 0, ty: 0) }  // axis scales
    let parts = Decomposition(t)
    #expect(parts.rotation > -.pi && parts.rotation <= .pi)
    let back = AffineTransform(parts)
    if !isClose(back, t, 1e-12 * max(1, abs(t.a), abs(t.b), abs(t.c), abs(t.d))) {
      Issue.record("\(t) recomposed as \(back)")
      break
    }
  }
}

@Test func interpolationIsComponentWiseWithShortestRotation() {
  let from = Decomposition(
    translation: Point(x: 0, y: 10), rotation: 0.2, scale: Size(width: 1, height: 2), shear: 0)
  let to = Decomposition(
    translation: Point(x: 10, y: 30), rotation: 0.6, scale: Size(width: 3, height: 2), shear: 1)
  let mid = Decomposition.interpolate(from: from, to: to, fraction: 0.25)
  #expect(mid.translation == Point(x: 2.5, y: 15))
  #expect(isClose(mid.rotation, 0.3) && mid.scale == Size(width: 1.5, height: 2) && mid.shear == 0.25)

  // From 3 rad to −3 rad the short way is +(2π − 6) ≈ 0.283 through π, not −6 through 0.
  let a = Decomposition(AffineTransform(rotationAngle: 3))
  let b = Decomposition(AffineTransform(rotationAngle: -3))
  #expect(isClose(Decomposition.interpolate(from: a, to: b, fraction: 0.5).rotation, .pi, 1e-12))
  #expect(isClose(Decomposition.interpolate(from: b, to: a, fraction: 0.5).rotation, -.pi, 1e-12))
  // Exactly half a turn goes the positive way (difference normalised into (−π, π]).
  let zero = Decomposition.identity
  var half = Decomposition.identity
  half.rotation = .pi
  #expect(isClose(Decomposition.interpolate(from: zero, to: half, fraction: 0.5).rotation, .pi / 2))
  half.rotation = -.pi
  #expect(isClose(Decomposition.interpolate(from: zero, to: half, fraction: 0.5).rotation, .pi / 2))
  // Overshoot extrapolates.
  #expect(isClose(Decomposition.interpolate(from: from, to: to, fraction: 1.5).rotation, 0.8))
}

@Test func fullTurnDoesNotAnimate() {
  let turn = AffineTransform(rotationAngle: 2 * .pi)
  #expect(isClose(turn, .identity, 1e-15))
  for fraction in [0.1, 0.25, 0.5, 0.9] {
    #expect(isClose(AffineTransform.identity.interpolated(to: turn, fraction: fraction), .identity, 1e-12))
  }
}

@Test func transformInterpolationGoesThroughTheParts() {
  let from = AffineTransform.identity
  let to = AffineTransform(rotationAngle: .pi / 2).concatenating(AffineTransform(translationX: 100, y: 0))
  let mid = from.interpolated(to: to, fraction: 0.5)
  // Rotation π/4 and translation (50, 0): a matrix lerp would instead give a = 0.5, b = 0.5 (a squash).
  let expected = AffineTransform(rotationAngle: .pi / 4).concatenating(
    AffineTransform(translationX: 50, y: 0))
  #expect(isClose(mid, expected))
  #expect(from.interpolated(to: to, fraction: 0) == from)
  #expect(from.interpolated(to: to, fraction: 1) == to)
  // Scale 1 → 3 at a quarter: 1.5.
  #expect(
    isClose(
      from.interpolated(to: AffineTransform(scaleX: 3, y: 3), fraction: 0.25),
      AffineTransform(scaleX: 1.5, y: 1.5)))
}
