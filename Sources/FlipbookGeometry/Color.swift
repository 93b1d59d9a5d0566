/// An sRGB colour with non-premultiplied components, nominally in [0, 1] (not clamped).
///
/// ```swift
/// let red = Color(red: 1, green: 0.23, blue: 0.19, alpha: 1)
/// let halfGray = Color(white: 0.5, alpha: 1)
/// ```
public struct Color: Hashable, Sendable {
  /// Red, non-premultiplied.
  public var red: Double
  /// Green, non-premultiplied.
  public var green: Double
  /// Blue, non-premultiplied.
  public var blue: Double
  /// Opacity: 0 transparent, 1 opaque.
  public var alpha: Double

  /// Creates a colour from non-premultiplied components.
  @inlinable
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a gray: red, green and blue all equal `white`.
  @inlinable
  public init(white: Double, alpha: Double) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same colour with `alpha` replaced.
  ///
  /// ```swift
  /// Color.red.withAlphaComponent(0.5)  // (1, 0, 0, 0.5)
  /// ```
  @inlinable
  public func withAlphaComponent(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }
}

extension Color: Interpolatable {
  /// Component-wise interpolation of the non-premultiplied components, not clamped.
  ///
  /// ```swift
  /// Color.black.interpolated(to: .white, fraction: 0.25)  // (0.25, 0.25, 0.25, 1)
  /// ```
  @inlinable
  public func interpolated(to other: Color, fraction: Double) -> Color {
    Color(
      red: red.interpolated(to: other.red, fraction: fraction),
      green: green.interpolated(to: other.green, fraction: fraction),
      blue: blue.interpolated(to: other.blue, fraction: fraction),
      alpha: alpha.interpolated(to: other.alpha, fraction: fraction))
  }
}

extension Color: CustomStringConvertible {
  /// `rgba(r, g, b, a)`.
  public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
