import FlipbookGeometry

/// One piece of a split label (a character, a word or a line): a plain view that draws the glyphs the
/// whole label's layout shaped for its piece, so it can move, fade and turn on its own (GSAP's SplitText).
///
/// Made by ``Label/split(into:)``; its frame is where the label's layout put the piece.
///
/// ```swift
/// let pieces = label.split(into: splitter.pieces(of: label.textContent!, in: label.bounds, by: .chars))
/// pieces[0].alpha = 0
/// ```
public final class TextPieceView: View {
  /// What the piece draws.
  public let piece: TextPieceContent

  /// A piece view showing `piece` in `frame`.
  public init(frame: Rect, piece: TextPieceContent) {
    self.piece = piece
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  override var nodeContent: NodeContent? { .textPiece(piece) }
}
