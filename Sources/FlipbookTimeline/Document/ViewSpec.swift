import Flipbook
import FlipbookGeometry

/// One view as the file describes it (`views`, `addSubview`, `insertSubview`, `transitionFrom.to`).
///
/// Geometry is kept as written: either ``frame`` (optionally with ``bounds``, applied after it) or ``center``
/// with ``bounds``; nothing means the frame `[0, 0, 0, 0]`. Subviews are indices into the owning
/// ``ViewTree``, so trees of any depth are stored flat.
///
/// ```swift
/// var card = ViewSpec(source: .document)
/// card.id = "card"
/// card.frame = Rect(x: 40, y: 40, width: 120, height: 80)
/// card.backgroundColor = Color(hex: "#FF3B30")
/// ```
@dynamicMemberLookup
public struct ViewSpec: Sendable {
  /// The id steps use to name the view; `nil` for an anonymous view.
  public var id: String?
  /// `frame`, in the superview's coordinates.
  public var frame: Rect?
  /// `center`, in the superview's coordinates.
  public var center: Point?
  /// `bounds`; with `frame` it applies after it (its size equals the frame's).
  public var bounds: Rect?
  /// The other animatable properties (`transform`, `alpha`, `backgroundColor`, …), UIKit's defaults unless the
  /// file sets them; read and written by name (`spec.alpha`). Its `center` and `bounds` are not used: the
  /// geometry is ``frame``, ``center`` and ``bounds`` above.
  public var values: AnimatableValues {
    get {
      var values = Self.defaultValues
      for assignment in assignments { values.setValue(assignment.value, for: assignment.property) }
      return values
    }
    set {
      assignments = AnimatableProperty.namedByKey.compactMap { property in
        let value = newValue[property]
        return value == Self.defaultValues[property]
          ? nil : PropertyAssignment(property: property, value: value)
      }
    }
  }
  /// The values the file sets, in ``AnimatableProperty`` order: a view keeps only these (a document of a
  /// million views keeps them all), and ``values`` lays them over the defaults.
  public private(set) var assignments: [PropertyAssignment] = []
  /// `hidden`, default false.
  public var isHidden = false
  /// `clipsToBounds`, default false.
  public var clipsToBounds = false
  /// `tag`, default 0.
  public var tag = 0
  /// `autoresizingMask`, default none.
  public var autoresizingMask: AutoresizingMask {
    get { rare.fields?.autoresizingMask ?? [] }
    set { rare.set(\.autoresizingMask, to: newValue) }
  }
  /// `autoresizesSubviews`, default true.
  public var autoresizesSubviews = true
  /// `image`: the view is an `ImageView` showing it.
  public var image: ImageSource? {
    get { rare.fields?.image }
    set { rare.set(\.image, to: newValue) }
  }
  /// `text`: the view is a `Label` showing it.
  public var text: TextContent? {
    get { rare.fields?.text }
    set { rare.set(\.text, to: newValue) }
  }
  /// `text.split`: the label is split into pieces, subviews made with it.
  public var textSplit: TextSplitSpec? {
    get { rare.fields?.textSplit }
    set { rare.set(\.textSplit, to: newValue) }
  }
  /// `contentMode`, default `.scaleToFill`.
  public var contentMode: ContentMode = .scaleToFill
  /// `layers`: sublayers of the view's layer, drawn above its background, image and text and below its
  /// subviews.
  public var layers: [LayerSpec] {
    get { rare.fields?.layers ?? [] }
    set { rare.set(\.layers, to: newValue) }
  }
  /// `stack`: the view is a `StackView` that arranges its subviews with these settings.
  public var stack: StackSettings? {
    get { rare.fields?.stack }
    set { rare.set(\.stack, to: newValue) }
  }
  /// `sizeToFit`, default false: a label, image view or stack sized to its content (UIKit's `sizeToFit()`)
  /// when it joins the window and whenever its content changes.
  public var sizesToFit: Bool {
    get { rare.fields?.sizesToFit ?? false }
    set { rare.set(\.sizesToFit, to: newValue) }
  }
  /// `anchorPoint`, the view's layer's (`view.layer.anchorPoint`), default the middle; set after the
  /// geometry, it keeps `center` and moves the frame, as in UIKit.
  public var anchorPoint: Point {
    get { rare.fields?.anchorPoint ?? AnimatableValues.defaultAnchorPoint }
    set { rare.set(\.anchorPoint, to: newValue) }
  }
  /// `zPosition`, the view's layer's (`view.layer.zPosition`), default 0: orders the view among its
  /// siblings when drawn.
  public var zPosition: Double {
    get { rare.fields?.zPosition ?? 0 }
    set { rare.set(\.zPosition, to: newValue) }
  }
  /// `mask`: a layer whose alpha masks the view and its subviews (`view.layer.mask`).
  public var mask: LayerSpec? {
    get { rare.fields?.mask }
    set { rare.set(\.mask, to: newValue) }
  }
  /// `class`: the view's class names (for `".class"` selectors; no effect on drawing).
  public var classes: [String] = []
  /// Indices of the subviews in the owning ``ViewTree/views``, back to front.
  public var subviews: [Int] = []
  /// Where the view's object is in the file.
  public var source: SourceReference
  /// The settings most views leave alone, stored out of line: a document of a million views keeps them all.
  private var rare = OutOfLine<Rare>()

  /// What ``rare`` holds.
  private struct Rare: OutOfLineFields {
    var autoresizingMask: AutoresizingMask = []
    var image: ImageSource?
    var text: TextContent?
    var textSplit: TextSplitSpec?
    var stack: StackSettings?
    var layers: [LayerSpec] = []
    var sizesToFit = false
    var anchorPoint = AnimatableValues.defaultAnchorPoint
    var zPosition = 0.0
    var mask: LayerSpec?
  }

  private static let defaultValues = AnimatableValues(center: .zero, bounds: .zero)

  /// Sets a non-geometry animatable property (`spec.set(.number(0.5), for: .alpha)`); a later value of the
  /// same property replaces the earlier.
  public mutating func set(_ value: PropertyValue, for property: AnimatableProperty) {
    assignments.set(value, for: property)
  }

  /// Creates a view with every property at its default.
  public init(source: SourceReference) {
    self.source = source
  }

  /// A non-geometry animatable value by name (`spec.alpha`, `spec.transform`).
  public subscript<T>(dynamicMember keyPath: WritableKeyPath<AnimatableValues, T>) -> T {
    get { values[keyPath: keyPath] }
    set { values[keyPath: keyPath] = newValue }
  }
}

/// A forest of views stored flat, in pre-order (a view comes before its subviews).
///
/// ```swift
/// for index in tree.roots { print(tree.views[index].id ?? "-") }
/// ```
public struct ViewTree: Sendable {
  /// Every view of the forest, pre-order.
  public var views: [ViewSpec]
  /// Indices of the top-level views, back to front.
  public var roots: [Int]

  /// Creates a tree.
  public init(views: [ViewSpec] = [], roots: [Int] = []) {
    self.views = views
    self.roots = roots
  }

  /// The first top-level view (the view of an `addSubview` step), if any.
  public var first: ViewSpec? { roots.first.map { views[$0] } }
}
