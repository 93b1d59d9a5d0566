import CCairo
import Flipbook
import FlipbookGeometry

/// Blurred shadow masks kept between frames, keyed by everything that shapes them, so a view whose face,
/// size, scale on the canvas and blur do not change is blurred once, however it moves.
final class ShadowMaskCache {
  /// What a mask depends on: the node's own drawing (as alpha), the mask resolution and the blur.
  struct Key: Hashable {
    var bounds: Rect
    var extent: Rect
    var clipsToBounds: Bool
    var backgroundAlpha: Double
    var cornerRadius: Double
    var borderWidth: Double
    var borderAlpha: Double
    var contentMode: ContentMode
    var contentStretch: Rect
    var content: NodeContent?
    var displayList: DisplayList?
    /// Mask pixels per point.
    var resolution: Double
    /// Blur standard deviation in mask pixels.
    var sigma: Double
  }

  /// A blurred A8 mask covering `extent` (in the node's bounds coordinates) plus `margin` pixels.
  struct Mask {
    /// The `cairo_surface_t` (A8), owned by the cache.
    let surface: OpaquePointer
    /// Mask pixels to the node's bounds coordinates.
    let toBounds: AffineTransform
    let bytes: Int
    var lastUsed: UInt64
  }

  private var masks: [Key: Mask] = [:]
  private var bytes = 0
  /// Masks made so far (for tests: an unchanged shadow makes none).
  private(set) var made = 0
  /// Above this many bytes of masks, a frame's end drops the ones that frame did not use.
  let budget = 64 << 20

  deinit {
    for mask in masks.values { cairo_surface_destroy(mask.surface) }
  }

  /// The mask for `key`, made by `make` on first use; `frame` marks it used.
  func mask(for key: Key, frame: UInt64, make: () -> Mask?) -> Mask? {
    if var mask = masks[key] {
      mask.lastUsed = frame
      masks[key] = mask
      return mask
    }
    guard var mask = make() else { return nil }
    made += 1
    mask.lastUsed = frame
    masks[key] = mask
    bytes += mask.bytes
    return mask
  }

  /// Drops the masks not used in `frame` if they take more than the budget.
  func sweep(keepingFrame frame: UInt64) {
    guard bytes > budget else { return }
    for (key, mask) in masks where mask.lastUsed < frame {
      cairo_surface_destroy(mask.surface)
      bytes -= mask.bytes
      masks[key] = nil
    }
  }
}
