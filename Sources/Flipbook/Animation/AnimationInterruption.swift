/// What a new animation of a property does to the animations of that property already running in a window
/// (``Animator/interruption``).
///
/// ```swift
/// window.animator.interruption = .additive
/// View.animate(withDuration: 1) { card.center = Point(x: 200, y: 0) }
/// window.step(to: 0.5)
/// View.animate(withDuration: 1) { card.center = Point(x: 0, y: 0) }  // blends with the first
/// ```
public enum AnimationInterruption: String, Sendable, Hashable, CaseIterable {
  /// iOS 7 and earlier: the new animation replaces the running one, which reports `finished = false`, and
  /// starts from the model value (or the presentation value with `.beginFromCurrentState`).
  case replace
  /// iOS 8 and later: a new animation of `center` or `bounds` adds to those running: the presentation is the
  /// model value plus, for each animation `i`, `(old − new)ᵢ · (1 − easeᵢ(progressᵢ))`; each keeps its own clock
  /// and completes with `finished = true`. Other properties replace, starting from the presentation value.
  case additive
}
