import FlipbookGeometry
import FlipbookTestSupport
import Testing

@Test func transform3DEntriesAreRowMajorFromM11ToM44() {
  let t = Transform3D(entries: (1...16).map(Double.init))!
  #expect(t.m11 == 1 && t.m14 == 4 && t.m21 == 5 && t.m34 == 12 && t.m41 == 13 && t.m44 == 16)
  #expect(t[3, 4] == 12)
  #expect(t.entries == (1...16).map(Double.init))
  #expect(Transform3D(entries: [1, 2, 3]) == nil)
}

@Test func translationIsInTheFourthRow() {
  // Row vectors: [x y z 1] · T puts the translation in m41 m42 m43 (Core Animation's layout).
  let t = Transform3D(translationX: 10, y: 20, z: 30)
  #expect(t.m41 == 10 && t.m42 == 20 && t.m43 == 30)
  let p = t.transforming(x: 1, y: 2, z: 3)
  #expect(p.x == 11 && p.y == 22 && p.z == 33 && p.w == 1)
}

@Test func rotationAboutZIsTheAffineRotation() {
  // CATransform3DMakeRotation(a, 0, 0, 1) equals CATransform3DMakeAffineTransform(CGAffineTransformMakeRotation(a)).
  let angle = 0.7
  let t = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
  #expect(isClose(t, Transform3D(AffineTransform(rotationAngle: angle))))
  // The axis need not be unit length.
  #expect(isClose(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 5), t))
  // A zero axis changes nothing.
  #expect(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 0) == .identity)
}

@Test func rotationAboutYTurnsXIntoDepth() {
  // A quarter turn about y: [1 0 0] · R = [cos, 0, −sin] = [0, 0, −1]: +x goes away from the viewer (−z),
  // and +z comes to +x.
  let t = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
  let p = t.transforming(x: 1, y: 0, z: 0)
  #expect(isClose(p.x, 0) && isClose(p.z, -1))
  let q = t.transforming(x: 0, y: 0, z: 1)
  #expect(isClose(q.x, 1) && isClose(q.z, 0))
  // About x: +y goes to +z (m23 = sin).
  let r = Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0).transforming(x: 0, y: 1, z: 0)
  #expect(isClose(r.y, 0) && isClose(r.z, 1))
}

@Test func concatenatingAppliesTheFirstTransformFirst() {
  // CATransform3DConcat(a, b) = a · b: scale by 2, then move by 10 → (1, 1, 1) goes to (12, 12, 12).
  let scale = Transform3D(scaleX: 2, y: 2, z: 2)
  let move = Transform3D(translationX: 10, y: 10, z: 10)
  let p = scale.concatenating(move).transforming(x: 1, y: 1, z: 1)
  #expect(p.x == 12 && p.y == 12 && p.z == 12)
  // The other order: (11, 11, 11) scaled → (22, 22, 22).
  #expect(move.concatenating(scale).transforming(x: 1, y: 1, z: 1).x == 22)
  // Agrees with AffineTransform's concatenation for affine values.
  let a = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
  let b = AffineTransform(a: -1, b: 0.5, c: 2, d: 3, tx: -7, ty: 1)
  #expect(isClose(Transform3D(a).concatenating(Transform3D(b)), Transform3D(a.concatenating(b))))
}

@Test func invertedUndoesAndSingularHasNoInverse() throws {
  var t = Transform3D(rotationAngle: 1, x: 1, y: 2, z: 3).concatenating(
    Transform3D(translationX: 4, y: -5, z: 6))
  t.m34 = -1.0 / 500
  let inverse = try #require(t.inverted())
  #expect(isClose(t.concatenating(inverse), .identity, 1e-12))
  #expect(isClose(inverse.concatenating(t), .identity, 1e-12))
  // By hand: a scale by (2, 4, 8) inverts to (0.5, 0.25, 0.125).
  #expect(Transform3D(scaleX: 2, y: 4, z: 8).inverted() == Transform3D(scaleX: 0.5, y: 0.25, z: 0.125))
  // Scale 0 on any axis flattens space: no inverse.
  #expect(Transform3D(scaleX: 1, y: 1, z: 0).inverted() == nil)
  #expect(Transform3D(scaleX: 1, y: 1, z: 0).determinant == 0)
  #expect(isClose(Transform3D(scaleX: 2, y: 3, z: 4).determinant, 24))
  #expect(Transform3D(entries: [Double](repeating: .nan, count: 16))!.inverted() == nil)
}

@Test func affineRoundTripAndIsAffine() {
  let a = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
  let t = Transform3D(a)
  // CATransform3DMakeAffineTransform: a b → m11 m12, c d → m21 m22, tx ty → m41 m42.
  #expect(t.m11 == 1 && t.m12 == 2 && t.m21 == 3 && t.m22 == 4 && t.m41 == 5 && t.m42 == 6)
  #expect(t.isAffine)
  #expect(t.affine == a)
  var p = t
  p.m34 = -0.002
  #expect(!p.isAffine)
  #expect(p.affine == a)  // the affine part ignores the rest, as CATransform3DGetAffineTransform
  #expect(!Transform3D(translationX: 0, y: 0, z: 1).isAffine)
  #expect(!Transform3D(scaleX: 1, y: 1, z: 2).isAffine)
}

@Test func perspectiveProjectsByTheHomogeneousDivide() throws {
  // m34 = −1/d: w = 1 − z/d. A point at z = 250 with d = 500 has w = 0.5, so it doubles.
  let p = try #require(Transform3D(perspective: 500))
  #expect(p.m34 == -0.002)
  #expect(p.projecting(Point(x: 100, y: 50), z: 250) == Point(x: 200, y: 100))
  // At the eye (z = d) and behind it, nothing projects.
  #expect(p.projecting(Point(x: 1, y: 1), z: 500) == nil)
  #expect(p.projecting(Point(x: 1, y: 1), z: 600) == nil)
  #expect(Transform3D(perspective: 0) == nil)
  #expect(Transform3D(perspective: .infinity) == nil)
}

@Test func aCardTurnedSixtyDegreesInPerspective() {
  // Rotate 60° about y, then perspective d = 500 (m34 = −1/500). A point (x, 0, 0) goes to
  // (x·cos60, 0, −x·sin60) with w = 1 + x·sin60/500, so x' = x·0.5 / (1 + x·0.8660254/500):
  //   x = 50:  25 / 1.0866025 = 23.007493…
  //   x = −50: −25 / 0.9133975 = −27.370341…
  let t = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).concatenating(Transform3D(perspective: 500)!)
  #expect(isClose(t.projecting(Point(x: 50, y: 0))!.x, 23.007493, 1e-6))
  #expect(isClose(t.projecting(Point(x: -50, y: 0))!.x, -27.370341, 1e-6))
  // y scales by the same 1/w: (50, 50) → y = 50 / 1.0866025 = 46.014985…
  #expect(isClose(t.projecting(Point(x: 50, y: 50))!.y, 46.014985, 1e-6))
}
