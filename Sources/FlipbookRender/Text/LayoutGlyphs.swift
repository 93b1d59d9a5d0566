import CCairo
import CPango
import FlipbookGeometry

/// One glyph of a Pango layout as Pango's Cairo renderer draws it: font, glyph index, exact origin and
/// the UTF-8 offset of the character cluster it belongs to (which piece of a split label draws it).
struct PlacedGlyph {
  /// The Cairo scaled font; nil for an unknown glyph of a run without a font.
  var font: OpaquePointer?
  var index: UInt
  var origin: Point
  var isColor: Bool
  var cluster: Int
  /// For a character no font has (Pango draws a box of hex digits, which is no glyph): the box it is drawn
  /// in, its advance by its run's logical height; nil for a real glyph.
  var unknownBox: Rect?
}

/// The glyphs of a layout, read run by run and line by line, shared by the renderer (pieces of split
/// labels), the outliner (exports) and the splitter, so all three agree on where each glyph is.
struct LayoutGlyphs {
  /// Every drawn glyph, in drawing order (empty glyphs left out, unknown ones kept with their box).
  var glyphs: [PlacedGlyph] = []
  /// Whether some character has no glyph in any font (Pango draws a box of hex digits, which is no glyph).
  var hasUnknown = false
  /// Whether some glyph is a colour picture (an emoji).
  var hasColor = false

  /// The glyphs of `layout`, whose origin is at `origin`.
  init(_ layout: OpaquePointer, origin: Point) {
    let unit = Double(PANGO_SCALE)
    guard let iterator = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iterator) }
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iterator), let string = run.pointee.glyphs,
        let item = run.pointee.item
      else { continue }
      // A run of characters no font has may have no font: all its glyphs are unknown.
      let scaled = item.pointee.analysis.font.flatMap { pango_cairo_font_get_scaled_font($0) }
      var logical = PangoRectangle()
      pango_layout_iter_get_run_extents(iterator, nil, &logical)
      let baseline = Double(pango_layout_iter_get_baseline(iterator))
      let itemOffset = Int(item.pointee.offset)
      var x = Double(logical.x)
      for g in 0..<Int(string.pointee.num_glyphs) {
        let info = string.pointee.glyphs[g]
        defer { x += Double(info.geometry.width) }
        if info.glyph == FLIPBOOK_PANGO_GLYPH_EMPTY { continue }
        let unknown = info.glyph & FLIPBOOK_PANGO_GLYPH_UNKNOWN_FLAG != 0 || scaled == nil
        hasUnknown = hasUnknown || unknown
        // PangoGlyphVisAttr's second bit: is_color.
        let isColor = info.attr & 2 != 0 && !unknown
        hasColor = hasColor || isColor
        let box = Rect(
          x: origin.x + x / unit, y: origin.y + Double(logical.y) / unit,
          width: Double(info.geometry.width) / unit, height: Double(logical.height) / unit)
        glyphs.append(
          PlacedGlyph(
            font: scaled, index: UInt(info.glyph),
            origin: Point(
              x: origin.x + (x + Double(info.geometry.x_offset)) / unit,
              y: origin.y + (baseline + Double(info.geometry.y_offset)) / unit), isColor: isColor,
            cluster: itemOffset + Int(string.pointee.log_clusters[g]), unknownBox: unknown ? box : nil))
      }
    } while pango_layout_iter_next_run(iterator) != 0
  }
}

extension LayoutGlyphs {
  /// Only the glyphs whose cluster starts in `range` (all of them when nil).
  func keeping(_ range: Range<Int>?) -> LayoutGlyphs {
    guard let range else { return self }
    var kept = self
    kept.glyphs = glyphs.filter { range.contains($0.cluster) }
    kept.hasColor = kept.glyphs.contains(where: \.isColor)
    kept.hasUnknown = kept.glyphs.contains { $0.unknownBox != nil }
    return kept
  }
}

/// A layout's glyphs ordered by the cluster they belong to (stably: a base glyph stays before its marks), so
/// that each piece of a split label finds its own in logarithmic time instead of reading every glyph.
struct GlyphsByCluster {
  let glyphs: [PlacedGlyph]

  init(_ layout: LayoutGlyphs) {
    glyphs = layout.glyphs.enumerated().sorted {
      ($0.element.cluster, $0.offset) < ($1.element.cluster, $1.offset)
    }
    .map(\.element)
  }

  /// The glyphs whose cluster starts in `range`.
  subscript(range: Range<Int>) -> ArraySlice<PlacedGlyph> {
    var low = 0
    var high = glyphs.count
    while low < high {
      let middle = (low + high) / 2
      if glyphs[middle].cluster < range.lowerBound { low = middle + 1 } else { high = middle }
    }
    var end = low
    while end < glyphs.count && glyphs[end].cluster < range.upperBound { end += 1 }
    return glyphs[low..<end]
  }
}
