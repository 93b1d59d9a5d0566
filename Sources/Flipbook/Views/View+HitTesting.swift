import FlipbookGeometry

extension View {
  func defaultHitTest(_ point: Point) -> View? {
    guard !modelHidden, isUserInteractionEnabled, model.alpha >= 0.01, allowsInteractionWhileAnimating,
      self.point(inside: point)
    else { return nil }
    for subview in subviewStorage.reversed() {
      guard let local = subview.pointFromSuperview(point) else { continue }
      if let hit = subview.hitTest(local) { return hit }
    }
    return self
  }

  /// A point of the superview's coordinates in this view's (model values); `nil` where this view covers no
  /// area there. A 2-D transform with zero determinant flattens the view to a line or a point; under a 3-D
  /// transform the point is taken back onto the view's plane by the inverse projection, and is `nil` when
  /// the view is seen edge-on (no inverse) or the point's ray meets the plane behind the viewer. So a point
  /// is inside a projected view exactly when it falls inside its projected quadrilateral.
  func pointFromSuperview(_ point: Point) -> Point? {
    if model.hasDepth {
      // Seen edge-on (within rounding, as the renderer draws nothing there), the plane has no area.
      let map = model.planeMap
      guard abs(map.determinant) > 1e-12 else { return nil }
      return map.inverted()?.projecting(point)
    }
    let matrix = matrixToSuperview
    guard matrix.isInvertible else { return nil }
    return point.applying(matrix.inverted())
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
