import FlipbookGeometry

extension View {
  /// The radius of the rounded corners of the background, border and (with `clipsToBounds`) the clip, in
  /// points (`layer.cornerRadius`). Default 0. Animatable.
  ///
  /// ```swift
  /// View.animate(withDuration: 0.3) { card.cornerRadius = 12 }
  /// ```
  public var cornerRadius: Double {
    get { model.style.cornerRadius }
    set { setAnimatable(PropertyDescriptors.cornerRadius, newValue) }
  }

  /// The width of the border drawn inside the bounds, above the content and subviews
  /// (`layer.borderWidth`). Default 0. Animatable.
  public var borderWidth: Double {
    get { model.style.borderWidth }
    set { setAnimatable(PropertyDescriptors.borderWidth, newValue) }
  }

  /// The border colour (`layer.borderColor`). Default opaque black. Animatable.
  public var borderColor: Color {
    get { model.style.borderColor }
    set { setAnimatable(PropertyDescriptors.borderColor, newValue) }
  }

  /// The shadow colour (`layer.shadowColor`). Default opaque black. Animatable.
  public var shadowColor: Color {
    get { model.style.shadowColor }
    set { setAnimatable(PropertyDescriptors.shadowColor, newValue) }
  }

  /// The shadow opacity, 0 … 1 (`layer.shadowOpacity`). Default 0: no shadow. Animatable.
  ///
  /// ```swift
  /// card.shadowOpacity = 0.4
  /// card.shadowOffset = Size(width: 0, height: 6)
  /// card.shadowRadius = 10
  /// ```
  public var shadowOpacity: Double {
    get { model.style.shadowOpacity }
    set { setAnimatable(PropertyDescriptors.shadowOpacity, newValue) }
  }

  /// The shadow's offset in the view's bounds coordinates (`layer.shadowOffset`). Default (0, −3). Animatable.
  public var shadowOffset: Size {
    get { model.style.shadowOffset }
    set { setAnimatable(PropertyDescriptors.shadowOffset, newValue) }
  }

  /// The shadow's blur radius in points (`layer.shadowRadius`). Default 3. Animatable.
  public var shadowRadius: Double {
    get { model.style.shadowRadius }
    set { setAnimatable(PropertyDescriptors.shadowRadius, newValue) }
  }
}
