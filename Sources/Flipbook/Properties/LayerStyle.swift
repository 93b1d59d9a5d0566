import FlipbookGeometry

/// A view's layer styling as the renderer draws it: Core Animation's `CALayer` corner radius, border and
/// shadow, with `CALayer`'s defaults.
///
/// The corner radius rounds the background, the border and (with `clipsToBounds`) the clip; the border is
/// drawn inside the bounds above the content and the subviews; the shadow is a blurred copy of the view's
/// own drawing beneath it. `Documentation/Rendering.md` gives the exact rules.
///
/// Every field is part of the renderer's sprite cache key (a styled layer is rasterised once and reused
/// while its style is unchanged), so only values the layer's own picture depends on belong here.
///
/// ```swift
/// var style = LayerStyle()
/// style.cornerRadius = 12
/// style.borderWidth = 2
/// style.borderColor = .white
/// style.shadowOpacity = 0.5
/// style.shadowOffset = Size(width: 0, height: 4)
/// style.shadowRadius = 8
/// ```
public struct LayerStyle: Sendable, Hashable {
  /// The radius of the rounded corners, in points. Default 0. The renderer uses at most half the shorter
  /// side of the bounds, as Core Animation does.
  public var cornerRadius: Double = PropertyDescriptors.cornerRadius.defaultValue
  /// The width of the border, drawn inside the bounds. Default 0 (no border).
  public var borderWidth: Double = PropertyDescriptors.borderWidth.defaultValue
  /// The border colour. Default opaque black.
  public var borderColor: Color = PropertyDescriptors.borderColor.defaultValue
  /// The shadow colour. Default opaque black.
  public var shadowColor: Color = PropertyDescriptors.shadowColor.defaultValue
  /// The shadow opacity, 0 … 1. Default 0 (no shadow).
  public var shadowOpacity: Double = PropertyDescriptors.shadowOpacity.defaultValue
  /// The shadow's offset in the view's bounds coordinates. Default (0, −3), `CALayer`'s.
  public var shadowOffset: Size = PropertyDescriptors.shadowOffset.defaultValue
  /// The blur radius of the shadow, in points. Default 3.
  public var shadowRadius: Double = PropertyDescriptors.shadowRadius.defaultValue

  /// `CALayer`'s defaults: no rounding, no border, no (visible) shadow. Each is its property's descriptor's
  /// default (``PropertyDescriptors``).
  public static let plain = LayerStyle(descriptorDefaults: ())

  private init(descriptorDefaults: Void) {}

  /// Creates a style; every argument has `CALayer`'s default.
  public init(
    cornerRadius: Double = plain.cornerRadius, borderWidth: Double = plain.borderWidth,
    borderColor: Color = plain.borderColor, shadowColor: Color = plain.shadowColor,
    shadowOpacity: Double = plain.shadowOpacity, shadowOffset: Size = plain.shadowOffset,
    shadowRadius: Double = plain.shadowRadius
  ) {
    self.cornerRadius = cornerRadius
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.shadowColor = shadowColor
    self.shadowOpacity = shadowOpacity
    self.shadowOffset = shadowOffset
    self.shadowRadius = shadowRadius
  }

  /// Whether the border draws anything: a positive width and a visible colour.
  ///
  /// ```swift
  /// LayerStyle(borderWidth: 1).hasBorder  // true (opaque black)
  /// ```
  public var hasBorder: Bool { borderWidth > 0 && borderColor.alpha > 0 && borderWidth.isFinite }

  /// Whether the shadow draws anything: a positive opacity, a visible colour and finite geometry.
  ///
  /// ```swift
  /// LayerStyle(shadowOpacity: 0.5).hasShadow  // true
  /// ```
  public var hasShadow: Bool {
    shadowOpacity > 0 && shadowColor.alpha > 0 && shadowRadius.isFinite && shadowOffset.width.isFinite
      && shadowOffset.height.isFinite
  }
}
