import FlipbookGeometry

extension View {
  /// The view's rectangle in its superview's coordinates: UIKit's `frame`.
  ///
  /// Reading it gives the axis-aligned bounding box of the bounds transformed about the anchor point, which
  /// sits at the center (with the identity transform and the default anchor point, `center ±
  /// bounds.size / 2`): iOS prints (-50, -50, 200, 200) for a 100×100 view at the origin scaled by 2. Setting
  /// it keeps the transform and the bounds origin, moves `center` to the anchor point's place in the
  /// rectangle (its middle by default), and sizes the bounds so that the transformed bounding box has the rectangle's size
  /// (for a scale (sx, sy): width / |sx|, height / |sy|); see Documentation/Views.md for rotations. Animatable
  /// (it animates `center` and `bounds`).
  ///
  /// ```swift
  /// let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  /// v.transform = AffineTransform(scaleX: 2, y: 2)
  /// v.frame                                              // (-50, -50, 200, 200)
  /// v.frame = Rect(x: 0, y: 0, width: 100, height: 100)  // bounds 50×50, center (50, 50)
  /// ```
  public var frame: Rect {
    get { model.frame }
    set {
      let f = newValue.standardized
      let anchor = model.anchorPoint
      // The anchor point's place in the new rectangle: its middle at the default anchor point.
      center = Point(x: f.minX + anchor.x * f.width, y: f.minY + anchor.y * f.height)
      bounds = Rect(
        origin: model.bounds.origin, size: Self.boundsSize(forFrameSize: f.size, under: model.transform))
    }
  }

  /// The bounds size whose bounding box under `transform` has size `size`: solves
  /// `|a|·w + |c|·h = width`, `|b|·w + |d|·h = height`; where that has no non-negative solution (a rotation
  /// by 45°, say), divides by the transform's scale factors instead.
  nonisolated static func boundsSize(forFrameSize size: Size, under t: AffineTransform) -> Size {
    if t == .identity { return size }
    let a = abs(t.a), b = abs(t.b), c = abs(t.c), d = abs(t.d)
    let determinant = a * d - c * b
    if abs(determinant) > 1e-12 {
      let w = (size.width * d - c * size.height) / determinant
      let h = (a * size.height - b * size.width) / determinant
      if w >= -1e-9 && h >= -1e-9 { return Size(width: max(w, 0), height: max(h, 0)) }
    }
    let sx = (t.a * t.a + t.b * t.b).squareRoot(), sy = (t.c * t.c + t.d * t.d).squareRoot()
    return Size(width: sx > 0 ? size.width / sx : 0, height: sy > 0 ? size.height / sy : 0)
  }

  /// The view's own coordinate system: its origin is the scroll offset applied to subviews, its size the
  /// view's size. Default: origin (0, 0), the size of the initial frame. Setting it keeps the center.
  /// Changing the size resizes subviews by their autoresizing masks (when `autoresizesSubviews`), marks the
  /// view (and a `StackView` superview, which arranges it by its size) as needing layout, and, with
  /// `contentMode == .redraw`, as needing display. Animatable.
  ///
  /// ```swift
  /// scroller.bounds.origin = Point(x: 0, y: 100)   // subviews appear 100 points higher
  /// ```
  public var bounds: Rect {
    get { model.bounds }
    set {
      let old = model.bounds
      setAnimatable(PropertyDescriptors.bounds, newValue)
      if old.size != newValue.size {
        if autoresizesSubviews { resizeSubviews(from: old.size) }
        setNeedsLayout()
        superviewStorage?.subviewLayoutInputsDidChange()
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
    get { model.center }
    set { setAnimatable(PropertyDescriptors.center, newValue) }
  }

  /// The transform applied about the center. Default `.identity`. Animatable: interpolated by
  /// decomposition (translation, rotation the shorter way, scale, shear). It is ``transform3D``'s affine part:
  /// setting it makes `transform3D` this matrix with no depth and ends an animation of `transform3D`.
  ///
  /// ```swift
  /// card.transform = AffineTransform(rotationAngle: .pi / 4)
  /// ```
  public var transform: AffineTransform {
    get { model.transform }
    set {
      window?.animator.cancelAnimations(of: .transform3D, of: self)
      setAnimatable(PropertyDescriptors.transform, newValue)
    }
  }

  /// The layer transform in 3-D (UIKit's `transform3D`), applied about the anchor point (the center): with
  /// perspective (`m34 = −1/d`) the view is drawn projected, `frame` is the box of its projected corners and
  /// hit-testing follows the projected shape. Default `.identity`. One value with ``transform``: setting it
  /// makes `transform` read its affine part and ends an animation of `transform`. Animatable: interpolated
  /// by 3-D decomposition (translation, scale, skew, perspective, the rotation by quaternion slerp).
  ///
  /// ```swift
  /// var turn = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
  /// turn.m34 = -1.0 / 500
  /// card.transform3D = turn   // card.transform reads (0.5, 0, 0, 1, 0, 0)
  /// ```
  public var transform3D: Transform3D {
    get { model.transform3D }
    set {
      window?.animator.cancelAnimations(of: .transform, of: self)
      setAnimatable(PropertyDescriptors.transform3D, newValue)
    }
  }

  /// The normalized rectangle of content that stretches (deprecated in UIKit, kept for fidelity). Default
  /// (0, 0, 1, 1), the whole view. Recorded and animated; the renderer does not stretch content. Animatable.
  ///
  /// ```swift
  /// button.contentStretch = Rect(x: 0.5, y: 0, width: 0, height: 1)   // stretch the middle column only
  /// ```
  public var contentStretch: Rect {
    get { model.contentStretch }
    set { setAnimatable(PropertyDescriptors.contentStretch, newValue) }
  }

}
