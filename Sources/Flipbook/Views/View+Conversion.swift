import FlipbookGeometry

extension View {
  /// The matrix taking points in this view's bounds coordinates to its superview's bounds coordinates
  /// (model values): `T(−anchorPoint·bounds.size − bounds.origin) · transform · T(center)`.
  var matrixToSuperview: AffineTransform {
    RenderNode.matrix(
      center: model.center, bounds: model.bounds, transform: model.transform, anchorPoint: model.anchorPoint)
  }

  /// The matrix from this view's coordinates to its root's: the window's bounds coordinates when the view is
  /// in a window, else the coordinates of the top-most ancestor (the root's own transform is not applied).
  private var matrixToRoot: AffineTransform {
    var m = AffineTransform.identity
    var node: View = self
    while let parent = node.superviewStorage {
      m = m.concatenating(node.matrixToSuperview)
      node = parent
    }
    return m
  }

  /// Converts a point from this view's coordinates to `view`'s, through bounds origins, centers and
  /// transforms. `nil` means window coordinates: the window's bounds coordinates (for a view outside any
  /// window, its top-most ancestor's).
  ///
  /// ```swift
  /// let p = child.convert(Point(x: 0, y: 0), to: nil)   // the child's origin in window coordinates
  /// ```
  public func convert(_ point: Point, to view: View?) -> Point {
    let target = view?.matrixToRoot ?? .identity
    return point.applying(matrixToRoot.concatenating(target.inverted()))
  }

  /// Converts a point from `view`'s coordinates (or window coordinates, when `nil`) to this view's.
  ///
  /// ```swift
  /// let local = child.convert(Point(x: 40, y: 60), from: nil)   // a window point in the child's bounds
  /// ```
  public func convert(_ point: Point, from view: View?) -> Point {
    let source = view?.matrixToRoot ?? .identity
    return point.applying(source.concatenating(matrixToRoot.inverted()))
  }

  /// Converts a rectangle from this view's coordinates to `view`'s (or window coordinates, when `nil`); under
  /// rotation the result is the bounding box of the converted corners.
  ///
  /// ```swift
  /// let onScreen = child.convert(child.bounds, to: nil)
  /// ```
  public func convert(_ rect: Rect, to view: View?) -> Rect {
    let target = view?.matrixToRoot ?? .identity
    return rect.applying(matrixToRoot.concatenating(target.inverted()))
  }

  /// Converts a rectangle from `view`'s coordinates (or window coordinates, when `nil`) to this view's; under
  /// rotation the result is the bounding box of the converted corners.
  ///
  /// ```swift
  /// let local = child.convert(Rect(x: 0, y: 0, width: 10, height: 10), from: window)
  /// ```
  public func convert(_ rect: Rect, from view: View?) -> Rect {
    let source = view?.matrixToRoot ?? .identity
    return rect.applying(source.concatenating(matrixToRoot.inverted()))
  }
}
