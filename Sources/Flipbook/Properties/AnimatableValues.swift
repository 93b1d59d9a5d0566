import FlipbookGeometry

/// The values of every animatable property of one view, with the anchor point that places them: its model
/// values, its presentation, or one snapshot node's, depending on who holds it.
///
/// ```swift
/// var values = AnimatableValues(center: Point(x: 50, y: 50), bounds: Rect(x: 0, y: 0, width: 100, height: 100))
/// values.alpha = 0.5
/// values[.alpha]   // .number(0.5)
/// ```
public struct AnimatableValues: Sendable, Hashable {
  /// The center in the superview's coordinates.
  public var center: Point
  /// The bounds; the origin is the scroll offset applied to subviews.
  public var bounds: Rect
  /// The layer transform, applied about the anchor point (which sits at the center): UIKit's `transform3D`.
  /// A 2-D ``transform`` is stored here as its 3-D form, so the two are one value.
  public var transform3D: Transform3D = PropertyDescriptors.transform3D.defaultValue
  /// The 2-D transform: ``transform3D``'s affine part (`CATransform3DGetAffineTransform`); setting it makes
  /// ``transform3D`` that matrix with no depth (`CATransform3DMakeAffineTransform`).
  public var transform: AffineTransform {
    get { transform3D.affine }
    set { transform3D = Transform3D(newValue) }
  }
  /// The opacity.
  public var alpha: Double = PropertyDescriptors.alpha.defaultValue
  /// The background fill, or `nil` for none.
  public var backgroundColor: Color? = PropertyDescriptors.backgroundColor.defaultValue
  /// The stretchable part of the content, in unit coordinates.
  public var contentStretch: Rect = PropertyDescriptors.contentStretch.defaultValue
  /// Corner radius, border and shadow (the `CALayer` properties), `CALayer`'s defaults.
  public var style = LayerStyle.plain
  /// The backing layer's anchor point, in unit coordinates of the bounds: the point that sits at `center`
  /// and that `transform` turns about. Not an animatable property: UIKit animates no anchor point in a block.
  public var anchorPoint = AnimatableValues.defaultAnchorPoint

  /// Core Animation's default anchor point, the middle of the bounds.
  public static let defaultAnchorPoint = Point(x: 0.5, y: 0.5)

  /// Creates values with the given geometry and every other property at its UIKit default (its descriptor's).
  ///
  /// The stored properties start from their descriptors' defaults (``PropertyDescriptors``), so a default
  /// is written once.
  public init(center: Point, bounds: Rect) {
    self.center = center
    self.bounds = bounds
  }

  /// The value of `property`, wrapped.
  public subscript(property: AnimatableProperty) -> PropertyValue {
    property.descriptor.value(in: self)
  }

  /// Sets `property` to `value`; returns false, changing nothing, when the value is of the wrong kind.
  ///
  /// ```swift
  /// values.setValue(.number(0.5), for: .alpha)   // true
  /// values.setValue(.number(0.5), for: .center)  // false: a center is a point
  /// ```
  @discardableResult
  public mutating func setValue(_ value: PropertyValue, for property: AnimatableProperty) -> Bool {
    property.descriptor.set(value, in: &self)
  }

  /// The untransformed frame: `center − anchorPoint · bounds.size` with the bounds' size (`center ±
  /// bounds.size / 2` at the default anchor point).
  public var untransformedFrame: Rect {
    Rect(
      x: center.x - anchorPoint.x * bounds.size.width, y: center.y - anchorPoint.y * bounds.size.height,
      width: bounds.size.width, height: bounds.size.height)
  }

  /// UIKit's `frame`: the axis-aligned bounding box, in the superview's coordinates, of the bounds rectangle
  /// transformed about the anchor point, which sits at the center (the untransformed frame when the transform
  /// is the identity).
  ///
  /// ```swift
  /// var v = AnimatableValues(center: Point(x: 50, y: 50), bounds: Rect(x: 0, y: 0, width: 100, height: 100))
  /// v.transform = AffineTransform(scaleX: 2, y: 2)
  /// v.frame   // (-50, -50, 200, 200), as iOS prints
  /// ```
  ///
  /// Under a ``transform3D`` with depth it is the bounding box of the bounds' corners projected with the
  /// homogeneous divide (Core Animation's frame of a layer in perspective); when a corner reaches the viewer
  /// or passes behind, the box of the affine part instead.
  public var frame: Rect {
    if !transform3D.isAffine, let box = projectedFrame { return box }
    if transform == .identity { return untransformedFrame }
    let w = bounds.size.width, h = bounds.size.height
    let box = Rect(x: -anchorPoint.x * w, y: -anchorPoint.y * h, width: w, height: h).applying(transform)
    return Rect(
      x: center.x + box.origin.x, y: center.y + box.origin.y, width: box.size.width, height: box.size.height)
  }

  /// The box of the bounds' corners under ``transform3D`` with the divide by `w`, about the anchor point;
  /// `nil` when a corner is at or behind the viewer.
  private var projectedFrame: Rect? {
    let w = bounds.size.width, h = bounds.size.height
    return transform3D.projectedBox(
      of: Rect(x: -anchorPoint.x * w, y: -anchorPoint.y * h, width: w, height: h)
    )
    .map { $0.offsetBy(dx: center.x, dy: center.y) }
  }
}
