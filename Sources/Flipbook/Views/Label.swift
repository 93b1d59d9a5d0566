import FlipbookGeometry

/// A view that shows one or more lines of read-only text (Flipbook's `UILabel`).
///
/// The text is laid out in the bounds with Pango when rendered: wrapped at words, limited to
/// `numberOfLines` (0: as many as fit), truncated at the tail with "…", aligned by `textAlignment` and
/// centred vertically, as `UILabel` does. The text is the layer's content and is clipped to the bounds.
/// User interaction is off by default, as in `UILabel`.
///
/// ```swift
/// let title = Label(frame: Rect(x: 0, y: 40, width: 640, height: 60))
/// title.text = "Flipbook"
/// title.font = Font(size: 44, weight: .bold)
/// title.textColor = .white
/// title.textAlignment = .center
/// window.addSubview(title)
/// ```
open class Label: View {
  /// The text shown; `nil` or empty shows nothing. Changing it takes effect at once (animate it with a
  /// `crossDissolve` transition).
  public var text: String?
  /// The font. Default DejaVu Sans, 17 points, regular.
  public var font = Font()
  /// The text colour. Default opaque black.
  public var textColor = Color.black
  /// The horizontal alignment. Default `.left`.
  public var textAlignment = TextAlignment.left
  /// The most lines shown; 0 means as many as fit. Default 1.
  public var numberOfLines = 1

  /// Creates a label with `frame` and no text.
  public override init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// The text and its attributes as the renderer draws them, or `nil` when there is no text.
  ///
  /// ```swift
  /// label.text = "Hi"
  /// label.textContent?.numberOfLines  // 1
  /// ```
  public var textContent: TextContent? {
    guard let text, !text.isEmpty else { return nil }
    return TextContent(
      text, font: font, color: textColor, alignment: textAlignment, numberOfLines: max(numberOfLines, 0))
  }

  override var nodeContent: NodeContent? { textContent.map(NodeContent.text) }
}
