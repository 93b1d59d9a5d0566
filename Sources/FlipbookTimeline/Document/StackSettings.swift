import Flipbook
import FlipbookGeometry

/// `"stack": {...}`: the stack-layout settings a view or a change gives; keys it leaves out are `nil`.
///
/// On a view it makes the view a `StackView` whose subviews are all arranged, each missing key taking the
/// format's default (vertical, spacing 0, alignment and distribution `fill`, no insets); in a change it sets
/// only the keys given, on a view made with `stack`.
///
/// ```swift
/// var settings = StackSettings(source: .document)
/// settings.spacing = 8
/// settings.apply(to: list)   // list.spacing == 8, nothing else changes
/// ```
public struct StackSettings: Sendable {
  /// `axis`.
  public var axis: StackView.Axis?
  /// `spacing`.
  public var spacing: Double?
  /// `alignment`.
  public var alignment: StackView.Alignment?
  /// `distribution`.
  public var distribution: StackView.Distribution?
  /// `insets`: `[top, left, bottom, right]`.
  public var insets: EdgeInsets?
  /// Where the `stack` object is in the file.
  public var source: SourceReference

  /// The format's axis when a view's `stack` gives none: vertical (a Swift `StackView` starts horizontal,
  /// as in UIKit).
  public static let defaultAxis = StackView.Axis.vertical

  /// Settings that set nothing yet.
  public init(source: SourceReference) {
    self.source = source
  }

  /// Sets the keys given on `stack` (each a layout input: the stack lays itself out again if it changed).
  @MainActor
  public func apply(to stack: StackView) {
    if let axis { stack.axis = axis }
    if let spacing { stack.spacing = spacing }
    if let alignment { stack.alignment = alignment }
    if let distribution { stack.distribution = distribution }
    if let insets { stack.insets = insets }
  }
}
