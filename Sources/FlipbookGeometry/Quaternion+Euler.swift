extension Quaternion {
  /// The rotation that turns a point by `x` radians about the x axis, then `y` about y, then `z` about z
  /// (each as `Transform3D(rotationAngle:x:y:z:)` turns: the row-vector product `Rx · Ry · Rz`).
  ///
  /// ```swift
  /// Quaternion(eulerX: 0, y: .pi / 2, z: 0)  // (0, 0.7071, 0, 0.7071): a quarter turn about y
  /// ```
  public init(eulerX x: Double, y: Double, z: Double) {
    let rotation = Transform3D(rotationAngle: x, x: 1, y: 0, z: 0)
      .concatenating(Transform3D(rotationAngle: y, x: 0, y: 1, z: 0))
      .concatenating(Transform3D(rotationAngle: z, x: 0, y: 0, z: 1))
    self = Transform3D.Decomposition(rotation)?.quaternion ?? .identity
  }

  /// The angles `(x, y, z)` in radians of ``init(eulerX:y:z:)`` that give this rotation: `y` in
  /// [−π/2, π/2], `x` and `z` in (−π, π]. When `y` is ±π/2 (gimbal lock) `z` is 0 and `x` takes the rest.
  public var eulerAngles: (x: Double, y: Double, z: Double) {
    var parts = Transform3D.Decomposition.identity
    parts.quaternion = self
    let m = Transform3D(parts)
    // With R = Rx(a)·Ry(b)·Rz(c): m13 = −sin b, m23 = sin a·cos b, m33 = cos a·cos b, m12 = cos b·sin c,
    // m11 = cos b·cos c.
    let sinY = min(max(-m.m13, -1), 1)
    let y = mathAtan2(sinY, mathSqrt(max(0, 1 - sinY * sinY)))
    if abs(sinY) > 1 - 1e-12 {
      return (mathAtan2(-m.m32, m.m22), y, 0)
    }
    return (mathAtan2(m.m23, m.m33), y, mathAtan2(m.m12, m.m11))
  }
}
