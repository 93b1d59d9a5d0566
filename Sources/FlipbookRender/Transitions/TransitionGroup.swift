import CCairo
import FlipbookGeometry

/// A group drawn into a scratch surface of the canvas's pool instead of a fresh Cairo group: a context
/// over the surface whose device space is the canvas's, limited to a box of whole device pixels.
///
/// Draw into `context` with the canvas's matrices, call `end()`, then use `surface` as a source (under the
/// identity matrix it lands where it was drawn), and give it back with `release()`.
struct TransitionGroup {
  let scratch: ScratchSurface
  let pool: TransitionScratch
  /// A context over the scratch surface, in canvas device coordinates, clipped to the box.
  let context: CairoContext

  /// A transparent group over `box` (whole device pixels); `nil` when it cannot be made.
  init?(box: Rect, pool: TransitionScratch) {
    guard
      let scratch = pool.surface(
        width: Int(box.width), height: Int(box.height), origin: box.origin, clear: true)
    else { return nil }
    guard let cr = cairo_create(scratch.surface) else {
      pool.release(scratch)
      return nil
    }
    self.scratch = scratch
    self.pool = pool
    context = CairoContext(raw: cr)
  }

  /// The surface drawn into.
  var surface: OpaquePointer { scratch.surface }

  /// Ends drawing into the group.
  func end() {
    cairo_destroy(context.raw)
    cairo_surface_flush(scratch.surface)
  }

  /// Gives the surface back to the pool (after `end()`, once no pattern uses it).
  func release() { pool.release(scratch) }
}
