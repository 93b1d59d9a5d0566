import FlipbookGeometry

/// The descriptor of every animatable property, one entry each (see ``AnimatableProperty``): its kind, its
/// default (UIKit's and Core Animation's, the one place it is written), its storage, its table and its setter.
enum PropertyDescriptors {
  static let center = PropertyDescriptor(
    .center, .point, default: .zero, model: \.center, table: \.points, toTrack: { $0 }, fromTrack: { $0 },
    delta: .points,
    wrap: { .point($0) }, unwrap: { if case .point(let v) = $0 { v } else { nil } },
    setter: { $0.center = $1 })

  static let bounds = PropertyDescriptor(
    .bounds, .rect, default: .zero, model: \.bounds, table: \.rects, toTrack: { $0 }, fromTrack: { $0 },
    delta: .rects,
    wrap: { .rect($0) }, unwrap: { if case .rect(let v) = $0 { v } else { nil } },
    setter: { $0.bounds = $1 })

  /// Interpolated by decomposition, the rotation the shorter way (the target is unwrapped when recorded).
  static let transform = PropertyDescriptor(
    .transform, .transform, default: .identity, model: \.transform, table: \.transforms,
    toTrack: { TransformComponents($0) },
    fromTrack: { $0.matrix }, adjust: TransformComponents.unwrapped,
    wrap: { .transform($0) }, unwrap: { if case .transform(let v) = $0 { v } else { nil } },
    setter: { $0.transform = $1 })

  /// The same layer transform as `transform` (its model is `transform3D`'s affine part), interpolated by
  /// 3-D decomposition (``Transform3D/interpolated(to:fraction:)``: 2-D ends as `transform` interpolates
  /// them, a singular end entry by entry).
  static let transform3D = PropertyDescriptor(
    .transform3D, .transform3D, default: .identity, model: \.transform3D, table: \.transforms3D,
    toTrack: { $0 }, fromTrack: { $0 },
    wrap: { .transform3D($0) }, unwrap: { if case .transform3D(let v) = $0 { v } else { nil } },
    setter: { $0.transform3D = $1 })

  static let alpha = number(.alpha, .unitInterval, 1, \.alpha) { $0.alpha = $1 }

  /// `nil` (no fill) animates as clear.
  static let backgroundColor = PropertyDescriptor(
    .backgroundColor, .optionalColor, default: nil, model: \.backgroundColor, table: \.colors,
    toTrack: { $0 ?? .clear },
    fromTrack: { $0 }, wrap: { .color($0) }, unwrap: { if case .color(let v) = $0 { v } else { nil } },
    setter: { $0.backgroundColor = $1 })

  static let contentStretch = PropertyDescriptor(
    .contentStretch, .unitRect, default: Rect(x: 0, y: 0, width: 1, height: 1), model: \.contentStretch,
    table: \.rects, toTrack: { $0 }, fromTrack: { $0 },
    wrap: { .rect($0) }, unwrap: { if case .rect(let v) = $0 { v } else { nil } },
    setter: { $0.contentStretch = $1 })

  static let cornerRadius = number(.cornerRadius, .nonNegative, 0, \.style.cornerRadius) {
    $0.cornerRadius = $1
  }

  static let borderWidth = number(.borderWidth, .nonNegative, 0, \.style.borderWidth) { $0.borderWidth = $1 }
  static let borderColor = color(.borderColor, .black, \.style.borderColor) { $0.borderColor = $1 }
  static let shadowColor = color(.shadowColor, .black, \.style.shadowColor) { $0.shadowColor = $1 }
  static let shadowOpacity = number(.shadowOpacity, .unitInterval, 0, \.style.shadowOpacity) {
    $0.shadowOpacity = $1
  }

  static let shadowOffset = PropertyDescriptor(
    .shadowOffset, .size, default: Size(width: 0, height: -3), model: \.style.shadowOffset, table: \.sizes,
    toTrack: { $0 }, fromTrack: { $0 },
    wrap: { .size($0) }, unwrap: { if case .size(let v) = $0 { v } else { nil } },
    setter: { $0.shadowOffset = $1 })

  static let shadowRadius = number(.shadowRadius, .nonNegative, 3, \.style.shadowRadius) {
    $0.shadowRadius = $1
  }

  /// A number property animated on the `numbers` table.
  private static func number(
    _ property: AnimatableProperty, _ kind: PropertyKind, _ defaultValue: Double,
    _ model: any WritableKeyPath<AnimatableValues, Double> & Sendable,
    setter: @escaping @MainActor @Sendable (View, Double) -> Void
  ) -> PropertyDescriptor<Double, Double> {
    PropertyDescriptor(
      property, kind, default: defaultValue, model: model, table: \.numbers, toTrack: { $0 },
      fromTrack: { $0 },
      wrap: { .number($0) }, unwrap: { if case .number(let v) = $0 { v } else { nil } }, setter: setter)
  }

  /// A (non-optional) colour property animated on the `colors` table.
  private static func color(
    _ property: AnimatableProperty, _ defaultValue: Color,
    _ model: any WritableKeyPath<AnimatableValues, Color> & Sendable,
    setter: @escaping @MainActor @Sendable (View, Color) -> Void
  ) -> PropertyDescriptor<Color, Color> {
    PropertyDescriptor(
      property, .color, default: defaultValue, model: model, table: \.colors, toTrack: { $0 },
      fromTrack: { $0 },
      wrap: { .color($0) }, unwrap: { if case .color(let v?) = $0 { v } else { nil } }, setter: setter)
  }
}
