import FlipbookGeometry
import FlipbookTestSupport
import Testing

@Test func distancesAreEuclideanOverTheInterpolatedComponents() {
  #expect(2.0.distance(to: -3) == 5)
  #expect(Point(x: 1, y: 1).distance(to: Point(x: 4, y: 5)) == 5)
  #expect(Size(width: 10, height: 10).distance(to: Size(width: 16, height: 18)) == 10)
  // (1, 2, 2, 4) apart: √(1 + 4 + 4 + 16) = 5.
  #expect(Rect(x: 0, y: 0, width: 10, height: 10).distance(to: Rect(x: 1, y: 2, width: 12, height: 14)) == 5)
  #expect(
    isClose(
      Color(red: 0, green: 0, blue: 0, alpha: 1).distance(to: Color(red: 1, green: 1, blue: 1, alpha: 0)), 2))
}

@Test func transformDistanceMeasuresTheDecompositionTheShorterWayRound() {
  // 3 rad to −3 rad is 2π − 6 the shorter way, not 6.
  let turn = AffineTransform(rotationAngle: 3).distance(to: AffineTransform(rotationAngle: -3))
  #expect(isClose(turn, 2 * Double.pi - 6, 1e-12))
  let moved = AffineTransform.identity.distance(to: AffineTransform(translationX: 3, y: 4))
  #expect(isClose(moved, 5, 1e-12))
  // Scale 1 → 2 on both axes: √2.
  let scaled = AffineTransform.identity.distance(to: AffineTransform(scaleX: 2, y: 2))
  #expect(isClose(scaled, 2.0.squareRoot(), 1e-12))
  #expect(AffineTransform(rotationAngle: 1).distance(to: AffineTransform(rotationAngle: 1)) == 0)
}
