import FlipbookGeometry

/// The uniform Catmull-Rom spline through `p1` (at `t = 0`) and `p2` (at `t = 1`) with neighbours `p0` and
/// `p3`: tangents `(p2 − p0) / 2` at `p1` and `(p3 − p1) / 2` at `p2` (Core Animation's `cubic` calculation
/// mode with zero tension, continuity and bias).
///
/// Computed with the Barry–Goldman pyramid of linear interpolations on the knots −1, 0, 1, 2, so any
/// `Interpolatable` value works (geometry, colours, transforms through their decomposition) with nothing
/// but `interpolated(to:fraction:)`; for vector-like values it equals the cubic
/// `½·[2p1 + (p2 − p0)·t + (2p0 − 5p1 + 4p2 − p3)·t² + (3p1 − p0 − 3p2 + p3)·t³]`.
///
/// ```swift
/// catmullRom(0.0, 0.0, 10.0, 10.0, 0.5)  // 5
/// ```
@inlinable @inline(__always)
public func catmullRom<Value: Interpolatable>(
  _ p0: Value, _ p1: Value, _ p2: Value, _ p3: Value, _ t: Double
) -> Value {
  let a1 = p0.interpolated(to: p1, fraction: t + 1)
  let a2 = p1.interpolated(to: p2, fraction: t)
  let a3 = p2.interpolated(to: p3, fraction: t - 1)
  let b1 = a1.interpolated(to: a2, fraction: (t + 1) * 0.5)
  let b2 = a2.interpolated(to: a3, fraction: t * 0.5)
  return b1.interpolated(to: b2, fraction: t)
}
