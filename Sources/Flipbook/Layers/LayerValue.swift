import FlipbookGeometry

/// A value of some layer property, for code that handles layer properties by name (the timeline format,
/// `sample`, animations).
///
/// ```swift
/// LayerValue.number(0.25).interpolated(to: .number(0.75), fraction: 0.5)  // .number(0.5)
/// ```
public enum LayerValue: Sendable, Hashable {
  case number(Double)
  case flag(Bool)
  case point(Point)
  case size(Size)
  case rect(Rect)
  case color(Color?)
  /// A 3-D transform (2-D ones are its affine values).
  case transform(Transform3D)
  case path(BezierPath)
  case colors([Color])
  case numbers([Double])
  /// One of a property's named choices (`round`, `evenOdd`, `radial`).
  case keyword(String)
  /// A layer's `contents`, or `nil` for none.
  case image(Image?)

  /// The value `fraction` of the way to `other` (not clamped, so springs overshoot). Discrete kinds (flags,
  /// keywords) switch at the end, as Core Animation shows them; lists of different lengths and paths that
  /// cannot be blended switch too (the timeline format reports those before they run). `nil` colours
  /// animate as clear, keeping the other colour's components.
  public func interpolated(to other: LayerValue, fraction f: Double) -> LayerValue {
    // The ends exactly: `a + (b − a) × 1` may miss `b` by an ulp.
    if f == 0 { return self }
    if f == 1 { return other }
    switch (self, other) {
    case (.number(let a), .number(let b)): return .number(a.interpolated(to: b, fraction: f))
    case (.point(let a), .point(let b)): return .point(a.interpolated(to: b, fraction: f))
    case (.size(let a), .size(let b)): return .size(a.interpolated(to: b, fraction: f))
    case (.rect(let a), .rect(let b)): return .rect(a.interpolated(to: b, fraction: f))
    case (.color(let a), .color(let b)):
      if a == nil && b == nil { return .color(nil) }
      let from = a ?? (b ?? .clear).withAlphaComponent(0)
      let to = b ?? (a ?? .clear).withAlphaComponent(0)
      return .color(from.interpolated(to: to, fraction: f))
    case (.transform(let a), .transform(let b)): return .transform(a.interpolated(to: b, fraction: f))
    case (.path(let a), .path(let b)): return .path(a.interpolated(to: b, fraction: f))
    case (.colors(let a), .colors(let b)) where a.count == b.count:
      return .colors(zip(a, b).map { $0.interpolated(to: $1, fraction: f) })
    case (.numbers(let a), .numbers(let b)) where a.count == b.count:
      return .numbers(zip(a, b).map { $0.interpolated(to: $1, fraction: f) })
    case (.number, _), (.flag, _), (.point, _), (.size, _), (.rect, _), (.color, _), (.transform, _),
      (.path, _), (.colors, _), (.numbers, _), (.keyword, _), (.image, _):
      return f < 1 ? self : other
    }
  }

  /// `self + other` for the kinds that add up (numbers, points, sizes, rects, colours component-wise,
  /// transforms concatenated, number lists of one length): what `byValue`, `additive` and `cumulative`
  /// use. `nil` for the others.
  public func adding(_ other: LayerValue) -> LayerValue? {
    switch (self, other) {
    case (.number(let a), .number(let b)): .number(a + b)
    case (.point(let a), .point(let b)): .point(Point(x: a.x + b.x, y: a.y + b.y))
    case (.size(let a), .size(let b)): .size(Size(width: a.width + b.width, height: a.height + b.height))
    case (.rect(let a), .rect(let b)):
      .rect(
        Rect(
          x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y, width: a.size.width + b.size.width,
          height: a.size.height + b.size.height))
    case (.color(let a?), .color(let b?)):
      .color(
        Color(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha))
    case (.transform(let a), .transform(let b)):
      // 2-D values concatenate as before, to the last bit.
      a.isAffine && b.isAffine
        ? .transform(Transform3D(a.affine.concatenating(b.affine))) : .transform(a.concatenating(b))
    case (.numbers(let a), .numbers(let b)) where a.count == b.count: .numbers(zip(a, b).map { $0 + $1 })
    case (.number, _), (.flag, _), (.point, _), (.size, _), (.rect, _), (.color, _), (.transform, _),
      (.path, _), (.colors, _), (.numbers, _), (.keyword, _), (.image, _):
      nil
    }
  }

  /// `self − other`, the inverse of ``adding(_:)`` where it is defined (`fromValue` and `byValue` give
  /// `toValue − byValue` this way).
  public func subtracting(_ other: LayerValue) -> LayerValue? {
    switch other {
    case .number(let b): adding(.number(-b))
    case .point(let b): adding(.point(Point(x: -b.x, y: -b.y)))
    case .size(let b): adding(.size(Size(width: -b.width, height: -b.height)))
    case .rect(let b):
      adding(.rect(Rect(x: -b.origin.x, y: -b.origin.y, width: -b.size.width, height: -b.size.height)))
    case .color(let b?):
      adding(.color(Color(red: -b.red, green: -b.green, blue: -b.blue, alpha: -b.alpha)))
    case .transform(let b):
      if b.isAffine {
        b.affine.isInvertible ? adding(.transform(Transform3D(b.affine.inverted()))) : nil
      } else {
        b.inverted().flatMap { adding(.transform($0)) }
      }
    case .numbers(let b): adding(.numbers(b.map { -$0 }))
    case .color(nil), .flag, .path, .colors, .keyword, .image: nil
    }
  }
}
