extension Transform3D {
  /// A 3-D transform split into perspective, translation, rotation, skew and scale, by CSS Transforms 2's
  /// "decomposing a 3D matrix", for animating transforms by their parts rather than their entries.
  ///
  /// Recomposing (``Transform3D/init(_:)-(Decomposition)``) gives back the matrix divided by its `m44`
  /// (the same projective map), up to rounding, for every matrix that decomposes: one whose `m44` is not 0
  /// and whose upper 3 × 3 part is invertible.
  ///
  /// ```swift
  /// let t = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
  ///   .concatenating(Transform3D(translationX: 10, y: 0, z: 0))
  /// let parts = Transform3D.Decomposition(t)!  // translation (10, 0, 0), quaternion (0, 0.707, 0, 0.707)
  /// Transform3D(parts)                          // ≈ t
  /// ```
  public struct Decomposition: Hashable, Sendable {
    /// The translation `(x, y, z)`.
    public var translation: SIMD3<Double>
    /// The scale along x, y and z; a reflection shows as all three negated.
    public var scale: SIMD3<Double>
    /// The skew factors xy, xz and yz.
    public var skew: SIMD3<Double>
    /// The perspective column `(m14, m24, m34, m44)` once the rest is taken out; `(0, 0, 0, 1)` for none.
    public var perspective: SIMD4<Double>
    /// The rotation.
    public var quaternion: Quaternion

    /// A decomposition from its parts.
    public init(
      translation: SIMD3<Double>, scale: SIMD3<Double>, skew: SIMD3<Double>, perspective: SIMD4<Double>,
      quaternion: Quaternion
    ) {
      self.translation = translation
      self.scale = scale
      self.skew = skew
      self.perspective = perspective
      self.quaternion = quaternion
    }

    /// The decomposition of the identity.
    public static let identity = Decomposition(
      translation: .zero, scale: .one, skew: .zero, perspective: SIMD4(0, 0, 0, 1), quaternion: .identity)

