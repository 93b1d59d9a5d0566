import CCairo

/// Quarter turns of the transitions' scratch surfaces, done by pixman's rotation fast paths (whole pixels,
/// no resampling: every pixel is moved as it is).
enum FacePixels {
  /// Writes `source` turned a quarter turn into `target`, which must be `source.height` wide and
  /// `source.width` tall. Forward: the target's pixel `(u, v)` is the source's `(v, source.height − 1 − u)`
  /// (the source's bottom row becomes the target's left column); backward undoes a forward turn.
  static func quarterTurn(_ source: ScratchSurface, into target: ScratchSurface, backward: Bool = false) {
    precondition(target.width == source.height && target.height == source.width, "a turn of a wrong size")
    cairo_surface_flush(source.surface)
    cairo_surface_flush(target.surface)
    guard let from = image(source), let to = image(target) else { return }
    defer {
      pixman_image_unref(from)
      pixman_image_unref(to)
    }
    // Target coordinates (u, v) to source coordinates, in pixman's 16.16 fixed point: forward
    // (v, source.height − u); backward (target.height − v, u).
    let one = pixman_fixed_t(1 << 16)
    var transform = pixman_transform()
    if backward {
      transform.matrix = (
        (0, -one, pixman_fixed_t(target.height) << 16), (one, 0, 0), (0, 0, one)
      )
    } else {
      transform.matrix = (
        (0, one, 0), (-one, 0, pixman_fixed_t(source.height) << 16), (0, 0, one)
      )
    }
    _ = pixman_image_set_transform(from, &transform)
    _ = pixman_image_set_filter(from, PIXMAN_FILTER_NEAREST, nil, 0)
    pixman_image_composite32(
      PIXMAN_OP_SRC, from, nil, to, 0, 0, 0, 0, 0, 0, Int32(target.width), Int32(target.height))
    cairo_surface_mark_dirty(target.surface)
  }

  /// A pixman image over the scratch surface's pixels.
  private static func image(_ scratch: ScratchSurface) -> OpaquePointer? {
    guard let bits = cairo_image_surface_get_data(scratch.surface) else { return nil }
    return pixman_image_create_bits(
      PIXMAN_a8r8g8b8, Int32(scratch.width), Int32(scratch.height),
      UnsafeMutableRawPointer(bits).assumingMemoryBound(to: UInt32.self),
      cairo_image_surface_get_stride(scratch.surface))
  }
}
