extension View {
  /// The view containing this one, or `nil`.
  ///
  /// ```swift
  /// container.addSubview(badge)   // badge.superview === container
  /// ```
  public var superview: View? { superviewStorage }

  /// The subviews, back to front. This is a copy: mutating the hierarchy while iterating it is safe.
  ///
  /// ```swift
  /// for child in container.subviews { child.removeFromSuperview() }
  /// ```
  public var subviews: [View] { subviewStorage }

  /// The window the view is in, or `nil`. A window's `window` is itself. Every view of a subtree gets its
  /// window when the subtree is added to a window, and loses it when the subtree is removed.
  ///
  /// ```swift
  /// window.addSubview(container)   // container.window === window, and so for its subviews
  /// ```
  public var window: Window? { windowStorage }

  /// Adds `view` on top of the other subviews. A view that already has a superview leaves it first; adding a
  /// subview again moves it to the front.
  ///
  /// ```swift
  /// container.addSubview(badge)
  /// ```
  public func addSubview(_ view: View) { insertSubview(view, at: subviewStorage.count) }

  /// Inserts `view` at `index` of the subviews (0 is the back), shifting the siblings above it.
  /// An index past the end appends. A view that is already a subview is taken out first, and `index`
  /// counts the remaining subviews; such a reorder sends no callbacks.
  ///
  /// A view coming from elsewhere gets UIKit's callbacks in this order (each `…Window` one only when the
  /// window changes, for the view and each of its descendants, superviews first):
  /// `view.willMove(toSuperview:)`, `willMove(toWindow:)`, `oldSuperview.willRemoveSubview(_:)`,
  /// `didMoveToWindow()`, `view.didMoveToSuperview()`, `self.didAddSubview(_:)`.
  ///
  /// Adding a view to itself or to one of its descendants, or adding a `Window`, is a precondition failure.
  ///
  /// ```swift
  /// stack.insertSubview(header, at: 0)   // behind every other subview
  /// ```
  public func insertSubview(_ view: View, at index: Int) {
    precondition(view !== self, "View.insertSubview: a view cannot be its own subview")
    precondition(
      !isDescendant(of: view),
      "View.insertSubview: cannot add a view to one of its own descendants (that would make a cycle)")
    precondition(!(view is Window), "View.insertSubview: a Window is the root of its hierarchy")
    precondition(index >= 0, "View.insertSubview(_:at:): the index \(index) is negative")
    if view.superviewStorage === self {
      let from = subviewStorage.firstIndex { $0 === view }!
      subviewStorage.remove(at: from)
      subviewStorage.insert(view, at: min(index, subviewStorage.count))
      subviewLayoutInputsDidChange()
      return
    }
    let newWindow = windowStorage
    let oldWindow = view.windowStorage
    view.willMove(toSuperview: self)
    if newWindow !== oldWindow { view.forEachInSubtree { $0.willMove(toWindow: newWindow) } }
    if let old = view.superviewStorage {
      old.willRemoveSubview(view)
      old.detach(view)
      old.setNeedsLayout()
    }
    subviewStorage.insert(view, at: min(index, subviewStorage.count))
    view.superviewStorage = self
    if newWindow !== oldWindow {
      view.changeWindow(from: oldWindow, to: newWindow)
      view.forEachInSubtree { $0.didMoveToWindow() }
    }
    setNeedsLayout()
    view.didMoveToSuperview()
    didAddSubview(view)
  }

