import FlipbookGeometry

/// A value type of animatable properties, as named numbers: what the timeline format's finite check, the
/// manifest's state hash, `flipbook plot` and `flipbook sample` read a property's value as. Written once per
/// type, so a new property of an existing type needs nothing here.
///
/// ```swift
/// Point.componentNames                                        // ["x", "y"]
/// Point(x: 1, y: 2).components                                // [1, 2]
/// Size.differenceIsFinite(.zero, Size(width: .infinity, height: 0))  // false
/// ```
public protocol PropertyComponents: Sendable {
  /// The name of each component, in the order of ``components``; a property's component is called
  /// `property.component` (`shadowOffset.width`), or by the property's name alone where the name is empty.
  static var componentNames: [String] { get }
  /// The numbers the value is made of (and interpolates), in the order of ``componentNames``; none for no
  /// colour.
  var components: [Double] { get }
  /// Whether every component's difference `b − a` is finite (which implies both ends are); true when either
  /// end has no components (no colour). Reads the stored numbers, allocating nothing.
  static func differenceIsFinite(_ a: Self, _ b: Self) -> Bool
}

extension Double: PropertyComponents {
  public static var componentNames: [String] { [""] }
  public var components: [Double] { [self] }
  @inline(__always)
  public static func differenceIsFinite(_ a: Double, _ b: Double) -> Bool { (b - a).isFinite }
}

extension Point: PropertyComponents {
  public static var componentNames: [String] { ["x", "y"] }
  public var components: [Double] { [x, y] }
  public static func differenceIsFinite(_ a: Point, _ b: Point) -> Bool {
    Double.differenceIsFinite(a.x, b.x) && Double.differenceIsFinite(a.y, b.y)
  }
}

extension Size: PropertyComponents {
  public static var componentNames: [String] { ["width", "height"] }
  public var components: [Double] { [width, height] }
  public static func differenceIsFinite(_ a: Size, _ b: Size) -> Bool {
    Double.differenceIsFinite(a.width, b.width) && Double.differenceIsFinite(a.height, b.height)
  }
}

extension Rect: PropertyComponents {
  public static var componentNames: [String] { ["x", "y", "width", "height"] }
  public var components: [Double] { [origin.x, origin.y, size.width, size.height] }
  public static func differenceIsFinite(_ a: Rect, _ b: Rect) -> Bool {
    Point.differenceIsFinite(a.origin, b.origin) && Size.differenceIsFinite(a.size, b.size)
  }
}

extension AffineTransform: PropertyComponents {
  public static var componentNames: [String] { ["a", "b", "c", "d", "tx", "ty"] }
  public var components: [Double] { [a, b, c, d, tx, ty] }
  public static func differenceIsFinite(_ x: AffineTransform, _ y: AffineTransform) -> Bool {
    Double.differenceIsFinite(x.a, y.a) && Double.differenceIsFinite(x.b, y.b)
      && Double.differenceIsFinite(x.c, y.c) && Double.differenceIsFinite(x.d, y.d)
      && Double.differenceIsFinite(x.tx, y.tx) && Double.differenceIsFinite(x.ty, y.ty)
  }
}

extension Transform3D: PropertyComponents {
  public static var componentNames: [String] {
    (1...4).flatMap { row in (1...4).map { "m\(row)\($0)" } }
  }
  public var components: [Double] { entries }
  public static func differenceIsFinite(_ x: Transform3D, _ y: Transform3D) -> Bool {
    // Row by row, each row as four numbers: no array of entries is made.
    func row(_ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double)) -> Bool {
      Double.differenceIsFinite(a.0, b.0) && Double.differenceIsFinite(a.1, b.1)
        && Double.differenceIsFinite(a.2, b.2) && Double.differenceIsFinite(a.3, b.3)
    }
    return row((x.m11, x.m12, x.m13, x.m14), (y.m11, y.m12, y.m13, y.m14))
      && row((x.m21, x.m22, x.m23, x.m24), (y.m21, y.m22, y.m23, y.m24))
      && row((x.m31, x.m32, x.m33, x.m34), (y.m31, y.m32, y.m33, y.m34))
      && row((x.m41, x.m42, x.m43, x.m44), (y.m41, y.m42, y.m43, y.m44))
  }
}

extension Color: PropertyComponents {
  public static var componentNames: [String] { ["red", "green", "blue", "alpha"] }
  public var components: [Double] { [red, green, blue, alpha] }
  public static func differenceIsFinite(_ a: Color, _ b: Color) -> Bool {
    Double.differenceIsFinite(a.red, b.red) && Double.differenceIsFinite(a.green, b.green)
      && Double.differenceIsFinite(a.blue, b.blue) && Double.differenceIsFinite(a.alpha, b.alpha)
  }
}

/// An optional colour (`backgroundColor`): no colour has no components.
extension Optional: PropertyComponents where Wrapped == Color {
  public static var componentNames: [String] { Color.componentNames }
  public var components: [Double] { self?.components ?? [] }
  public static func differenceIsFinite(_ a: Color?, _ b: Color?) -> Bool {
    guard let a, let b else { return true }
    return Color.differenceIsFinite(a, b)
  }
}

extension PropertyValue {
  /// The numbers the value is made of (and interpolates), in a fixed order; none for no colour.
  ///
  /// ```swift
  /// PropertyValue.point(Point(x: 1, y: 2)).components  // [1, 2]
  /// ```
  public var components: [Double] {
    switch self {
    case .number(let x): x.components
    case .point(let p): p.components
    case .size(let s): s.components
    case .rect(let r): r.components
    case .transform(let t): t.components
    case .transform3D(let t): t.components
    case .color(let c): c.components
    }
  }
}
