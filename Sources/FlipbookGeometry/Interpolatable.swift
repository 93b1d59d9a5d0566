/// A value that can be blended linearly with another of its type, for animation.
///
/// `fraction` 0 gives `self`, 1 gives `other`; it is never clamped, so overshooting timing curves extrapolate.
/// Its metatype is sendable (`SendableMetatype`): a step interpolates large track tables on several threads.
///
/// ```swift
/// Point(x: 0, y: 0).interpolated(to: Point(x: 10, y: 20), fraction: 0.25)  // (2.5, 5)
/// ```
public protocol Interpolatable: SendableMetatype {
  /// The value at `fraction` of the way from `self` to `other`.
  func interpolated(to other: Self, fraction: Double) -> Self
}

extension Double: Interpolatable {
  /// `self + (other − self) × fraction`.
  @inlinable
  public func interpolated(to other: Double, fraction: Double) -> Double {
    self + (other - self) * fraction
  }
}

extension Point: Interpolatable {
  /// Component-wise interpolation.
  @inlinable
  public func interpolated(to other: Point, fraction: Double) -> Point {
    Point(
      x: x.interpolated(to: other.x, fraction: fraction),
      y: y.interpolated(to: other.y, fraction: fraction))
  }
}

extension Size: Interpolatable {
  /// Component-wise interpolation.
  @inlinable
  public func interpolated(to other: Size, fraction: Double) -> Size {
    Size(
      width: width.interpolated(to: other.width, fraction: fraction),
      height: height.interpolated(to: other.height, fraction: fraction))
  }
}

extension Rect: Interpolatable {
  /// Component-wise interpolation of the stored origin and size.
  @inlinable
  public func interpolated(to other: Rect, fraction: Double) -> Rect {
    Rect(
      origin: origin.interpolated(to: other.origin, fraction: fraction),
      size: size.interpolated(to: other.size, fraction: fraction))
  }
}

extension AffineTransform: Interpolatable {}
