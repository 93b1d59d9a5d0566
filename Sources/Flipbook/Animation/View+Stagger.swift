import FlipbookTiming

extension View {
  /// Animates each of `views` with the same duration and options, starting one after another: view `i`
  /// starts `delay + stagger.offset(of: i, among: views.count)` from now, exactly as if each had its own
  /// `animate(withDuration:delay:options:animations:completion:)` call with that delay (GSAP's `stagger`).
  /// `completion` runs once, after the last view's animations end, with `finished` true only if all
  /// finished. The calls are those of a ``StaggerPlan``, as a timeline's staggered blocks make them.
  ///
  /// ```swift
  /// View.animate(withDuration: 0.4, delay: 0.2, stagger: Stagger(spacing: .each(0.1)), views: cards) { card, _ in
  ///   card.alpha = 1
  ///   card.center.y -= 20
  /// }
  /// ```
  public static func animate(
    withDuration duration: Double, delay: Double = 0, stagger: Stagger, options: AnimationOptions = [],
    views: [View], animations: (View, Int) -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    staggered(views, delay: delay, stagger: stagger, animations: animations, completion: completion) {
      delay, body, done in
      animate(
        withDuration: duration, delay: delay, options: options,
        animations: body, completion: done)
    }
  }

  /// ``animate(withDuration:delay:stagger:options:views:animations:completion:)`` on a damped spring
  /// (`usingSpringWithDamping:initialSpringVelocity:`), as a timeline's staggered block with a `spring`
  /// object of `damping` and `velocity`.
  ///
  /// ```swift
  /// View.animate(
  ///   withDuration: 0.8, stagger: Stagger(spacing: .each(0.1)), usingSpringWithDamping: 0.7,
  ///   initialSpringVelocity: 0, views: cards
  /// ) { card, _ in card.alpha = 1 }
  /// ```
  public static func animate(
    withDuration duration: Double, delay: Double = 0, stagger: Stagger,
    usingSpringWithDamping dampingRatio: Double,
    initialSpringVelocity velocity: Double, options: AnimationOptions = [], views: [View],
    animations: (View, Int) -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    staggered(views, delay: delay, stagger: stagger, animations: animations, completion: completion) {
      delay, body, done in
      animate(
        withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio,
        initialSpringVelocity: velocity,
        options: options, animations: body,
        completion: done)
    }
  }

  /// ``animate(withDuration:delay:stagger:options:views:animations:completion:)`` on iOS 17's spring of a
  /// perceptual duration and bounce, as a timeline's staggered block with `"spring": {"duration", "bounce"}`.
  ///
  /// ```swift
  /// View.animate(springDuration: 0.6, bounce: 0.3, stagger: Stagger(spacing: .each(0.1)), views: cards) {
  ///   card, _ in card.center.y -= 40
  /// }
  /// ```
  public static func animate(
    springDuration: Double = 0.5, bounce: Double = 0, initialSpringVelocity: Double = 0, delay: Double = 0,
    stagger: Stagger, options: AnimationOptions = [], views: [View], animations: (View, Int) -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    staggered(views, delay: delay, stagger: stagger, animations: animations, completion: completion) {
      delay, body, done in
      animate(
        springDuration: springDuration, bounce: bounce, initialSpringVelocity: initialSpringVelocity,
        delay: delay,
        options: options, animations: body,
        completion: done)
    }
  }

  /// Keyframe animations (``animateKeyframes(withDuration:delay:options:animations:completion:)``) started
  /// one view after another, as a timeline's staggered `animateKeyframes` block: `animations` adds each
  /// view's keyframes with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``.
  ///
  /// ```swift
  /// View.animateKeyframes(withDuration: 1, stagger: Stagger(spacing: .each(0.2)), views: dots) { dot, _ in
  ///   View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { dot.center.y -= 30 }
  ///   View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { dot.center.y += 30 }
  /// }
  /// ```
  public static func animateKeyframes(
    withDuration duration: Double, delay: Double = 0, stagger: Stagger,
    options: KeyframeAnimationOptions = [],
    views: [View], animations: (View, Int) -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    staggered(views, delay: delay, stagger: stagger, animations: animations, completion: completion) {
      delay, body, done in
      animateKeyframes(
        withDuration: duration, delay: delay, options: options,
        animations: body, completion: done)
    }
  }

  /// Makes `start(delay, body, done)` for each of `views` at its planned delay, `body` running that view's
  /// `animations`: the one plan every staggered call shares (``StaggerPlan``).
  private static func staggered(
    _ views: [View], delay: Double, stagger: Stagger, animations: (View, Int) -> Void,
    completion: ((Bool) -> Void)?,
    _ start: (_ delay: Double, _ body: () -> Void, _ done: ((Bool) -> Void)?) -> Void
  ) {
    // `start` gets a closure that calls `animations` while both are in use: neither is stored past the call.
    withoutActuallyEscaping(animations) { animations in
      StaggerPlan(delay: delay, stagger: stagger, count: views.count).run(completion: completion) {
        target, delay, done in
        start(delay, { if let target { animations(views[target], target) } }, done)
      }
    }
  }
}
