import Flipbook
import FlipbookGeometry

/// `{"view": id, <property>: value, ...}`: new values for some properties of one view.
///
/// Animatable properties (the geometry keys `frame`, `bounds`, `center`, and every other
/// ``AnimatableProperty`` by its name) animate inside a block; `hidden`, `clipsToBounds` and `tag` always apply
/// at once. They apply in the order `frame`, `center`, `bounds`, then the other animatable properties in
/// ``AnimatableProperty`` order, then `hidden`, `clipsToBounds`, `tag` (so `bounds` applies after `frame`, as
/// in UIKit).
///
/// ```swift
/// var change = Change(view: ViewReference(id: "card", source: .document), source: .document)
/// change[.alpha] = .number(0.5)
/// ```
public struct Change: Sendable {
  /// The view to change.
  public var view: ViewReference
  /// New `frame`.
  public var frame: Rect?
  /// New `center`.
  public var center: Point?
  /// New `bounds`.
  public var bounds: Rect?
  /// New values of the other animatable properties (not `center` or `bounds`), in ``AnimatableProperty``
  /// order, each at most once.
  public private(set) var values: [PropertyAssignment] = []
  /// New `hidden` (not animatable).
  public var isHidden: Bool? {
    get { rare.fields?.isHidden }
    set { rare.set(\.isHidden, to: newValue) }
  }
  /// New `clipsToBounds` (not animatable).
  public var clipsToBounds: Bool? {
    get { rare.fields?.clipsToBounds }
    set { rare.set(\.clipsToBounds, to: newValue) }
  }
  /// New `tag` (not animatable).
  public var tag: Int? {
    get { rare.fields?.tag }
    set { rare.set(\.tag, to: newValue) }
  }
  /// `image`: the new image of an image view (applies at once, even in a block).
  public var image: ImageSource? {
    get { rare.fields?.image }
    set { rare.set(\.image, to: newValue) }
  }
  /// `text`: the new text of a label (applies at once, even in a block).
  public var text: TextContent? {
    get { rare.fields?.text }
    set { rare.set(\.text, to: newValue) }
  }
  /// Where the `text` value is in the file.
  public var textSource: SourceReference? {
    get { rare.fields?.textSource }
    set { rare.set(\.textSource, to: newValue) }
  }
  /// `anchorPoint` of the view's layer (applies at once, even in a block, as UIKit animates none).
  public var anchorPoint: Point? {
    get { rare.fields?.anchorPoint }
    set { rare.set(\.anchorPoint, to: newValue) }
  }
  /// `zPosition` of the view's layer (applies at once, even in a block).
  public var zPosition: Double? {
    get { rare.fields?.zPosition }
    set { rare.set(\.zPosition, to: newValue) }
  }
  /// `contentMode` (applies at once).
  public var contentMode: ContentMode? {
    get { rare.fields?.contentMode }
    set { rare.set(\.contentMode, to: newValue) }
  }
  /// `stack`: new settings of a stack view (apply at once; the layout they cause animates in a block).
  public var stack: StackSettings? {
    get { rare.fields?.stack }
    set { rare.set(\.stack, to: newValue) }
  }
  /// `".CLASS"` as `view`: the change applies to every view with that class in the hierarchy when it runs
  /// (``view`` then holds the selector as written, for messages).
  public var selector: String? {
    get { rare.fields?.selector }
    set { rare.set(\.selector, to: newValue) }
  }
  /// `from`: values set at once when the step starts, which the change then animates away from.
  public var from: ChangeValues? {
    get { rare.fields?.from }
    set { rare.set(\.from, to: newValue) }
  }
  /// `by`: deltas added to the view's model values when the step runs, giving the change's targets.
  public var by: ChangeValues? {
    get { rare.fields?.by }
    set { rare.set(\.by, to: newValue) }
  }
  /// Where the change's object is in the file.
  public var source: SourceReference
  /// The settings most changes leave alone, stored out of line: a document of a million changes keeps them all.
  private var rare = OutOfLine<Rare>()

