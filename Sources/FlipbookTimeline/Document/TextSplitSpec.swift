import Flipbook
import FlipbookGeometry

/// A label's `text.split` and `text.splitClass`, with the pieces its layout gave when the document loaded.
///
/// ```swift
/// let split = TextSplitSpec(split: .chars, classes: ["letter"], pieces: [], source: .document)
/// split.pieceClasses  // ["char", "letter"]
/// ```
public struct TextSplitSpec: Sendable {
  /// How the text is cut.
  public var split: TextSplit
  /// `splitClass`: the author's classes, given to every piece after `char`, `word` or `line`.
  public var classes: [String]
  /// The pieces, in reading order, where the label's layout put them at its size in the file.
  public var pieces: [TextPiece]
  /// Where `split` is in the file.
  public var source: SourceReference

  /// Creates a split.
  public init(split: TextSplit, classes: [String], pieces: [TextPiece], source: SourceReference) {
    self.split = split
    self.classes = classes
    self.pieces = pieces
    self.source = source
  }

  /// Every class a piece has: its kind (`char`, `word`, `line`), then `splitClass`.
  public var pieceClasses: [String] { [split.pieceName] + classes.filter { $0 != split.pieceName } }
}
