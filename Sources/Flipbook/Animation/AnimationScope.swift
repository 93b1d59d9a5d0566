/// The animation blocks open in the code running now, and the window that code runs for.
///
/// There is no process-wide animation state: each window's ``Animator`` owns a scope, bound (as a task-local
/// value) while the animator runs its events — scheduled callbacks, completions, delegate calls — and while
/// `Window.perform(_:)` runs. `View.animate` outside any bound scope binds a scope of its own for its
/// closure, and its block attaches to the window of the first view it animates. So UIKit's class-level
/// calls find their window: an animation block animates in the window of the views it touches, a block that
/// animates nothing completes on the bound window's clock, and `beginAnimations` / `setAnimationsEnabled`
/// act on the bound window. See "Isolation" in Documentation/Views.md.
@MainActor
final class AnimationScope {
  /// Open blocks, outermost first.
  var blocks: [AnimationContext] = []
  /// The animator whose code is running, if the scope belongs to a window.
  weak var animator: Animator?

  init(animator: Animator?) { self.animator = animator }

  /// The innermost open block.
  var innermost: AnimationContext? { blocks.last }

  /// The scope bound to the running code, if any.
  nonisolated static let bound = TaskLocal<AnimationScope?>(wrappedValue: nil)
  /// True inside `View.performWithoutAnimation`.
  nonisolated static let suppressesAnimations = TaskLocal<Bool>(wrappedValue: false)

  /// The scope of the running code, if one is bound.
  static var current: AnimationScope? { bound.get() }

  /// The innermost open block of the running code.
  static var innermostBlock: AnimationContext? { bound.get()?.blocks.last }

  /// Runs `body` in the bound scope, or in a new window-less scope bound for its duration.
  static func withCurrentOrNew<R>(_ body: (AnimationScope) -> R) -> R {
    if let scope = bound.get() { return body(scope) }
    let scope = AnimationScope(animator: nil)
    return bound.withValue(scope) { body(scope) }
  }

  /// The window this scope acts on: its own, or that of the outermost open block that has changed a view.
  var window: Animator? {
    animator ?? blocks.lazy.compactMap { $0.animator ?? $0.touchedAnimator }.first
  }
}
