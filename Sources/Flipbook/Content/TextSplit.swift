import FlipbookGeometry

/// How a split label cuts its text into pieces (GSAP's SplitText `type`): each grapheme cluster, each
/// word, or each laid-out line. White space is never a piece.
///
/// ```swift
/// TextSplit.words.pieceRanges(of: "Hi there", lines: [0..<8])  // [0..<2, 3..<8]
/// ```
public enum TextSplit: String, Sendable, Hashable, CaseIterable {
  /// One piece per grapheme cluster (a letter with its combining marks, a whole emoji sequence).
  case chars
  /// One piece per run of characters between white space (a word the layout breaks stays one piece per line).
  case words
  /// One piece per laid-out line, without its leading and trailing white space.
  case lines

  /// The class every piece gets, and the stem of its id: `char`, `word` or `line`.
  public var pieceName: String {
    switch self {
    case .chars: "char"
    case .words: "word"
    case .lines: "line"
    }
  }

  /// The id of piece `index` of the label `label`: `title/char0`, `title/word2`.
  public func pieceID(label: String, index: Int) -> String { "\(label)/\(pieceName)\(index)" }

  /// The UTF-8 ranges of the pieces of `string` whose layout has the given `lines` (UTF-8 ranges, in
  /// order; a piece never crosses a line), front to back in reading order. Pieces are cut at grapheme
  /// cluster boundaries only, so a letter and its marks, or an emoji ZWJ sequence, stay together.
  ///
  /// ```swift
  /// TextSplit.chars.pieceRanges(of: "e\u{301}!", lines: [0..<4])  // [0..<3, 3..<4]: é is one piece
  /// ```
  public func pieceRanges(of string: String, lines: [Range<Int>]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var offset = 0
    var lineIndex = 0
    var open: Range<Int>?
    func close() {
      if let piece = open { ranges.append(piece) }
      open = nil
    }
    for character in string {
      let length = character.utf8.count
      defer { offset += length }
      while lineIndex < lines.count && offset >= lines[lineIndex].upperBound {
        lineIndex += 1
        close()
      }
      let piece = offset..<(offset + length)
      if character.isWhitespace {
        // A word ends at any space; a line at a line break (the layout starts a new line there).
        if self == .words || character.isNewline { close() }
        continue
      }
      switch self {
      case .chars: ranges.append(piece)
      case .words, .lines: open = (open?.lowerBound ?? piece.lowerBound)..<piece.upperBound
      }
    }
    close()
    return ranges
  }
}

/// One piece of a split label: its UTF-8 range in the text and its frame, where the whole label's layout
/// put it (in the label's bounds coordinates).
///
/// ```swift
/// let piece = TextPiece(range: 0..<1, frame: Rect(x: 0, y: 0, width: 11, height: 20))
/// ```
public struct TextPiece: Sendable, Hashable {
  /// The piece's bytes in the label's string (UTF-8 offsets).
  public var range: Range<Int>
  /// The logical box of the piece's characters as the label lays them out.
  public var frame: Rect

  /// Creates a piece.
  public init(range: Range<Int>, frame: Rect) {
    self.range = range
    self.frame = frame
  }
}

/// Lays a label's text out and says where each piece of a split went, the way the renderer draws it.
///
/// Flipbook has no text engine: FlipbookRender's `PangoTextSplitter` is the one that draws labels. A
/// timeline loader given one puts each piece where the label's layout puts it.
///
/// ```swift
/// let splitter = PangoTextSplitter()  // import FlipbookRender
/// label.split(into: splitter.pieces(of: label.textContent!, in: label.bounds, by: .chars))
/// ```
public protocol TextSplitting: AnyObject {
  /// The pieces of `text` laid out in a label whose bounds are `bounds` (wrapped to its width, cut to its
  /// height, the block centred vertically), in reading order; frames are in the bounds' coordinates.
  func pieces(of text: TextContent, in bounds: Rect, by split: TextSplit) -> [TextPiece]
}

/// What one piece of a split label draws: the glyphs of `range` from the whole label's layout, which lies
/// at `layoutBounds` in the piece's own bounds coordinates, so kerning, ligatures and joined forms are
/// the whole label's.
///
/// ```swift
/// let piece = TextPieceContent(
///   text: TextContent("Hi"), layoutBounds: Rect(x: -12, y: 0, width: 80, height: 20), range: 1..<2)
/// ```
public struct TextPieceContent: Sendable, Hashable {
  /// The whole label's text.
  public var text: TextContent
  /// Where the label's bounds (in which its text is laid out) are, in the piece's coordinates.
  public var layoutBounds: Rect
  /// The piece's bytes in `text.string` (UTF-8 offsets): the glyphs whose cluster starts here are drawn.
  public var range: Range<Int>

  /// Creates a piece's content.
  public init(text: TextContent, layoutBounds: Rect, range: Range<Int>) {
    self.text = text
    self.layoutBounds = layoutBounds
    self.range = range
  }
}
