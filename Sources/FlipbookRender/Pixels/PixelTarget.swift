import CCairo

/// The pixels a Cairo context draws into, for code that writes them directly: its target (or current
/// group's) ARGB32 image surface and the clip as whole device pixels. Nil when the target is another kind
/// of surface or the clip has an anti-aliased edge; then Cairo must draw.
///
/// ```swift
/// if let target = PixelTarget(context) {
///   target.row(y)  // device row y's pixels, from device column 0, or nil outside the surface
///   target.markDirty()
/// }
/// ```
struct PixelTarget {
  let surface: OpaquePointer
  let data: UnsafeMutablePointer<UInt8>
  let stride: Int
  /// The surface's size in pixels.
  let width: Int, height: Int
  /// Device pixel (x, y) is surface pixel (x + dx, y + dy).
  let dx: Int, dy: Int
  /// The clip, in device pixels.
  let areas: [PixelBox]

  /// The target of `context`, flushed so that its pixels are Cairo's latest.
  init?(_ context: CairoContext) {
    let cr = context.raw
    guard let target = cairo_get_group_target(cr),
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return nil }
    // The clip's rectangles come in user space: read them in device space.
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    cairo_identity_matrix(cr)
    let copied = cairo_copy_clip_rectangle_list(cr)
    cairo_set_matrix(cr, &matrix)
    guard let list = copied else { return nil }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
    var areas: [PixelBox] = []
    for k in 0..<Int(list.pointee.num_rectangles) {
      let r = list.pointee.rectangles[k]
      let x0 = r.x.rounded(), y0 = r.y.rounded(), x1 = (r.x + r.width).rounded()
      let y1 = (r.y + r.height).rounded()
      // An anti-aliased edge: leave it to Cairo.
      guard x0 == r.x, y0 == r.y, x1 == r.x + r.width, y1 == r.y + r.height, abs(x0) < 1e9, abs(y0) < 1e9,
        abs(x1) < 1e9, abs(y1) < 1e9
      else { return nil }
      let box = PixelBox(x0: Int(x0), y0: Int(y0), x1: Int(x1), y1: Int(y1))
      if !box.isEmpty { areas.append(box) }
    }
    var dx = 0.0
    var dy = 0.0
    cairo_surface_get_device_offset(target, &dx, &dy)
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target), dx.magnitude < 1e9, dy.magnitude < 1e9 else {
      return nil
    }
    surface = target
    self.data = data
    stride = Int(cairo_image_surface_get_stride(target))
    width = Int(cairo_image_surface_get_width(target))
    height = Int(cairo_image_surface_get_height(target))
    self.dx = Int(dx)
    self.dy = Int(dy)
    self.areas = areas
  }

  /// Calls `body` with each area of the clip within `box` (device pixels), also cut to the surface.
  @inline(__always)
  func forEachArea(within box: PixelBox, _ body: (PixelBox) -> Void) {
    let surface = PixelBox(x0: -dx, y0: -dy, x1: width - dx, y1: height - dy)
    let inside = box.intersection(surface)
    guard !inside.isEmpty else { return }
    for area in areas {
      let part = area.intersection(inside)
      if !part.isEmpty { body(part) }
    }
  }

  /// The pixels of device row `y`, indexed by device column (valid for the columns of ``areas(within:)``).
  func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
    UnsafeMutableRawPointer(data + (y + dy) * stride + 4 * dx).assumingMemoryBound(to: UInt32.self)
  }

  /// Tells Cairo the pixels were written.
  func markDirty() { cairo_surface_mark_dirty(surface) }
}
