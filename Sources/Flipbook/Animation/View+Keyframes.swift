import FlipbookTiming

extension View {
  /// Animates with keyframes (UIKit's `animateKeyframes(withDuration:delay:options:animations:completion:)`):
  /// inside `animations`, each ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` says when
  /// the properties it sets move, as fractions of the whole duration; properties set outside any keyframe
  /// animate over the whole duration.
  ///
  /// Each property becomes one ``KeyframeTrack`` from its value when the block runs (or the presentation value
  /// with `.beginFromCurrentState`): it holds its value until its keyframe starts, then moves to the keyframe's
  /// value by the keyframe's end (in the options' calculation mode; linear by default). The whole animation
  /// runs on the curve of the options (ease-in-out unless `curveEaseIn`, `curveEaseOut` or `curveLinear` is
  /// given), which maps time to the overall progress the keyframes are looked up at. Repeat, autoreverse,
  /// delay, interruption and completion work as for `animate`. The model values are the last values set.
  ///
  /// ```swift
  /// View.animateKeyframes(withDuration: 2, delay: 0, options: .curveLinear) {
  ///   View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { dot.center = Point(x: 200, y: 40) }
  ///   View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { dot.alpha = 0 }
  /// }
  /// ```
  public static func animateKeyframes(
    withDuration duration: Double, delay: Double, options: KeyframeAnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      duration: duration, delay: delay, spring: nil, keyframeMode: options.calculationMode,
      options: options.animationOptions, animations: animations, completion: completion)
  }

  /// Adds a keyframe to the enclosing keyframe animation (UIKit's
  /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`): the properties `animations` sets move
  /// to their new values from `frameStartTime` to `frameStartTime + frameDuration`, fractions of the whole
  /// animation. A zero duration applies the values at the start time.
  ///
  /// - Precondition: called inside `animateKeyframes`' animations (directly, not in a nested block);
  ///   both fractions in [0, 1] with a sum of at most 1.
  ///
  /// ```swift
  /// View.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0) { badge.alpha = 1 }   // at 25 %
  /// ```
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: () -> Void
  ) {
    guard let context = AnimationScope.innermostBlock, context.keyframeMode != nil else {
      preconditionFailure("View.addKeyframe called outside View.animateKeyframes' animations")
    }
    precondition(
      frameStartTime >= 0 && frameDuration >= 0 && frameStartTime + frameDuration <= 1 + 1e-9,
      "a keyframe's relative start and duration must be in [0, 1] and add up to at most 1")
    let enclosing = context.currentKeyframe
    context.currentKeyframe = (frameStartTime, frameDuration)
    animations()
    context.currentKeyframe = enclosing
  }
}
