import FlipbookGeometry
import FlipbookTestSupport
import Testing

@Test func rectEdgesOfPositiveRect() {
  let r = Rect(x: 40, y: 40, width: 120, height: 80)
  #expect(r.minX == 40 && r.midX == 100 && r.maxX == 160)
  #expect(r.minY == 40 && r.midY == 80 && r.maxY == 120)
  #expect(r.width == 120 && r.height == 80)
  #expect(Rect(origin: Point(x: 40, y: 40), size: Size(width: 120, height: 80)) == r)
}

@Test func rectEdgesOfNegativeSizeUseStandardizedRect() {
  let r = Rect(x: 10, y: 20, width: -4, height: -6)
  #expect(r.minX == 6 && r.maxX == 10 && r.midX == 8)
  #expect(r.minY == 14 && r.maxY == 20 && r.midY == 17)
  #expect(r.width == 4 && r.height == 6)
  #expect(r.standardized == Rect(x: 6, y: 14, width: 4, height: 6))
}

@Test func nullInfiniteAndEmpty() {
  #expect(Rect.null.isNull && Rect.null.isEmpty)
  #expect(Rect.null.origin.x == .infinity)
  #expect(!Rect.zero.isNull && Rect.zero.isEmpty)
  #expect(Rect(x: 0, y: 0, width: 5, height: 0).isEmpty)
  #expect(!Rect(x: 0, y: 0, width: 5, height: 1).isEmpty)
  #expect(Rect.infinite.isInfinite && !Rect.infinite.isEmpty && !Rect.infinite.isNull)
  #expect(Rect.infinite.contains(Point(x: 1e300, y: -1e300)))
  #expect(!Rect(x: 0, y: 0, width: 1, height: 1).isInfinite)
  #expect(Rect.null.standardized.isNull)
}

@Test func insetAndOffset() {
  let r = Rect(x: 0, y: 0, width: 10, height: 10)
  #expect(r.insetBy(dx: 2, dy: 3) == Rect(x: 2, y: 3, width: 6, height: 4))
  #expect(r.insetBy(dx: -1, dy: -2) == Rect(x: -1, y: -2, width: 12, height: 14))
  #expect(r.insetBy(dx: 5, dy: 5) == Rect(x: 5, y: 5, width: 0, height: 0))
  #expect(r.insetBy(dx: 6, dy: 0).isNull)
  #expect(Rect.null.insetBy(dx: 1, dy: 1).isNull)
  #expect(
    Rect(x: 1, y: 1, width: 2, height: 2).offsetBy(dx: 3, dy: -1) == Rect(x: 4, y: 0, width: 2, height: 2))
  #expect(
    Rect(x: 10, y: 10, width: -4, height: 2).offsetBy(dx: 1, dy: 0) == Rect(x: 7, y: 10, width: 4, height: 2))
  #expect(Rect.null.offsetBy(dx: 1, dy: 1).isNull)
}

@Test func unionAndIntersection() {
  let a = Rect(x: 0, y: 0, width: 4, height: 4)
  let b = Rect(x: 2, y: 2, width: 4, height: 4)
  #expect(a.union(b) == Rect(x: 0, y: 0, width: 6, height: 6))
  #expect(a.intersection(b) == Rect(x: 2, y: 2, width: 2, height: 2))
  #expect(a.intersects(b))
  #expect(a.union(.null) == a && Rect.null.union(b) == b)
  #expect(a.intersection(.null).isNull)
  // Disjoint: null.
  let far = Rect(x: 10, y: 10, width: 1, height: 1)
  #expect(a.intersection(far).isNull)
  #expect(!a.intersects(far))
  // Touching along an edge: a zero-width rect, which does not count as intersecting.
  let touching = Rect(x: 4, y: 1, width: 2, height: 2)
  #expect(a.intersection(touching) == Rect(x: 4, y: 1, width: 0, height: 2))
  #expect(!a.intersects(touching))
  // Negative sizes are standardized first.
  #expect(Rect(x: 4, y: 4, width: -4, height: -4).intersection(b) == Rect(x: 2, y: 2, width: 2, height: 2))
}

@Test func containsPointIsHalfOpen() {
  let r = Rect(x: 0, y: 0, width: 10, height: 10)
  #expect(r.contains(Point(x: 0, y: 0)))
  #expect(r.contains(Point(x: 9.999, y: 9.999)))
  #expect(!r.contains(Point(x: 10, y: 5)))
  #expect(!r.contains(Point(x: 5, y: 10)))
  #expect(!r.contains(Point(x: -0.001, y: 5)))
  #expect(!Rect.null.contains(Point(x: 0, y: 0)))
}

@Test func containsRectIsClosed() {
  let r = Rect(x: 0, y: 0, width: 10, height: 10)
  #expect(r.contains(r))
  #expect(r.contains(Rect(x: 2, y: 2, width: 8, height: 8)))
  #expect(!r.contains(Rect(x: 2, y: 2, width: 9, height: 1)))
  #expect(!r.contains(Rect.null))
  #expect(!Rect.null.contains(r))
}

@Test func applyingGivesBoundingBoxOfCorners() {
  let r = Rect(x: 0, y: 0, width: 2, height: 1)
  // A quarter turn clockwise maps (x, y) to (−y, x): corners (0,0) (2,0) (0,1) (2,1) → (0,0) (0,2) (−1,0) (−1,2).
  #expect(
    isClose(r.applying(AffineTransform(rotationAngle: .pi / 2)), Rect(x: -1, y: 0, width: 1, height: 2)))
  // 45°: corners at (0,0), (√2, √2), (−√2/2, √2/2), (√2/2, 3√2/2).
  let h = 2.0.squareRoot() / 2
  #expect(
    isClose(
      r.applying(AffineTransform(rotationAngle: .pi / 4)),
      Rect(x: -h, y: 0, width: 3 * h, height: 3 * h), 1e-12))
  let t = AffineTransform(scaleX: 2, y: -3).concatenating(AffineTransform(translationX: 5, y: 5))
  #expect(r.applying(t) == Rect(x: 5, y: 2, width: 4, height: 3))
  #expect(Rect.null.applying(t).isNull)
}

@Test func integralRoundsOutward() {
  #expect(Rect(x: 0.5, y: 1.2, width: 2, height: 2).integral == Rect(x: 0, y: 1, width: 3, height: 3))
  #expect(Rect(x: -0.5, y: -1.5, width: 1, height: 1).integral == Rect(x: -1, y: -2, width: 2, height: 2))
  #expect(Rect(x: 1, y: 2, width: 3, height: 4).integral == Rect(x: 1, y: 2, width: 3, height: 4))
  #expect(Rect(x: 3, y: 3, width: -1.5, height: 1).integral == Rect(x: 1, y: 3, width: 2, height: 1))
  #expect(Rect.null.integral.isNull)
}
