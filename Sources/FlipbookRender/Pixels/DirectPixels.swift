import CCairo

/// Takes turns between writing a target's pixels directly and drawing on it with Cairo: Cairo is told of
/// the pixels written before it draws, and its drawing is flushed before they are written again.
///
/// ```swift
/// var direct = DirectPixels(target: PixelTarget(context))
/// if let target = direct.pixels() { /* write */ }
/// direct.handToCairo()  // before any Cairo drawing
/// direct.finish()
/// ```
struct DirectPixels {
  private let target: PixelTarget?
  private var written = false
  private var cairoDrew = false

  init(target: PixelTarget?) { self.target = target }

  /// The target, ready to be written (nil when it cannot be).
  mutating func pixels() -> PixelTarget? {
    guard let target else { return nil }
    if cairoDrew {
      cairo_surface_flush(target.surface)
      cairoDrew = false
    }
    written = true
    return target
  }

  /// Before Cairo draws on the target.
  mutating func handToCairo() {
    if written, let target {
      target.markDirty()
      written = false
    }
    cairoDrew = true
  }

  /// After the last write.
  mutating func finish() {
    if written, let target { target.markDirty() }
    written = false
  }
}
