import FlipbookGeometry

extension View {
  /// Marks the view as needing layout; the next `layoutIfNeeded()` that reaches it calls `layoutSubviews()`.
  /// A bounds size change, and adding or removing a subview, mark the view too.
  ///
  /// ```swift
  /// gallery.setNeedsLayout()
  /// gallery.layoutIfNeeded()   // gallery.layoutSubviews() runs once
  /// ```
  public func setNeedsLayout() { needsLayout = true }

  /// Lays out what needs it now: starting at this view, climbs to the highest ancestor chain of superviews
  /// that need layout, then calls `layoutSubviews()` on every view of that subtree that needs it, superviews
  /// before subviews (so a superview's layout can resize subviews and mark them in time).
  ///
  /// ```swift
  /// View.animate(withDuration: 0.3) { container.bounds.size.width = 400; container.layoutIfNeeded() }
  /// ```
  public func layoutIfNeeded() {
    var root: View = self
    while let parent = root.superviewStorage, parent.needsLayout { root = parent }
    var stack: [View] = [root]
    while let view = stack.popLast() {
      if view.needsLayout {
        view.needsLayout = false
        view.layoutSubviews()
      }
      stack.append(contentsOf: view.subviewStorage.reversed())
    }
  }

  /// Applies each subview's autoresizing mask after this view's bounds size changed from `oldSize`.
  func resizeSubviews(from oldSize: Size) {
    let newSize = model.bounds.size
    for subview in subviewStorage where !subview.autoresizingMask.isEmpty {
      let mask = subview.autoresizingMask
      let f = subview.frame
      let (x, w) = Self.distribute(
        delta: newSize.width - oldSize.width, origin: f.origin.x, length: f.size.width,
        flexibleLeading: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
        flexibleTrailing: mask.contains(.flexibleRightMargin))
      let (y, h) = Self.distribute(
        delta: newSize.height - oldSize.height, origin: f.origin.y, length: f.size.height,
        flexibleLeading: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
        flexibleTrailing: mask.contains(.flexibleBottomMargin))
      let resized = Rect(x: x, y: y, width: w, height: h)
      if resized != f { subview.frame = resized }
    }
  }

  /// Shares a size change evenly among the flexible parts of one axis (leading margin, length, trailing
  /// margin), as the UIView reference says: widening by 10 with a flexible width and right margin widens each
  /// by 5. A length never goes below 0.
  static func distribute(
    delta: Double, origin: Double, length: Double, flexibleLeading: Bool, flexibleLength: Bool,
    flexibleTrailing: Bool
  ) -> (origin: Double, length: Double) {
    let parts = (flexibleLeading ? 1 : 0) + (flexibleLength ? 1 : 0) + (flexibleTrailing ? 1 : 0)
    guard parts > 0, delta != 0 else { return (origin, length) }
    let share = delta / Double(parts)
    return (origin + (flexibleLeading ? share : 0), max(0, length + (flexibleLength ? share : 0)))
  }
}
