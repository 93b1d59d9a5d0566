import FlipbookGeometry

extension View {
  /// The opacity, 0 to 1 (clamped). Default 1. Below 1 the view and its subviews composite as one group;
  /// below 0.01 the view is skipped by hit-testing. Animatable.
  ///
  /// ```swift
  /// View.animate(withDuration: 0.25) { toast.alpha = 0 }
  /// ```
  public var alpha: Double {
    get { model.alpha }
    set { setAnimatable(PropertyDescriptors.alpha, min(max(newValue, 0), 1)) }
  }

  /// The fill of the bounds, or `nil` for none (transparent). Default `nil`. Animatable; `nil` animates as
  /// clear.
  ///
  /// ```swift
  /// card.backgroundColor = Color(hex: "#FF3B30")
  /// ```
  public var backgroundColor: Color? {
    get { model.backgroundColor }
    set { setAnimatable(PropertyDescriptors.backgroundColor, newValue) }
  }

  /// Whether the view (and so its subtree) is hidden. Default `false`. Not animatable: it changes at once,
  /// even in a block. The flag is the view's own: hiding a view does not change its subviews' flags, and a
  /// view can read `false` while an ancestor hides it. A hidden view stays in its superview, is autoresized
  /// as usual, and is skipped by hit-testing; in a `StackView` it takes no space (a change marks the stack
  /// as needing layout).
  ///
  /// ```swift
  /// spinner.isHidden = true
  /// ```
  public var isHidden: Bool {
    get { modelHidden }
    set {
      guard newValue != modelHidden else { return }
      modelHidden = newValue
      superviewStorage?.subviewLayoutInputsDidChange()
    }
  }

  /// Marks the whole view as needing to be redrawn: `draw(_:)` runs once when the next snapshot is taken.
  /// Geometry changes do not need it (except with `contentMode == .redraw`).
  ///
  /// ```swift
  /// gauge.value = 0.7
  /// gauge.setNeedsDisplay()
  /// ```
  public func setNeedsDisplay() { needsDisplay = true }

  /// Marks part of the view as needing to be redrawn; Flipbook redraws the whole view, with `rect == bounds`.
  public func setNeedsDisplay(_ invalidRect: Rect) { needsDisplay = true }
}
