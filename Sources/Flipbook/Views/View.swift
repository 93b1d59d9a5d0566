import FlipbookGeometry

/// A rectangular area on the screen and the object that manages its content: Flipbook's `UIView`.
///
/// A view has a frame in its superview's coordinates, bounds in its own, a center and a transform applied
/// about the center; it keeps its subviews back to front and draws them after itself. Properties you set are
/// the *model* values; while an animation runs, `presentation` tells what is on screen.
///
/// ```swift
/// let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// let card = View(frame: Rect(x: 20, y: 20, width: 100, height: 60))
/// card.backgroundColor = .red
/// window.addSubview(card)
/// View.animate(withDuration: 0.3) { card.alpha = 0 }
/// ```
///
/// Views are main-actor objects, as in UIKit. Subclasses override `draw(_:)`, `layoutSubviews()`,
/// `sizeThatFits(_:)` and the hierarchy callbacks.
@MainActor
open class View {
  // The engine's state below is marked `@exclusivity(unchecked)`: every snapshot and step reads it for every
  // view, and the runtime check each access would pay is a large part of that work. Only this module
  // touches it, on the main actor, and no access to one of these properties overlaps another. Public
  // settings a snapshot reads (`clipsToBounds`, `contentMode`, `contentScaleFactor`) keep such storage
  // behind accessors, so that code outside the module reaches it only through a get or a set.

  // MARK: Model values
  /// The model value of every animatable property (what the setters set and the getters return).
  @exclusivity(unchecked) var model: AnimatableValues
  @exclusivity(unchecked) var modelHidden = false
  /// The backing layer's `zPosition` (``BackingLayer/zPosition``): orders the view among its siblings.
  @exclusivity(unchecked) var layerZPosition = 0.0
  // The layer style's accessors (corner radius, border, shadow) are in View+LayerStyle.swift.

  /// Whether subviews are clipped to the bounds when drawn. Default `false`.
  public var clipsToBounds: Bool {
    get { clipsToBoundsStorage }
    set { clipsToBoundsStorage = newValue }
  }
  @exclusivity(unchecked) private var clipsToBoundsStorage = false
  /// A hint that the view draws fully opaque content. Default `true`, as in UIKit, and not changed by
  /// `alpha` or `backgroundColor`. Flipbook records it; drawing does not depend on it.
  public var isOpaque = true
  /// Whether the backing store is cleared before `draw(_:)` runs. Default `true`; when `false`, new drawing
  /// lands on top of what the last `draw(_:)` drew.
  public var clearsContextBeforeDrawing = true
  /// An integer you can use to find the view with `viewWithTag(_:)`. Default 0.
  public var tag = 0
  /// How content is laid out when the bounds change. Default `.scaleToFill`. With `.redraw`, a bounds size
  /// change calls `setNeedsDisplay()`; the other modes are recorded only (the renderer does not scale
  /// content).
  public var contentMode: ContentMode {
    get { contentModeStorage }
    set { contentModeStorage = newValue }
  }
  @exclusivity(unchecked) private var contentModeStorage = ContentMode.scaleToFill
  /// Pixels per point of the view's drawn content. Default 1.
  public var contentScaleFactor: Double {
    get { contentScaleFactorStorage }
    set { contentScaleFactorStorage = newValue }
  }
  @exclusivity(unchecked) private var contentScaleFactorStorage = 1.0
  /// Whether the view (and its subtree) takes part in hit-testing. Default `true`.
  public var isUserInteractionEnabled = true
  /// Whether the view receives multiple touches. Default `false`; recorded only, there are no touches.
  public var isMultipleTouchEnabled = false
  /// Whether the view handles touches exclusively. Default `false`; recorded only.
  public var isExclusiveTouch = false

  // MARK: Layout
  /// How the view resizes when its superview's bounds size changes. Default `[]`: it does not resize.
  public var autoresizingMask: AutoresizingMask = []
  /// Whether a bounds size change resizes the subviews by their autoresizing masks. Default `true`.
  public var autoresizesSubviews = true
  var needsLayout = false
  /// Whether this view or a view of its subtree needs layout: `layoutIfNeeded()` skips subtrees without it.
  /// Set by `setNeedsLayout()` on the view and its ancestors.
  var layoutPending = false

