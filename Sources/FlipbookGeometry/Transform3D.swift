/// A 4 × 4 transform of 3-D space with Core Animation's `CATransform3D` convention: a point is the row
/// vector `[x y z 1]` multiplied by the matrix, so the translation is in `m41 m42 m43` and perspective in
/// the fourth column (`m34 = −1 / distance`).
///
/// `a.concatenating(b)` applies `a` first, then `b` (`CATransform3DConcat(a, b)`, the product `a · b`).
///
/// ```swift
/// var t = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
/// t.m34 = -1.0 / 500                      // a viewer 500 points in front of the plane
/// t.projecting(Point(x: 50, y: 0))        // ≈ (23.01, 0): this edge turns away, so it shrinks
/// ```
public struct Transform3D: Hashable, Sendable {
  public var m11: Double, m12: Double, m13: Double, m14: Double
  public var m21: Double, m22: Double, m23: Double, m24: Double
  public var m31: Double, m32: Double, m33: Double, m34: Double
  public var m41: Double, m42: Double, m43: Double, m44: Double

  /// A transform from its sixteen entries, row by row (`m11, m12, m13, m14, m21, …`).
  @inlinable
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double, m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double, m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// A transform from its sixteen entries in `m11 … m44` order; `nil` unless there are exactly sixteen.
  ///
  /// ```swift
  /// Transform3D(entries: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, 20, 30, 1])  // a translation
  /// ```
  public init?(entries e: [Double]) {
    guard e.count == 16 else { return nil }
    self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
  }

  /// The sixteen entries in `m11 … m44` order (row by row).
  public var entries: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// The entry in `row` and `column`, both 1…4 (`self[3, 4]` is `m34`).
  public subscript(row: Int, column: Int) -> Double {
    get { entries[(row - 1) * 4 + column - 1] }
    set {
      var e = entries
      e[(row - 1) * 4 + column - 1] = newValue
      self = Transform3D(entries: e)!
    }
  }

  /// The transform that changes nothing (`CATransform3DIdentity`).
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

  /// Whether this is exactly the identity (`CATransform3DIsIdentity`).
  public var isIdentity: Bool { self == .identity }

  /// A translation by `(x, y, z)` (`CATransform3DMakeTranslation`).
  @inlinable
  public init(translationX x: Double, y: Double, z: Double) {
    self.init(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
      m41: x, m42: y, m43: z, m44: 1)
  }

