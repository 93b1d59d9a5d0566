import CCairo
import CPango
import Flipbook
import FlipbookGeometry

/// Measures label text with Pango exactly as the renderer lays it out (same fonts, same unhinted metrics,
/// same wrapping at words): give one to a window so that `Label.sizeThatFits(_:)` and `sizeToFit()` work.
///
/// It owns a Pango font map and context, used only on the main actor (Pango contexts are not shared
/// between threads; every render thread has its own).
///
/// ```swift
/// import FlipbookRender
/// window.textMeasurer = PangoTextMeasurer()
/// title.text = "Flipbook"
/// title.sizeToFit()   // as wide as "Flipbook" in the title's font, one line high
/// ```
@MainActor
public final class PangoTextMeasurer: TextMeasuring {
  private let pango = PangoContext()

  /// A measurer with its own Pango context.
  public init() {}

  /// The widest of the first `numberOfLines` lines (all when 0) by their height, rounded up to whole points;
  /// zero for empty text.
  public func size(of text: TextContent, wrappingAt width: Double?) -> Size {
    guard !text.string.isEmpty else { return .zero }
    let layout = TextLayoutBuilder.makeWrappedLayout(text, width: width, context: pango.context)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    var lines = TextLayoutBuilder.lineExtents(of: layout)
    if text.numberOfLines > 0 && lines.count > text.numberOfLines {
      lines.removeLast(lines.count - text.numberOfLines)
    }
    let unit = Double(PANGO_SCALE)
    let widest = lines.map(\.width).max() ?? 0
    let height = lines.last?.bottom ?? 0
    return Size(width: (widest / unit).rounded(.up), height: (height / unit).rounded(.up))
  }
}
