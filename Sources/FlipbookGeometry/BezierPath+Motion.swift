/// A point moving along a path, as a keyframe animation with a `path` moves a layer: through each drawn
/// piece (lines, curves, closing lines) in turn, or at constant speed over the whole arc length.
///
/// ```swift
/// let motion = PathMotion(BezierPath(svgPathData: "M 0 0 L 10 0 L 10 10"))
/// motion.pieceCount                      // 2
/// motion.point(piece: 1, parameter: 0.5) // (10, 5), tangent angle π/2
/// motion.point(atLengthFraction: 0.25)   // (5, 0), tangent angle 0
/// ```
public struct PathMotion: Sendable {
  let pieces: [BezierPath.MeasuredSegment]
  let cumulative: [Double]

  /// The motion along `path`'s drawn pieces (move-tos only start subpaths).
  public init(_ path: BezierPath) {
    pieces = path.measuredSegments()
    var total = 0.0
    cumulative =
      [0]
      + pieces.map {
        total += $0.length; return total
      }
  }

  /// How many drawn pieces the path has: a keyframe animation reaches one keyframe at the end of each.
  public var pieceCount: Int { pieces.count }

  /// The point at `parameter` (0…1) of piece `k`, and the direction of travel there in radians (from +x,
  /// clockwise on screen).
  public func point(piece k: Int, parameter t: Double) -> (point: Point, angle: Double) {
    guard !pieces.isEmpty else { return (.zero, 0) }
    let s = pieces[max(0, min(k, pieces.count - 1))]
    let t = max(0, min(t, 1))
    let point = BezierPath.cubicPoint(s.p0, s.c1, s.c2, s.p1, t: t)
    let u = 1 - t
    // The derivative of the cubic; where it vanishes (a control point on an end), the chord's direction.
    var dx = 3 * (u * u * (s.c1.x - s.p0.x) + 2 * u * t * (s.c2.x - s.c1.x) + t * t * (s.p1.x - s.c2.x))
    var dy = 3 * (u * u * (s.c1.y - s.p0.y) + 2 * u * t * (s.c2.y - s.c1.y) + t * t * (s.p1.y - s.c2.y))
    if dx * dx + dy * dy < 1e-18 { (dx, dy) = (s.p1.x - s.p0.x, s.p1.y - s.p0.y) }
    return (point, mathAtan2(dy, dx))
  }

  /// The point at `fraction` (0…1) of the total arc length, and the direction of travel there.
  public func point(atLengthFraction fraction: Double) -> (point: Point, angle: Double) {
    guard let total = cumulative.last, total > 0 else { return point(piece: 0, parameter: 0) }
    let s = max(0, min(fraction, 1)) * total
    var k = 0
    while k + 1 < pieces.count && cumulative[k + 1] < s { k += 1 }
    return point(piece: k, parameter: BezierPath.parameter(of: s - cumulative[k], in: pieces[k]))
  }
}
