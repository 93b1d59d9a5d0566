import FlipbookGeometry

/// `{"view": id, <property>: value, ...}`: new values for some properties of one view.
///
/// Animatable properties (`frame`, `bounds`, `center`, `transform`, `alpha`, `backgroundColor`) animate inside
/// a block; `hidden`, `clipsToBounds` and `tag` always apply at once. They apply in the order
/// `frame`, `center`, `bounds`, `transform`, `alpha`, `backgroundColor`, `hidden`, `clipsToBounds`, `tag`
/// (so `bounds` applies after `frame`, as in UIKit).
///
/// ```swift
/// var change = Change(view: ViewReference(id: "card", source: .document), source: .document)
/// change.alpha = 0.5
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
  /// New `transform`.
  public var transform: AffineTransform?
  /// New `alpha`.
  public var alpha: Double?
  /// New `backgroundColor`: `.some(nil)` (written `null`) removes the colour.
  public var backgroundColor: Color??
  /// New `hidden` (not animatable).
  public var isHidden: Bool?
  /// New `clipsToBounds` (not animatable).
  public var clipsToBounds: Bool?
  /// New `tag` (not animatable).
  public var tag: Int?
  /// Where the change's object is in the file.
  public var source: SourceReference

  /// Creates a change that sets nothing yet.
  public init(view: ViewReference, source: SourceReference) {
    self.view = view
    self.source = source
  }

  /// Whether it sets `frame`, `center`, `bounds` or `transform` (which move the view).
  public var movesView: Bool { frame != nil || center != nil || bounds != nil || transform != nil }

  /// Whether it sets any property at all.
  public var isEmpty: Bool {
    !movesView && alpha == nil && backgroundColor == nil && isHidden == nil && clipsToBounds == nil
      && tag == nil
  }
}
