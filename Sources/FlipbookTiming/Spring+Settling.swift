import FlipbookGeometry

extension Spring {
  /// The oscillation envelope UIKit's settling rule brings down to at `duration`: 0.001 of the distance.
  public static let settlingEnvelope = 0.001

  /// UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` spring: mass 1,
  /// the given damping ratio, and the stiffness that makes the oscillation envelope `settlingEnvelope`
  /// (0.001) at `duration` (the rule shared by Framer's and OpenSwiftUI's reconstructions):
  /// - under-damped: `((ζ·ω0 − v0) / ωd) · e^(−ζ·ω0·D) = 0.001`, `ωd = ω0·√(1 − ζ²)`
  /// - critical: `e^(−ω0·D) · ((ω0 − v0)·D + 1) = 0.001`
  ///
  /// `ω0` is the root on the branch where the envelope falls as `ω0` grows (the only branch when
  /// `v0 <= 0`). As in those reconstructions, `D` is clamped to [0.01, 10] for this derivation; `ζ` is raised
  /// to at least 0.01 for it (below about 0.001 the equation has no root). When a large initial velocity keeps
  /// the envelope below 0.001 for every `ω0`, the `ω0` of its peak is used. The animation itself lasts `duration`
  /// and ends, snapped to the target, then.
  ///
  /// - Precondition: `0 < dampingRatio <= 1`, `duration > 0`.
  ///
  /// ```swift
  /// let spring = Spring(dampingRatio: 0.7, duration: 0.5)
  /// spring.stiffness  // ≈ 387.27
  /// spring.damping    // ≈ 27.551
  /// ```
  public init(dampingRatio: Double, initialVelocity: Double = 0, duration: Double) {
    precondition(dampingRatio > 0 && dampingRatio <= 1, "UIKit's spring damping ratio must be in (0, 1]")
    precondition(duration > 0 && duration.isFinite, "a spring animation needs a positive duration")
    let ω0 = Self.settlingFrequency(
      dampingRatio: dampingRatio, initialVelocity: initialVelocity, duration: duration)
    self.init(
      naturalFrequency: ω0, dampingRatio: dampingRatio, initialVelocity: initialVelocity, duration: duration)
  }

  /// The natural frequency `ω0` of UIKit's settling rule (see `init(dampingRatio:initialVelocity:duration:)`).
  ///
  /// ```swift
  /// Spring.settlingFrequency(dampingRatio: 0.5, initialVelocity: 0, duration: 1)  // ≈ 12.7169
  /// ```
  public static func settlingFrequency(dampingRatio: Double, initialVelocity v0: Double, duration: Double)
    -> Double
  {
    let ζ = min(max(dampingRatio, 0.01), 1)
    let d = min(max(duration, 0.01), 10)
    let logEpsilon = mathLog(settlingEnvelope)
    if ζ < 1 {
      // log E(ω) − log ε with E(ω) = ((ζω − v0) / (ω·√(1 − ζ²))) · e^(−ζωD); E rises from ω = v0 / ζ to a
      // peak where ζ²D·ω² − ζD·v0·ω − v0 = 0, then falls.
      let root = (1 - ζ * ζ).squareRoot()
      let peak =
        v0 > 0
        ? (ζ * d * v0 + (ζ * ζ * d * d * v0 * v0 + 4 * ζ * ζ * d * v0).squareRoot()) / (2 * ζ * ζ * d)
        : 1e-9 / d
      return decreasingRoot(from: peak, guess: 5 / d) { ω in
        let value = mathLog((ζ * ω - v0) / (ω * root)) - ζ * ω * d - logEpsilon
        return (value, ζ / (ζ * ω - v0) - 1 / ω - ζ * d)
      }
    }
    // log E(ω) − log ε with E(ω) = e^(−ωD)·((ω − v0)·D + 1), which peaks at ω = v0.
    return decreasingRoot(from: max(v0, 1e-9 / d), guess: 5 / d) { ω in
      let value = mathLog((ω - v0) * d + 1) - ω * d - logEpsilon
      return (value, d / ((ω - v0) * d + 1) - d)
    }
  }
}
