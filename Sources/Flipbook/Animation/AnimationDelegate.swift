/// Receives the begin/commit API's start and stop messages (UIKit's `setAnimationWillStart(_:)` and
/// `setAnimationDidStop(_:)` selectors).
///
/// ```swift
/// final class Logger: AnimationDelegate {
///   func animationDidStop(_ id: String?, finished: Bool, context: Any?) { print(id ?? "-", finished) }
/// }
/// View.beginAnimations("fade", context: nil)
/// View.setAnimationDelegate(logger)
/// card.alpha = 0
/// View.commitAnimations()
/// ```
@MainActor
public protocol AnimationDelegate: AnyObject {
  /// Called when the block's animations become active (after any delay).
  func animationWillStart(_ animationID: String?, context: Any?)
  /// Called when every animation of the block has ended, before the block's completion.
  func animationDidStop(_ animationID: String?, finished: Bool, context: Any?)
}

extension AnimationDelegate {
  public func animationWillStart(_ animationID: String?, context: Any?) {}
  public func animationDidStop(_ animationID: String?, finished: Bool, context: Any?) {}
}
