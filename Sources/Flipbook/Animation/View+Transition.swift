import FlipbookTiming

extension View {
  /// Transitions `view` (the container) from how it looks now to how `animations` leaves it, with the
  /// transition in `options` (flip from a side, curl up or down, cross-dissolve).
  ///
  /// The container's whole layer, its background included, transitions: the renderer shows a picture of
  /// the subtree taken now turning into the live subtree. Use `animations` to add, remove, show or hide
  /// subviews; other property changes apply at once unless `options` contains `.allowAnimatedContent`.
  /// The curve bits shape the transition's progress. A duration of 0 or less makes the change without
  /// animating; the completion then runs at the current time with `finished == true`.
  ///
  /// ```swift
  /// View.transition(with: container, duration: 0.6, options: .transitionFlipFromLeft, animations: {
  ///   front.isHidden = true
  ///   back.isHidden = false
  /// }, completion: nil)
  /// ```
  public static func transition(
    with view: View, duration: Double, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)?
  ) {
    let before = view.window.map { view.subtreeSnapshot(animator: $0.animator) }
    AnimationScope.withCurrentOrNew { scope in
      let context = AnimationContext.push(
        onto: scope, duration: duration, delay: 0, options: options.union(.overrideInheritedDuration),
        completion: completion)
      context.isContentFrozen = !options.contains(.allowAnimatedContent)
      context.fallbackAnimator = view.window?.animator
      animations?()
      if let kind = options.transition, let before {
        context.transition = PendingTransition(kind: kind, view: view, before: before)
      }
      context.commit()
    }
  }

  /// Replaces `fromView` with `toView` in `fromView`'s superview using a transition of that superview (the
  /// whole container flips, curls or dissolves, as in UIKit). With `.showHideTransitionViews` both views must
  /// already be in the container: `fromView` is hidden and `toView` shown instead.
  ///
  /// The transition starts at once unless an animation is in flight on the container or on `fromView`; then
  /// it starts when that animation ends (the class reference's rule).
  ///
  /// ```swift
  /// View.transition(from: loginForm, to: welcome, duration: 0.5, options: .transitionCrossDissolve)
  /// ```
  ///
  /// `timingCurve` (a Flipbook extension) replaces the curve bits of `options` with a custom curve.
  public static func transition(
    from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
    timingCurve: TimingCurve? = nil, completion: ((Bool) -> Void)? = nil
  ) {
    guard let container = fromView.superview else {
      preconditionFailure("View.transition(from:to:): fromView has no superview to transition")
    }
    let start: @MainActor () -> Void = {
      guard fromView.superview === container || options.contains(.showHideTransitionViews) else {
        completion?(false)
        return
      }
      transition(
        with: container, duration: duration, options: options,
        animations: {
          if let timingCurve { View.setAnimationTimingCurve(timingCurve) }
          if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
          } else {
            let index = container.subviews.firstIndex { $0 === fromView } ?? container.subviews.count
            container.insertSubview(toView, at: index)
            fromView.removeFromSuperview()
          }
          // A start deferred to a later event is not followed by the caller's layout: the swap's own layout
          // (a stack closing the gap) runs here, so it is in the after-picture at the transition's start.
          container.layoutIfNeeded()
        }, completion: completion)
    }
    if let animator = container.window?.animator,
      let later = animator.busyUntil([container, fromView])
    {
      animator.schedule(at: later, start)
    } else {
      start()
    }
  }

  /// Sets a transition on `view` for the innermost begin/commit block (UIKit's legacy transitions:
  /// flip from left or right, curl up or down). `cache` is accepted; Flipbook always caches the before-picture.
  ///
  /// ```swift
  /// View.beginAnimations("flip", context: nil)
  /// View.setAnimationTransition(.flipFromRight, for: container, cache: true)
  /// oldPage.removeFromSuperview()
  /// container.addSubview(newPage)
  /// View.commitAnimations()
  /// ```
  public static func setAnimationTransition(_ transition: TransitionKind, for view: View, cache: Bool) {
    guard let context = AnimationScope.innermostBlock, let window = view.window else { return }
    context.transition = PendingTransition(
      kind: transition, view: view, before: view.subtreeSnapshot(animator: window.animator))
  }
}
