import CCairo
import CPango
import Flipbook
import FlipbookGeometry

/// Splits label text into pieces (characters, words or lines) where Pango lays them out for the renderer:
/// the same layout (fonts, unhinted metrics, wrapping, "…" at the cut, vertical centring) that draws the
/// label, so each piece's frame is where its glyphs are drawn.
///
/// It owns a Pango font map and context; use it from one thread at a time (Pango contexts are not shared
/// between threads).
///
/// ```swift
/// import FlipbookRender
/// let pieces = PangoTextSplitter().pieces(
///   of: TextContent("Hi there"), in: Rect(x: 0, y: 0, width: 200, height: 40), by: .words)
/// pieces.count  // 2
/// ```
public final class PangoTextSplitter: TextSplitting {
  private let pango = PangoContext()

  /// A splitter with its own Pango context.
  public init() {}

  /// The pieces of `text` in a label whose bounds are `bounds`: each piece's frame is the union of the
  /// logical boxes Pango gives its grapheme clusters (the line's height, the advance's width), in the
  /// bounds' coordinates. Empty text or empty bounds give pieces of zero size at the bounds' origin.
  public func pieces(of text: TextContent, in bounds: Rect, by split: TextSplit) -> [TextPiece] {
    let bounds = bounds.standardized
    let string = text.string
    guard !string.isEmpty, bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite
    else {
      let ranges = split.pieceRanges(of: string, lines: [0..<string.utf8.count])
      return ranges.map { TextPiece(range: $0, frame: Rect(origin: bounds.origin, size: .zero)) }
    }
    let layout = TextLayoutBuilder.makeLayout(text, size: bounds.size, context: pango.context)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let origin = TextLayoutBuilder.origin(of: TextLayoutBuilder.logicalExtents(of: layout), in: bounds)
    let ranges = split.pieceRanges(of: string, lines: Self.lineRanges(of: layout, length: string.utf8.count))
    let starts = Self.clusterStarts(of: string)
    let unit = Double(PANGO_SCALE)
    return ranges.map { range in
      var frame = Rect.null
      for start in starts where range.contains(start) {
        var box = PangoRectangle()
        pango_layout_index_to_pos(layout, Int32(start), &box)
        let rect = Rect(
          x: origin.x + Double(box.x) / unit, y: origin.y + Double(box.y) / unit,
          width: Double(box.width) / unit, height: Double(box.height) / unit
        ).standardized
        frame = frame.union(rect)
      }
      return TextPiece(range: range, frame: frame.isNull ? Rect(origin: origin, size: .zero) : frame)
    }
  }

  /// The UTF-8 range of each line of `layout` (of a string of `length` bytes), in order: from where one
  /// line starts to where the next does (the last line, cut with "…", holds the rest).
  private static func lineRanges(of layout: OpaquePointer, length: Int) -> [Range<Int>] {
    var starts: [Int] = []
    guard let iterator = pango_layout_get_iter(layout) else { return [0..<length] }
    defer { pango_layout_iter_free(iterator) }
    repeat {
      starts.append(Int(pango_layout_iter_get_index(iterator)))
    } while pango_layout_iter_next_line(iterator) != 0
    return starts.indices.map { i in starts[i]..<max(starts[i], i + 1 < starts.count ? starts[i + 1] : length)
    }
  }

  /// The UTF-8 offset where each grapheme cluster of `string` starts.
  private static func clusterStarts(of string: String) -> [Int] {
    var starts: [Int] = []
    var offset = 0
    for character in string {
      starts.append(offset)
      offset += character.utf8.count
    }
    return starts
  }
}
