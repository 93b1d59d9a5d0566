/// A spring as UIKit's APIs ask for one, before the animation's duration is known: iOS 7's damping ratio and
/// initial velocity (the stiffness follows from the duration), or iOS 17's perceptual duration and bounce
/// (the duration follows from the spring). An animation block stores this and makes its ``Spring`` when it
/// is committed, so that a nested block inheriting the spring gets one for its own duration.
///
/// ```swift
/// let uikit = SpringParameters.dampingRatio(0.5, initialVelocity: 0)
/// uikit.spring(duration: 1).stiffness        // ≈ 161.72
/// let modern = SpringParameters.perceptual(duration: 0.5, bounce: 0.3, initialVelocity: 0)
/// modern.spring(duration: 99).duration       // ≈ 0.8236: its own settling time
/// ```
public enum SpringParameters: Hashable, Sendable {
  /// `usingSpringWithDamping:initialSpringVelocity:` (iOS 7): the stiffness comes from the animation's
  /// duration by UIKit's settling rule.
  case dampingRatio(Double, initialVelocity: Double)
  /// `springDuration:bounce:initialSpringVelocity:` (iOS 17): Apple's mapping; the animation lasts until the
  /// spring has settled.
  case perceptual(duration: Double, bounce: Double, initialVelocity: Double)

  /// The spring for an animation of `duration` seconds (ignored by `.perceptual`, whose spring sets its own
  /// duration). Out-of-range inputs are clamped as UIKit's reconstructions do: the damping ratio to
  /// [2.2e-16, 1], the bounce to [−0.999, 0.999].
  ///
  /// - Precondition: `duration > 0` for `.dampingRatio`; a positive perceptual duration.
  public func spring(duration: Double) -> Spring {
    switch self {
    case .dampingRatio(let ratio, let velocity):
      return Spring(
        dampingRatio: min(max(ratio, .ulpOfOne), 1), initialVelocity: velocity, duration: duration)
    case .perceptual(let perceptual, let bounce, let velocity):
      return Spring(
        perceptualDuration: perceptual, bounce: min(max(bounce, -0.999), 0.999), initialVelocity: velocity)
    }
  }
}