  /// A scale by `x`, `y` and `z` along the axes (`CATransform3DMakeScale`).
  @inlinable
  public init(scaleX x: Double, y: Double, z: Double) {
    self.init(
      m11: x, m12: 0, m13: 0, m14: 0, m21: 0, m22: y, m23: 0, m24: 0, m31: 0, m32: 0, m33: z, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// A rotation by `angle` radians about the axis `(x, y, z)` through the origin
  /// (`CATransform3DMakeRotation`); the axis need not be unit length, and a zero axis gives the identity.
  /// About z it is `AffineTransform(rotationAngle:)`: positive turns +x towards +y, clockwise on screen.
  ///
  /// ```swift
  /// Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1).affine  // ≈ AffineTransform(rotationAngle: .pi / 2)
  /// ```
  public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
    let length = mathSqrt(x * x + y * y + z * z)
    guard length > 0, length.isFinite else {
      self = .identity
      return
    }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = mathCos(angle), s = mathSin(angle), t = 1 - c
    self.init(
      m11: t * x * x + c, m12: t * x * y + z * s, m13: t * x * z - y * s, m14: 0,
      m21: t * x * y - z * s, m22: t * y * y + c, m23: t * y * z + x * s, m24: 0,
      m31: t * x * z + y * s, m32: t * y * z - x * s, m33: t * z * z + c, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// The perspective of a viewer `distance` points in front of the z = 0 plane: the identity with
  /// `m34 = −1 / distance` (what Core Animation's guide sets by hand). `nil` for a distance of 0 or one
  /// that is not finite.
  ///
  /// ```swift
  /// Transform3D(perspective: 500)?.m34  // -0.002
  /// ```
  public init?(perspective distance: Double) {
    guard distance != 0, distance.isFinite else { return nil }
    self = .identity
    m34 = -1 / distance
  }

  /// The transform that applies `self` first, then `b` (`CATransform3DConcat(self, b)`: the product
  /// `self · b`).
  public func concatenating(_ b: Transform3D) -> Transform3D {
    let a = entries, m = b.entries
    var r = [Double](repeating: 0, count: 16)
    for i in 0..<4 {
      for j in 0..<4 {
        r[i * 4 + j] =
          a[i * 4] * m[j] + a[i * 4 + 1] * m[4 + j] + a[i * 4 + 2] * m[8 + j] + a[i * 4 + 3] * m[12 + j]
      }
    }
    return Transform3D(entries: r)!
  }

  /// The determinant of the matrix.
  public var determinant: Double {
    // Expansion by 2 × 2 minors of the first two rows against the last two.
    let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
    let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
    let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
    let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
    return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
  }

  /// The inverse transform (`CATransform3DInvert`), or `nil` when the matrix is singular (a scale of 0, a
  /// plane seen edge-on) or not finite; Core Animation returns the matrix unchanged there instead.
  ///
  /// ```swift
  /// Transform3D(scaleX: 2, y: 4, z: 8).inverted()  // scale 0.5, 0.25, 0.125
  /// Transform3D(scaleX: 0, y: 1, z: 1).inverted()  // nil
  /// ```
  public func inverted() -> Transform3D? {
    // Gauss–Jordan elimination with partial pivoting on [M | I].
    var a = entries
    var inverse = Transform3D.identity.entries
    for column in 0..<4 {
      var pivot = column
      for row in column + 1..<4 where abs(a[row * 4 + column]) > abs(a[pivot * 4 + column]) { pivot = row }
      let p = a[pivot * 4 + column]
      guard p != 0, p.isFinite else { return nil }
      if pivot != column {
        for k in 0..<4 {
          a.swapAt(pivot * 4 + k, column * 4 + k)
          inverse.swapAt(pivot * 4 + k, column * 4 + k)
        }
      }
      for k in 0..<4 {
        a[column * 4 + k] /= p
        inverse[column * 4 + k] /= p
      }
      for row in 0..<4 where row != column {
        let f = a[row * 4 + column]
        guard f != 0 else { continue }
        for k in 0..<4 {
          a[row * 4 + k] -= f * a[column * 4 + k]
          inverse[row * 4 + k] -= f * inverse[column * 4 + k]
        }
      }
    }
    guard inverse.allSatisfy(\.isFinite) else { return nil }
    return Transform3D(entries: inverse)
  }

  /// Whether the transform is exactly a 2-D affine one (`CATransform3DIsAffine`): no depth in or out
  /// (`m13 m23 m31 m32 m43` are 0, `m33` is 1) and no perspective (`m14 m24 m34` are 0, `m44` is 1).
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
      && m43 == 0 && m44 == 1
  }

  /// The 2-D affine part (`CATransform3DGetAffineTransform`): `m11 m12 m21 m22 m41 m42`, the rest ignored.
  public var affine: AffineTransform {
    AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// The 3-D form of a 2-D affine transform (`CATransform3DMakeAffineTransform`).
  ///
  /// ```swift
  /// Transform3D(AffineTransform(translationX: 3, y: 4)) == Transform3D(translationX: 3, y: 4, z: 0)  // true
  /// ```
  @inlinable
  public init(_ t: AffineTransform) {
    self.init(
      m11: t.a, m12: t.b, m13: 0, m14: 0, m21: t.c, m22: t.d, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
      m41: t.tx, m42: t.ty, m43: 0, m44: 1)
  }

  /// The map of the z = 0 plane onto the z = 0 plane that this transform gives with the depth it makes
  /// dropped (the third row and column made the identity's): flattening into a plane, projectively. It
  /// projects the plane's points as the transform does, and its inverse takes them back.
  ///
  /// ```swift
  /// Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).flattened.m33  // 1
  /// ```
  public var flattened: Transform3D {
    var t = self
    (t.m13, t.m23, t.m43, t.m31, t.m32, t.m33, t.m34) = (0, 0, 0, 0, 0, 1, 0)
    return t
  }

  /// The corners of `rect` (min corner first, then along x) projected through this transform, or `nil` when
  /// one reaches the viewer or passes behind.
  ///
  /// ```swift
  /// Transform3D.identity.projectedCorners(of: Rect(x: 0, y: 0, width: 2, height: 1))  // (0,0) (2,0) (2,1) (0,1)
  /// ```
  public func projectedCorners(of rect: Rect) -> [Point]? {
    let r = rect
    var quad: [Point] = []
    for corner in [
      Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
      Point(x: r.minX, y: r.maxY),
    ] {
      guard let p = projecting(corner) else { return nil }
      quad.append(p)
    }
    return quad
  }

  /// The axis-aligned box of `rect`'s projected corners (``projectedCorners(of:)``), or `nil` when one
  /// reaches the viewer or passes behind.
  ///
  /// ```swift
  /// Transform3D(scaleX: 2, y: 2, z: 1).projectedBox(of: Rect(x: 0, y: 0, width: 1, height: 1))  // (0, 0, 2, 2)
  /// ```
  public func projectedBox(of rect: Rect) -> Rect? {
    guard let quad = projectedCorners(of: rect) else { return nil }
    let left = quad.map(\.x).min()!, top = quad.map(\.y).min()!
    return Rect(x: left, y: top, width: quad.map(\.x).max()! - left, height: quad.map(\.y).max()! - top)
  }

  /// The homogeneous image `[x y z 1] · M` of a point, before the divide by `w`.
  public func transforming(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double, w: Double) {
    (
      x * m11 + y * m21 + z * m31 + m41, x * m12 + y * m22 + z * m32 + m42,
      x * m13 + y * m23 + z * m33 + m43, x * m14 + y * m24 + z * m34 + m44
    )
  }

  /// Where the point `(p.x, p.y, z)` lands on the z = 0 plane after the homogeneous divide, or `nil` when
  /// it lands at or behind the viewer (`w ≤ 0`) or the result is not finite.
  ///
  /// ```swift
  /// Transform3D(perspective: 500)!.projecting(Point(x: 100, y: 0), z: 250)  // (200, 0): halfway to the eye
  /// ```
  public func projecting(_ p: Point, z: Double = 0) -> Point? {
    let h = transforming(x: p.x, y: p.y, z: z)
    guard h.w > 0 else { return nil }
    let result = Point(x: h.x / h.w, y: h.y / h.w)
    guard result.x.isFinite, result.y.isFinite else { return nil }
    return result
  }
}

extension Transform3D: CustomStringConvertible {
  /// The sixteen entries in `m11 … m44` order.
  public var description: String { "\(entries)" }
}
