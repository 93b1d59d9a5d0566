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
  public var text: String? {
    didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The font. Default DejaVu Sans, 17 points, regular.
  public var font = Font() {
    didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The text colour. Default opaque black.
  public var textColor = Color.black
  /// The horizontal alignment. Default `.left`.
  public var textAlignment = TextAlignment.left
  /// The most lines shown; 0 means as many as fit. Default 1.
  public var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The width at which ``intrinsicContentSize`` wraps text of more than one line
  /// (`UILabel.preferredMaxLayoutWidth`); 0 (the default): no wrapping.
  public var preferredMaxLayoutWidth: Double = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// Whether the text is split into ``TextPieceView`` subviews (``split(into:)``), which draw it instead
  /// of the label.
  public private(set) var isSplit = false

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
    var content = TextContent(
      text, font: font, color: textColor, alignment: textAlignment, numberOfLines: max(numberOfLines, 0))
    content.preferredMaxLayoutWidth = preferredMaxLayoutWidth
    return content
  }

  override var nodeContent: NodeContent? { isSplit ? nil : textContent.map(NodeContent.text) }

  /// Splits the text into `pieces` (from a ``TextSplitting``, for the label's current bounds): each
  /// becomes a ``TextPieceView`` subview, behind the existing subviews, drawing its glyphs of the label's
  /// layout, and the label stops drawing its text. Returns the pieces' views in order.
  ///
  /// ```swift
  /// let chars = title.split(into: splitter.pieces(of: title.textContent!, in: title.bounds, by: .chars))
  /// for (i, char) in chars.enumerated() { char.alpha = i.isMultiple(of: 2) ? 1 : 0.5 }
  /// ```
  @discardableResult
  public func split(into pieces: [TextPiece]) -> [TextPieceView] {
    guard let content = textContent else { return [] }
    isSplit = true
    let views = pieces.map { piece in
      TextPieceView(
        frame: piece.frame,
        piece: TextPieceContent(
          text: content, layoutBounds: bounds.offsetBy(dx: -piece.frame.minX, dy: -piece.frame.minY),
          range: piece.range))
    }
    for (index, view) in views.enumerated() { insertSubview(view, at: index) }
    return views
  }

  /// The size of the text by itself (`UILabel.intrinsicContentSize`): on one line when `numberOfLines` is 1,
  /// else wrapped at ``preferredMaxLayoutWidth`` (when above 0) and kept to `numberOfLines` lines; zero with
  /// no text. With no text measurer (or outside a window), no intrinsic size.
  ///
  /// ```swift
  /// window.textMeasurer = PangoTextMeasurer()  // import FlipbookRender
  /// label.text = "Ada Lovelace"
  /// label.intrinsicContentSize  // the text's width on one line by its height, in whole points
  /// ```
  open override var intrinsicContentSize: Size {
    guard textContent == nil || window?.textMeasurer != nil else { return super.intrinsicContentSize }
    return sizeThatFits(Size(width: preferredMaxLayoutWidth, height: 0))
  }

  /// The size the text needs, measured by the window's ``Window/textMeasurer`` as it will be drawn
  /// (`UILabel.sizeThatFits(_:)`): one line (`numberOfLines` 1) is as wide as its text, whatever `size`
  /// allows; more lines wrap at `size.width` (no wrapping when it is 0, negative or infinite) and keep at
  /// most `numberOfLines` of them (0: all). `size.height` is not a limit. Both sides are rounded up to whole
  /// points. No text measures zero; with no measurer (or outside a window) the label returns `size`.
  ///
  /// ```swift
  /// window.textMeasurer = PangoTextMeasurer()  // import FlipbookRender
  /// label.numberOfLines = 2
  /// label.sizeThatFits(Size(width: 200, height: 0))  // at most 200 wide, two lines high
  /// ```
  open override func sizeThatFits(_ size: Size) -> Size {
    guard let content = textContent else { return .zero }
    guard let measurer = window?.textMeasurer else { return size }
    let wraps = numberOfLines != 1 && size.width > 0 && size.width.isFinite
    return measurer.size(of: content, wrappingAt: wraps ? size.width : nil)
  }
}
