import CCairo
import CPango
import Flipbook
import FlipbookGeometry

extension LayerPainter {
  /// Draws `text` in a label's `bounds` as `UILabel` does: laid out to the bounds' width (the layout comes
  /// from the per-thread cache), the block of lines centred vertically, clipped to the bounds.
  ///
  /// With a `range` (a piece of a split label), only the glyphs of the whole layout whose character
  /// cluster starts in it are drawn, where the whole layout puts them, so the pieces of a label at rest
  /// draw what the label draws.
  func drawText(_ text: TextContent, in bounds: Rect, matrix: AffineTransform, range: Range<Int>? = nil) {
    let bounds = bounds.standardized
    guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite,
      text.color.alpha > 0, !text.string.isEmpty
    else { return }
    let entry = cache.textLayouts().entry(for: text, size: bounds.size, frame: cache.frame)
    let cr = context.raw
    context.saveAndClip(to: bounds, matrix: matrix)
    let options = cairo_font_options_create()
    TextLayoutCache.configure(options)
    cairo_set_font_options(cr, options)
    cairo_font_options_destroy(options)
    context.setSource(text.color)
    let origin = TextLayoutBuilder.origin(of: entry.logical, in: bounds)
    if let range {
      for glyph in cache.textLayouts().glyphs(of: entry)[range] {
        if let box = glyph.unknownBox {
          // Pango draws a character no font has as a box of hex digits: the whole layout, cut to that box.
          cairo_save(cr)
          cairo_rectangle(cr, origin.x + box.minX, origin.y + box.minY, box.width, box.height)
          cairo_clip(cr)
          cairo_move_to(cr, origin.x, origin.y)
          pango_cairo_show_layout(cr, entry.layout)
          cairo_restore(cr)
          continue
        }
        cairo_set_scaled_font(cr, glyph.font)
        var one = cairo_glyph_t(
          index: glyph.index, x: origin.x + glyph.origin.x, y: origin.y + glyph.origin.y)
        cairo_show_glyphs(cr, &one, 1)
      }
    } else {
      cairo_move_to(cr, origin.x, origin.y)
      pango_cairo_show_layout(cr, entry.layout)
    }
    cairo_new_path(cr)
    context.restore()
  }
}
