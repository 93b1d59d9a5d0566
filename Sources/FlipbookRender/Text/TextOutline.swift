import FlipbookGeometry

/// The glyph outlines of a label's text, as Pango lays it out in the label's bounds: closed contours of
/// lines and cubic Béziers in the bounds' coordinates, to be filled with the text colour by the nonzero
/// winding rule (holes, such as the inside of an "o", wind the other way).
///
/// ```swift
/// let outline = TextOutliner().outline(of: TextContent("Hi"), in: Rect(x: 0, y: 0, width: 80, height: 20))
/// outline.contours.count  // 3: the "H", the stem of the "i" and its dot
/// ```
public struct TextOutline: Sendable, Hashable {
  /// One piece of a contour, ending at `to`.
  public enum Segment: Sendable, Hashable {
    case line(to: Point)
    case curve(control1: Point, control2: Point, to: Point)

    /// Where the segment ends.
    public var end: Point {
      switch self {
      case .line(let to): to
      case .curve(_, _, let to): to
      }
    }
  }

  /// A closed contour: from `start` along `segments` and back to `start` in a straight line (when the
  /// last segment does not end there already).
  public struct Contour: Sendable, Hashable {
    public var start: Point
    public var segments: [Segment]

    /// Creates a contour.
    public init(start: Point, segments: [Segment]) {
      self.start = start
      self.segments = segments
    }
  }

  /// The contours, in Pango's drawing order.
  public var contours: [Contour]
  /// Whether some glyph is a colour glyph (an emoji picture, say), which has no outline and is missing
  /// from `contours`.
  public var hasColorGlyphs: Bool

  /// Creates an outline.
  public init(contours: [Contour], hasColorGlyphs: Bool = false) {
    self.contours = contours
    self.hasColorGlyphs = hasColorGlyphs
  }

  /// The smallest rectangle holding every point and control point (`Rect.null` when empty); the outline
  /// lies inside it.
  public var controlBox: Rect {
    var box = Rect.null
    func add(_ p: Point) { box = box.union(Rect(x: p.x, y: p.y, width: 0, height: 0)) }
    for contour in contours {
      add(contour.start)
      for segment in contour.segments {
        switch segment {
        case .line(let to): add(to)
        case .curve(let c1, let c2, let to):
          add(c1)
          add(c2)
          add(to)
        }
      }
    }
    return box
  }
}
