import FlipbookGeometry

/// The transform of a Lottie repeater (`rp`) that draws Core Animation's copies, in the coordinates of the
/// shapes it repeats.
///
/// rlottie and ThorVG (measured alike) draw copy i under `T(i·position + anchor) · S(scale)^i · R(rotation)^i
/// · T(−anchor)`: the move is added i times, not turned with the copies. Core Animation draws copy i under
/// the i-th power of one step `N(q) = A·q + t`. The two agree for every i when
/// - A is the identity: position t (the anchor does not matter: 0);
/// - A is a turn with an even scale, `s·R(θ)`, other than the identity: anchor at N's fixed point
///   `f = (I − A)⁻¹·t` and position 0, because `N^i(q) = A^i·(q − f) + f`;
/// - A scales along the axes only: on each axis one of the two above (a scale of 1 is a move, another has
///   the fixed point `t / (1 − s)`).
/// Any other A (a shear, a mirror, or an uneven scale with a turn, which Lottie would scale after turning each
/// copy) has no repeater form.
///
/// ```swift
/// // A quarter turn about (50, 50): N(q) = R(90°)·q + (100, 0).
/// let step = LottieRepeaterStep(
///   AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 100, ty: 0))!
/// step.anchor  // (50, 50); step.position (0, 0); step.rotation π/2; step.scale (1, 1)
/// ```
struct LottieRepeaterStep: Equatable {
  /// The point the copies turn and scale about.
  var anchor: Point
  /// The move added once per copy.
  var position: Point
  /// The scale multiplied once per copy.
  var scale: Size
  /// The turn added once per copy, in radians, positive clockwise on screen.
  var rotation: Double

  /// The repeater form of the step `q ↦ q·step` (row vectors: `x' = a·x + c·y + tx`), or nil when it has
  /// none, or when its anchor would lie so far away (a step that barely turns) that players' single-precision
  /// arithmetic would misplace the copies.
  init?(_ step: AffineTransform, tolerance: Double = 1e-9) {
    let (a, b, c, d) = (step.a, step.b, step.c, step.d)
    guard [a, b, c, d, step.tx, step.ty].allSatisfy(\.isFinite) else { return nil }
    func near(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= tolerance }
    if near(b, 0) && near(c, 0) {
      // Along the axes: each axis a move or a scale about its own fixed point.
      guard a > tolerance, d > tolerance else { return nil }
      func axis(_ s: Double, _ t: Double) -> (anchor: Double, position: Double) {
        near(s, 1) ? (0, t) : (t / (1 - s), 0)
      }
      let x = axis(a, step.tx)
      let y = axis(d, step.ty)
      anchor = Point(x: x.anchor, y: y.anchor)
      position = Point(x: x.position, y: y.position)
      scale = Size(width: a, height: d)
      rotation = 0
    } else {
      // An even scale and a turn: [a c; b d] = s·[cos −sin; sin cos].
      guard near(a, d), near(b, -c) else { return nil }
      let s = (a * a + b * b).squareRoot()
      guard s > tolerance else { return nil }
      // (I − A)·f = t; I − A is invertible since A turns (its eigenvalues s·e^{±iθ} are not 1).
      let (m11, m12, m21, m22) = (1 - a, -c, -b, 1 - d)
      let det = m11 * m22 - m12 * m21
      guard abs(det) > tolerance else { return nil }
      anchor = Point(
        x: (m22 * step.tx - m12 * step.ty) / det, y: (-m21 * step.tx + m11 * step.ty) / det)
      position = .zero
      scale = Size(width: s, height: s)
      rotation = mathAtan2(b, a)
    }
    guard abs(anchor.x) <= 1e5, abs(anchor.y) <= 1e5 else { return nil }
  }

}
