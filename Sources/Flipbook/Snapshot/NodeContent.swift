/// The content a view shows besides its background and `draw(_:)` output: an image, text or a piece of a label's text.
///
/// Referenced by `RenderNode.content` through `RenderSnapshot.contents`.
///
/// ```swift
/// let logo = NodeContent.image(Image(width: 1, height: 1, pixels: [0xFF00_00FF]))
/// let title = NodeContent.text(TextContent("Hello"))
/// ```
public enum NodeContent: Sendable, Hashable {
  /// A bitmap, laid out by the node's `contentMode` and `contentStretch` (an `ImageView`'s image).
  case image(Image)
  /// Text laid out in the node's bounds (a `Label`'s text).
  case text(TextContent)
  /// Some glyphs of a label's whole layout (a ``TextPieceView``'s piece of a split label).
  case textPiece(TextPieceContent)
}
