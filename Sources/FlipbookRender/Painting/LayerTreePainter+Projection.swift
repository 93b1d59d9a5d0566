import CCairo
import Flipbook
import FlipbookGeometry

extension LayerTreePainter {
  /// The largest side, in pixels, of the surface a projected layer is drawn to first.
  static let maximumProjectedSide = 4096

  /// Draws layer `i`, whose bounds `map` takes onto the target with perspective (`quad`: the corners
  /// there): the layer and its flattened subtree are drawn to a surface of their own at about the
  /// resolution they show at, with a clear pixel around, and that surface is mapped onto the target by
  /// pixman's projective transform with bilinear filtering (the clear margin anti-aliases the edges).
  func drawProjected(
    _ i: Int, map: Transform3D, quad: [Point], depth: Int, sublayers: (AffineTransform) -> LayerPlacement
  ) {
    let cr = context.raw
    let b = layers[i].values.bounds.standardized
    guard b.size.width > 0, b.size.height > 0 else { return }
    // Where it lands on the target, cut to the clip (in the target's coordinates: identity matrix).
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
    let left = max(quad.map(\.x).min()!.rounded(.down), x0.rounded(.down))
    let top = max(quad.map(\.y).min()!.rounded(.down), y0.rounded(.down))
    let right = min(quad.map(\.x).max()!.rounded(.up), x1.rounded(.up))
    let bottom = min(quad.map(\.y).max()!.rounded(.up), y1.rounded(.up))
    guard right > left, bottom > top, right - left <= 65_536, bottom - top <= 65_536 else { return }
    // As many pixels per point as the longest side shows at, at least 1.
    let sides = [
      (quad[0], quad[1], b.size.width), (quad[1], quad[2], b.size.height),
      (quad[2], quad[3], b.size.width), (quad[3], quad[0], b.size.height),
    ]
    let stretch = sides.map { mathHypot($0.0.x - $0.1.x, $0.0.y - $0.1.y) / $0.2 }.max()!
    let limit = Double(Self.maximumProjectedSide - 2) / max(b.size.width, b.size.height)
    let scale = min(max(stretch, 1), 8, limit)
    guard scale.isFinite, scale > 0 else { return }
    let width = Int((b.size.width * scale).rounded(.up)) + 2
    let height = Int((b.size.height * scale).rounded(.up)) + 2
    // The layer's bounds coordinates → the surface's pixels, one clear pixel in.
    let toSurface = AffineTransform(translationX: -b.minX, y: -b.minY)
      .concatenating(AffineTransform(scaleX: scale, y: scale))
      .concatenating(AffineTransform(translationX: 1, y: 1))
    guard let picture = ProjectionSurface(width: width, height: height),
      let landing = ProjectionSurface(width: Int(right - left), height: Int(bottom - top))
    else { return }
    defer {
      picture.destroy()
      landing.destroy()
    }
    LayerTreePainter(context: CairoContext(raw: picture.context), layers: layers).drawContent(
      i, matrix: toSurface, sublayers: sublayers(toSurface), depth: depth)
    // The landing surface's pixel → the target → the layer's bounds → the picture's pixel.
    let toTarget = Transform3D(toSurface.inverted()).concatenating(map)
    guard let inverse = toTarget.inverted(),
      picture.warp(into: landing, by: Transform3D(translationX: left, y: top, z: 0).concatenating(inverse))
    else { return }
    cairo_set_source_surface(cr, landing.surface, left, top)
    cairo_paint(cr)
  }
}

/// An image surface with its own context, for drawing a projected layer.
struct ProjectionSurface {
  let surface: OpaquePointer
  let context: OpaquePointer
  let width: Int
  let height: Int

  /// A clear ARGB surface; `nil` when Cairo cannot make it.
  init?(width: Int, height: Int) {
    guard width > 0, height > 0,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    self.surface = surface
    self.context = context
    self.width = width
    self.height = height
  }

  func destroy() {
    cairo_destroy(context)
    cairo_surface_destroy(surface)
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
