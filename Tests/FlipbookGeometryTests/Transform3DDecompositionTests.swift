import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// Transforms of every kind the decomposition must give back: rotations about each axis and a skewed one,
/// translations, scales with a reflection, skews and perspective.
private let samples: [Transform3D] = {
  var perspective = Transform3D.identity
  perspective.m34 = -1.0 / 500
  var skewed = Transform3D.identity
  skewed.m21 = 0.3
  skewed.m31 = -0.2
  skewed.m32 = 0.1
  return [
    .identity,
    Transform3D(rotationAngle: 0.8, x: 1, y: 0, z: 0),
    Transform3D(rotationAngle: -1.2, x: 0, y: 1, z: 0),
    Transform3D(rotationAngle: 2.5, x: 0, y: 0, z: 1),
    Transform3D(rotationAngle: 1, x: 1, y: 2, z: 3),
    Transform3D(translationX: 10, y: -20, z: 30),
    Transform3D(scaleX: 2, y: 3, z: 0.5),
    Transform3D(scaleX: -1, y: 1, z: 1),
    skewed,
    perspective,
    Transform3D(rotationAngle: 1, x: 0, y: 1, z: 0).concatenating(perspective),
    Transform3D(scaleX: 1.5, y: 0.5, z: 2).concatenating(skewed).concatenating(
      Transform3D(rotationAngle: 0.4, x: -1, y: 1, z: 2)
    ).concatenating(Transform3D(translationX: 3, y: 4, z: 5)).concatenating(perspective),
  ]
}()

@Test func recomposingADecompositionGivesTheMatrixBack() throws {
  for t in samples {
    let parts = try #require(Transform3D.Decomposition(t))
    // The decomposition normalises m44 to 1, which changes no projected point.
    let normalised = Transform3D(entries: t.entries.map { $0 / t.m44 })!
    #expect(isClose(Transform3D(parts), normalised, 1e-12), "\(t)")
  }
}

@Test func decompositionReadsThePartsOfSimpleTransforms() {
  // A translation's parts are the translation alone.
  let move = Transform3D.Decomposition(Transform3D(translationX: 1, y: 2, z: 3))!
  #expect(move.translation == SIMD3(1, 2, 3) && move.scale == .one && move.quaternion == .identity)
  // A scale's parts are the scale alone.
  let scale = Transform3D.Decomposition(Transform3D(scaleX: 2, y: 3, z: 4))!
  #expect(scale.scale == SIMD3(2, 3, 4) && scale.skew == .zero)
  // m34 = −1/500 is perspective (0, 0, −0.002, 1).
  var p = Transform3D.identity
  p.m34 = -0.002
  #expect(Transform3D.Decomposition(p)!.perspective == SIMD4(0, 0, -0.002, 1))
  // A turn by θ about the y axis is the quaternion (0, sin(θ/2), 0, cos(θ/2)).
  let q = Transform3D.Decomposition(Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0))!.quaternion
  #expect(isClose(q.y, 0.5.squareRoot(), 1e-12) && isClose(q.w, 0.5.squareRoot(), 1e-12))
  #expect(q.x == 0 && q.z == 0)
}

@Test func singularMatricesDoNotDecompose() {
  // CSS Transforms 2: a matrix whose upper 3 × 3 part is singular, or whose m44 is 0, does not decompose.
  #expect(Transform3D.Decomposition(Transform3D(scaleX: 0, y: 1, z: 1)) == nil)
  var t = Transform3D.identity
  t.m44 = 0
  #expect(Transform3D.Decomposition(t) == nil)
}

@Test func slerpTurnsAtConstantSpeedAlongTheArc() {
  // Halfway from no turn to a half turn about z is a quarter turn: (0, 0, sin 45°, cos 45°).
  let half = Quaternion(x: 0, y: 0, z: 1, w: 0)
  let mid = Quaternion.identity.slerp(to: half, fraction: 0.5)
  #expect(isClose(mid.z, 0.5.squareRoot(), 1e-15) && isClose(mid.w, 0.5.squareRoot(), 1e-15))
  // A quarter of the way: 45° about z, so (0, 0, sin 22.5°, cos 22.5°).
  let quarter = Quaternion.identity.slerp(to: half, fraction: 0.25)
  #expect(isClose(quarter.z, 0.3826834323650898, 1e-15) && isClose(quarter.w, 0.9238795325112867, 1e-15))
  // Equal ends: the first.
  #expect(half.slerp(to: half, fraction: 0.3) == half)
}

