import FlipbookGeometry
import FlipbookTestSupport
import Testing

@Test func identityAndBasicConstructors() {
  #expect(AffineTransform.identity.isIdentity)
  #expect(AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) == .identity)
  #expect(!AffineTransform(translationX: 0, y: 1).isIdentity)
  #expect(AffineTransform(translationX: 3, y: 4) == AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4))
  #expect(AffineTransform(scaleX: 2, y: 5) == AffineTransform(a: 2, b: 0, c: 0, d: 5, tx: 0, ty: 0))
}

@Test func rotationIsClockwiseOnScreen() {
  let quarter = AffineTransform(rotationAngle: .pi / 2)
  // a = cos, b = sin, c = −sin, d = cos.
  #expect(isClose(quarter, AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)))
  // With y pointing down, +x (right) turns to +y (down): clockwise.
  #expect(isClose(Point(x: 1, y: 0).applying(quarter), Point(x: 0, y: 1)))
  #expect(isClose(Point(x: 0, y: 1).applying(quarter), Point(x: -1, y: 0)))
}

@Test func concatenatingAppliesSelfFirst() {
  let scale = AffineTransform(scaleX: 2, y: 2)
  let move = AffineTransform(translationX: 10, y: 0)
  // Scale then move: (1, 1) → (2, 2) → (12, 2).
  #expect(Point(x: 1, y: 1).applying(scale.concatenating(move)) == Point(x: 12, y: 2))
  // Move then scale: (1, 1) → (11, 1) → (22, 2).
  #expect(Point(x: 1, y: 1).applying(move.concatenating(scale)) == Point(x: 22, y: 2))
  // General matrices: the composite maps a point as the two maps one after the other.
  let t1 = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
  let t2 = AffineTransform(a: -1, b: 0.5, c: 2, d: 3, tx: -7, ty: 1)
  let p = Point(x: 0.25, y: -3)
  #expect(isClose(p.applying(t1.concatenating(t2)), p.applying(t1).applying(t2)))
}

@Test func translatedScaledRotatedApplyTheNewOperationFirst() {
  let base = AffineTransform(scaleX: 2, y: 3)
  // translatedBy: translate first, then scale: (1, 1) → (2, 3) → (4, 9).
  #expect(Point(x: 1, y: 1).applying(base.translatedBy(x: 1, y: 2)) == Point(x: 4, y: 9))
  // scaledBy on a translation: scale first, then translate: (1, 1) → (2, 3) → (12, 23).
  let move = AffineTransform(translationX: 10, y: 20)
  #expect(Point(x: 1, y: 1).applying(move.scaledBy(x: 2, y: 3)) == Point(x: 12, y: 23))
  // rotated on a translation: rotate a quarter turn first, then translate: (1, 0) → (0, 1) → (10, 21).
  #expect(isClose(Point(x: 1, y: 0).applying(move.rotated(by: .pi / 2)), Point(x: 10, y: 21)))
}

@Test func determinantAndInverse() {
  let t = AffineTransform(a: 2, b: 1, c: 1, d: 3, tx: 4, ty: -2)
  #expect(t.determinant == 5)
  #expect(t.isInvertible)
  // Inverse of [[2, 1], [1, 3]] (column form [[a, c], [b, d]]) is [[3, −1], [−1, 2]] / 5.
  let inverse = t.inverted()
  #expect(
    isClose(inverse.a, 0.6) && isClose(inverse.b, -0.2) && isClose(inverse.c, -0.2) && isClose(inverse.d, 0.4)
  )
  #expect(isClose(t.concatenating(inverse), .identity))
  #expect(isClose(inverse.concatenating(t), .identity))
  let p = Point(x: 7, y: -11)
  #expect(isClose(p.applying(t).applying(inverse), p))
  #expect(AffineTransform(scaleX: 2, y: 4).inverted() == AffineTransform(scaleX: 0.5, y: 0.25))
}

@Test func singularTransformInvertsToItself() {
  let singular = AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3)
  #expect(singular.determinant == 0)
  #expect(!singular.isInvertible)
  #expect(singular.inverted() == singular)
  #expect(AffineTransform(scaleX: 0, y: 1).inverted() == AffineTransform(scaleX: 0, y: 1))
}
