import FlipbookGeometry

extension View {
  func defaultHitTest(_ point: Point) -> View? {
    guard !modelHidden, isUserInteractionEnabled, model.alpha >= 0.01, allowsInteractionWhileAnimating,
      self.point(inside: point)
    else { return nil }
    for subview in subviewStorage.reversed() {
      // A subview flattened to a line or a point (a transform with zero determinant) covers no area.
      let matrix = subview.matrixToSuperview
      guard matrix.isInvertible else { continue }
      let local = point.applying(matrix.inverted())
      if let hit = subview.hitTest(local) { return hit }
    }
    return self
  }

  private var allowsInteractionWhileAnimating: Bool {
    guard !tracks.isEmpty, let animator = windowStorage?.animator else { return true }
    return animator.allowsUserInteraction(self)
  }
}

extension Animator {
  /// Whether every live animation of the view's properties was started with `.allowUserInteraction`.
  /// (A transition on the view as a container does not count.)
  func allowsUserInteraction(_ view: View) -> Bool {
    var allowed = true
    forEachGroup(of: view, includingTransition: false) { group in
      let g = Int(group)
      if (groups.state[g] == .live || groups.state[g] == .recording || groups.state[g] == .paused)
        && !groups.options[g].contains(.allowUserInteraction)
      {
        allowed = false
      }
    }
    return allowed
  }
}
