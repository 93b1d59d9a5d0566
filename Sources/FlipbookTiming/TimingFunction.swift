/// What turns a leg's phase `u` in [0, 1] into eased progress: the curve part of an ``AnimationTiming``.
///
/// A cubic Bézier (UIKit's named curves and custom control points) or a spring. The engine evaluates it
/// once per animation group per step, so `value(at:)` is a switch the branch predictor learns, followed by
/// the case's own solver.
///
/// ```swift
/// let f = TimingFunction.cubicBezier(.easeInEaseOut)
/// f.value(at: 0.5)   // 0.5
/// TimingFunction.spring(Spring(dampingRatio: 0.5, duration: 1)).value(at: 0.25)  // ≈ 1.144: overshoot
/// ```
public enum TimingFunction: Hashable, Sendable {
  /// A cubic Bézier from (0, 0) to (1, 1) with the given control points.
  case cubicBezier(CubicBezier)
  /// A spring's progress at the phase `u`, that is at `u × spring.duration` seconds (never clamped, so an
  /// under-damped spring overshoots; exactly 0 and 1 at the ends). The timing's leg duration should be the
  /// spring's `duration`.
  case spring(Spring)

  /// The eased progress at phase `u` (clamped to [0, 1] by the curve or the spring).
  @inlinable @inline(__always)
  public func value(at u: Double) -> Double {
    switch self {
    case .cubicBezier(let bezier): bezier.value(at: u)
    case .spring(let spring): spring.value(at: u)
    }
  }
}
