/// What turns a leg's phase `u` in [0, 1] into eased progress: the curve part of an ``AnimationTiming``.
///
/// A cubic Bézier (UIKit's named curves and custom control points), a spring, or one of these run over the
/// end part of the phase only (``delayed(_:start:)``, a property animator's delayed animations). The engine evaluates it
/// once per animation group per step, so `value(at:)` is a switch the branch predictor learns, followed by
/// the case's own solver.
///
/// ```swift
/// let f = TimingFunction.cubicBezier(.easeInEaseOut)
/// f.value(at: 0.5)   // 0.5
/// TimingFunction.spring(Spring(dampingRatio: 0.5, duration: 1)).value(at: 0.25)  // ≈ 1.144: overshoot
/// TimingFunction.delayed(.cubicBezier(.linear), start: 0.5).value(at: 0.75)       // 0.5
/// ```
public enum TimingFunction: Hashable, Sendable {
  /// A cubic Bézier from (0, 0) to (1, 1) with the given control points.
  case cubicBezier(CubicBezier)
  /// A spring's progress at the phase `u`, that is at `u × spring.duration` seconds (never clamped, so an
  /// under-damped spring overshoots; exactly 0 and 1 at the ends). The timing's leg duration should be the
  /// spring's `duration`.
  case spring(Spring)
  /// `base` run over the phases `start … 1` only: 0 up to `start`, then `base` at `(u − start) / (1 − start)`
  /// (a step from 0 to 1 at `u = 1` when `start` is 1). `start` is in [0, 1]. What a property animator's
  /// `addAnimations(_:delayFactor:)` animations follow within the animator's time fraction.
  indirect case delayed(TimingFunction, start: Double)

  /// The eased progress at phase `u` (clamped to [0, 1] by the curve or the spring).
  @inlinable @inline(__always)
  public func value(at u: Double) -> Double {
    switch self {
    case .cubicBezier(let bezier): bezier.value(at: u)
    case .spring(let spring): spring.value(at: u)
    case .delayed(let base, let start): Self.delayedValue(base, start: start, at: u)
    }
  }

  /// `.delayed(function, start:)`, or `function` itself when `start` is 0.
  ///
  /// ```swift
  /// TimingFunction.cubicBezier(.easeIn).delayed(by: 0)  // .cubicBezier(.easeIn)
  /// ```
  public func delayed(by start: Double) -> TimingFunction {
    start > 0 ? .delayed(self, start: min(start, 1)) : self
  }

  /// The value of `.delayed(base, start:)` at `u` (kept out of line: the delayed case is rare).
  @usableFromInline
  static func delayedValue(_ base: TimingFunction, start: Double, at u: Double) -> Double {
    guard start < 1 else { return u >= 1 ? 1 : 0 }
    if u <= start { return 0 }
    return base.value(at: min((u - start) / (1 - start), 1))
  }
}
