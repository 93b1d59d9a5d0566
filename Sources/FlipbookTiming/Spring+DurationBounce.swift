import FlipbookGeometry

extension Spring {
  /// iOS 17's `animate(springDuration:bounce:initialSpringVelocity:…)` spring, with Apple's mapping from a
  /// perceptual duration and a bounce to mass 1, stiffness `(2π / duration)²` and damping ratio
  /// `1 − bounce` for `bounce >= 0` or `1 / (1 + bounce)` (over-damped) for `bounce < 0` (WWDC 2023
  /// "Animate with springs"; SwiftUI's `Spring(duration:bounce:)`).
  ///
  /// The perceptual duration is not when the animation ends: it runs until the spring has settled, at
  /// `settlingDuration(…)`: the first time after which a bound on `|s(t)|` (the distance still to go, in
  /// units of the whole distance) stays under `settlingEnvelope` (0.001), the same tolerance as UIKit's
  /// settling rule. It completes and snaps to the target then. The spring's `duration` is that time.
  ///
  /// - Precondition: `−1 < bounce < 1`, and a spring that settles (`settlingDuration(perceptualDuration:…)`
  ///   is not nil).
  ///
  /// ```swift
  /// let spring = Spring(perceptualDuration: 0.5, bounce: 0.3)
  /// spring.dampingRatio  // 0.7
  /// spring.stiffness     // (2π / 0.5)² ≈ 157.91
  /// spring.duration      // ≈ 0.8236 s: when it completes
  /// ```
  public init(perceptualDuration: Double, bounce: Double, initialVelocity: Double = 0) {
    guard
      let settling = Self.settlingDuration(
        perceptualDuration: perceptualDuration, bounce: bounce, initialVelocity: initialVelocity)
    else {
      preconditionFailure("a spring of perceptual duration \(perceptualDuration) never settles in a Double")
    }
    self.init(
      naturalFrequency: Self.naturalFrequency(perceptualDuration: perceptualDuration),
      dampingRatio: Self.dampingRatio(bounce: bounce),
      initialVelocity: initialVelocity, duration: settling)
  }

  /// How long iOS 17's spring of `perceptualDuration` and `bounce` runs (the `duration` of
  /// `init(perceptualDuration:bounce:initialVelocity:)`), or nil when that is not a positive, finite number
  /// of seconds: a perceptual duration so long (or short) that the spring's frequency or its settling time
  /// leaves the range of a Double. Callers that take durations from input check them with this.
  ///
  /// - Precondition: `−1 < bounce < 1`, `initialVelocity` finite.
  ///
  /// ```swift
  /// Spring.settlingDuration(perceptualDuration: 0.5, bounce: 0.3)    // ≈ 0.8236
  /// Spring.settlingDuration(perceptualDuration: 1e308, bounce: 0.3)  // nil
  /// ```
  public static func settlingDuration(perceptualDuration: Double, bounce: Double, initialVelocity: Double = 0)
    -> Double?
  {
    precondition(bounce > -1 && bounce < 1, "bounce must be in (−1, 1)")
    let ω0 = naturalFrequency(perceptualDuration: perceptualDuration)
    guard perceptualDuration > 0, ω0 > 0, ω0.isFinite else { return nil }
    let settling = Spring(
      naturalFrequency: ω0, dampingRatio: dampingRatio(bounce: bounce), initialVelocity: initialVelocity,
      duration: 1
    )
    .settlingDuration
    return settling > 0 && settling.isFinite ? settling : nil
  }

  /// The natural frequency of a spring whose undamped period is `perceptualDuration`: `2π / duration`.
  private static func naturalFrequency(perceptualDuration: Double) -> Double { 2 * .pi / perceptualDuration }

  /// Apple's damping ratio for a bounce: `1 − bounce` for `bounce >= 0`, `1 / (1 + bounce)` below.
  private static func dampingRatio(bounce: Double) -> Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

  /// The first time after which a bound on `|s(t)|` stays under `settlingEnvelope` (0.001):
  /// - under-damped: `e^(−ζω0·t) · √(1 + B²)` (the amplitude of `cos + B·sin`), so `t = ln(√(1 + B²) / 0.001) / ζω0`
  /// - critical: `e^(−ω0·t) · (1 + |B|·t)`
  /// - over-damped: `½·(|1 + B|·e^((ωh − ζω0)·t) + |1 − B|·e^(−(ωh + ζω0)·t))`
  ///
  /// Independent of `duration`.
  ///
  /// ```swift
  /// Spring(naturalFrequency: 10, dampingRatio: 0.5, duration: 1).settlingDuration  // ln(√(4/3) / 0.001) / 5 ≈ 1.41
  /// ```
  public var settlingDuration: Double {
    let logEpsilon = mathLog(Self.settlingEnvelope)
    switch form {
    case .underdamped:
      return max(0, (logAmplitude - logEpsilon) / decay)
    case .critical:
      let b = abs(coefficient)
      let peak = b > 0 ? max(0, 1 / decay - 1 / b) : 0
      return decreasingRoot(from: peak, guess: 7 / decay) { t in
        (mathLog(1 + b * t) - decay * t - logEpsilon, b / (1 + b * t) - decay)
      }
    case .overdamped:
      let slow = frequency - decay, fast = -(frequency + decay)
      let p = 0.5 * abs(1 + coefficient), q = 0.5 * abs(1 - coefficient)
      return decreasingRoot(from: 0, guess: 7 / -slow) { t in
        let a = p * mathExp(slow * t), b = q * mathExp(fast * t)
        return (mathLog(a + b) - logEpsilon, (slow * a + fast * b) / (a + b))
      }
    }
  }
}
