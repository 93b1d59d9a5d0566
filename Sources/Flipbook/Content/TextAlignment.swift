/// How lines of text sit between the left and right edges of a label (`NSTextAlignment`).
///
/// ```swift
/// let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 40))
/// label.textAlignment = .center
/// ```
public enum TextAlignment: Sendable, Hashable, CaseIterable {
  /// Lines start at the left edge (also UIKit's `.natural` for left-to-right text).
  case left
  /// Lines are centred.
  case center
  /// Lines end at the right edge.
  case right
  /// Lines fill the width by widening the spaces; the last line of a paragraph is left-aligned.
  case justified
}