  // MARK: Hierarchy
  weak var superviewStorage: View?
  @exclusivity(unchecked) var subviewStorage: [View] = []
  weak var windowStorage: Window?

  // MARK: Drawing
  @exclusivity(unchecked) var needsDisplay = true
  @exclusivity(unchecked) var displayList = DisplayList()

  // MARK: Animation bookkeeping
  /// The tracks animating this view's properties in its window's animator, one per animating property.
  @exclusivity(unchecked) var tracks: [TrackReference] = []
  /// The index of the transition running on this view (as a container) in its window's animator.
  @exclusivity(unchecked) var transitionIndex: Int32?
  /// The layers the view's layer holds besides its subviews' (``layer``); `nil` for most views.
  @exclusivity(unchecked) var layerHost: LayerHost?
  /// The additive animations (delta tracks) of this view's properties, several per property possible; never
  /// a property that also has an entry in `tracks`.
  @exclusivity(unchecked) var deltaTracks: [TrackReference] = []

  /// Creates a view with the given frame rectangle in its superview's coordinates.
  ///
  /// ```swift
  /// let v = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
  /// // v.center == Point(x: 35, y: 35), v.bounds == Rect(x: 0, y: 0, width: 50, height: 50)
  /// ```
  public init(frame: Rect) {
    let f = frame.standardized
    model = AnimatableValues(
      center: Point(x: f.midX, y: f.midY), bounds: Rect(x: 0, y: 0, width: f.width, height: f.height))
  }

  /// Creates a view with a zero frame.
  public convenience init() { self.init(frame: .zero) }

  // Teardown (h-reliability): releases a deep subtree with an explicit stack, since releasing it
  // recursively overflows the stack at some 50,000 levels. Subviews still referenced elsewhere keep theirs.
  isolated deinit {
    guard !subviewStorage.isEmpty else { return }
    var pending: [View] = []
    swap(&pending, &subviewStorage)
    while var view = pending.popLast() {
      if isKnownUniquelyReferenced(&view) && !view.subviewStorage.isEmpty {
        pending.append(contentsOf: view.subviewStorage)
        view.subviewStorage = []
      }
    }
  }

  // MARK: Overridable behaviour

  /// Draws the view's content into `GraphicsContext.current`, in bounds coordinates. The default draws
  /// nothing; override it to draw (calling `super` first is harmless). Called when a snapshot is taken, only
  /// once at first and then after `setNeedsDisplay()`, never every frame. `rect` is the bounds.
  ///
  /// ```swift
  /// final class Dot: View {
  ///   override func draw(_ rect: Rect) {
  ///     let g = GraphicsContext.current!
  ///     g.setFillColor(.blue)
  ///     g.fillEllipse(in: bounds)
  ///   }
  /// }
  /// ```
  open func draw(_ rect: Rect) {}

  // MARK: Callbacks (override in subclasses; the defaults do nothing)

  // The order of the calls is documented on `insertSubview(_:at:)` and `removeFromSuperview()`.

  /// Called on the superview after a subview was added by `addSubview(_:)` or an `insertSubview` method.
  ///
  /// ```swift
  /// override func didAddSubview(_ subview: View) { subview.backgroundColor = .white }
  /// ```
  open func didAddSubview(_ subview: View) {}
  /// Called on the superview before a subview leaves it, by `removeFromSuperview()` or by being added
  /// elsewhere.
  open func willRemoveSubview(_ subview: View) {}
  /// Called before the superview changes to `newSuperview` (`nil` when being removed).
  open func willMove(toSuperview newSuperview: View?) {}
  /// Called after the superview changed (possibly to `nil`).
  open func didMoveToSuperview() {}
  /// Called before the window changes (`nil` when leaving the window), for the view and each descendant.
  open func willMove(toWindow newWindow: Window?) {}
  /// Called after the window changed, for the view and each descendant; `window` may be `nil`.
  open func didMoveToWindow() {}

