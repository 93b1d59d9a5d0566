/// A 2-D affine transform with the `CGAffineTransform` convention:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// Composition follows Core Graphics: `t1.concatenating(t2)` applies `t1` first, then `t2`, while
/// `translatedBy`, `scaledBy` and `rotated(by:)` put the new operation *before* `self`.
///
/// ```swift
/// let t = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 0))
/// Point(x: 1, y: 1).applying(t)  // (12, 2)
/// ```
public struct AffineTransform: Hashable, Sendable {
  /// Row 1, column 1: x scale / rotation.
  public var a: Double
  /// Row 1, column 2: y shear / rotation (`y' += b·x`).
  public var b: Double
  /// Row 2, column 1: x shear / rotation (`x' += c·y`).
  public var c: Double
  /// Row 2, column 2: y scale / rotation.
  public var d: Double
  /// Translation along x.
  public var tx: Double
  /// Translation along y.
  public var ty: Double

  /// Creates a transform from its six matrix entries.
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Whether this is exactly the identity.
  @inlinable
  public var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }

  /// A translation by `(x, y)`.
  @inlinable
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by `x` horizontally and `y` vertically.
  @inlinable
  public init(scaleX x: Double, y: Double) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians about the origin; positive is clockwise on screen (y grows downward).
  ///
  /// ```swift
  /// Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .pi / 2))  // ≈ (0, 1)
  /// ```
  @inlinable
  public init(rotationAngle angle: Double) {
    let s = mathSin(angle)
    let k = mathCos(angle)
    self.init(a: k, b: s, c: -s, d: k, tx: 0, ty: 0)
  }

  /// The transform that applies `self` first, then `t2` (`CGAffineTransformConcat(self, t2)`).
  @inlinable
  public func concatenating(_ t2: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * t2.a + b * t2.c,
      b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c,
      d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx,
      ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// `a·d − b·c`: the area scale factor, negative for reflections.
  @inlinable
  public var determinant: Double { a * d - b * c }

  /// Whether the determinant is finite and non-zero.
  @inlinable
  public var isInvertible: Bool {
    let det = determinant
    return det != 0 && det.isFinite
  }

  /// The inverse transform, or `self` unchanged when it is not invertible (as Core Graphics).
  ///
  /// ```swift
  /// AffineTransform(scaleX: 2, y: 4).inverted()  // scale 0.5, 0.25
  /// ```
  @inlinable
  public func inverted() -> AffineTransform {
    let det = determinant
    guard det != 0 && det.isFinite else { return self }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return AffineTransform(
      a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }

  /// A translation by `(x, y)` applied before `self`.
  @inlinable
  public func translatedBy(x: Double, y: Double) -> AffineTransform {
    AffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// A scale by `(x, y)` applied before `self`.
  @inlinable
  public func scaledBy(x: Double, y: Double) -> AffineTransform {
    AffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation by `angle` radians applied before `self`.
  @inlinable
  public func rotated(by angle: Double) -> AffineTransform {
    AffineTransform(rotationAngle: angle).concatenating(self)
  }
}

extension AffineTransform: CustomStringConvertible {
  /// `[a, b, c, d, tx, ty]`.
  public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}
