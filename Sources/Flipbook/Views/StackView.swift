import FlipbookGeometry

/// A view that lines up its subviews in a row or a column: Flipbook's `UIStackView`, laid out in the
/// layout pass (`layoutSubviews()`).
///
/// Every subview is an arranged view, in subview order (back to front is start to end); hidden subviews
/// take no space and are left where they are. Along the axis a view keeps its bounds size, unless the
/// distribution is `fillEqually` or `fillProportionally`; a side the view gave no size for (0 when it was
/// first laid out) follows its `intrinsicContentSize` instead, as UIStackView's constraints do (a label
/// sized by its text, an image view by its image); across it, alignment `fill` stretches it to the stack less the `insets`, the other
/// alignments place it. A layout sets each view's `bounds` size and `center` (not `frame`), so a view's
/// transform does not change its slot, and only values that differ are set.
///
/// A change of the stack's settings, of its bounds size, of its subviews (added, removed, reordered) or of a
/// subview's bounds size or `isHidden` marks the stack with `setNeedsLayout()`; the layout runs at the next
/// `layoutIfNeeded()` (or snapshot). Inside an animation block, calling `layoutIfNeeded()` after the change
/// animates every view the layout moves with the block's timing, as in UIKit:
///
/// ```swift
/// let list = StackView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// list.axis = .vertical
/// list.spacing = 8
/// for _ in 0..<5 { list.addArrangedSubview(View(frame: Rect(x: 0, y: 0, width: 0, height: 44))) }
/// window.addSubview(list)
/// list.layoutIfNeeded()            // rows at y 0, 52, 104, 156, 208, each 320 wide
/// View.animate(withDuration: 0.3) {
///   list.arrangedSubviews[1].bounds.size.height = 120
///   list.layoutIfNeeded()          // rows 2…4 slide down 76 points with the block's curve
/// }
/// ```
///
/// Stacks nest: a vertical stack of horizontal stacks is a grid. A stack does not resize itself to its
/// content; `sizeToFit()` does (see `sizeThatFits(_:)`).
open class StackView: View {
  /// The direction views line up in. Default `.horizontal`, as in UIKit.
  public var axis: Axis = .horizontal {
    didSet { if axis != oldValue { setNeedsLayout() } }
  }
  /// The distance between adjacent views along the axis (the smallest distance for `equalSpacing` and
  /// `equalCentering`). Default 0.
  public var spacing: Double = 0 {
    didSet { if spacing != oldValue { setNeedsLayout() } }
  }
  /// Where views go across the axis. Default `.fill`.
  public var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { setNeedsLayout() } }
  }
  /// How views share the length of the axis. Default `.fill`.
  public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { setNeedsLayout() } }
  }
  /// The margins inside the stack's bounds that views are laid out within (UIKit's `layoutMargins` with
  /// `isLayoutMarginsRelativeArrangement`). Default `.zero`.
  public var insets: EdgeInsets = .zero {
    didSet { if insets != oldValue { setNeedsLayout() } }
  }

  /// Whether the stack is placing its views now: the size changes it makes itself do not mark it again.
  private var isArranging = false
  /// The sides each arranged view gave no size for (0) when first laid out: those follow its
  /// `intrinsicContentSize` from then on, as a stack's constraints follow it in UIKit, even after a layout
  /// has sized the view.
  private var intrinsicSides: [ObjectIdentifier: (width: Bool, height: Bool)] = [:]

  /// Creates an empty stack with `frame` and the default settings.
  public override init(frame: Rect) {
    super.init(frame: frame)
  }

  /// Creates a stack with a zero frame whose subviews are `views`, in order (`UIStackView(arrangedSubviews:)`).
  ///
  /// ```swift
  /// let row = StackView(arrangedSubviews: [icon, title, badge])
  /// ```
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addSubview(view) }
  }

  /// The views the stack arranges: all its subviews, in order. Unlike UIKit, a stack cannot hold a subview
  /// it does not arrange (put such a view in the stack's superview instead).
  ///
  /// ```swift
  /// list.arrangedSubviews.count   // == list.subviews.count
  /// ```
  public var arrangedSubviews: [View] { subviews }

  /// Adds `view` at the end of the arranged views: `addSubview(_:)`.
  ///
  /// ```swift
  /// list.addArrangedSubview(row)
  /// ```
  public func addArrangedSubview(_ view: View) { addSubview(view) }

  /// Inserts `view` at `index` of the arranged views: `insertSubview(_:at:)`.
  ///
  /// ```swift
  /// list.insertArrangedSubview(header, at: 0)
  /// ```
  public func insertArrangedSubview(_ view: View, at index: Int) { insertSubview(view, at: index) }

  /// Places the visible subviews by the stack's settings (see the type's description).
  ///
  /// ```swift
  /// stack.setNeedsLayout()
  /// stack.layoutIfNeeded()   // calls layoutSubviews()
  /// ```
  open override func layoutSubviews() {
    super.layoutSubviews()
    let views = subviews.filter { !$0.isHidden }
    let slots = Self.arrange(
      arrangedSizes(of: views), in: bounds.size, axis: axis, spacing: spacing, alignment: alignment,
      distribution: distribution, insets: insets)
    isArranging = true
    defer { isArranging = false }
    for (view, slot) in zip(views, slots) {
      if view.bounds.size != slot.size { view.bounds = Rect(origin: view.bounds.origin, size: slot.size) }
      let center = Point(x: slot.midX, y: slot.midY)
      if view.center != center { view.center = center }
    }
  }

  /// The size the arranged content needs, whatever `size` offers: along the axis, the visible views'
  /// lengths (for `fillEqually`, the longest one's, times their number) and the spacing between them;
  /// across it, the largest visible view; both plus the insets. `sizeToFit()` resizes the stack to it.
  ///
  /// ```swift
  /// column.sizeToFit()   // as tall as its rows and their spacing
  /// ```
  open override func sizeThatFits(_ size: Size) -> Size {
    let sizes = arrangedSizes(of: subviews.filter { !$0.isHidden })
    let vertical = axis == .vertical
    let along = sizes.map { max(0, vertical ? $0.height : $0.width) }
    let across = sizes.map { max(0, vertical ? $0.width : $0.height) }
    let gaps = spacing * Double(max(0, sizes.count - 1))
    let length =
      (distribution == .fillEqually ? Double(along.count) * (along.max() ?? 0) : along.reduce(0, +)) + gaps
    let breadth = across.max() ?? 0
    let width = (vertical ? breadth : length) + insets.left + insets.right
    let height = (vertical ? length : breadth) + insets.top + insets.bottom
    return Size(width: width, height: height)
  }

  /// The sizes `views` are laid out by: each side the view gave no size for (0 when first laid out) is its
  /// intrinsic size there when it has one (UIStackView lays out by intrinsic content size), else the
  /// bounds size.
  private func arrangedSizes(of views: [View]) -> [Size] {
    let present = Set(subviews.map(ObjectIdentifier.init))
    intrinsicSides = intrinsicSides.filter { present.contains($0.key) }
    return views.map { view in
      let size = view.bounds.size
      let key = ObjectIdentifier(view)
      let sides = intrinsicSides[key] ?? (size.width == 0, size.height == 0)
      intrinsicSides[key] = sides
      guard sides.width || sides.height else { return size }
      let intrinsic = view.intrinsicContentSize
      return Size(
        width: sides.width && intrinsic.width >= 0 ? intrinsic.width : size.width,
        height: sides.height && intrinsic.height >= 0 ? intrinsic.height : size.height)
    }
  }

  override func subviewLayoutInputsDidChange() {
    if !isArranging { setNeedsLayout() }
  }
}
