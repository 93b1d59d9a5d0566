import FlipbookGeometry

/// One glyph of a laid-out label: its outline drawn with its origin at zero, and where Pango places that
/// origin in the label's bounds.
///
/// ```swift
/// let glyph = TextGlyph(origin: Point(x: 4, y: 16), outline: TextOutline(contours: []))
/// glyph.origin.y  // 16: on the first line's baseline
/// ```
public struct TextGlyph: Sendable, Hashable {
  /// The glyph's origin (on its line's baseline) in the label's bounds coordinates, before any snapping.
  public var origin: Point
  /// The glyph's outline around its origin.
  public var outline: TextOutline

  /// Creates a glyph.
  public init(origin: Point, outline: TextOutline) {
    self.origin = origin
    self.outline = outline
  }
}
