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
  public var isHidden: Bool?
  /// New `clipsToBounds` (not animatable).
  public var clipsToBounds: Bool?
  /// New `tag` (not animatable).
  public var tag: Int?
  /// `image`: the new image of an image view (applies at once, even in a block).
  public var image: ImageSource?
  /// `text`: the new text of a label (applies at once, even in a block).
  public var text: TextContent?
  /// Where the `text` value is in the file.
  public var textSource: SourceReference?
  /// `contentMode` (applies at once).
  public var contentMode: ContentMode?
  /// Where the change's object is in the file.
  public var source: SourceReference

  /// Creates a change that sets nothing yet.
  public init(view: ViewReference, source: SourceReference) {
    self.view = view
    self.source = source
  }

  /// The new value of a non-geometry animatable property, if the change sets it.
  public subscript(property: AnimatableProperty) -> PropertyValue? {
    get { values.first { $0.property == property }?.value }
    set {
      values.removeAll { $0.property == property }
      guard let newValue else { return }
      values.append(PropertyAssignment(property: property, value: newValue))
      values.sort { $0.property.ordinal < $1.property.ordinal }
    }
  }

  /// Whether it sets `frame`, `center`, `bounds` or `transform` (which move the view).
  public var movesView: Bool { frame != nil || center != nil || bounds != nil || self[.transform] != nil }

  /// Whether it sets any property at all.
  public var isEmpty: Bool {
    !movesView && values.isEmpty && isHidden == nil && clipsToBounds == nil && tag == nil && image == nil
      && text == nil && contentMode == nil
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
