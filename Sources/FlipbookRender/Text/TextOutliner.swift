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
  private let fontMap: OpaquePointer
  private let context: OpaquePointer

  /// An outliner with its own Pango context.
  public init() { (fontMap, context) = TextLayoutCache.makeFontMapAndContext() }

  isolated deinit {
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(UnsafeMutableRawPointer(fontMap))
  }

  /// The outlines of `text` laid out in a label whose bounds are `bounds`, placed as the renderer places
  /// them (lines wrapped and cut to the bounds, the block centred vertically). They may reach outside
  /// `bounds`, where the renderer clips them. Empty when the renderer draws nothing (no text, a clear
  /// colour, empty bounds).
  ///
  /// `toPixels`, the matrix from the bounds to device pixels when the label is drawn, moves each glyph's
  /// origin to the whole pixel Cairo's image backend draws it at (it does not place glyphs between
  /// pixels); without it, glyphs keep Pango's exact positions.
  public func outline(of text: TextContent, in bounds: Rect, toPixels: AffineTransform? = nil) -> TextOutline
  {
    let bounds = bounds.standardized
    guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite,
      text.color.alpha > 0, !text.string.isEmpty
    else { return TextOutline(contours: []) }
    let layout = TextLayoutBuilder.makeLayout(text, size: bounds.size, context: context)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    // Unbounded: Cairo leaves glyphs far outside a bounded surface out of paths.
    guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil) else {
      return TextOutline(contours: [])
    }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { return TextOutline(contours: []) }
    defer { cairo_destroy(cr) }
    let options = cairo_font_options_create()
    TextLayoutCache.configure(options)
    cairo_set_font_options(cr, options)
    cairo_font_options_destroy(options)
    let origin = TextLayoutBuilder.origin(of: TextLayoutBuilder.logicalExtents(of: layout), in: bounds)
    let usable = toPixels.flatMap { m in abs(m.a * m.d - m.b * m.c) > 1e-12 ? m : nil }
    let hasColorGlyphs = addGlyphPaths(layout, origin: origin, toPixels: usable, to: cr)
    guard let path = cairo_copy_path(cr) else { return TextOutline(contours: []) }
    defer { cairo_path_destroy(path) }
    var outline = Self.outline(of: path.pointee)
    outline.hasColorGlyphs = hasColorGlyphs
    return outline
  }

  /// Adds every glyph of `layout` (whose origin is at `origin`) to `cr`'s path at the position Pango's
  /// Cairo renderer draws it, snapped through `toPixels`; returns whether some glyph is a colour glyph
  /// (a picture, which has no outline). Text with characters no font has is outlined by Pango as a whole
  /// (it draws them as boxes of hex digits), unsnapped.
  private func addGlyphPaths(
    _ layout: OpaquePointer, origin: Point, toPixels: AffineTransform?, to cr: OpaquePointer
  ) -> Bool {
    let unit = Double(PANGO_SCALE)
    let inverse = toPixels?.inverted()
    var hasColor = false
    var glyphs: [(font: OpaquePointer, glyph: cairo_glyph_t)] = []
    guard let iterator = pango_layout_get_iter(layout) else { return false }
    defer { pango_layout_iter_free(iterator) }
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iterator), let string = run.pointee.glyphs,
        let item = run.pointee.item, let font = item.pointee.analysis.font,
        let scaled = pango_cairo_font_get_scaled_font(font)
      else { continue }
      var logical = PangoRectangle()
      pango_layout_iter_get_run_extents(iterator, nil, &logical)
      let baseline = Double(pango_layout_iter_get_baseline(iterator))
      var x = Double(logical.x)
      for g in 0..<Int(string.pointee.num_glyphs) {
        let info = string.pointee.glyphs[g]
        defer { x += Double(info.geometry.width) }
        if info.glyph == FLIPBOOK_PANGO_GLYPH_EMPTY { continue }
        if info.glyph & FLIPBOOK_PANGO_GLYPH_UNKNOWN_FLAG != 0 {
          cairo_new_path(cr)
          cairo_move_to(cr, origin.x, origin.y)
          pango_cairo_layout_path(cr, layout)
          return hasColor
        }
        if info.attr & 2 != 0 { hasColor = true }
        var p = Point(
          x: origin.x + (x + Double(info.geometry.x_offset)) / unit,
          y: origin.y + (baseline + Double(info.geometry.y_offset)) / unit)
        if let toPixels, let inverse {
          // Cairo's image backend rounds each glyph's device origin to the nearest pixel, halves up.
          let device = p.applying(toPixels)
          p = Point(x: (device.x + 0.5).rounded(.down), y: (device.y + 0.5).rounded(.down)).applying(inverse)
        }
        glyphs.append((scaled, cairo_glyph_t(index: UInt(info.glyph), x: p.x, y: p.y)))
      }
    } while pango_layout_iter_next_run(iterator) != 0
    for (font, glyph) in glyphs {
      cairo_set_scaled_font(cr, font)
      var one = glyph
      cairo_glyph_path(cr, &one, 1)
    }
    return hasColor
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