  /// Inserts `view` just above (in front of) `sibling`. `view` may already be a sibling (it moves) or come
  /// from another superview (it leaves it first). Above itself is a no-op. When `sibling` is not a subview of
  /// this view (or is this view), `view` is added on top, as `addSubview(_:)` does: what iOS does, rather
  /// than stopping the program.
  ///
  /// ```swift
  /// card.insertSubview(highlight, aboveSubview: background)
  /// ```
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    if view === sibling, sibling.superviewStorage === self { return }
    guard let i = subviewStorage.firstIndex(where: { $0 === sibling }) else {
      addSubview(view)  // UIKit adds on top when the sibling is not a subview (or is the receiver)
      return
    }
    insertSubview(view, at: siblingIndexAfterRemoving(view, sibling: i) + 1)
  }

  /// Inserts `view` just below (behind) `sibling`. `view` may already be a sibling (it moves) or come from
  /// another superview (it leaves it first). Below itself is a no-op. When `sibling` is not a subview of this
  /// view (or is this view), `view` is added on top, as `addSubview(_:)` does (as iOS does).
  ///
  /// ```swift
  /// card.insertSubview(shadow, belowSubview: face)
  /// ```
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    if view === sibling, sibling.superviewStorage === self { return }
    guard let i = subviewStorage.firstIndex(where: { $0 === sibling }) else {
      addSubview(view)  // UIKit adds on top when the sibling is not a subview (or is the receiver)
      return
    }
    insertSubview(view, at: siblingIndexAfterRemoving(view, sibling: i))
  }

  /// Swaps the subviews at two indices (both must be valid).
  ///
  /// ```swift
  /// deck.exchangeSubview(at: 0, withSubviewAt: 1)
  /// ```
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    precondition(
      subviewStorage.indices.contains(index1) && subviewStorage.indices.contains(index2),
      "View.exchangeSubview: index out of range")
    subviewStorage.swapAt(index1, index2)
    subviewLayoutInputsDidChange()
  }

  /// Moves a subview to the front of its siblings (drawn last). Does nothing if `view` is not a subview.
  ///
  /// ```swift
  /// deck.bringSubviewToFront(selectedCard)
  /// ```
  public func bringSubviewToFront(_ view: View) {
    guard let i = subviewStorage.firstIndex(where: { $0 === view }) else { return }
    subviewStorage.append(subviewStorage.remove(at: i))
    subviewLayoutInputsDidChange()
  }

  /// Moves a subview to the back of its siblings (drawn first). Does nothing if `view` is not a subview.
  public func sendSubviewToBack(_ view: View) {
    guard let i = subviewStorage.firstIndex(where: { $0 === view }) else { return }
    subviewStorage.insert(subviewStorage.remove(at: i), at: 0)
    subviewLayoutInputsDidChange()
  }

  /// Removes the view (with its subtree) from its superview and window. Running animations of views that
  /// leave the window end with `finished == false`. Does nothing without a superview.
  ///
  /// Callbacks, in order: `superview.willRemoveSubview(_:)`, `willMove(toSuperview: nil)`,
  /// `willMove(toWindow: nil)` and, after the removal, `didMoveToWindow()` (these two only when the view was
  /// in a window, for each view of the subtree, superviews first), then `didMoveToSuperview()`.
  ///
  /// ```swift
  /// for child in container.subviews { child.removeFromSuperview() }
  /// ```
  public func removeFromSuperview() {
    guard let parent = superviewStorage else { return }
    let oldWindow = windowStorage
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    if oldWindow != nil { forEachInSubtree { $0.willMove(toWindow: nil) } }
    parent.detach(self)
    parent.setNeedsLayout()
    superviewStorage = nil
    if oldWindow != nil {
      changeWindow(from: oldWindow, to: nil)
      forEachInSubtree { $0.didMoveToWindow() }
    }
    didMoveToSuperview()
  }

  /// Whether this view is `view` or one of its descendants (a subview at any depth).
  ///
  /// ```swift
  /// label.isDescendant(of: window)   // true once the label is in the window
  /// ```
  public func isDescendant(of view: View) -> Bool {
    var node: View? = self
    while let current = node {
      if current === view { return true }
      node = current.superviewStorage
    }
    return false
  }

  /// The view with the given tag: this view first, then its descendants depth-first, back to front.
  ///
  /// ```swift
  /// let label = root.viewWithTag(42)
  /// ```
  public func viewWithTag(_ tag: Int) -> View? {
    var stack: [View] = [self]
    while let view = stack.popLast() {
      if view.tag == tag { return view }
      stack.append(contentsOf: view.subviewStorage.reversed())
    }
    return nil
  }

  // MARK: Internals

  /// Where the sibling at index `i` will be once `view` has left the subviews (if it is among them).
  private func siblingIndexAfterRemoving(_ view: View, sibling i: Int) -> Int {
    guard let current = subviewStorage.firstIndex(where: { $0 === view }) else { return i }
    return current < i ? i - 1 : i
  }

  private func detach(_ view: View) {
    if let i = subviewStorage.firstIndex(where: { $0 === view }) { subviewStorage.remove(at: i) }
  }

  /// Calls `body` for this view and every descendant, pre-order (siblings back to front), without recursion.
  /// The subtree is listed before the first call, so views that `body` adds are not visited (a view added
  /// from a callback gets its own callbacks from that `addSubview`).
  func forEachInSubtree(_ body: (View) -> Void) {
    var subtree: [View] = []
    var stack: [View] = [self]
    while let view = stack.popLast() {
      subtree.append(view)
      stack.append(contentsOf: view.subviewStorage.reversed())
    }
    for view in subtree { body(view) }
  }

  private func changeWindow(from oldWindow: Window?, to newWindow: Window?) {
    forEachInSubtree { view in
      if let oldWindow, view.isAnimating { oldWindow.animator.cancelAnimations(of: view) }
      view.windowStorage = newWindow
    }
  }
}
