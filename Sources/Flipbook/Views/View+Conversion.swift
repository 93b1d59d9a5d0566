import FlipbookGeometry

extension View {
  /// The matrix taking points in this view's bounds coordinates to its superview's bounds coordinates
  /// (model values): `T(−anchorPoint·bounds.size − bounds.origin) · transform · T(center)`.
  var matrixToSuperview: AffineTransform {
    RenderNode.matrix(
      center: model.center, bounds: model.bounds, transform: model.transform, anchorPoint: model.anchorPoint)
  }

  /// The projective map from this view's coordinates to its root's when a view on the way (this one
  /// included, the root excluded) has a 3-D transform; `nil` when ``matrixToRoot`` is exact.
  private var planeMapToRoot: Transform3D? {
    var m = Transform3D.identity
    var depth = false
    var node: View = self
    while let parent = node.superviewStorage {
      depth = depth || node.model.hasDepth
      m = m.concatenating(node.model.planeMap)
      node = parent
    }
    return depth ? m : nil
  }

  /// The projective map from `source`'s coordinates to `target`'s (`nil`: window coordinates) when either
  /// is under a 3-D transform; `nil` when the 2-D matrices are exact. A map with no inverse is all NaN.
  private static func planeMap(from source: View?, to target: View?) -> Transform3D? {
    let from = source?.planeMapToRoot, to = target?.planeMapToRoot
    guard from != nil || to != nil else { return nil }
    let forward = from ?? Transform3D(source?.matrixToRoot ?? .identity)
    let back = (to ?? Transform3D(target?.matrixToRoot ?? .identity)).inverted()
    return back.map(forward.concatenating) ?? Transform3D(entries: [Double](repeating: .nan, count: 16))!
  }

  /// `point` through a projective map: NaN where it lands at or behind the viewer (or the map has no
  /// inverse).
  private static func project(_ point: Point, _ map: Transform3D) -> Point {
    map.projecting(point) ?? Point(x: .nan, y: .nan)
  }

  /// The box of `rect`'s corners through a projective map: `Rect.null` when a corner lands at or behind the
  /// viewer.
  private static func project(_ rect: Rect, _ map: Transform3D) -> Rect {
    map.projectedBox(of: rect.standardized) ?? .null
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
  /// window, its top-most ancestor's). Under a 3-D `transform3D` the point is projected (with the divide by
  /// `w`), or taken back onto the view's plane; it is NaN where that plane is seen edge-on or the point's
  /// ray meets it behind the viewer.
  ///
  /// ```swift
  /// let p = child.convert(Point(x: 0, y: 0), to: nil)   // the child's origin in window coordinates
  /// ```
  public func convert(_ point: Point, to view: View?) -> Point {
    if let map = Self.planeMap(from: self, to: view) { return Self.project(point, map) }
    let target = view?.matrixToRoot ?? .identity
    return point.applying(matrixToRoot.concatenating(target.inverted()))
  }

  /// Converts a point from `view`'s coordinates (or window coordinates, when `nil`) to this view's.
  ///
  /// ```swift
  /// let local = child.convert(Point(x: 40, y: 60), from: nil)   // a window point in the child's bounds
  /// ```
  public func convert(_ point: Point, from view: View?) -> Point {
    if let map = Self.planeMap(from: view, to: self) { return Self.project(point, map) }
    let source = view?.matrixToRoot ?? .identity
    return point.applying(source.concatenating(matrixToRoot.inverted()))
  }

  /// Converts a rectangle from this view's coordinates to `view`'s (or window coordinates, when `nil`); under
  /// rotation the result is the bounding box of the converted corners (projected under a 3-D transform;
  /// `Rect.null` when a corner lands behind the viewer).
  ///
  /// ```swift
  /// let onScreen = child.convert(child.bounds, to: nil)
  /// ```
  public func convert(_ rect: Rect, to view: View?) -> Rect {
    if let map = Self.planeMap(from: self, to: view) { return Self.project(rect, map) }
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
    if let map = Self.planeMap(from: view, to: self) { return Self.project(rect, map) }
    let source = view?.matrixToRoot ?? .identity
    return rect.applying(source.concatenating(matrixToRoot.inverted()))
  }
}
