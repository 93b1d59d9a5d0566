import Testing

@testable import FlipbookGeometry

/// `BezierPath`: SVG 1.1 path data, UIBezierPath's shapes, arc length and trimming, and interpolation.
@Suite struct BezierPathTests {
  func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  /// SVG 1.1, 8.3: absolute and relative commands, implicit lines after a move, H and V, Z back to the start.
  @Test func svgLinesAbsoluteAndRelative() throws {
    let path = try BezierPath(svgPathData: "M10,10 20 10 l 0 10 H 0 v-5 z m 5 5")
    #expect(
      path.elements == [
        .move(Point(x: 10, y: 10)), .line(Point(x: 20, y: 10)), .line(Point(x: 20, y: 20)),
        .line(Point(x: 0, y: 20)), .line(Point(x: 0, y: 15)), .close, .move(Point(x: 15, y: 15)),
      ])
  }

  /// SVG 1.1, 8.3.6: `S` reflects the previous cubic's second control point; `Q` becomes the cubic with
  /// control points 2/3 of the way to the quadratic's.
  @Test func svgSmoothAndQuadraticCurves() throws {
    let path = try BezierPath(svgPathData: "M0 0 C 0 10 10 10 10 0 S 20 -10 20 0")
    #expect(path.elements[2] == .cubic(Point(x: 10, y: -10), Point(x: 20, y: -10), Point(x: 20, y: 0)))
    let quad = try BezierPath(svgPathData: "M0 0 Q 30 30 60 0")
    #expect(quad.elements[1] == .cubic(Point(x: 20, y: 20), Point(x: 40, y: 20), Point(x: 60, y: 0)))
  }

  /// SVG 1.1, F.6.5: a half-circle arc of radius 10 from (0, 0) to (20, 0) with the sweep flag passes
  /// through (10, 10) (the sweep goes through increasing angles, y down); flags may be written together.
  @Test func svgArcsFollowTheEndpointParameterization() throws {
    let path = try BezierPath(svgPathData: "M0 0 A10 10 0 0110 10")
    let last = try #require(path.elements.last)
    guard case .cubic(_, _, let end) = last else { Issue.record("an arc ends in a cubic"); return }
    #expect(end == Point(x: 10, y: 10))
    let half = try BezierPath(svgPathData: "M0 0 A 10 10 0 0 1 20 0")
    let mid = half.trimmed(from: 0, to: 0.5).currentPoint!
    #expect(close(mid, Point(x: 10, y: -10), 1e-3), "sweep 1 from (0,0) to (20,0) bulges towards −y: \(mid)")
    // Radii too small are scaled up (F.6.6): the arc is then exactly a half circle.
    let scaled = try BezierPath(svgPathData: "M0 0 A 1 1 0 0 1 20 0")
    #expect(abs(scaled.length - Double.pi * 10) < Double.pi * 10 * 3e-4)
  }

  /// Errors name the character position (0-based) of what is wrong.
  @Test func svgErrorsNameTheCharacter() {
    #expect(throws: SVGPathError(message: "expected a number after 'L'", offset: 10)) {
      try BezierPath(svgPathData: "M 0 0 L 10")
    }
    #expect(throws: SVGPathError(message: "path data must start with 'M' or 'm'", offset: 0)) {
      try BezierPath(svgPathData: "L 0 0")
    }
    #expect(throws: SVGPathError(message: "unknown path command 'X'", offset: 6)) {
      try BezierPath(svgPathData: "M 0 0 X")
    }
    #expect(throws: SVGPathError(message: "expected an arc flag (0 or 1) after 'A'", offset: 13)) {
      try BezierPath(svgPathData: "M0 0 A 1 1 0 2 1 5 5")
    }
  }

  /// A circle's length is 2πr (the cubic approximation's error is below 0.03 %); a rectangle's is its
  /// perimeter, the closing side included.
  @Test func lengthsOfShapes() {
    let circle = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(abs(circle.length - 2 * Double.pi * 10) / (2 * Double.pi * 10) < 3e-4)
    #expect(BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 5)).length == 30)
    let rounded = BezierPath(roundedRect: Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 100)
    #expect(abs(rounded.length - 2 * Double.pi * 10) < 0.01, "a radius over half the side is limited")
  }

  /// UIKit's arc convention: angles from +x, clockwise on screen (y down). From −90° clockwise a quarter
  /// of the way round is the rightmost point; counter-clockwise it is the leftmost.
  @Test func arcsGoClockwiseOnScreen() {
    let c = Point(x: 50, y: 50)
    let cw = BezierPath(arcCenter: c, radius: 10, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
    #expect(close(cw.trimmed(from: 0, to: 0.25).currentPoint!, Point(x: 60, y: 50), 1e-3))
    let ccw = BezierPath(
      arcCenter: c, radius: 10, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: false)
    #expect(
      abs(ccw.length - 2 * Double.pi * 10) < 0.02, "a whole turn apart is a full circle in either direction")
    let ccwHalf = BezierPath(
      arcCenter: c, radius: 10, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
    #expect(close(ccwHalf.trimmed(from: 0, to: 0.5).currentPoint!, Point(x: 40, y: 50), 1e-3))
  }

  /// strokeStart/strokeEnd: fractions of the arc length over all subpaths in order.
  @Test func trimmingCutsByArcLengthAcrossSubpaths() throws {
    let path = try BezierPath(svgPathData: "M 0 0 L 100 0 M 0 10 L 100 10")
    let cut = path.trimmed(from: 0.25, to: 0.75)
    #expect(cut.elements.count == 4, "two pieces, each a move and a segment")
    #expect(close(cut.points.first!, Point(x: 50, y: 0)))
    #expect(close(cut.currentPoint!, Point(x: 50, y: 10)))
    #expect(path.trimmed(from: 0.5, to: 0.5).isEmpty)
    #expect(path.trimmed(from: 0, to: 1) == path)
  }

  /// Paths blend point by point; a line facing a cubic is drawn as the cubic on its chord; differing
  /// element counts cannot blend.
  @Test func interpolationPointByPoint() throws {
    let a = try BezierPath(svgPathData: "M 0 0 L 10 0")
    let b = try BezierPath(svgPathData: "M 0 10 C 0 20 30 20 30 10")
    #expect(a.canInterpolate(with: b))
    let mid = a.interpolated(to: b, fraction: 0.5)
    // The line's control points are a third and two thirds along it: (10/3, 0) and (20/3, 0).
    let expected = [
      Point(x: 0, y: 5), Point(x: 10.0 / 6, y: 10), Point(x: (20.0 / 3 + 30) / 2, y: 10), Point(x: 20, y: 5),
    ]
    #expect(mid.points.count == 4)
    for (p, q) in zip(mid.points, expected) { #expect(close(p, q, 1e-12), "\(p) against \(q)") }
    let rect = BezierPath(rect: Rect(x: 0, y: 0, width: 1, height: 1))
    #expect(!rect.canInterpolate(with: BezierPath(ovalIn: Rect(x: 0, y: 0, width: 1, height: 1))))
  }
}
