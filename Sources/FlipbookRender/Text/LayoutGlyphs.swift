import CCairo
import CPango
import FlipbookGeometry

/// One glyph of a Pango layout as Pango's Cairo renderer draws it: font, glyph index, exact origin and
/// the UTF-8 offset of the character cluster it belongs to (which piece of a split label draws it).
struct PlacedGlyph {
  var font: OpaquePointer
  var index: UInt
  var origin: Point
  var isColor: Bool
  var cluster: Int
}

/// The glyphs of a layout, read run by run and line by line, shared by the renderer (pieces of split
/// labels), the outliner (exports) and the splitter, so all three agree on where each glyph is.
struct LayoutGlyphs {
  /// Every drawn glyph, in drawing order (empty glyphs left out).
  var glyphs: [PlacedGlyph] = []
  /// Whether some character has no glyph in any font (Pango draws a box of hex digits, which is no glyph).
  var hasUnknown = false
  /// Whether some glyph is a colour picture (an emoji).
  var hasColor = false

  /// The glyphs of `layout`, whose origin is at `origin` (unknown glyphs are flagged and left out).
  init(_ layout: OpaquePointer, origin: Point) {
    let unit = Double(PANGO_SCALE)
    guard let iterator = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iterator) }
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iterator), let string = run.pointee.glyphs,
        let item = run.pointee.item, let font = item.pointee.analysis.font,
        let scaled = pango_cairo_font_get_scaled_font(font)
      else { continue }
      var logical = PangoRectangle()
      pango_layout_iter_get_run_extents(iterator, nil, &logical)
      let baseline = Double(pango_layout_iter_get_baseline(iterator))
      let itemOffset = Int(item.pointee.offset)
      var x = Double(logical.x)
      for g in 0..<Int(string.pointee.num_glyphs) {
        let info = string.pointee.glyphs[g]
        defer { x += Double(info.geometry.width) }
        if info.glyph == FLIPBOOK_PANGO_GLYPH_EMPTY { continue }
        if info.glyph & FLIPBOOK_PANGO_GLYPH_UNKNOWN_FLAG != 0 {
          hasUnknown = true
          continue
        }
        // PangoGlyphVisAttr's second bit: is_color.
        let isColor = info.attr & 2 != 0
        hasColor = hasColor || isColor
        glyphs.append(
          PlacedGlyph(
            font: scaled, index: UInt(info.glyph),
            origin: Point(
              x: origin.x + (x + Double(info.geometry.x_offset)) / unit,
              y: origin.y + (baseline + Double(info.geometry.y_offset)) / unit), isColor: isColor,
            cluster: itemOffset + Int(string.pointee.log_clusters[g])))
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
    return kept
  }
}
