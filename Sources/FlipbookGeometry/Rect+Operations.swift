extension Rect {
  /// The rectangle shrunk by `dx` on the left and right and by `dy` at the top and bottom (grown when negative);
  /// null when the result would have a negative size.
  ///
  /// ```swift
  /// Rect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 2, dy: 3)  // (2, 3, 6, 4)
  /// ```
  @inlinable
  public func insetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    var r = standardized
    r.origin.x += dx
    r.origin.y += dy
    r.size.width -= 2 * dx
    r.size.height -= 2 * dy
    if r.size.width < 0 || r.size.height < 0 { return .null }
    return r
  }

  /// The standardized rectangle moved by `(dx, dy)`. The null rectangle stays null.
  ///
  /// ```swift
  /// Rect(x: 1, y: 1, width: 2, height: 2).offsetBy(dx: 3, dy: -1)  // (4, 0, 2, 2)
  /// ```
  @inlinable
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    var r = standardized
    r.origin.x += dx
    r.origin.y += dy
    return r
  }

  /// The smallest rectangle containing both; a null operand is ignored.
  ///
  /// ```swift
  /// Rect(x: 0, y: 0, width: 1, height: 1).union(Rect(x: 2, y: 2, width: 1, height: 1))  // (0, 0, 3, 3)
  /// ```
  @inlinable
  public func union(_ other: Rect) -> Rect {
    if isNull { return other }
    if other.isNull { return self }
    let x0 = Swift.min(minX, other.minX)
    let y0 = Swift.min(minY, other.minY)
    let x1 = Swift.max(maxX, other.maxX)
    let y1 = Swift.max(maxY, other.maxY)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The common part of both rectangles; `.null` when they are disjoint. Rectangles that only touch give a
  /// rectangle of zero width or height (as `CGRect`).
  ///
  /// ```swift
  /// Rect(x: 0, y: 0, width: 4, height: 4).intersection(Rect(x: 2, y: 2, width: 4, height: 4))  // (2, 2, 2, 2)
  /// ```
  @inlinable
  public func intersection(_ other: Rect) -> Rect {
    if isNull || other.isNull { return .null }
    let x0 = Swift.max(minX, other.minX)
    let y0 = Swift.max(minY, other.minY)
    let x1 = Swift.min(maxX, other.maxX)
    let y1 = Swift.min(maxY, other.maxY)
    if x1 < x0 || y1 < y0 { return .null }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Whether the intersection is non-empty (touching edges do not intersect).
  @inlinable
  public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

  /// Whether `p` lies inside, with the half-open rule `minX <= x < maxX`, `minY <= y < maxY` of `CGRect`.
  ///
  /// ```swift
  /// let r = Rect(x: 0, y: 0, width: 10, height: 10)
  /// r.contains(Point(x: 0, y: 0))   // true
  /// r.contains(Point(x: 10, y: 5))  // false
  /// ```
  @inlinable
  public func contains(_ p: Point) -> Bool {
    if isNull { return false }
    return minX <= p.x && p.x < maxX && minY <= p.y && p.y < maxY
  }

  /// Whether `other` lies entirely inside (edges included). Nothing contains the null rectangle, and the null
  /// rectangle contains nothing.
  @inlinable
  public func contains(_ other: Rect) -> Bool {
    if isNull || other.isNull { return false }
    return minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
  }

  /// The bounding box of the four corners mapped by `t`. The null rectangle stays null.
  ///
  /// ```swift
  /// Rect(x: 0, y: 0, width: 2, height: 1).applying(AffineTransform(rotationAngle: .pi / 2))
  /// // ≈ (-1, 0, 1, 2)
  /// ```
  @inlinable
  public func applying(_ t: AffineTransform) -> Rect {
    if isNull { return self }
    if t.isIdentity { return self }
    let p0 = Point(x: minX, y: minY).applying(t)
    let p1 = Point(x: maxX, y: minY).applying(t)
    let p2 = Point(x: minX, y: maxY).applying(t)
    let p3 = Point(x: maxX, y: maxY).applying(t)
    let x0 = Swift.min(Swift.min(p0.x, p1.x), Swift.min(p2.x, p3.x))
    let x1 = Swift.max(Swift.max(p0.x, p1.x), Swift.max(p2.x, p3.x))
    let y0 = Swift.min(Swift.min(p0.y, p1.y), Swift.min(p2.y, p3.y))
    let y1 = Swift.max(Swift.max(p0.y, p1.y), Swift.max(p2.y, p3.y))
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The smallest rectangle with integer edges that contains this one: minimum edges rounded down, maximum
  /// edges rounded up. Null and infinite rectangles are returned unchanged.
  ///
  /// ```swift
  /// Rect(x: 0.5, y: 1.2, width: 2, height: 2).integral  // (0, 1, 3, 3)
  /// ```
  @inlinable
  public var integral: Rect {
    if isNull || isInfinite { return self }
    let x0 = minX.rounded(.down)
    let y0 = minY.rounded(.down)
    let x1 = maxX.rounded(.up)
    let y1 = maxY.rounded(.up)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