  /// What ``rare`` holds.
  private struct Rare: OutOfLineFields {
    var isHidden: Bool?
    var clipsToBounds: Bool?
    var tag: Int?
    var image: ImageSource?
    var text: TextContent?
    var textSource: SourceReference?
    var contentMode: ContentMode?
    var anchorPoint: Point?
    var zPosition: Double?
    var stack: StackSettings?
    var selector: String?
    var from: ChangeValues?
    var by: ChangeValues?
  }

  /// Creates a change that sets nothing yet.
  public init(view: ViewReference, source: SourceReference) {
    self.view = view
    self.source = source
  }

  /// The new value of a non-geometry animatable property, if the change sets it.
  public subscript(property: AnimatableProperty) -> PropertyValue? {
    get { values.first { $0.property == property }?.value }
    set {
      values.set(newValue, for: property)
    }
  }

  /// Whether it sets `frame`, `center`, `bounds` or `transform` (which move the view).
  public var movesView: Bool { frame != nil || center != nil || bounds != nil || self[.transform] != nil }

  /// Whether it animates inside a block: it sets an animatable property, directly, `from` or `by`.
  public var animates: Bool { movesView || !values.isEmpty || from != nil || by != nil }

  /// Whether it sets any property at all.
  public var isEmpty: Bool {
    !animates && isHidden == nil && clipsToBounds == nil && tag == nil && image == nil
      && text == nil && contentMode == nil && anchorPoint == nil && zPosition == nil && stack == nil
  }
}

/// Geometry and animatable values of a Change's `from` (start values) or `by` (deltas).
///
/// ```swift
/// // "by": {"center": [0, 96], "alpha": -0.5}
/// var by = ChangeValues()
/// by.center = Point(x: 0, y: 96)
/// by.values = [PropertyAssignment(property: .alpha, value: .number(-0.5))]
/// ```
public struct ChangeValues: Sendable {
  /// `frame` (a delta `[dx, dy, dw, dh]` in `by`).
  public var frame: Rect?
  /// `center` (a delta `[dx, dy]` in `by`).
  public var center: Point?
  /// `bounds` (a delta `[dx, dy, dw, dh]` in `by`).
  public var bounds: Rect?
  /// The other animatable properties, in ``AnimatableProperty`` order.
  public var values: [PropertyAssignment] = []
  /// Where the object is in the file.
  public var source: SourceReference = .document

  /// Creates an empty set of values.
  public init() {}

  /// The properties it names, as the file's keys.
  public var keys: [String] {
    [frame.map { _ in "frame" }, center.map { _ in "center" }, bounds.map { _ in "bounds" }].compactMap { $0 }
      + values.map(\.property.name)
  }
}

/// One property's new value in a ``Change``.
public struct PropertyAssignment: Sendable, Hashable {
  /// The property.
  public var property: AnimatableProperty
  /// Its new value.
  public var value: PropertyValue

  /// Creates an assignment.
  public init(property: AnimatableProperty, value: PropertyValue) {
    self.property = property
    self.value = value
  }
}

extension AnimatableProperty {
  /// `center` and `bounds`: decoded with `frame` by the geometry rule, not by name alone.
  var isGeometry: Bool { self == .center || self == .bounds }

  /// The animatable properties a view or change names directly (all but the geometry ones).
  static let namedByKey: [AnimatableProperty] = allCases.filter { !$0.isGeometry }
}

extension [PropertyAssignment] {
  /// Sets `property` to `value` (nil removes it), keeping the list in ``AnimatableProperty`` order with each
  /// property at most once: what a change's and a view's values both are.
  mutating func set(_ value: PropertyValue?, for property: AnimatableProperty) {
    removeAll { $0.property == property }
    guard let value else { return }
    append(PropertyAssignment(property: property, value: value))
    sort { $0.property.ordinal < $1.property.ordinal }
  }
}
