/// A transition requested inside an animation block, applied to `view` when the block commits.
@MainActor
struct PendingTransition {
  var kind: TransitionKind
  var view: View
}

extension AnimationContext {
  /// Starts the transition requested in this block. (Filled in by the transitions module.)
  func commitTransition(_ transition: PendingTransition) {}
}
