import FlipbookGeometry
import Testing

@testable import FlipbookLottie

/// An open polyline is one open subpath with a vertex per point and no tangents.
@Test func openPolylineIsOneOpenSubpath() throws {
  let path = try BezierPath(svgPathData: "M 0 0 L 10 0 L 10 10")
  let parts = LottieSubpath.subpaths(of: path)
  #expect(parts.count == 1)
  #expect(parts[0].closed == false)
  #expect(parts[0].values == [0, 0, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0, 10, 10, 0, 0, 0, 0])
}

/// A curve's control points are the out tangent of the vertex it leaves and the in tangent of the one it
/// reaches, relative to them (Lottie's bezier form).
@Test func curveControlPointsAreRelativeTangents() throws {
  let path = try BezierPath(svgPathData: "M 0 0 C 5 0 10 5 10 10")
  let values = LottieSubpath.subpaths(of: path)[0].values
  #expect(values == [0, 0, 0, 0, 5, 0, 10, 10, 0, -5, 0, 0])
}

/// After a close, a line starts a new subpath at the closed one's start (as Cairo and Core Graphics do);
/// a closed subpath whose last point is its first drops it only when merging ends.
@Test func aLineAfterACloseStartsAtTheClosedSubpathsStart() throws {
  let path = try BezierPath(svgPathData: "M 0 0 L 10 0 L 0 0 Z L 0 10")
  let merged = LottieSubpath.subpaths(of: path)
  #expect(merged.map(\.closed) == [true, false])
  #expect(merged[0].count == 2)
  #expect(merged[1].values == [0, 0, 0, 0, 0, 0, 0, 10, 0, 0, 0, 0])
  #expect(LottieSubpath.subpaths(of: path, mergingEnds: false)[0].count == 3)
}

/// An empty path has no subpaths, and a lone close draws nothing.
@Test func emptyPathsHaveNoSubpaths() {
  #expect(LottieSubpath.subpaths(of: BezierPath()).isEmpty)
  #expect(LottieSubpath.subpaths(of: BezierPath(elements: [.close])).isEmpty)
}
