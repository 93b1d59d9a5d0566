import FlipbookTiming

extension View {
  /// Animates changes to one or more views with the given duration, delay, options and completion.
  ///
  /// The `animations` closure runs at once: the properties it sets hold their new (model) values right away,
  /// while the presentation moves from the old values to the new ones over `duration` seconds of timeline
  /// time, after `delay`. `completion` runs once, when every animation the block started has ended, with
  /// `finished == false` if any was interrupted. A duration of 0 or less applies the changes at once and runs
  /// the completion at the current time with `finished == true`.
  ///
  /// ```swift
  /// View.animate(withDuration: 0.6, delay: 0.2, options: [.curveEaseOut, .beginFromCurrentState]) {
  ///   card.center = Point(x: 200, y: 120)
  ///   card.alpha = 0.5
  /// } completion: { finished in
  ///   print("done", finished)
  /// }
  /// ```
  public static func animate(
    withDuration duration: Double, delay: Double, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      duration: duration, delay: delay, spring: nil, options: options, animations: animations,
      completion: completion)
  }

  /// Opens a block (with a spring instead of the options' curve when `spring` is set; recording keyframe tracks
  /// when `keyframeMode` is set) in the current or a new scope, runs `animations` and commits it: the body of
  /// every `animate` call.
  static func animate(
    duration: Double, delay: Double, spring: SpringParameters?, keyframeMode: KeyframeCalculationMode? = nil,
    options: AnimationOptions, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    AnimationScope.withCurrentOrNew { scope in
      let context = AnimationContext.push(
        onto: scope, duration: duration, delay: delay, options: options, spring: spring,
        completion: completion)
      context.keyframeMode = keyframeMode
      animations()
      context.commit()
    }
  }

  /// Animates changes with the given duration and a completion; no delay, the ease-in-out curve.
  ///
  /// ```swift
  /// View.animate(withDuration: 0.3, animations: { badge.alpha = 0 }, completion: { _ in badge.removeFromSuperview() })
  /// ```
  public static func animate(
    withDuration duration: Double, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// Animates changes with the given duration; no delay, the ease-in-out curve, no completion.
  ///
  /// ```swift
  /// View.animate(withDuration: 0.3) { badge.alpha = 0 }
  /// ```
  public static func animate(withDuration duration: Double, animations: () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Runs `actionsWithoutAnimation` with animations disabled, even inside an animation block.
  ///
  /// ```swift
  /// View.animate(withDuration: 1) {
  ///   card.alpha = 0
  ///   View.performWithoutAnimation { card.center = .zero }   // jumps
  /// }
  /// ```
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    AnimationScope.suppressesAnimations.withValue(true) { actionsWithoutAnimation() }
  }

  /// Turns animations on or off, for blocks submitted afterwards, in the window the running code belongs to:
  /// the window whose clock runs it (a scheduled callback, a completion), the one given to
  /// `Window.perform(_:)`, or the window the enclosing animation block animates in. Running animations
  /// continue. Flipbook keeps this switch per window (`Animator.areAnimationsEnabled`); calling this where no
  /// window can be found is a programmer error.
  ///
  /// ```swift
  /// window.perform { View.setAnimationsEnabled(false) }   // or: window.animator.areAnimationsEnabled = false
  /// ```
  public static func setAnimationsEnabled(_ enabled: Bool) {
    guard let animator = AnimationScope.current?.window else {
      preconditionFailure(
        "View.setAnimationsEnabled(_:) called outside any window's code: use window.perform { } or "
          + "window.animator.areAnimationsEnabled")
    }
    animator.areAnimationsEnabled = enabled
  }

  /// Whether animations are enabled for the running code: false inside `performWithoutAnimation` or when the
  /// window the code runs for has them turned off.
  public static var areAnimationsEnabled: Bool {
    !AnimationScope.suppressesAnimations.get()
      && (AnimationScope.current?.window?.areAnimationsEnabled ?? true)
  }

  /// The duration of the innermost open animation block, or 0 outside any block.
  public static var inheritedAnimationDuration: Double { AnimationScope.innermostBlock?.duration ?? 0 }
}