  /// Override to position subviews; called by `layoutIfNeeded()` when the view needs layout. The default does
  /// nothing (autoresizing already ran when the bounds changed).
  ///
  /// ```swift
  /// override func layoutSubviews() { badge.center = Point(x: bounds.width - 8, y: 8) }
  /// ```
  open func layoutSubviews() {}

  /// Called on the superview when a subview's bounds size or `isHidden` changed, or when the order of the
  /// subviews changed: what a `StackView` lays out by, so it marks itself for layout. The default does
  /// nothing.
  func subviewLayoutInputsDidChange() {}

  /// The value of a side of ``intrinsicContentSize`` that the view has no size for (`UIView.noIntrinsicMetric`).
  public static let noIntrinsicMetric: Double = -1

  /// The size the view's content needs by itself (`UIView.intrinsicContentSize`): a label's text, an image
  /// view's image; ``noIntrinsicMetric`` for a side with none, which is the default for both. A stack lays
  /// out an arranged view that gives no size along a side (0 there) by it.
  ///
  /// ```swift
  /// View(frame: .zero).intrinsicContentSize  // (-1, -1): no intrinsic size
  /// ImageView(image: logo).intrinsicContentSize  // logo.size
  /// ```
  open var intrinsicContentSize: Size { Size(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

  /// Tells the superview that ``intrinsicContentSize`` changed (a label's text or font did), so that a stack
  /// laying it out by that size lays out again (`UIView.invalidateIntrinsicContentSize()`).
  ///
  /// ```swift
  /// final class Badge: View {
  ///   var count = 0 { didSet { invalidateIntrinsicContentSize() } }
  /// }
  /// ```
  open func invalidateIntrinsicContentSize() {
    superviewStorage?.subviewLayoutInputsDidChange()
  }

  /// The size that best fits the view's content, given the size available (what `sizeToFit()` passes: the
  /// current bounds size). The default returns `size` unchanged. It does not resize the view.
  ///
  /// ```swift
  /// final class Chip: View {
  ///   override func sizeThatFits(_ size: Size) -> Size { Size(width: 80, height: 28) }
  /// }
  /// ```
  open func sizeThatFits(_ size: Size) -> Size { size }

  /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its frame origin. Override `sizeThatFits(_:)`,
  /// not this method.
  ///
  /// ```swift
  /// label.sizeToFit()
  /// ```
  open func sizeToFit() {
    let size = sizeThatFits(model.bounds.size)
    let origin = frame.origin
    frame = Rect(origin: origin, size: size)
  }

  /// Whether `point`, in this view's bounds coordinates, lies in its bounds (`minX <= x < maxX`, and so for
  /// y). Override it to grow or shrink the touchable area; `hitTest(_:)` asks it.
  ///
  /// ```swift
  /// button.point(inside: Point(x: 5, y: 5))
  /// ```
  open func point(inside point: Point) -> Bool { model.bounds.contains(point) }

  /// The farthest descendant (or this view) that contains `point`, given in this view's bounds coordinates,
  /// or `nil`. Subviews are tried front-most first, and only when `point(inside:)` holds for this view, so a
  /// subview sticking out of its superview cannot be hit outside it. Hidden views, views with alpha below
  /// 0.01, views with user interaction disabled, and views animating without `.allowUserInteraction` are
  /// skipped with their subtrees. Model values count, not the presentation.
  ///
  /// ```swift
  /// let target = window.hitTest(Point(x: 40, y: 60))
  /// ```
  open func hitTest(_ point: Point) -> View? { defaultHitTest(point) }

  /// The image or text this view shows as its layer's content, for snapshots: `nil` here; `ImageView` and
  /// `Label` override it (a virtual call per view, not a dynamic cast).
  var nodeContent: NodeContent? { nil }
}

/// One entry of `View.tracks`: the track animating `property` of the view, an index into the table of the
/// property's track type.
struct TrackReference: Sendable {
  var property: AnimatableProperty
  var index: Int32
}
