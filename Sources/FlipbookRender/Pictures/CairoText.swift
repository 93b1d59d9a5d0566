import CCairo

/// Captions and labels through Cairo's "toy" text API, in DejaVu Sans (any sans-serif font fontconfig finds
/// when DejaVu is missing).
struct CairoText {
  let cr: OpaquePointer

  /// Draws `text` at `size` pixels with its baseline's horizontal anchor at `x`: 0 left, 0.5 centre, 1 right.
  func draw(
    _ text: String, x: Double, baseline y: Double, size: Double, anchor: Double = 0, bold: Bool = false
  ) {
    cairo_select_font_face(
      cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(cr, size)
    var extents = cairo_text_extents_t()
    cairo_text_extents(cr, text, &extents)
    cairo_move_to(cr, x - anchor * extents.x_advance, y)
    cairo_show_text(cr, text)
  }
}
