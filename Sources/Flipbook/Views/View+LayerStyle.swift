import FlipbookGeometry

// h-content (issue 12): the layer-styling properties of a view, set-only model values for now. The lead
// makes them animatable through per-property descriptors; until then changes take effect at once.

extension View {
  /// The radius of the rounded corners of the background, border and (with `clipsToBounds`) the clip, in
  /// points (`layer.cornerRadius`). Default 0.
  ///
  /// ```swift
  /// card.cornerRadius = 12
  /// ```
  public var cornerRadius: Double {
    get { modelLayerStyle.cornerRadius }
    set { modelLayerStyle.cornerRadius = newValue }
  }

  /// The width of the border drawn inside the bounds, above the content and subviews
  /// (`layer.borderWidth`). Default 0.
  public var borderWidth: Double {
    get { modelLayerStyle.borderWidth }
    set { modelLayerStyle.borderWidth = newValue }
  }

  /// The border colour (`layer.borderColor`). Default opaque black.
  public var borderColor: Color {
    get { modelLayerStyle.borderColor }
    set { modelLayerStyle.borderColor = newValue }
  }

  /// The shadow colour (`layer.shadowColor`). Default opaque black.
  public var shadowColor: Color {
    get { modelLayerStyle.shadowColor }
    set { modelLayerStyle.shadowColor = newValue }
  }

  /// The shadow opacity, 0 … 1 (`layer.shadowOpacity`). Default 0: no shadow.
  ///
  /// ```swift
  /// card.shadowOpacity = 0.4
  /// card.shadowOffset = Size(width: 0, height: 6)
  /// card.shadowRadius = 10
  /// ```
  public var shadowOpacity: Double {
    get { modelLayerStyle.shadowOpacity }
    set { modelLayerStyle.shadowOpacity = newValue }
  }

  /// The shadow's offset in the view's bounds coordinates (`layer.shadowOffset`). Default (0, −3).
  public var shadowOffset: Size {
    get { modelLayerStyle.shadowOffset }
    set { modelLayerStyle.shadowOffset = newValue }
  }

  /// The shadow's blur radius in points (`layer.shadowRadius`). Default 3.
  public var shadowRadius: Double {
    get { modelLayerStyle.shadowRadius }
    set { modelLayerStyle.shadowRadius = newValue }
  }
}
