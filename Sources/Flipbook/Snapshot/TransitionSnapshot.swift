import FlipbookGeometry

/// A transition in flight on a container view, as the renderer needs it.
///
/// The node that refers to it is drawn twice: `before` is the container's subtree as it was when the
/// transition began (its first node is the container), and the live subtree in the snapshot is the after state.
/// `progress` is already eased by the transition's curve.
public struct TransitionSnapshot: Sendable, Equatable {
  /// Which effect to draw.
  public var kind: TransitionKind
  /// Eased progress in [0, 1].
  public var progress: Double
  /// The container's subtree when the transition began; `before.nodes[0]` is the container.
  public var before: RenderSnapshot

  /// Creates a transition snapshot.
  public init(kind: TransitionKind, progress: Double, before: RenderSnapshot) {
    self.kind = kind
    self.progress = progress
    self.before = before
  }
}
