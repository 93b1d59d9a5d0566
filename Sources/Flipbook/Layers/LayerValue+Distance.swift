import FlipbookGeometry

extension LayerValue: PacedInterpolatable {
  /// The distance the paced keyframe modes space values by: Euclidean over the components the value
  /// interpolates; 0 between values of different kinds, flags and keywords (which do not interpolate).
  ///
  /// ```swift
  /// LayerValue.point(Point(x: 0, y: 0)).distance(to: .point(Point(x: 3, y: 4)))  // 5
  /// ```
  public func distance(to other: LayerValue) -> Double {
    switch (self, other) {
    case (.number(let a), .number(let b)): a.distance(to: b)
    case (.point(let a), .point(let b)): a.distance(to: b)
    case (.size(let a), .size(let b)): a.distance(to: b)
    case (.rect(let a), .rect(let b)): a.distance(to: b)
    case (.color(let a?), .color(let b?)): a.distance(to: b)
    case (.transform(let a), .transform(let b)): a.distance(to: b)
    case (.numbers(let a), .numbers(let b)) where a.count == b.count:
      zip(a, b).reduce(0) { mathHypot($0, $1.1 - $1.0) }
    case (.colors(let a), .colors(let b)) where a.count == b.count:
      zip(a, b).reduce(0) { mathHypot($0, $1.0.distance(to: $1.1)) }
    case (.path(let a), .path(let b)) where a.canInterpolate(with: b):
      zip(a.points, b.points).reduce(0) { mathHypot($0, $1.0.distance(to: $1.1)) }
    case (.number, _), (.flag, _), (.point, _), (.size, _), (.rect, _), (.color, _), (.transform, _),
      (.path, _), (.colors, _), (.numbers, _), (.keyword, _), (.image, _):
      0
    }
  }
}
