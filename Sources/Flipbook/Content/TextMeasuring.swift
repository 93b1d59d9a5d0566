import FlipbookGeometry

/// Measures text the way the renderer lays it out, for ``Label/sizeThatFits(_:)`` and `sizeToFit()`.
///
/// Flipbook itself has no text engine: the renderer module provides one (`PangoTextMeasurer` in
/// FlipbookRender, the same Pango layout and fonts that draw labels) and a window is given it in
/// ``Window/textMeasurer``. Tests and other renderers can supply their own.
///
/// ```swift
/// window.textMeasurer = PangoTextMeasurer()  // import FlipbookRender
/// label.sizeToFit()
/// ```
@MainActor
public protocol TextMeasuring: AnyObject {
  /// The size of `text` laid out in lines of at most `width` points (nil: no wrapping, one line per
  /// paragraph), keeping at most `text.numberOfLines` lines (0: all): the widest kept line by the kept lines'
  /// height, each rounded up to a whole point. Empty text measures zero.
  func size(of text: TextContent, wrappingAt width: Double?) -> Size
}
