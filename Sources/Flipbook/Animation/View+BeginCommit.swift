import FlipbookTiming

extension View {
  /// Opens a begin/commit animation block. Changes until the matching `commitAnimations()` animate with the
  /// block's settings, which the `setAnimation…` methods change (default duration 0.2 s, ease-in-out).
  ///
  /// ```swift
  /// View.beginAnimations("slide", context: nil)
  /// View.setAnimationDuration(0.5)
  /// View.setAnimationCurve(.easeOut)
  /// card.center = Point(x: 160, y: 240)
  /// View.commitAnimations()
  /// ```
  ///
  /// The block belongs to the window whose code is running (a callback or completion its clock runs, or
  /// `Window.perform(_:)`), or nests in the enclosing `View.animate` block; with neither, there is no window to
  /// keep it in, and the call is a programmer error.
  public static func beginAnimations(_ animationID: String?, context: Any?) {
    guard let scope = AnimationScope.current else {
      preconditionFailure(
        "View.beginAnimations(_:context:) called outside any window's code: wrap begin/commit in window.perform { }"
      )
    }
    let block = AnimationContext.push(onto: scope, duration: 0.2, delay: 0, options: [], isBeginCommit: true)
    block.animationID = animationID
    block.contextValue = context
  }

  /// Closes the innermost begin/commit block and starts its animations. Does nothing outside a block.
  public static func commitAnimations() {
    guard let block = AnimationScope.innermostBlock else { return }
    block.commit()
  }

  /// Sets the duration, in seconds, of the innermost open block.
  public static func setAnimationDuration(_ duration: Double) {
    AnimationScope.innermostBlock?.duration = duration
  }

  /// Sets the delay, in seconds, of the innermost open block.
  public static func setAnimationDelay(_ delay: Double) { AnimationScope.innermostBlock?.delay = delay }

  /// Sets the timeline time, in seconds, at which the innermost open block starts (instead of now).
  public static func setAnimationStartDate(_ time: Double) { AnimationScope.innermostBlock?.startDate = time }

  /// Sets the curve of the innermost open block.
  public static func setAnimationCurve(_ curve: AnimationCurve) {
    AnimationScope.innermostBlock?.curve = TimingCurve(curve)
    AnimationScope.innermostBlock?.spring = nil
  }

  /// Sets a custom cubic Bézier curve on the innermost open block (a Flipbook extension).
  public static func setAnimationTimingCurve(_ curve: TimingCurve) {
    AnimationScope.innermostBlock?.curve = curve
    AnimationScope.innermostBlock?.spring = nil
  }

  /// Sets the number of cycles (fractions allowed; 0 plays once) of the innermost open block.
  public static func setAnimationRepeatCount(_ count: Double) {
    AnimationScope.innermostBlock?.repeatCount = count
  }

  /// Sets whether the innermost open block plays forward then backward in each cycle.
  public static func setAnimationRepeatAutoreverses(_ autoreverses: Bool) {
    AnimationScope.innermostBlock?.autoreverses = autoreverses
  }

  /// Sets whether the innermost open block starts from the presentation values of animations in flight.
  public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
    AnimationScope.innermostBlock?.beginsFromCurrentState = fromCurrentState
  }

  /// Sets the delegate that hears when the innermost open block starts and stops.
  public static func setAnimationDelegate(_ delegate: (any AnimationDelegate)?) {
    AnimationScope.innermostBlock?.delegate = delegate
  }
}
