/// A point in a two-dimensional coordinate system (y grows downward, as in UIKit).
///
/// ```swift
/// let p = Point(x: 10, y: 20).applying(AffineTransform(translationX: 5, y: 0))  // (15, 20)
/// ```
public struct Point: Hashable, Sendable {
  /// The x coordinate.
  public var x: Double
  /// The y coordinate.
  public var y: Double

  /// Creates a point from its coordinates.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)

  /// The point mapped by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
  ///
  /// ```swift
  /// Point(x: 1, y: 0).applying(AffineTransform(scaleX: 2, y: 3))  // (2, 0)
  /// ```
  @inlinable
  public func applying(_ t: AffineTransform) -> Point {
    Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension Point: CustomStringConvertible {
  /// `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}
