import FlipbookGeometry

extension View {
  /// Marks the view as needing layout; the next `layoutIfNeeded()` that reaches it calls `layoutSubviews()`.
  /// A bounds size change, and adding or removing a subview, mark the view too.
  ///
  /// ```swift
  /// gallery.setNeedsLayout()
  /// gallery.layoutIfNeeded()   // gallery.layoutSubviews() runs once
  /// ```
  public func setNeedsLayout() {
    needsLayout = true
    markLayoutPending()
  }

  /// Marks this view and its ancestors as having layout pending in their subtree, up to the first ancestor
  /// already marked (whose own ancestors are then marked too).
  func markLayoutPending() {
    var view: View? = self
    while let current = view, !current.layoutPending {
      current.layoutPending = true
      view = current.superviewStorage
    }
  }

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
    // Pre-order, as if every view of the subtree were visited, but a subtree in which no view needs layout
    // (no `layoutPending` mark) is skipped. A view is checked when the walk reaches it, so a layout that
    // marks a view the walk has not reached yet still lays it out in this pass.
    guard root.layoutPending else { return }
    var levels: [(subviews: [View], next: Int)] = []
    var view: View? = root
    while true {
      if let current = view, current.layoutPending {
        current.layoutPending = false
        if current.needsLayout {
          current.needsLayout = false
          current.layoutSubviews()
        }
        if !current.subviewStorage.isEmpty { levels.append((current.subviewStorage, 0)) }
      }
      guard let top = levels.indices.last else { return }
      let next = levels[top].next
      if next < levels[top].subviews.count {
        levels[top].next = next + 1
        view = levels[top].subviews[next]
      } else {
        levels.removeLast()
        view = nil
      }
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