    /// Splits `t` into its parts; `nil` when it cannot be (`m44` is 0, or the upper 3 × 3 part is singular,
    /// as with a scale of 0).
    public init?(_ t: Transform3D) {
      guard t.m44 != 0, t.entries.allSatisfy(\.isFinite) else { return nil }
      // Normalise so that m44 is 1.
      var m = (0..<4).map { i in (0..<4).map { j in t[i + 1, j + 1] / t.m44 } }
      var perspectiveMatrix = m
      for i in 0..<3 { perspectiveMatrix[i][3] = 0 }
      perspectiveMatrix[3][3] = 1
      guard let inverse = Transform3D(entries: perspectiveMatrix.flatMap { $0 })?.inverted() else {
        return nil
      }
      if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
        // Solve perspectiveMatrix · p = the fourth column, by the inverse: p = rhs · transpose(inverse).
        let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
        let p = (0..<4).map { i in (0..<4).reduce(0.0) { $0 + rhs[$1] * inverse[i + 1, $1 + 1] } }
        perspective = SIMD4(p[0], p[1], p[2], p[3])
        for i in 0..<3 { m[i][3] = 0 }
      } else {
        perspective = SIMD4(0, 0, 0, 1)
      }
      translation = SIMD3(m[3][0], m[3][1], m[3][2])
      var row = (0..<3).map { i in SIMD3(m[i][0], m[i][1], m[i][2]) }
      func length(_ v: SIMD3<Double>) -> Double { mathSqrt((v * v).sum()) }
      func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
      var scale = SIMD3<Double>.zero, skew = SIMD3<Double>.zero
      scale.x = length(row[0])
      row[0] /= scale.x
      skew.x = dot(row[0], row[1])
      row[1] -= row[0] * skew.x
      scale.y = length(row[1])
      row[1] /= scale.y
      skew.x /= scale.y
      skew.y = dot(row[0], row[2])
      row[2] -= row[0] * skew.y
      skew.z = dot(row[1], row[2])
      row[2] -= row[1] * skew.z
      scale.z = length(row[2])
      row[2] /= scale.z
      skew.y /= scale.z
      skew.z /= scale.z
      // The rows are now orthonormal; a negative determinant is a reflection, carried by the scale.
      let cross = SIMD3(
        row[1].y * row[2].z - row[1].z * row[2].y, row[1].z * row[2].x - row[1].x * row[2].z,
        row[1].x * row[2].y - row[1].y * row[2].x)
      if dot(row[0], cross) < 0 {
        scale = -scale
        for i in 0..<3 { row[i] = -row[i] }
      }
      var q = Quaternion(
        x: 0.5 * mathSqrt(max(1 + row[0].x - row[1].y - row[2].z, 0)),
        y: 0.5 * mathSqrt(max(1 - row[0].x + row[1].y - row[2].z, 0)),
        z: 0.5 * mathSqrt(max(1 - row[0].x - row[1].y + row[2].z, 0)),
        w: 0.5 * mathSqrt(max(1 + row[0].x + row[1].y + row[2].z, 0)))
      if row[2].y > row[1].z { q.x = -q.x }
      if row[0].z > row[2].x { q.y = -q.y }
      if row[1].x > row[0].y { q.z = -q.z }
      guard scale.x.isFinite, scale.y.isFinite, scale.z.isFinite else { return nil }
      self.scale = scale
      self.skew = skew
      quaternion = q
    }
  }

  /// The transform recomposed from its parts by CSS Transforms 2's "recomposing to a 3D matrix":
  /// perspective, then translation, rotation, skew and scale, each applied to the matrix built so far.
  public init(_ parts: Decomposition) {
    var m = Transform3D.identity
    m.m14 = parts.perspective.x
    m.m24 = parts.perspective.y
    m.m34 = parts.perspective.z
    m.m44 = parts.perspective.w
    let t = parts.translation
    m.m41 += t.x * m.m11 + t.y * m.m21 + t.z * m.m31
    m.m42 += t.x * m.m12 + t.y * m.m22 + t.z * m.m32
    m.m43 += t.x * m.m13 + t.y * m.m23 + t.z * m.m33
    m.m44 += t.x * m.m14 + t.y * m.m24 + t.z * m.m34
    let (x, y, z, w) = (parts.quaternion.x, parts.quaternion.y, parts.quaternion.z, parts.quaternion.w)
    // The spec's rotation matrix is written for column vectors; with row vectors it is its transpose, so
    // that a turn by θ about a unit axis a is the quaternion (a·sin(θ/2), cos(θ/2)), as decomposed above.
    var rotation = Transform3D.identity
    rotation.m11 = 1 - 2 * (y * y + z * z)
    rotation.m12 = 2 * (x * y + z * w)
    rotation.m13 = 2 * (x * z - y * w)
    rotation.m21 = 2 * (x * y - z * w)
    rotation.m22 = 1 - 2 * (x * x + z * z)
    rotation.m23 = 2 * (y * z + x * w)
    rotation.m31 = 2 * (x * z + y * w)
    rotation.m32 = 2 * (y * z - x * w)
    rotation.m33 = 1 - 2 * (x * x + y * y)
    // The spec's multiply(a, b) is a · b for column vectors; for row vectors (b applied to rows first)
    // that is b.concatenating(a).
    m = rotation.concatenating(m)
    var skew = Transform3D.identity
    if parts.skew.z != 0 {
      skew.m32 = parts.skew.z
      m = skew.concatenating(m)
    }
    if parts.skew.y != 0 {
      skew.m32 = 0
      skew.m31 = parts.skew.y
      m = skew.concatenating(m)
    }
    if parts.skew.x != 0 {
      skew.m31 = 0
      skew.m21 = parts.skew.x
      m = skew.concatenating(m)
    }
    m = Transform3D(scaleX: parts.scale.x, y: parts.scale.y, z: parts.scale.z).concatenating(m)
    self = m
  }
}
