/// A rectangle given by an origin and a size, with `CGRect` semantics.
///
/// The size may be negative; the edge accessors (`minX`, `maxX`, `width`, …) and all operations work on the
/// `standardized` rectangle. `Rect.null` (origin at +∞) is the empty set that `intersection(_:)` of two
/// disjoint rectangles returns. Equality (`==`) compares the stored origin and size exactly.
///
/// ```swift
/// let r = Rect(x: 40, y: 40, width: 120, height: 80)
/// r.midX  // 100
/// r.maxY  // 120
/// ```
public struct Rect: Hashable, Sendable {
  /// The origin (the minimum corner when the size is non-negative).
  public var origin: Point
  /// The size; may be negative.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its origin coordinates and its size.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x: x, y: y)
    self.size = Size(width: width, height: height)
  }

  /// The rectangle at the origin with no size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The null rectangle: origin at +∞, zero size, as `CGRect.null`. It contains nothing.
  public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

  /// The infinite rectangle, as `CGRect.infinite`: origin `−max/2`, size `max` (max = greatest finite Double).
  public static let infinite = Rect(
    x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
    width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

  /// Whether this is the null rectangle (an origin coordinate is +∞).
  @inlinable
  public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

  /// Whether this is `Rect.infinite`.
  @inlinable
  public var isInfinite: Bool { self == .infinite }

  /// Whether the rectangle is null or has a zero width or height.
  @inlinable
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  /// The same rectangle with a non-negative width and height.
  ///
  /// ```swift
  /// Rect(x: 10, y: 10, width: -4, height: 2).standardized  // x 6, y 10, 4 × 2
  /// ```
  @inlinable
  public var standardized: Rect {
    if isNull { return .null }
    var r = self
    if r.size.width < 0 {
      r.origin.x += r.size.width
      r.size.width = -r.size.width
    }
    if r.size.height < 0 {
      r.origin.y += r.size.height
      r.size.height = -r.size.height
    }
    return r
  }

  /// The width, never negative.
  @inlinable
  public var width: Double { size.width < 0 ? -size.width : size.width }

  /// The height, never negative.
  @inlinable
  public var height: Double { size.height < 0 ? -size.height : size.height }

  /// The smallest x coordinate.
  @inlinable
  public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }

  /// The x coordinate of the centre.
  @inlinable
  public var midX: Double { minX + width / 2 }

  /// The largest x coordinate.
  @inlinable
  public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }

  /// The smallest y coordinate.
  @inlinable
  public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }

  /// The y coordinate of the centre.
  @inlinable
  public var midY: Double { minY + height / 2 }

  /// The largest y coordinate.
  @inlinable
  public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }
}

extension Rect: CustomStringConvertible {
  /// `(x, y, width, height)`.
  public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
