import FlipbookTiming

extension View {
  /// Animates changes with the motion of a physical spring (UIKit's
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`).
  ///
  /// The spring has mass 1, damping ratio `dampingRatio` (1 does not oscillate; smaller values overshoot and
  /// oscillate more) and the stiffness that brings its oscillation down to 0.001 of the distance at
  /// `duration` (UIKit's settling rule, see ``Spring/init(dampingRatio:initialVelocity:duration:)``).
  /// `velocity` is the initial speed in units of the whole distance per second: to match a view moving at
  /// 100 pt/s over a 200 pt animation, pass 0.5. The presentation overshoots (never clamped); at `duration`
  /// the animation ends, shows the model value and completes. Repeat, autoreverse, delay, interruption and
  /// nesting work as with a curve; a nested block inherits the spring as it inherits a curve. A damping ratio
  /// outside (0, 1] is clamped into it.
  ///
  /// ```swift
  /// View.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) {
  ///   card.center = Point(x: 300, y: 200)
  /// }
  /// ```
  public static func animate(
    withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: Double,
    initialSpringVelocity velocity: Double, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      duration: duration, delay: delay, spring: .dampingRatio(dampingRatio, initialVelocity: velocity),
      options: options, animations: animations, completion: completion)
  }

  /// Animates changes with a spring described by its perceptual duration and bounce (iOS 17's
  /// `animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`).
  ///
  /// Apple's mapping: stiffness `(2π / springDuration)²`, damping ratio `1 − bounce` (or `1 / (1 + bounce)`,
  /// over-damped, for a negative bounce). The animation lasts until the spring has settled to within 0.001 of
  /// the distance (``Spring/init(perceptualDuration:bounce:initialVelocity:)``), which is longer than
  /// `springDuration`; it completes then. A bounce outside (−1, 1) is clamped to ±0.999.
  ///
  /// ```swift
  /// View.animate(springDuration: 0.5, bounce: 0.3) {
  ///   card.center = Point(x: 300, y: 200)
  /// } completion: { _ in
  ///   print("settled")   // at ≈ 0.82 s
  /// }
  /// ```
  public static func animate(
    springDuration: Double = 0.5, bounce: Double = 0, initialSpringVelocity: Double = 0, delay: Double = 0,
    options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let parameters = SpringParameters.perceptual(
      duration: springDuration, bounce: bounce, initialVelocity: initialSpringVelocity)
    // A non-positive duration animates nothing: the changes apply at once, as with a curve.
    let spring = springDuration > 0 ? parameters : nil
    animate(
      duration: spring?.spring(duration: springDuration).duration ?? 0, delay: delay, spring: spring,
      options: options, animations: animations, completion: completion)
  }
}
