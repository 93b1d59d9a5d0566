import CCairo
import CPango
import Flipbook
import FlipbookGeometry

/// Turns label text into glyph outlines (``TextOutline``) with the same Pango layout, fonts and unhinted
/// metrics the renderer draws it with: for exports that draw text as filled paths.
///
/// It owns a Pango font map and context, used only on the main actor (Pango contexts are not shared
/// between threads).
///
/// ```swift
/// let outliner = TextOutliner()
/// let outline = outliner.outline(of: TextContent("Flipbook"), in: Rect(x: 0, y: 0, width: 120, height: 24))
/// ```
@MainActor
public final class TextOutliner {
  private let pango = PangoContext()

  /// An outliner with its own Pango context.
  public init() {}

  /// The outlines of `text` laid out in a label whose bounds are `bounds`, placed as the renderer places
  /// them (lines wrapped and cut to the bounds, the block centred vertically). They may reach outside
  /// `bounds`, where the renderer clips them. Empty when the renderer draws nothing (no text, a clear
  /// colour, empty bounds).
  ///
  /// `toPixels`, the matrix from the bounds to device pixels when the label is drawn, moves each glyph's
  /// origin to the whole pixel Cairo's image backend draws it at (``pixelOrigin(of:toPixels:)``); without
  /// it, glyphs keep Pango's exact positions. Text with characters no font has is outlined by Pango as a
  /// whole (it draws them as boxes of hex digits), unsnapped.
  ///
  /// `range` (UTF-8 offsets in the string) keeps only the glyphs whose character cluster starts there: a
  /// piece of a split label (``TextPieceContent``), outlined from the whole label's layout.
  public func outline(
    of text: TextContent, in bounds: Rect, toPixels: AffineTransform? = nil, range: Range<Int>? = nil
  ) -> TextOutline {
    withLayout(text, in: bounds) { layout, origin, cr in
      let placed = LayoutGlyphs(layout, origin: origin).keeping(range)
      if placed.hasUnknown && range == nil {
        cairo_move_to(cr, origin.x, origin.y)
        pango_cairo_layout_path(cr, layout)
      } else {
        // A piece's unknown characters have no outline (the whole label's are Pango's boxes, above).
        for glyph in placed.glyphs where glyph.unknownBox == nil {
          let p = toPixels.map { Self.pixelOrigin(of: glyph.origin, toPixels: $0) } ?? glyph.origin
          cairo_set_scaled_font(cr, glyph.font)
          var one = cairo_glyph_t(index: glyph.index, x: p.x, y: p.y)
          cairo_glyph_path(cr, &one, 1)
        }
      }
      var outline = Self.copyOutline(cr)
      outline.hasColorGlyphs = placed.hasColor
      return outline
    } ?? TextOutline(contours: [])
  }

  /// The glyphs of `text` laid out in a label whose bounds are `bounds`, each with its own outline (origin
  /// at zero) and its exact origin in the bounds, in drawing order: for drawing a label whose place on the
  /// pixels changes, snapping each origin with ``pixelOrigin(of:toPixels:)``. Empty when the renderer draws
  /// nothing; nil when some character has no glyph in any font (Pango draws a box for it, which is no glyph).
  ///
  /// `range` keeps only the glyphs of a piece of a split label, as in ``outline(of:in:toPixels:range:)``.
  ///
  /// ```swift
  /// let glyphs = TextOutliner().glyphs(of: TextContent("Hi"), in: Rect(x: 0, y: 0, width: 80, height: 20))
  /// glyphs?.count  // 2
  /// ```
  public func glyphs(of text: TextContent, in bounds: Rect, range: Range<Int>? = nil) -> [TextGlyph]? {
    withLayout(text, in: bounds) { layout, origin, cr -> [TextGlyph]? in
      let placed = LayoutGlyphs(layout, origin: origin).keeping(range)
      guard !placed.hasUnknown else { return nil }
      // A glyph of one font has one outline wherever it is.
      var outlines: [GlyphKey: TextOutline] = [:]
      return placed.glyphs.map { glyph in
        let key = GlyphKey(font: glyph.font, index: glyph.index)
        if let known = outlines[key] { return TextGlyph(origin: glyph.origin, outline: known) }
        cairo_new_path(cr)
        cairo_set_scaled_font(cr, glyph.font)
        var one = cairo_glyph_t(index: glyph.index, x: 0, y: 0)
        cairo_glyph_path(cr, &one, 1)
        var outline = Self.copyOutline(cr)
        outline.hasColorGlyphs = glyph.isColor
        outlines[key] = outline
        return TextGlyph(origin: glyph.origin, outline: outline)
      }
    } ?? []
  }

