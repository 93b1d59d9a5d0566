import CCairo
import CPango
import Flipbook
import FlipbookGeometry

/// Pango layouts of labels, kept between frames and keyed by the text content and the label's size, so a
/// label that does not change is laid out once, not every frame.
///
/// One cache belongs to one thread (through its canvas): it has its own Pango font map and context, as
/// Pango requires for use from several threads. Layouts are made with hinting off, so their geometry does
/// not depend on where or how large the label is drawn, and the same text lays out the same in every cache.
final class TextLayoutCache {
  /// A laid-out label.
  struct Entry {
    /// The `PangoLayout`, owned by the cache.
    let layout: OpaquePointer
    /// The logical extents of the text in points, relative to the layout's origin.
    let logical: Rect
    var lastUsed: UInt64
  }

  private struct Key: Hashable {
    var content: TextContent
    var width: Double
    var height: Double
  }

  private let pango = PangoContext()
  private var entries: [Key: Entry] = [:]
  /// The glyphs of layouts that pieces of split labels drew, by layout (read once, not once per piece).
  private var glyphLists: [OpaquePointer: GlyphsByCluster] = [:]
  /// Layouts made so far (for tests: a cached label makes none).
  private(set) var made = 0
  /// Above this many entries, a frame's end drops the ones that frame did not use.
  private let budget = 2048

  deinit {
    // The layouts go first; the context they were made on is released with `pango` after this.
    for entry in entries.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
  }

  /// Grayscale anti-aliasing without hinting: the same glyph shapes and advances at any position and
  /// scale, on every machine with the same fonts and libraries.
  static func configure(_ options: OpaquePointer?) {
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
  }

  /// The layout of `content` in a label of `size` points, made on first use; `frame` marks it used.
  func entry(for content: TextContent, size: Size, frame: UInt64) -> Entry {
    let key = Key(content: content, width: size.width, height: size.height)
    if var entry = entries[key] {
      entry.lastUsed = frame
      entries[key] = entry
      return entry
    }
    let layout = TextLayoutBuilder.makeLayout(content, size: size, context: pango.context)
    made += 1
    let entry = Entry(layout: layout, logical: TextLayoutBuilder.logicalExtents(of: layout), lastUsed: frame)
    entries[key] = entry
    return entry
  }

  /// The glyphs of `entry`'s layout, placed from the layout's origin; read on first use.
  func glyphs(of entry: Entry) -> GlyphsByCluster {
    if let known = glyphLists[entry.layout] { return known }
    let glyphs = GlyphsByCluster(LayoutGlyphs(entry.layout, origin: .zero))
    glyphLists[entry.layout] = glyphs
    return glyphs
  }

  /// Drops the layouts not used in `frame` if there are more than the budget.
  func sweep(keepingFrame frame: UInt64) {
    guard entries.count > budget else { return }
    for (key, entry) in entries where entry.lastUsed < frame {
      glyphLists[entry.layout] = nil
      g_object_unref(UnsafeMutableRawPointer(entry.layout))
      entries[key] = nil
    }
  }
}
