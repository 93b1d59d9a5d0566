import FlipbookGeometry

/// Text as a label shows it: the string, font, colour, alignment and line limit (`UILabel`'s `text`,
/// `font`, `textColor`, `textAlignment` and `numberOfLines`, with `lineBreakMode` `.byTruncatingTail`).
///
/// Lines wrap at word boundaries (inside a word when one word is wider than the label); text that does not
/// fit in `numberOfLines` lines, or in the label's height, ends with an ellipsis ("…") on the last line
/// shown. The text block is centred vertically in the bounds, as `UILabel` draws it.
///
/// ```swift
/// let title = TextContent("Flipbook", font: Font(size: 48, weight: .bold), color: .white, alignment: .center)
/// ```
public struct TextContent: Sendable, Hashable {
  /// The text; `"\n"` starts a new paragraph.
  public var string: String
  /// The font.
  public var font: Font
  /// The text colour. Default opaque black.
  public var color: Color
  /// The horizontal alignment. Default `.left`.
  public var alignment: TextAlignment
  /// The most lines to show; 0 means as many as fit in the bounds. Default 1, as `UILabel`'s.
  public var numberOfLines: Int
  /// The width text of more than one line wraps at when measured for its intrinsic size
  /// (`UILabel.preferredMaxLayoutWidth`); 0, the default: no wrapping. Drawing wraps at the bounds.
  public var preferredMaxLayoutWidth: Double = 0

  /// Creates text content; the defaults are `UILabel`'s.
  public init(
    _ string: String, font: Font = Font(), color: Color = .black, alignment: TextAlignment = .left,
    numberOfLines: Int = 1
  ) {
    self.string = string
    self.font = font
    self.color = color
    self.alignment = alignment
    self.numberOfLines = numberOfLines
  }
}