  /// Where Cairo's image backend draws a glyph whose origin is `p` (bounds coordinates) through `toPixels`:
  /// at the nearest whole device pixel, halves rounded up (it does not place glyphs between pixels).
  ///
  /// ```swift
  /// TextOutliner.pixelOrigin(of: Point(x: 1.3, y: 2.5), toPixels: .identity)  // (1, 3)
  /// ```
  public nonisolated static func pixelOrigin(of p: Point, toPixels: AffineTransform) -> Point {
    guard abs(toPixels.a * toPixels.d - toPixels.b * toPixels.c) > 1e-12 else { return p }
    let device = p.applying(toPixels)
    return Point(x: (device.x + 0.5).rounded(.down), y: (device.y + 0.5).rounded(.down))
      .applying(toPixels.inverted())
  }

  /// Runs `body` with the layout of `text` in `bounds`, where the layout's origin goes and a Cairo context
  /// set up as the renderer's; nil when the renderer draws nothing.
  private func withLayout<Result>(
    _ text: TextContent, in bounds: Rect, _ body: (OpaquePointer, Point, OpaquePointer) -> Result
  ) -> Result? {
    let bounds = bounds.standardized
    guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite,
      text.color.alpha > 0, !text.string.isEmpty
    else { return nil }
    let layout = TextLayoutBuilder.makeLayout(text, size: bounds.size, context: pango.context)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    // Unbounded: Cairo leaves glyphs far outside a bounded surface out of paths.
    guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil) else { return nil }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { return nil }
    defer { cairo_destroy(cr) }
    let options = cairo_font_options_create()
    TextLayoutCache.configure(options)
    cairo_set_font_options(cr, options)
    cairo_font_options_destroy(options)
    let origin = TextLayoutBuilder.origin(of: TextLayoutBuilder.logicalExtents(of: layout), in: bounds)
    return body(layout, origin, cr)
  }

  private struct GlyphKey: Hashable {
    var font: OpaquePointer?
    var index: UInt
  }

  /// The outline of `cr`'s current path.
  private static func copyOutline(_ cr: OpaquePointer) -> TextOutline {
    guard let path = cairo_copy_path(cr) else { return TextOutline(contours: []) }
    defer { cairo_path_destroy(path) }
    return outline(of: path.pointee)
  }

  /// The closed contours of a Cairo path (a contour without segments is left out).
  private static func outline(of path: cairo_path_t) -> TextOutline {
    var contours: [TextOutline.Contour] = []
    var current: TextOutline.Contour?
    func finish() {
      if let contour = current, !contour.segments.isEmpty { contours.append(contour) }
      current = nil
    }
    guard path.status == CAIRO_STATUS_SUCCESS, let data = path.data else { return TextOutline(contours: []) }
    var i = 0
    while i < Int(path.num_data) {
      let header = data[i].header
      func point(_ k: Int) -> Point { Point(x: data[i + k].point.x, y: data[i + k].point.y) }
      switch header.type {
      case CAIRO_PATH_MOVE_TO:
        finish()
        current = TextOutline.Contour(start: point(1), segments: [])
      case CAIRO_PATH_LINE_TO:
        current?.segments.append(.line(to: point(1)))
      case CAIRO_PATH_CURVE_TO:
        current?.segments.append(.curve(control1: point(1), control2: point(2), to: point(3)))
      case CAIRO_PATH_CLOSE_PATH:
        finish()
      default:
        // Cairo documents no other element type; an unknown one ends the contour rather than guess.
        finish()
      }
      i += max(Int(header.length), 1)
    }
    finish()
    return TextOutline(contours: contours)
  }
}
