import FlipbookGeometry

extension AnimatableValues {
  /// Whether ``transform3D`` has depth or perspective (is not 2-D affine): the view is then drawn projected,
  /// its `frame` is the box of its projected corners and hit-testing inverts the projection.
  ///
  /// ```swift
  /// var v = AnimatableValues(center: .zero, bounds: Rect(x: 0, y: 0, width: 100, height: 100))
  /// v.transform3D = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
  /// v.hasDepth   // true
  /// ```
  public var hasDepth: Bool { !transform3D.isAffine }

  /// The projective map from the view's bounds coordinates to its superview's,
  /// `T(−anchorPoint·bounds.size − bounds.origin) · transform3D · T(center)`, flattened into the superview's
  /// plane (Core Animation flattens a layer into its superlayer's plane): a point `p` lands at
  /// `planeMap.projecting(p)`, and `planeMap.inverted()` takes a superview point back onto the view's plane.
  ///
  /// ```swift
  /// var v = AnimatableValues(center: Point(x: 50, y: 50), bounds: Rect(x: 0, y: 0, width: 100, height: 100))
  /// v.planeMap.projecting(Point(x: 0, y: 0))   // (0, 0) with no transform
  /// ```
  public var planeMap: Transform3D {
    Transform3D(
      translationX: -anchorPoint.x * bounds.size.width - bounds.origin.x,
      y: -anchorPoint.y * bounds.size.height - bounds.origin.y, z: 0
    )
    .concatenating(transform3D)
    .concatenating(Transform3D(translationX: center.x, y: center.y, z: 0))
    .flattened
  }
}
