import CCairo
import FlipbookGeometry

/// A picture in perspective: what a layer or a view with a 3-D transform draws is drawn flat to a surface of
/// its own at about the resolution it shows at, with a clear pixel around, and that surface is mapped onto
/// the target by the projective map with bilinear filtering (the clear margin anti-aliases the edges).
enum ProjectedPicture {
  /// The largest side, in pixels, of the surface a projected picture is drawn to first.
  static let maximumSide = 4096

  /// Draws the picture covering `area` (in its own plane's coordinates), which `map` takes onto the target
  /// of `cr` with perspective; `content` draws it into a context whose matrix is given (the plane's
  /// coordinates → the surface's pixels). Nothing is drawn when a corner of `area` reaches the viewer or
  /// passes behind, or when the picture lands outside the clip.
  static func draw(
    area b: Rect, map: Transform3D, onto cr: OpaquePointer, scratch: TransitionScratch?,
    content: (CairoContext, AffineTransform) -> Void
  ) {
    guard b.size.width > 0, b.size.height > 0, let quad = map.projectedCorners(of: b) else { return }
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
    let limit = Double(maximumSide - 2) / max(b.size.width, b.size.height)
    let scale = min(max(stretch, 1), 8, limit)
    guard scale.isFinite, scale > 0 else { return }
    let width = Int((b.size.width * scale).rounded(.up)) + 2
    let height = Int((b.size.height * scale).rounded(.up)) + 2
    // The plane's coordinates → the surface's pixels, one clear pixel in.
    let toSurface = AffineTransform(translationX: -b.minX, y: -b.minY)
      .concatenating(AffineTransform(scaleX: scale, y: scale))
      .concatenating(AffineTransform(translationX: 1, y: 1))
    guard let picture = ProjectionSurface(width: width, height: height, pool: scratch) else { return }
    defer { picture.destroy() }
    content(CairoContext(raw: picture.context), toSurface)
    // The target → the plane → the picture's pixel.
    let toTarget = Transform3D(toSurface.inverted()).concatenating(map)
    guard let inverse = toTarget.inverted() else { return }
    if ProjectiveWarp.draw(picture.surface, onto: cr, quad: quad, back: inverse) { return }
    // A target that is not a plain image surface with a rectangular clip: warp into a surface of its own.
    guard let landing = ProjectionSurface(width: Int(right - left), height: Int(bottom - top)) else { return }
    defer { landing.destroy() }
    guard
      picture.warp(into: landing, by: Transform3D(translationX: left, y: top, z: 0).concatenating(inverse))
    else { return }
    cairo_set_source_surface(cr, landing.surface, left, top)
    cairo_paint(cr)
  }
}
