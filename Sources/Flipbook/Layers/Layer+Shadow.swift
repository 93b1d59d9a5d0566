import FlipbookGeometry

/// `CALayer`'s shadow: cast by the alpha of the layer and its sublayers as they composite, blurred, moved
/// and painted beneath them. Shadows are off until `shadowOpacity` is above 0, as in Core Animation, whose
/// defaults these are (opaque black, 3 points up, radius 3).
///
/// ```swift
/// let badge = ShapeLayer()
/// badge.path = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 40, height: 40))
/// badge.shadowOpacity = 0.4
/// badge.shadowOffset = Size(width: 0, height: 4)
/// badge.shadowRadius = 6
/// ```
extension Layer {
  /// The shadow's colour (`nil`: no shadow).
  public var shadowColor: Color? {
    get { model.shadowColor }
    set { setValue(.color(newValue), for: .shadowColor) }
  }
  /// The shadow's opacity in [0, 1]; 0 (the default) draws no shadow.
  public var shadowOpacity: Double {
    get { model.shadowOpacity }
    set { setValue(.number(newValue), for: .shadowOpacity) }
  }
  /// How far the shadow is moved, in the layer's bounds coordinates (default `(0, −3)`).
  public var shadowOffset: Size {
    get { model.shadowOffset }
    set { setValue(.size(newValue), for: .shadowOffset) }
  }
  /// The blur's standard deviation in the layer's bounds coordinates, as a view's shadow reads it
  /// (default 3).
  public var shadowRadius: Double {
    get { model.shadowRadius }
    set { setValue(.number(newValue), for: .shadowRadius) }
  }
}
