/// A path of straight and curved segments, as `UIBezierPath` and `CGPath` hold one: what a shape layer
/// fills and strokes, and what a path animation interpolates.
///
/// Elements are stored in a canonical form, move, line, cubic and close (quadratic curves and arcs are
/// converted to cubics when the path is made), so that drawing, measuring and interpolating handle four
/// kinds. Coordinates are points in the layer's bounds space, y down.
///
/// ```swift
/// var path = BezierPath()
/// path.move(to: Point(x: 10, y: 10))
/// path.addLine(to: Point(x: 90, y: 10))
/// path.close()
/// BezierPath(ovalIn: Rect(x: 0, y: 0, width: 40, height: 40)).elements.count  // 6: move, 4 cubics, close
/// ```
public struct BezierPath: Hashable, Sendable {
  /// One element of a path.
  public enum Element: Hashable, Sendable {
    /// Starts a subpath at the point.
    case move(Point)
    /// A straight segment to the point.
    case line(Point)
    /// A cubic Bézier segment with two control points to the end point.
    case cubic(Point, Point, Point)
    /// Closes the subpath with a straight segment back to its start.
    case close
  }

  /// The elements, in order.
  public internal(set) var elements: [Element] = []

  /// An empty path.
  public init() {}

  /// A path of the given elements.
  public init(elements: [Element]) { self.elements = elements }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The current point: the end of the last element (the subpath's start after a close), or `nil` when
  /// the path is empty.
  public var currentPoint: Point? {
    var start: Point?
    var current: Point?
    for element in elements {
      switch element {
      case .move(let p):
        start = p
        current = p
      case .line(let p), .cubic(_, _, let p): current = p
      case .close: current = start
      }
    }
    return current
  }

  /// Starts a new subpath at `point` (`move(to:)`).
  public mutating func move(to point: Point) { elements.append(.move(point)) }

  /// Adds a straight line to `point` (`addLine(to:)`); starts a subpath there when the path is empty.
  public mutating func addLine(to point: Point) {
    if currentPoint == nil { elements.append(.move(point)) } else { elements.append(.line(point)) }
  }

  /// Adds a cubic curve (`addCurve(to:controlPoint1:controlPoint2:)`).
  public mutating func addCurve(to end: Point, controlPoint1 c1: Point, controlPoint2 c2: Point) {
    if currentPoint == nil { elements.append(.move(c1)) }
    elements.append(.cubic(c1, c2, end))
  }

  /// Adds a quadratic curve (`addQuadCurve(to:controlPoint:)`), stored as the equal cubic.
  public mutating func addQuadCurve(to end: Point, controlPoint c: Point) {
    let start = currentPoint ?? c
    if currentPoint == nil { elements.append(.move(c)) }
    let c1 = Point(x: start.x + 2 / 3 * (c.x - start.x), y: start.y + 2 / 3 * (c.y - start.y))
    let c2 = Point(x: end.x + 2 / 3 * (c.x - end.x), y: end.y + 2 / 3 * (c.y - end.y))
    elements.append(.cubic(c1, c2, end))
  }

  /// Closes the current subpath (`close()`).
  public mutating func close() {
    if !elements.isEmpty { elements.append(.close) }
  }

  /// Appends another path's elements (`append(_:)`).
  public mutating func append(_ other: BezierPath) { elements += other.elements }

  /// The path with every point transformed by `t`.
  public func applying(_ t: AffineTransform) -> BezierPath {
    BezierPath(
      elements: elements.map { element in
        switch element {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .cubic(let a, let b, let c): .cubic(a.applying(t), b.applying(t), c.applying(t))
        case .close: .close
        }
      })
  }

  /// Every point the path is drawn through or pulled towards (on-curve and control points), in order.
  public var points: [Point] {
    var points: [Point] = []
    points.reserveCapacity(elements.count * 3)
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .cubic(let a, let b, let c):
        points.append(a)
        points.append(b)
        points.append(c)
      case .close: break
      }
    }
    return points
  }

  /// The smallest rectangle holding every point and control point (`.null` for an empty path); the curves
  /// lie inside it.
  public var controlPointBounds: Rect {
    var box = Rect.null
    for p in points { box = box.union(Rect(x: p.x, y: p.y, width: 0, height: 0)) }
    return box
  }
}
