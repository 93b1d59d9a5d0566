/// Path animation: two paths blended point by point, as a shape layer's `path` animates.
extension BezierPath {
  /// Whether the two paths can be blended: the same number of elements, of the same kinds, where a line
  /// may face a cubic (it is then drawn as the cubic with its control points on the chord, a third and two
  /// thirds along).
  ///
  /// ```swift
  /// BezierPath(rect: r).canInterpolate(with: BezierPath(ovalIn: r))  // false: 5 elements against 6
  /// ```
  public func canInterpolate(with other: BezierPath) -> Bool {
    guard elements.count == other.elements.count else { return false }
    for (a, b) in zip(elements, other.elements) {
      switch (a, b) {
      case (.move, .move), (.close, .close), (.line, .line), (.line, .cubic), (.cubic, .line),
        (.cubic, .cubic):
        continue
      case (.move, _), (.close, _), (.line, _), (.cubic, _): return false
      }
    }
    return true
  }

  /// The path `fraction` of the way from `self` to `other`, point by point (not clamped, so springs
  /// overshoot); `self` when the two cannot be blended (``canInterpolate(with:)``, which the timeline
  /// format checks first).
  public func interpolated(to other: BezierPath, fraction f: Double) -> BezierPath {
    guard canInterpolate(with: other) else { return f < 1 ? self : other }
    var out: [Element] = []
    out.reserveCapacity(elements.count)
    var currentA = Point.zero, currentB = Point.zero
    var startA = Point.zero, startB = Point.zero
    func mix(_ a: Point, _ b: Point) -> Point { Self.lerp(a, b, f) }
    for (a, b) in zip(elements, other.elements) {
      switch (a, b) {
      case (.move(let p), .move(let q)):
        out.append(.move(mix(p, q)))
        (currentA, currentB, startA, startB) = (p, q, p, q)
      case (.line(let p), .line(let q)):
        out.append(.line(mix(p, q)))
        (currentA, currentB) = (p, q)
      case (.close, .close):
        out.append(.close)
        (currentA, currentB) = (startA, startB)
      default:
        let (a1, a2, a3) = Self.asCubic(a, from: currentA)
        let (b1, b2, b3) = Self.asCubic(b, from: currentB)
        out.append(.cubic(mix(a1, b1), mix(a2, b2), mix(a3, b3)))
        (currentA, currentB) = (a3, b3)
      }
    }
    return BezierPath(elements: out)
  }

  /// A line or cubic element as a cubic's two control points and end point.
  static func asCubic(_ element: Element, from p0: Point) -> (Point, Point, Point) {
    switch element {
    case .cubic(let a, let b, let c): (a, b, c)
    case .line(let p): (lerp(p0, p, 1.0 / 3), lerp(p0, p, 2.0 / 3), p)
    case .move(let p): (p, p, p)
    case .close: (p0, p0, p0)
    }
  }
}
