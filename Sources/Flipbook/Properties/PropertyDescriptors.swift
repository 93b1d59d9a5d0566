import FlipbookGeometry

/// The descriptor of every animatable property, one entry each (see ``AnimatableProperty``).
enum PropertyDescriptors {
  static let center = PropertyDescriptor(
    .center, .point, model: \.center, table: \.points, toTrack: { $0 }, fromTrack: { $0 },
    wrap: { .point($0) }, unwrap: { if case .point(let v) = $0 { v } else { nil } },
    setter: { $0.center = $1 })

  static let bounds = PropertyDescriptor(
    .bounds, .rect, model: \.bounds, table: \.rects, toTrack: { $0 }, fromTrack: { $0 },
    wrap: { .rect($0) }, unwrap: { if case .rect(let v) = $0 { v } else { nil } },
    setter: { $0.bounds = $1 })

  /// Interpolated by decomposition, the rotation the shorter way (the target is unwrapped when recorded).
  static let transform = PropertyDescriptor(
    .transform, .transform, model: \.transform, table: \.transforms, toTrack: { TransformComponents($0) },
    fromTrack: { $0.matrix }, adjust: TransformComponents.unwrapped,
    wrap: { .transform($0) }, unwrap: { if case .transform(let v) = $0 { v } else { nil } },
    setter: { $0.transform = $1 })

  static let alpha = PropertyDescriptor(
    .alpha, .unitInterval, model: \.alpha, table: \.numbers, toTrack: { $0 }, fromTrack: { $0 },
    wrap: { .number($0) }, unwrap: { if case .number(let v) = $0 { v } else { nil } },
    setter: { $0.alpha = $1 })

  /// `nil` (no fill) animates as clear.
  static let backgroundColor = PropertyDescriptor(
    .backgroundColor, .optionalColor, model: \.backgroundColor, table: \.colors, toTrack: { $0 ?? .clear },
    fromTrack: { $0 }, wrap: { .color($0) }, unwrap: { if case .color(let v) = $0 { v } else { nil } },
    setter: { $0.backgroundColor = $1 })

  static let contentStretch = PropertyDescriptor(
    .contentStretch, .unitRect, model: \.contentStretch, table: \.rects, toTrack: { $0 }, fromTrack: { $0 },
    wrap: { .rect($0) }, unwrap: { if case .rect(let v) = $0 { v } else { nil } },
    setter: { $0.contentStretch = $1 })
}
