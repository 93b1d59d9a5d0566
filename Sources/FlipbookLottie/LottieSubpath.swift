import FlipbookGeometry
import FlipbookTimeline

/// One subpath of a ``BezierPath`` as Lottie writes a path (`sh`): vertices with in and out tangents
/// relative to them, and whether it is closed.
///
/// ```swift
/// let parts = LottieSubpath.subpaths(of: BezierPath(ovalIn: Rect(x: 0, y: 0, width: 2, height: 2)))
/// parts[0].closed        // true
/// parts[0].values.count  // 24: 4 vertices (the end that returns to the start is the start)
/// ```
struct LottieSubpath: Hashable {
  /// Whether the subpath ends with a close.
  var closed: Bool
  /// `[x, y, inX, inY, outX, outY]` per vertex (the flat form ``LottieGeometry/pathJSON(_:)`` reads).
  var values: [Double]

  /// The number of vertices.
  var count: Int { values.count / 6 }

  /// The subpaths of `path`. With `mergingEnds`, a subpath whose last vertex is its first (a circle's
  /// last curve) drops that vertex and lets the first carry its in tangent, as Lottie closes a path
  /// itself; without it, every segment end is a vertex (so that shapes keep one vertex count).
  static func subpaths(of path: BezierPath, mergingEnds: Bool = true) -> [LottieSubpath] {
    var result: [LottieSubpath] = []
    var vertices: [Point] = []
    var inTangents: [Point] = []
    var outTangents: [Point] = []
    func finish(closed: Bool) {
      defer {
        vertices = []
        inTangents = []
        outTangents = []
      }
      guard !vertices.isEmpty else { return }
      if closed, mergingEnds, vertices.count > 1, Self.same(vertices[vertices.count - 1], vertices[0]) {
        inTangents[0] = inTangents[inTangents.count - 1]
        vertices.removeLast()
        inTangents.removeLast()
        outTangents.removeLast()
      }
      var values: [Double] = []
      values.reserveCapacity(vertices.count * 6)
      for n in vertices.indices {
        values += [
          vertices[n].x, vertices[n].y, inTangents[n].x, inTangents[n].y, outTangents[n].x, outTangents[n].y,
        ]
      }
      result.append(LottieSubpath(closed: closed, values: values))
    }
    func begin(_ p: Point) {
      vertices = [p]
      inTangents = [.zero]
      outTangents = [.zero]
    }
    // After a close the pen is back at the subpath's start, where a following line or curve begins.
    var pen: Point?
    for element in path.elements {
      switch element {
      case .move(let p):
        finish(closed: false)
        begin(p)
      case .line(let p):
        if vertices.isEmpty {
          guard let pen else {
            begin(p)
            continue
          }
          begin(pen)
        }
        vertices.append(p)
        inTangents.append(.zero)
        outTangents.append(.zero)
      case .cubic(let c1, let c2, let p):
        if vertices.isEmpty {
          guard let pen else {
            begin(p)
            continue
          }
          begin(pen)
        }
        let from = vertices[vertices.count - 1]
        outTangents[outTangents.count - 1] = Point(x: c1.x - from.x, y: c1.y - from.y)
        vertices.append(p)
        inTangents.append(Point(x: c2.x - p.x, y: c2.y - p.y))
        outTangents.append(.zero)
      case .close:
        pen = vertices.first ?? pen
        finish(closed: true)
      }
    }
    finish(closed: false)
    return result
  }

  /// Whether two points are one up to rounding (a shape's last curve computed back to its start).
  private static func same(_ a: Point, _ b: Point) -> Bool {
    abs(a.x - b.x) <= 1e-9 * max(1, abs(a.x)) && abs(a.y - b.y) <= 1e-9 * max(1, abs(a.y))
  }

  /// The subpaths as Lottie's path object (`{"c", "v", "i", "o"}`) from their flat values.
  static func json(closed: Bool, _ values: [Double]) -> JSONOutput {
    let path = LottieGeometry.pathJSON(values)
    func list(_ points: [[Double]]) -> JSONOutput { .array(points.map { LottieJSON.numbers($0) }) }
    return [
      "c": .bool(closed), "v": list(path.vertices), "i": list(path.inTangents), "o": list(path.outTangents),
    ]
  }
}
