extension AffineTransform {
  /// An affine transform split into translation, rotation, scale and shear, for animating transforms the way
  /// Core Animation does (interpolate the parts, not the matrix entries).
  ///
  /// Applied to a point, the parts act in this order: **shear** `x += shear·y`, then **scale**
  /// `(x·scale.width, y·scale.height)`, then **rotate** by `rotation` radians (clockwise on screen), then
  /// **translate**. As a matrix product on column vectors: `T · R · S · Sh`.
  ///
  /// Any matrix decomposes exactly (up to rounding). Reflections (negative determinant) show as one negative
  /// scale: on x when `a < d`, otherwise on y, so a flip animates as a squash rather than a half turn.
  ///
  /// ```swift
  /// let t = AffineTransform(rotationAngle: 0.5).concatenating(AffineTransform(translationX: 3, y: 4))
  /// let parts = AffineTransform.Decomposition(t)  // rotation 0.5, translation (3, 4), scale 1 × 1, shear 0
  /// AffineTransform(parts)                        // ≈ t
  /// ```
  public struct Decomposition: Hashable, Sendable {
    /// The translation, applied last: `(tx, ty)`.
    public var translation: Point
    /// The rotation in radians, in (−π, π]; positive is clockwise on screen.
    public var rotation: Double
    /// The scale along x and y, applied after the shear and before the rotation.
    public var scale: Size
    /// The shear factor, applied first: `x += shear·y`.
    public var shear: Double

    /// Creates a decomposition from its parts.
    @inlinable
    public init(translation: Point, rotation: Double, scale: Size, shear: Double) {
      self.translation = translation
      self.rotation = rotation
      self.scale = scale
      self.shear = shear
    }

    /// The decomposition of the identity transform.
    public static let identity = Decomposition(
      translation: .zero, rotation: 0, scale: Size(width: 1, height: 1), shear: 0)

    /// Splits `t` into its parts.
    public init(_ t: AffineTransform) {
      translation = Point(x: t.tx, y: t.ty)
      let length = mathHypot(t.a, t.b)
      guard length != 0 else {
        // The first column is zero: x collapses. Take the rotation from the second column instead.
        let lengthY = mathHypot(t.c, t.d)
        rotation = lengthY == 0 ? 0 : mathAtan2(-t.c, t.d)
        scale = Size(width: 0, height: lengthY)
        shear = 0
        return
      }
      // With negative determinant, put the reflection on x when a < d (as CSS's unmatrix does).
      let sx = (t.determinant < 0 && t.a < t.d) ? -length : length
      let cosine = t.a / sx
      let sine = t.b / sx
      rotation = mathAtan2(sine, cosine)
      scale = Size(width: sx, height: t.d * cosine - t.c * sine)
      shear = (t.c * cosine + t.d * sine) / sx
    }

    /// The parts interpolated component-wise at `fraction` (not clamped), the rotation along the shorter way
    /// (the difference normalised into (−π, π]).
    ///
    /// ```swift
    /// let a = AffineTransform.Decomposition(AffineTransform(rotationAngle: 3))
    /// let b = AffineTransform.Decomposition(AffineTransform(rotationAngle: -3))
    /// AffineTransform.Decomposition.interpolate(from: a, to: b, fraction: 0.5).rotation  // ≈ π (through π)
    /// ```
    public static func interpolate(from: Decomposition, to: Decomposition, fraction: Double) -> Decomposition
    {
      var delta = (to.rotation - from.rotation).remainder(dividingBy: 2 * Double.pi)
      if delta <= -Double.pi { delta += 2 * Double.pi }
      return Decomposition(
        translation: from.translation.interpolated(to: to.translation, fraction: fraction),
        rotation: from.rotation + delta * fraction,
        scale: from.scale.interpolated(to: to.scale, fraction: fraction),
        shear: from.shear + (to.shear - from.shear) * fraction)
    }
  }

  /// The transform recomposed from its parts: shear, then scale, then rotate, then translate.
  public init(_ parts: Decomposition) {
    let cosine = mathCos(parts.rotation)
    let sine = mathSin(parts.rotation)
    let sx = parts.scale.width
    let sy = parts.scale.height
    let k = sx * parts.shear
    self.init(
      a: sx * cosine, b: sx * sine, c: k * cosine - sy * sine, d: k * sine + sy * cosine,
      tx: parts.translation.x, ty: parts.translation.y)
  }

  /// The transform between `self` (fraction 0) and `other` (fraction 1) that Core Animation would show:
  /// both are decomposed, the parts interpolated (rotation the shorter way) and recomposed. The fraction is
  /// not clamped; at exactly 0 and 1 the end matrices are returned unchanged.
  ///
  /// ```swift
  /// AffineTransform.identity.interpolated(to: AffineTransform(rotationAngle: 2 * .pi), fraction: 0.5)
  /// // ≈ identity: a full turn does not animate, as in UIKit
  /// ```
  public func interpolated(to other: AffineTransform, fraction: Double) -> AffineTransform {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    return AffineTransform(
      Decomposition.interpolate(
        from: Decomposition(self), to: Decomposition(other), fraction: fraction))
  }
}
