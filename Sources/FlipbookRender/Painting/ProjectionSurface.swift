import CCairo
import FlipbookGeometry

/// An image surface with its own context, for drawing a projected layer.
struct ProjectionSurface {
  let surface: OpaquePointer
  let context: OpaquePointer
  let width: Int
  let height: Int
  /// The pool the surface was taken from, if any (it goes back there instead of being destroyed).
  private var pool: (TransitionScratch, ScratchSurface)?

  /// A clear surface from `pool` when there is one (no fresh memory to map), else a new one.
  init?(width: Int, height: Int, pool: TransitionScratch?) {
    guard let pool else {
      self.init(width: width, height: height)
      return
    }
    guard let scratch = pool.surface(width: width, height: height, clear: true) else { return nil }
    guard let context = cairo_create(scratch.surface), cairo_status(context) == CAIRO_STATUS_SUCCESS else {
      pool.release(scratch)
      return nil
    }
    self.init(surface: scratch.surface, context: context, width: width, height: height, pool: (pool, scratch))
  }

  private init(
    surface: OpaquePointer, context: OpaquePointer, width: Int, height: Int,
    pool: (TransitionScratch, ScratchSurface)?
  ) {
    self.surface = surface
    self.context = context
    self.width = width
    self.height = height
    self.pool = pool
  }

  /// A clear ARGB surface; `nil` when Cairo cannot make it.
  init?(width: Int, height: Int) {
    guard width > 0, height > 0,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    self.init(surface: surface, context: context, width: width, height: height, pool: nil)
  }

  func destroy() {
    cairo_destroy(context)
    if let (pool, scratch) = pool {
      pool.release(scratch)
    } else {
      cairo_surface_destroy(surface)
    }
  }

  /// Writes this surface into `target` so that `target`'s pixel `(u, v)` shows this surface's point
  /// `[u v 1] · back` (homogeneous, no depth), bilinearly filtered; outside this surface is clear. `false`
  /// when the map does not fit pixman's fixed-point numbers.
  func warp(into target: ProjectionSurface, by back: Transform3D) -> Bool {
    cairo_surface_flush(surface)
    cairo_surface_flush(target.surface)
    guard let source = image(), let destination = target.image() else { return false }
    defer {
      pixman_image_unref(source)
      pixman_image_unref(destination)
    }
    // pixman takes column vectors: the transpose of the row-vector map, scaled as a whole (which changes
    // nothing projectively) as far as its 16.16 fixed point allows: the homogeneous coordinates of every
    // target pixel must stay below 2^15, and the larger the entries the finer the perspective terms.
    let rows = [
      [back.m11, back.m21, back.m41], [back.m12, back.m22, back.m42], [back.m14, back.m24, back.m44],
    ]
    let largest = rows.joined().map(abs).max() ?? 0
    let reach = Double(max(target.width, target.height, width, height) + 2)
    guard largest > 0, largest.isFinite else { return false }
    let k = 16_384 / (largest * reach)
    var f = pixman_f_transform()
    f.m = (
      (rows[0][0] * k, rows[0][1] * k, rows[0][2] * k), (rows[1][0] * k, rows[1][1] * k, rows[1][2] * k),
      (rows[2][0] * k, rows[2][1] * k, rows[2][2] * k)
    )
    var transform = pixman_transform()
    guard pixman_transform_from_pixman_f_transform(&transform, &f) != 0 else { return false }
    _ = pixman_image_set_transform(source, &transform)
    _ = pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
    pixman_image_composite32(
      PIXMAN_OP_SRC, source, nil, destination, 0, 0, 0, 0, 0, 0, Int32(target.width), Int32(target.height))
    cairo_surface_mark_dirty(target.surface)
    return true
  }

  /// A pixman image over the surface's pixels.
  private func image() -> OpaquePointer? {
    guard let bits = cairo_image_surface_get_data(surface) else { return nil }
    return pixman_image_create_bits(
      PIXMAN_a8r8g8b8, Int32(width), Int32(height),
      UnsafeMutableRawPointer(bits).assumingMemoryBound(to: UInt32.self),
      cairo_image_surface_get_stride(surface))
  }
}
