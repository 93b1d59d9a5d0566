import FlipbookGeometry

extension Window {
  /// The window's presentation state now, flat and in drawing order, ready to render on any thread.
  ///
  /// Lays out views that need it and runs pending `draw(_:)` calls (views that need display and are not
  /// hidden) first, on the main actor, as UIKit does before a frame is composited.
  ///
  /// The node storage of the last snapshot is reused when that snapshot has been released (see
  /// `SnapshotBuffers`).
  ///
  /// - Complexity: O(views in the window).
  public func renderSnapshot() -> RenderSnapshot {
    layoutIfNeeded()
    var builder = SnapshotBuilder(animator: animator, reusing: &snapshotBuffers)
    builder.append(self)
    builder.returnStorage(to: &snapshotBuffers)
    return builder.snapshot(size: model.bounds.size)
  }
}

extension View {
  /// This view and its subtree as they look now, as a snapshot whose first node is this view (in its
  /// superview's coordinates). Used as a transition's before-picture.
  ///
  /// The animations are evaluated at the clock's time first: a snapshot reads the values of the last
  /// evaluation, which may be a frame before the event asking, and which frames were computed must not
  /// change the picture.
  func subtreeSnapshot(animator: Animator) -> RenderSnapshot {
    animator.evaluate(at: animator.now)
    var builder = SnapshotBuilder(animator: animator)
    builder.includesTransitions = false
    builder.append(self)
    return builder.snapshot(size: model.bounds.size)
  }
}
