import CCairo
import CPango
import Flipbook
import FlipbookGeometry

extension LayerPainter {
  /// Draws `text` in `node`'s bounds as `UILabel` does: laid out to the bounds' width (the layout comes
  /// from the per-thread cache), the block of lines centred vertically, clipped to the bounds.
  func drawText(_ text: TextContent, in node: RenderNode, matrix: AffineTransform) {
    let bounds = node.bounds.standardized
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
    cairo_move_to(cr, origin.x, origin.y)
    pango_cairo_show_layout(cr, entry.layout)
    cairo_new_path(cr)
    context.restore()
  }
}
