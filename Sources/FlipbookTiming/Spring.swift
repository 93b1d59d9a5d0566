import FlipbookGeometry

/// The motion of a damped spring of mass 1 from 0 to 1, as UIKit's spring animations use it: the
/// progress `p(t) = 1 − s(t)` where the normalized displacement `s` starts at 1 with velocity
/// `−initialVelocity` and obeys `s″ + c·s′ + k·s = 0` (stiffness `k`, damping `c`).
///
/// The closed forms, with natural frequency `ω0 = √k` and damping ratio `ζ = c / (2·√k)`:
/// - under-damped (`ζ < 1`): `s(t) = e^(−ζω0·t) · [cos(ωd·t) + ((ζω0 − v0) / ωd) · sin(ωd·t)]`, `ωd = ω0·√(1 − ζ²)`
/// - critically damped (`ζ = 1`): `s(t) = e^(−ω0·t) · [1 + (ω0 − v0)·t]`
/// - over-damped (`ζ > 1`, only from `init(duration:bounce:initialVelocity:)` with a negative bounce):
///   `s(t) = ½·[(1 + B)·e^((ωh − ζω0)·t) + (1 − B)·e^(−(ωh + ζω0)·t)]`, `ωh = ω0·√(ζ² − 1)`, `B = (ζω0 − v0) / ωh`
///
/// The progress is never clamped: an under-damped spring overshoots 1. The coefficients are worked out once
/// in `init`; evaluating costs one `exp` (and one `cos` and one `sin` when under-damped) and never allocates.
/// The animation lasts `duration` seconds: it ends, snaps to exactly 1 and completes then.
///
/// ```swift
/// let spring = Spring(dampingRatio: 0.5, duration: 1)   // UIKit's usingSpringWithDamping: 0.5 over 1 s
/// spring.stiffness                                      // ≈ 161.72
/// spring.progress(atTime: 0.25)                         // ≈ 1.144 (overshoot)
/// spring.value(at: 0.25)                                // the same: the phase 0.25 of the 1 s duration
/// ```
public struct Spring: Hashable, Sendable {
  /// The natural (undamped) angular frequency `ω0 = √stiffness`, in radians per second.
  public let naturalFrequency: Double
  /// The damping ratio `ζ = damping / (2·√stiffness)`: below 1 the spring oscillates, 1 is critical.
  public let dampingRatio: Double
  /// The initial velocity in units of the whole distance per second (UIKit's `initialSpringVelocity`):
  /// 1 covers the whole distance in one second at the start's speed; positive is toward the target.
  public let initialVelocity: Double
  /// Seconds from the start to the end of the animation, when it snaps to the target and completes.
  public let duration: Double

  /// `ωd` (under-damped) or `ωh` (over-damped); 0 when critical.
  @usableFromInline let frequency: Double
  /// `B`: the coefficient of `sin(ωd·t)`, of `t` (critical) or of the hyperbolic sine (over-damped).
  @usableFromInline let coefficient: Double
  // Nothing more is stored: a spring is 48 bytes, the size of a `CubicBezier`, so that a `TimingFunction`
  // (and every `AnimationTiming` the step loop streams) is no larger for having a spring case.

  /// Which closed form applies.
  @usableFromInline enum Form: UInt8, Sendable { case underdamped, critical, overdamped }
  @inlinable var form: Form {
    dampingRatio < 1 ? .underdamped : dampingRatio == 1 ? .critical : .overdamped
  }
  /// The decay rate `ζω0` (`ω0` when critical).
  @inlinable var decay: Double { dampingRatio * naturalFrequency }
  /// Under-damped: `ln √(1 + B²)`, the log of the amplitude of `cos + B·sin`; 0 otherwise.
  var logAmplitude: Double { form == .underdamped ? 0.5 * mathLog(1 + coefficient * coefficient) : 0 }

  /// The spring with stiffness `k = naturalFrequency²` and damping `c = 2·dampingRatio·naturalFrequency`
  /// (mass 1), lasting `duration` seconds.
  ///
  /// - Precondition: `naturalFrequency > 0`, `dampingRatio > 0`, `duration > 0`, all finite.
  ///
  /// ```swift
  /// Spring(naturalFrequency: 10, dampingRatio: 1, initialVelocity: 0, duration: 1).progress(atTime: 0.1)
  /// // 1 − e^(−1)·2 ≈ 0.2642
  /// ```
  public init(naturalFrequency: Double, dampingRatio: Double, initialVelocity: Double = 0, duration: Double) {
    precondition(naturalFrequency > 0 && naturalFrequency.isFinite, "a spring needs a positive stiffness")
    precondition(dampingRatio > 0 && dampingRatio.isFinite, "a spring needs a positive damping ratio")
    precondition(duration > 0 && duration.isFinite, "a spring animation needs a positive duration")
    precondition(initialVelocity.isFinite, "a spring's initial velocity must be finite")
    self.naturalFrequency = naturalFrequency
    self.dampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
    self.duration = duration
    let ζ = dampingRatio
    if ζ < 1 {
      frequency = naturalFrequency * (1 - ζ * ζ).squareRoot()
      coefficient = (ζ * naturalFrequency - initialVelocity) / frequency
    } else if ζ == 1 {
      frequency = 0
      coefficient = naturalFrequency - initialVelocity
    } else {
      frequency = naturalFrequency * (ζ * ζ - 1).squareRoot()
      coefficient = (ζ * naturalFrequency - initialVelocity) / frequency
    }
  }

