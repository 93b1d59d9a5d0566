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
    StaggerPlan(delay: delay, stagger: stagger, count: views.count).run(completion: completion) {
      target, delay, done in
      animate(
        withDuration: duration, delay: delay, options: options,
        animations: { if let target { animations(views[target], target) } }, completion: done)
    }
  }
}
