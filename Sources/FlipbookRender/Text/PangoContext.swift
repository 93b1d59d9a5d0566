import CCairo
import CPango

/// A Pango font map and a context on it, made and released together, set up with
/// ``TextLayoutCache/configure(_:)``. Pango objects are not shared between threads, so each owner (a render
/// thread's layout cache, a text measurer, a text outliner) has its own.
///
/// ```swift
/// let pango = PangoContext()
/// let layout = TextLayoutBuilder.makeLayout(content, size: size, context: pango.context)
/// ```
final class PangoContext {
  /// The font map the context draws its fonts from.
  let fontMap: OpaquePointer
  /// The context layouts are made on.
  let context: OpaquePointer

  init() {
    fontMap = pango_cairo_font_map_new()!
    context = pango_font_map_create_context(fontMap)!
    let options = cairo_font_options_create()
    TextLayoutCache.configure(options)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(UnsafeMutableRawPointer(fontMap))
  }
}
