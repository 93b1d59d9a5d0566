import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// Generic use through the protocol, as the animation engine does.
private func blend<T: Interpolatable>(_ a: T, _ b: T, _ fraction: Double) -> T {
  a.interpolated(to: b, fraction: fraction)
}

@Test func doubleInterpolationIsUnclamped() {
  #expect(blend(10.0, 20.0, 0.25) == 12.5)
  #expect(blend(10.0, 20.0, -0.5) == 5)
  #expect(blend(10.0, 20.0, 1.25) == 22.5)
  #expect(blend(10.0, 20.0, 0) == 10 && blend(10.0, 20.0, 1) == 20)
}

@Test func geometryInterpolatesComponentWise() {
  #expect(blend(Point(x: 0, y: 0), Point(x: 10, y: 20), 0.25) == Point(x: 2.5, y: 5))
  #expect(
    blend(Size(width: 100, height: 50), Size(width: 200, height: 0), 0.5) == Size(width: 150, height: 25))
  let r = blend(Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 40, y: -20, width: 60, height: 200), 0.75)
  #expect(r == Rect(x: 30, y: -15, width: 70, height: 175))
  // Overshoot curve (fraction > 1) goes past the target.
  #expect(blend(Point(x: 0, y: 0), Point(x: 10, y: 0), 1.1) == Point(x: 11, y: 0))
}

@Test func transformConformsThroughDecomposition() {
  let mid = blend(AffineTransform.identity, AffineTransform(rotationAngle: 1), 0.5)
  #expect(isClose(mid, AffineTransform(rotationAngle: 0.5)))
}