  /// The spring with the given physical constants (mass 1), as `CASpringAnimation` and
  /// `UISpringTimingParameters(mass: 1, stiffness:damping:initialVelocity:)` take them.
  ///
  /// ```swift
  /// Spring(stiffness: 100, damping: 20, duration: 1).dampingRatio  // 1
  /// ```
  public init(stiffness: Double, damping: Double, initialVelocity: Double = 0, duration: Double) {
    let ω0 = stiffness.squareRoot()
    self.init(
      naturalFrequency: ω0, dampingRatio: damping / (2 * ω0), initialVelocity: initialVelocity,
      duration: duration)
  }

  /// The stiffness `k = ω0²` (mass 1).
  @inlinable public var stiffness: Double { naturalFrequency * naturalFrequency }
  /// The damping coefficient `c = 2·ζ·ω0` (mass 1).
  @inlinable public var damping: Double { 2 * dampingRatio * naturalFrequency }
  /// The mass: always 1, as on iOS.
  @inlinable public var mass: Double { 1 }

  /// The normalized displacement `s(t)` at `t` seconds from the start (1 at the start, → 0), not clamped
  /// and not snapped: the closed form itself, for any `t ≥ 0`.
  @inlinable @inline(__always)
  public func displacement(atTime t: Double) -> Double {
    switch form {
    case .underdamped:
      let x = frequency * t
      return mathExp(-decay * t) * (mathCos(x) + coefficient * mathSin(x))
    case .critical:
      return mathExp(-decay * t) * (1 + coefficient * t)
    case .overdamped:
      return 0.5
        * ((1 + coefficient) * mathExp((frequency - decay) * t)
          + (1 - coefficient) * mathExp(-(frequency + decay) * t))
    }
  }

  /// The progress `p(t) = 1 − s(t)` at `t` seconds from the start: 0 at or before the start, exactly 1 from
  /// `duration` on (the snap), the closed form in between (overshoot included).
  ///
  /// ```swift
  /// Spring(dampingRatio: 1, duration: 1).progress(atTime: 1)  // 1
  /// ```
  @inlinable @inline(__always)
  public func progress(atTime t: Double) -> Double {
    if !(t > 0) { return 0 }
    if t >= duration { return 1 }
    return 1 - displacement(atTime: t)
  }

  /// The progress at the phase `u` of the animation (`u` in [0, 1], the time `u × duration`), the way a timing
  /// curve's `value(at:)` is read: 0 at or below 0, exactly 1 at or above 1.
  ///
  /// ```swift
  /// let spring = Spring(dampingRatio: 0.7, duration: 0.5)
  /// spring.value(at: 0.5) == spring.progress(atTime: 0.25)  // true
  /// ```
  @inlinable @inline(__always)
  public func value(at u: Double) -> Double {
    if !(u > 0) { return 0 }
    if u >= 1 { return 1 }
    return 1 - displacement(atTime: u * duration)
  }

  /// The velocity `p′(t)` in units of the whole distance per second at `t` seconds from the start (the closed
  /// form's derivative; `initialVelocity` at 0). Not clamped to the animation's span.
  ///
  /// ```swift
  /// Spring(dampingRatio: 0.5, initialVelocity: 2, duration: 1).velocity(atTime: 0)  // 2
  /// ```
  @inlinable
  public func velocity(atTime t: Double) -> Double {
    switch form {
    case .underdamped:
      let phase = frequency * t
      return mathExp(-decay * t)
        * (initialVelocity * mathCos(phase) + (decay * coefficient + frequency) * mathSin(phase))
    case .critical:
      return mathExp(-decay * t) * (initialVelocity + decay * coefficient * t)
    case .overdamped:
      return -0.5
        * ((1 + coefficient) * (frequency - decay) * mathExp((frequency - decay) * t)
          - (1 - coefficient) * (frequency + decay) * mathExp(-(frequency + decay) * t))
    }
  }
}

extension Spring: CustomStringConvertible {
  /// `spring(stiffness: k, damping: c, initialVelocity: v, duration: d)`.
  public var description: String {
    "spring(stiffness: \(stiffness), damping: \(damping), initialVelocity: \(initialVelocity), duration: \(duration))"
  }
}
