import FlipbookGeometry

extension LayerValues {
  /// The layer properties a view's backing layer shows from the view's own values, and so the key paths
  /// an explicit animation of a view's layer can animate: `position` is `center`, `opacity` is `alpha`,
  /// `transform` is `transform3D` (whose affine part is `transform`), the rest are the style's.
  ///
  /// ```swift
  /// LayerValues.viewProperties.contains(.opacity)    // true
  /// LayerValues.viewProperties.contains(.strokeEnd)  // false: a view's layer is no shape layer
  /// ```
  public static let viewProperties: Set<LayerProperty> =
    // The view's animatable properties' layer names, and the anchor point, which a view holds unanimated.
    Set(AnimatableProperty.allCases.compactMap(\.layerProperty)).union([.anchorPoint])

  /// A view's values as its backing layer holds them (every other property at its default).
  init(view values: AnimatableValues) {
    self.init()
    bounds = values.bounds
    position = values.center
    anchorPoint = values.anchorPoint
    opacity = values.alpha
    backgroundColor = values.backgroundColor
    cornerRadius = values.style.cornerRadius
    borderWidth = values.style.borderWidth
    borderColor = values.style.borderColor
    transform = values.transform3D
    shadowColor = values.style.shadowColor
    shadowOpacity = values.style.shadowOpacity
    shadowOffset = values.style.shadowOffset
    shadowRadius = values.style.shadowRadius
  }

  /// Writes the properties of ``viewProperties`` back into a view's values (a shadow colour of `nil` as
  /// clear, which casts nothing as nil does).
  func write(to values: inout AnimatableValues) {
    values.bounds = bounds
    values.center = position
    values.anchorPoint = anchorPoint
    values.alpha = opacity
    values.backgroundColor = backgroundColor
    values.style.cornerRadius = cornerRadius
    values.style.borderWidth = borderWidth
    values.style.borderColor = borderColor
    values.transform3D = transform
    values.style.shadowColor = shadowColor ?? .clear
    values.style.shadowOpacity = shadowOpacity
    values.style.shadowOffset = shadowOffset
    values.style.shadowRadius = shadowRadius
  }
}
