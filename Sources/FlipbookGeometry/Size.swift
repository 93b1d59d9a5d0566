/// A width and a height. Either may be negative (as with CGSize); `Rect` standardizes them.
///
/// ```swift
/// let s = Size(width: 120, height: 80)
/// ```
public struct Size: Hashable, Sendable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size from its width and height.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size `0 × 0`.
  public static let zero = Size(width: 0, height: 0)

  /// The size mapped by the linear part of `t` only (translation ignored), as `CGSize.applying`.
  ///
  /// ```swift
  /// Size(width: 2, height: 3).applying(AffineTransform(scaleX: 2, y: -1))  // 4 × -3
  /// ```
  @inlinable
  public func applying(_ t: AffineTransform) -> Size {
    Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension Size: CustomStringConvertible {
  /// `width × height`.
  public var description: String { "\(width) × \(height)" }
}
