import FlipbookGeometry

extension LayerValues {
  /// Whether the layer's geometry has no depth: both transforms 2-D affine, `zPosition` and
  /// `anchorPointZ` 0, and double-sided (a one-sided layer must be checked for its back), so that
  /// ``localMatrix`` places it exactly (the renderer's 2-D path).
  public var isFlat: Bool {
    transform.isAffine && sublayerTransform.isAffine && zPosition == 0 && anchorPointZ == 0 && isDoubleSided
  }

  /// `CALayer.frame`: the bounding box, in the superlayer's coordinates, of the bounds placed with the
  /// anchor point at `position` and transformed about it; under a 3-D transform, of the bounds' corners
  /// projected onto the superlayer's plane (`.null` when a corner falls behind the viewer).
  ///
  /// ```swift
  /// var v = LayerValues()
  /// v.bounds = Rect(x: 0, y: 0, width: 100, height: 40)
  /// v.position = Point(x: 50, y: 50)
  /// v.frame  // (0, 30, 100, 40)
  /// ```
  public var frame: Rect {
    let w = bounds.size.width, h = bounds.size.height
    guard isFlat else { return localTransform.projectedBox(of: bounds) ?? .null }
    let box = Rect(x: -anchorPoint.x * w, y: -anchorPoint.y * h, width: w, height: h).applying(
      transform.affine)
    return Rect(
      x: position.x + box.origin.x, y: position.y + box.origin.y, width: box.size.width,
      height: box.size.height)
  }

  /// The matrix from the layer's bounds coordinates to its superlayer's: the anchor point of the bounds goes
  /// to `position`, with the transform's 2-D part applied about it (Core Animation's layer geometry; exact
  /// when ``isFlat``).
  public var localMatrix: AffineTransform {
    AffineTransform(
      translationX: -bounds.origin.x - anchorPoint.x * bounds.size.width,
      y: -bounds.origin.y - anchorPoint.y * bounds.size.height
    )
    .concatenating(transform.affine)
    .concatenating(AffineTransform(translationX: position.x, y: position.y))
  }

  /// The point of the bounds the anchor point names, with `anchorPointZ` as its depth.
  private var anchor: (x: Double, y: Double, z: Double) {
    (
      bounds.origin.x + anchorPoint.x * bounds.size.width,
      bounds.origin.y + anchorPoint.y * bounds.size.height,
      anchorPointZ
    )
  }

  /// The 3-D transform from the layer's bounds coordinates to its superlayer's: the anchor point
  /// `(anchorPoint, anchorPointZ)` goes to `(position, zPosition)`, with the transform applied about it.
  ///
  /// ```swift
  /// var v = LayerValues()
  /// v.position = Point(x: 50, y: 50)
  /// v.zPosition = 10
  /// v.localTransform.transforming(x: 0, y: 0, z: 0)  // (50, 50, 10, 1)
  /// ```
  public var localTransform: Transform3D {
    let a = anchor
    return Transform3D(translationX: -a.x, y: -a.y, z: -a.z)
      .concatenating(transform)
      .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
  }

  /// The transform applied to every sublayer, in this layer's bounds coordinates: `sublayerTransform`
  /// about the anchor point (`identity` when there is none).
  public var sublayerMatrix: Transform3D {
    guard !sublayerTransform.isIdentity else { return .identity }
    let a = anchor
    return Transform3D(translationX: -a.x, y: -a.y, z: -a.z)
      .concatenating(sublayerTransform)
      .concatenating(Transform3D(translationX: a.x, y: a.y, z: a.z))
  }
}
