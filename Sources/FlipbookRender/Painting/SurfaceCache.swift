import CCairo
import FlipbookGeometry

/// Cairo surfaces kept between frames by key (blurred shadow masks, rasterized layers), so that what did
/// not change is not drawn again, however the view moves.
///
/// A cache belongs to one thread (through its canvas). After each frame, once the surfaces take more than
/// the budget, those that frame did not use are dropped.
final class SurfaceCache<Key: Hashable> {
  /// A cached surface covering part of a node's bounds coordinates.
  struct Entry {
    /// The `cairo_surface_t`, owned by the cache.
    let surface: OpaquePointer
    /// Surface pixels to the node's bounds coordinates.
    let toBounds: AffineTransform
    let bytes: Int
    /// The surface's alpha as bytes, for a rasterized layer painted in pieces (`SpritePieces`).
    var alpha: AlphaPlane? = nil
    /// The surface's pixels when they are memory of our own, deallocated with the surface.
    var pixels: UnsafeMutableRawPointer? = nil
    var lastUsed: UInt64 = 0

    /// Destroys the surface and frees its pixels (kept, should anything else still hold the surface).
    func release() {
      let alone = cairo_surface_get_reference_count(surface) == 1
      cairo_surface_destroy(surface)
      if alone, let pixels { pixels.deallocate() }
    }
  }

  private var entries: [Key: Entry] = [:]
  private var bytes = 0
  /// Above this many bytes, a frame's end drops the surfaces that frame did not use.
  let budget: Int

  init(budget: Int) { self.budget = budget }

  /// The surfaces held.
  var count: Int { entries.count }

  deinit {
    for entry in entries.values { entry.release() }
  }

  /// The surface for `key`, made by `make` on first use; `frame` marks it used.
  func entry(for key: Key, frame: UInt64, make: () -> Entry?) -> Entry? {
    if var entry = entries[key] {
      entry.lastUsed = frame
      entries[key] = entry
      return entry
    }
    guard var entry = make() else { return nil }
    entry.lastUsed = frame
    entries[key] = entry
    bytes += entry.bytes
    return entry
  }

  /// Drops the surfaces not used in `frame` if they take more than the budget.
  func sweep(keepingFrame frame: UInt64) {
    guard bytes > budget else { return }
    for (key, entry) in entries where entry.lastUsed < frame {
      entry.release()
      bytes -= entry.bytes
      entries[key] = nil
    }
  }
}