@Test func interpolatingTurnsAboutY() {
  // Halfway between no turn and 90° about y is 45° about y (the quaternions' great arc).
  let end = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
  let mid = Transform3D.identity.interpolated(to: end, fraction: 0.5)
  #expect(isClose(mid, Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0), 1e-12))
  #expect(Transform3D.identity.interpolated(to: end, fraction: 0) == .identity)
  #expect(Transform3D.identity.interpolated(to: end, fraction: 1) == end)
}

@Test func aWholeTurnDoesNotAnimate() {
  // Decomposition-based interpolation, as Core Animation's: a whole turn is the identity matrix, so a
  // `transform` animation to it shows nothing.
  let whole = Transform3D(rotationAngle: 2 * .pi, x: 0, y: 1, z: 0)
  #expect(isClose(Transform3D.identity.interpolated(to: whole, fraction: 0.5), .identity, 1e-12))
}

@Test func perspectiveAndTranslationInterpolateLinearly() {
  // m34 from −1/400 to −1/800: halfway is (−0.0025 − 0.00125) / 2 = −0.001875.
  let near = Transform3D(perspective: 400)!, far = Transform3D(perspective: 800)!
  let mid = Transform3D.Decomposition(near.interpolated(to: far, fraction: 0.5))!
  #expect(isClose(mid.perspective.z, -0.001875, 1e-15) && mid.perspective.w == 1)
  // A translation with depth, from (0, 0, 0) to (100, 0, −50): halfway (50, 0, −25).
  let moved = Transform3D.identity.interpolated(
    to: Transform3D(translationX: 100, y: 0, z: -50), fraction: 0.5)
  #expect(isClose(moved, Transform3D(translationX: 50, y: 0, z: -25), 1e-12))
}

@Test func affineEndsKeepThe2DInterpolation() {
  // 2-D values animate exactly as AffineTransform's interpolation (documents without depth are unchanged).
  let a = AffineTransform(rotationAngle: 3), b = AffineTransform(scaleX: 2, y: 0.5)
  #expect(
    Transform3D(a).interpolated(to: Transform3D(b), fraction: 0.3)
      == Transform3D(a.interpolated(to: b, fraction: 0.3)))
}

@Test func singularEndsInterpolateEntryByEntry() {
  // A scale of 0 with depth does not decompose: the entries are blended one by one.
  var a = Transform3D(scaleX: 0, y: 1, z: 1)
  a.m34 = -0.002
  let b = Transform3D.identity
  let mid = a.interpolated(to: b, fraction: 0.5)
  #expect(mid.m11 == 0.5 && mid.m34 == -0.001 && mid.m22 == 1)
}

@Test func eulerAnglesRoundTrip() {
  // Each single-axis turn reads back as that axis' angle.
  let q = Quaternion(eulerX: 0.3, y: -0.4, z: 1.1)
  let angles = q.eulerAngles
  #expect(isClose(angles.x, 0.3, 1e-12) && isClose(angles.y, -0.4, 1e-12) && isClose(angles.z, 1.1, 1e-12))
  // The quaternion's rotation is Rx · Ry · Rz applied to a point in that order.
  var parts = Transform3D.Decomposition.identity
  parts.quaternion = q
  let expected = Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0)
    .concatenating(Transform3D(rotationAngle: -0.4, x: 0, y: 1, z: 0))
    .concatenating(Transform3D(rotationAngle: 1.1, x: 0, y: 0, z: 1))
  #expect(isClose(Transform3D(parts), expected, 1e-12))
  // Gimbal lock: y = 90° puts the whole turn about x (z = 0).
  let locked = Quaternion(eulerX: 0, y: .pi / 2, z: 0.5).eulerAngles
  #expect(isClose(locked.y, .pi / 2, 1e-7) && locked.z == 0)
}
