/// What turns a leg's phase `u` in [0, 1] into eased progress: the curve part of an ``AnimationTiming``.
///
/// Today a cubic Bézier (UIKit's named curves and custom control points); springs join as another case. The
/// engine evaluates it once per animation group per step, so `value(at:)` is a switch the branch predictor
/// learns, followed by the case's own solver.
///
/// ```swift
/// let f = TimingFunction.cubicBezier(.easeInEaseOut)
/// f.value(at: 0.5)   // 0.5
/// ```
public enum TimingFunction: Hashable, Sendable {
  /// A cubic Bézier from (0, 0) to (1, 1) with the given control points.
  case cubicBezier(CubicBezier)

  /// The eased progress at phase `u` (clamped to [0, 1] by the curve).
  @inlinable @inline(__always)
  public func value(at u: Double) -> Double {
    switch self {
    case .cubicBezier(let bezier): bezier.value(at: u)
    }
  }
}
