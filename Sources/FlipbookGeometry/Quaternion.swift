/// A rotation of 3-D space as a unit quaternion `(x, y, z, w)`: a turn by `θ` about the unit axis `a` is
/// `(a·sin(θ/2), cos(θ/2))`.
///
/// ```swift
/// let quarter = Quaternion(x: 0, y: 0.7071067811865476, z: 0, w: 0.7071067811865476)  // 90° about y
/// Quaternion.identity.slerp(to: quarter, fraction: 0.5)  // 45° about y
/// ```
public struct Quaternion: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var z: Double
  public var w: Double

  /// A quaternion from its four components.
  @inlinable
  public init(x: Double, y: Double, z: Double, w: Double) {
    self.x = x
    self.y = y
    self.z = z
    self.w = w
  }

  /// No rotation.
  public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

  /// The four-dimensional dot product: the cosine of half the angle between two unit rotations.
  public func dot(_ other: Quaternion) -> Double { x * other.x + y * other.y + z * other.z + w * other.w }

  /// Spherical linear interpolation by CSS Transforms 2's algorithm: along the great arc from `self` to
  /// `other`, at constant angular speed; when the two are equal or opposite, `self`. Like CSS it does not
  /// negate one end to take the shorter arc, and the fraction is not clamped.
  ///
  /// ```swift
  /// Quaternion.identity.slerp(to: Quaternion(x: 0, y: 0, z: 1, w: 0), fraction: 0.5)
  /// // (0, 0, 0.7071, 0.7071): 90° about z, halfway to the half turn
  /// ```
  public func slerp(to other: Quaternion, fraction: Double) -> Quaternion {
    let product = min(max(dot(other), -1), 1)
    guard abs(product) != 1 else { return self }
    let theta = mathAcos(product)
    let w2 = mathSin(fraction * theta) / mathSqrt(1 - product * product)
    let w1 = mathCos(fraction * theta) - product * w2
    return Quaternion(
      x: x * w1 + other.x * w2, y: y * w1 + other.y * w2, z: z * w1 + other.z * w2, w: w * w1 + other.w * w2)
  }
}
