/// An interpolatable value with a distance between two values, for paced keyframe animations: Core
/// Animation's `paced` and `cubicPaced` calculation modes space keyframes by the distance between their
/// values so that the motion has a constant speed.
///
/// The distance is Euclidean over the components the value interpolates (so equal steps of `fraction`
/// cover equal distances along a straight interpolation).
///
/// ```swift
/// Point(x: 0, y: 0).distance(to: Point(x: 3, y: 4))  // 5
/// ```
public protocol PacedInterpolatable: Interpolatable {
  /// The distance from `self` to `other`: non-negative, 0 for equal values, symmetric.
  func distance(to other: Self) -> Double
}

extension Double: PacedInterpolatable {
  /// `|other − self|`.
  @inlinable
  public func distance(to other: Double) -> Double { abs(other - self) }
}

extension Point: PacedInterpolatable {
  /// The Euclidean distance.
  @inlinable
  public func distance(to other: Point) -> Double { mathHypot(other.x - x, other.y - y) }
}

extension Size: PacedInterpolatable {
  /// The Euclidean distance between `(width, height)` pairs.
  @inlinable
  public func distance(to other: Size) -> Double { mathHypot(other.width - width, other.height - height) }
}

extension Rect: PacedInterpolatable {
  /// The Euclidean distance between `(x, y, width, height)` quadruples.
  @inlinable
  public func distance(to other: Rect) -> Double {
    mathHypot(origin.distance(to: other.origin), size.distance(to: other.size))
  }
}

extension Color: PacedInterpolatable {
  /// The Euclidean distance between `(red, green, blue, alpha)` quadruples (non-premultiplied, as they
  /// interpolate).
  @inlinable
  public func distance(to other: Color) -> Double {
    mathHypot(
      mathHypot(other.red - red, other.green - green), mathHypot(other.blue - blue, other.alpha - alpha))
  }
}

extension AffineTransform: PacedInterpolatable {
  /// The Euclidean distance between the decompositions (translation in points, rotation in radians the shorter
  /// way, scale, shear): the parts the transform interpolates.
  ///
  /// ```swift
  /// AffineTransform(rotationAngle: 3).distance(to: AffineTransform(rotationAngle: -3))  // 2π − 6 ≈ 0.283
  /// ```
  public func distance(to other: AffineTransform) -> Double {
    let from = Decomposition(self)
    let to = Decomposition.interpolate(from: from, to: Decomposition(other), fraction: 1)
    let translation = from.translation.distance(to: to.translation)
    let scale = from.scale.distance(to: to.scale)
    return mathHypot(
      mathHypot(translation, to.rotation - from.rotation), mathHypot(scale, to.shear - from.shear))
  }
}

extension Transform3D: PacedInterpolatable {
  /// The distance the paced keyframe modes space transforms by: between two 2-D ones, their affine parts'
  /// (as they interpolate); with depth, the Euclidean distance between the sixteen entries.
  ///
  /// ```swift
  /// Transform3D(translationX: 3, y: 0, z: 0).distance(to: Transform3D(translationX: 0, y: 0, z: 4))  // 5
  /// ```
  public func distance(to other: Transform3D) -> Double {
    isAffine && other.isAffine
      ? affine.distance(to: other.affine)
      : zip(entries, other.entries).reduce(0) { mathHypot($0, $1.1 - $1.0) }
  }
}
