import Flipbook

extension PropertyValue {
  /// The numbers the value is made of (and interpolates), in a fixed order; none for no colour.
  ///
  /// ```swift
  /// PropertyValue.point(Point(x: 1, y: 2)).components  // [1, 2]
  /// ```
  public var components: [Double] {
    switch self {
    case .number(let x): [x]
    case .point(let p): [p.x, p.y]
    case .size(let s): [s.width, s.height]
    case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height]
    case .transform(let t): [t.a, t.b, t.c, t.d, t.tx, t.ty]
    case .color(let c): c.map { [$0.red, $0.green, $0.blue, $0.alpha] } ?? []
    }
  }
}

extension PropertyKind {
  /// The names of the components of a value of this kind, in the order of
  /// ``PropertyValue/components``; none for a number.
  ///
  /// ```swift
  /// PropertyKind.point.componentNames  // ["x", "y"]
  /// ```
  public var componentNames: [String] {
    switch self {
    case .unitInterval, .number, .nonNegative: []
    case .point: ["x", "y"]
    case .size: ["width", "height"]
    case .rect, .unitRect: ["x", "y", "width", "height"]
    case .transform: ["a", "b", "c", "d", "tx", "ty"]
    case .color, .optionalColor: ["red", "green", "blue", "alpha"]
    }
  }
}
