/// Distances inward from the four edges of a rectangle (UIKit's `UIEdgeInsets`). Values may be negative
/// (outsets).
///
/// ```swift
/// let margins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// margins.inset(Rect(x: 0, y: 0, width: 100, height: 40))  // (16, 8, 68, 24)
/// ```
public struct EdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Creates insets from their four values.
  @inlinable
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// `rect` shrunk by the insets (UIKit's `inset(by:)`); a side that would go below 0 is 0.
  ///
  /// ```swift
  /// EdgeInsets(top: 30, left: 0, bottom: 30, right: 0).inset(Rect(x: 0, y: 0, width: 10, height: 40))
  /// // (0, 30, 10, 0)
  /// ```
  @inlinable
  public func inset(_ rect: Rect) -> Rect {
    let r = rect.standardized
    return Rect(
      x: r.minX + left, y: r.minY + top, width: max(0, r.width - left - right),
      height: max(0, r.height - top - bottom))
  }
}

extension EdgeInsets: CustomStringConvertible {
  /// `(top, left, bottom, right)`.
  public var description: String { "(\(top), \(left), \(bottom), \(right))" }
}
