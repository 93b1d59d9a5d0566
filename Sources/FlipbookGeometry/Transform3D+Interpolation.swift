extension Transform3D.Decomposition {
  /// The parts interpolated at `fraction` (not clamped): translation, scale, skew and perspective
  /// component-wise, the rotation by spherical interpolation of the quaternions (CSS Transforms 2's
  /// "interpolation of decomposed 3D matrix values").
  public static func interpolate(
    from a: Transform3D.Decomposition, to b: Transform3D.Decomposition, fraction f: Double
  ) -> Transform3D.Decomposition {
    Transform3D.Decomposition(
      translation: a.translation + (b.translation - a.translation) * f,
      scale: a.scale + (b.scale - a.scale) * f,
      skew: a.skew + (b.skew - a.skew) * f,
      perspective: a.perspective + (b.perspective - a.perspective) * f,
      quaternion: a.quaternion.slerp(to: b.quaternion, fraction: f))
  }
}

extension Transform3D: Interpolatable {
  /// The transform between `self` (fraction 0) and `other` (fraction 1), by parts: both affine, the 2-D
  /// decomposition (``AffineTransform/interpolated(to:fraction:)``, so 2-D documents animate as before);
  /// otherwise both decomposed in 3-D, interpolated and recomposed. When either end cannot be decomposed (a
  /// scale of 0, `m44` of 0) the entries are interpolated one by one instead. The ends are returned exactly.
  ///
  /// ```swift
  /// let turned = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
  /// Transform3D.identity.interpolated(to: turned, fraction: 0.5)  // ≈ 45° about y
  /// ```
  public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    if isAffine && other.isAffine {
      return Transform3D(affine.interpolated(to: other.affine, fraction: fraction))
    }
    guard let a = Decomposition(self), let b = Decomposition(other) else {
      return Transform3D(
        entries: zip(entries, other.entries).map { $0.interpolated(to: $1, fraction: fraction) })!
    }
    return Transform3D(Decomposition.interpolate(from: a, to: b, fraction: fraction))
  }
}
