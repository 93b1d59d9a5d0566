import FlipbookGeometry

extension View {
  /// The radius of the rounded corners of the background, border and (with `clipsToBounds`) the clip, in
  /// points (`layer.cornerRadius`). Default 0.
  ///
  /// ```swift
  /// card.cornerRadius = 12
  /// ```
  public var cornerRadius: Double {
    get { model.style.cornerRadius }
    set { model.style.cornerRadius = newValue }
  }

  /// The width of the border drawn inside the bounds, above the content and subviews
  /// (`layer.borderWidth`). Default 0.
  public var borderWidth: Double {
    get { model.style.borderWidth }
    set { model.style.borderWidth = newValue }
  }

  /// The border colour (`layer.borderColor`). Default opaque black.
  public var borderColor: Color {
    get { model.style.borderColor }
    set { model.style.borderColor = newValue }
  }

  /// The shadow colour (`layer.shadowColor`). Default opaque black.
  public var shadowColor: Color {
    get { model.style.shadowColor }
    set { model.style.shadowColor = newValue }
  }

  /// The shadow opacity, 0 … 1 (`layer.shadowOpacity`). Default 0: no shadow.
  ///
  /// ```swift
  /// card.shadowOpacity = 0.4
  /// card.shadowOffset = Size(width: 0, height: 6)
  /// card.shadowRadius = 10
  /// ```
  public var shadowOpacity: Double {
    get { model.style.shadowOpacity }
    set { model.style.shadowOpacity = newValue }
  }

  /// The shadow's offset in the view's bounds coordinates (`layer.shadowOffset`). Default (0, −3).
  public var shadowOffset: Size {
    get { model.style.shadowOffset }
    set { model.style.shadowOffset = newValue }
  }

  /// The shadow's blur radius in points (`layer.shadowRadius`). Default 3.
  public var shadowRadius: Double {
    get { model.style.shadowRadius }
    set { model.style.shadowRadius = newValue }
  }
}
