import FlipbookGeometry

extension View {
  /// The view's rectangle in its superview's coordinates.
  ///
  /// Setting it moves `center` to the rectangle's middle and sets the bounds size, keeping the bounds origin.
  /// UIKit calls `frame` undefined under a non-identity transform; Flipbook always returns the
  /// *untransformed* frame, `center ± bounds.size / 2`, so that setting and reading agree (see
  /// Documentation/Views.md). Animatable.
  ///
  /// ```swift
  /// let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
  /// v.frame = Rect(x: 0, y: 0, width: 40, height: 40)   // v.center == Point(x: 20, y: 20)
  /// ```
  public var frame: Rect {
    get { Self.frame(center: modelCenter, size: modelBounds.size) }
    set {
      let f = newValue.standardized
      center = Point(x: f.midX, y: f.midY)
      bounds = Rect(origin: modelBounds.origin, size: f.size)
    }
  }

  /// The view's own coordinate system: its origin is the scroll offset applied to subviews, its size the
  /// view's size. Default: origin (0, 0), the size of the initial frame. Setting it keeps the center.
  /// Changing the size resizes subviews by their autoresizing masks (when `autoresizesSubviews`), marks the
  /// view as needing layout, and, with `contentMode == .redraw`, as needing display. Animatable.
  ///
  /// ```swift
  /// scroller.bounds.origin = Point(x: 0, y: 100)   // subviews appear 100 points higher
  /// ```
  public var bounds: Rect {
    get { modelBounds }
    set {
      let old = modelBounds
      modelBounds = newValue
      window?.animator.recordChange(\.bounds, view: self, old: old, new: newValue)
      if old.size != newValue.size {
        if autoresizesSubviews { resizeSubviews(from: old.size) }
        setNeedsLayout()
        if contentMode == .redraw { setNeedsDisplay() }
      }
    }
  }

  /// The center of the view in its superview's coordinates; valid whatever the transform. Setting it moves
  /// the frame and keeps the bounds. Animatable.
  ///
  /// ```swift
  /// card.center = Point(x: 160, y: 100)
  /// ```
  public var center: Point {
    get { modelCenter }
    set {
      let old = modelCenter
      modelCenter = newValue
      window?.animator.recordChange(\.centers, view: self, old: old, new: newValue)
    }
  }

  /// The transform applied about the center. Default `.identity`. Under another transform, `frame` still
  /// reads the untransformed rectangle. Animatable: interpolated by decomposition (translation, rotation the
  /// shorter way, scale, shear).
  ///
  /// ```swift
  /// card.transform = AffineTransform(rotationAngle: .pi / 4)
  /// ```
  public var transform: AffineTransform {
    get { modelTransform }
    set {
      let old = modelTransform
      modelTransform = newValue
      window?.animator.recordChange(
        \.transforms, view: self, old: TransformComponents(old), new: TransformComponents(newValue),
        adjust: TransformComponents.unwrapped)
    }
  }

  /// The normalized rectangle of content that stretches (deprecated in UIKit, kept for fidelity). Default
  /// (0, 0, 1, 1), the whole view. Recorded and animated; the renderer does not stretch content. Animatable.
  ///
  /// ```swift
  /// button.contentStretch = Rect(x: 0.5, y: 0, width: 0, height: 1)   // stretch the middle column only
  /// ```
  public var contentStretch: Rect {
    get { modelContentStretch }
    set {
      let old = modelContentStretch
      modelContentStretch = newValue
      window?.animator.recordChange(\.stretches, view: self, old: old, new: newValue)
    }
  }

  nonisolated static func frame(center: Point, size: Size) -> Rect {
    Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
  }
}
