import CCairo
import Flipbook
import FlipbookGeometry

/// Draws a node's shadow: the alpha of everything the node itself draws (background, image, text,
/// `draw(_:)` output, border — not its subviews), blurred with a Gaussian of standard deviation
/// `shadowRadius`, moved by `shadowOffset` (both in the node's bounds coordinates, so the shadow turns and
/// scales with the view, as a layer's does) and painted in `shadowColor` at `shadowOpacity`, beneath the
/// node.
///
/// The mask is drawn at the node's resolution on the canvas (device pixels per point), blurred there, and
/// kept in the thread's cache: a moving view reuses it, sampled bilinearly at its new place.
struct ShadowPainter {
  let painter: LayerPainter

  /// How far a shadow reaches past the face it is cast by, in points: three standard deviations.
  static func reach(of style: LayerStyle) -> Double { 3 * max(style.shadowRadius, 0) + 1 }

  /// The largest side of a mask, in pixels; larger shadows are blurred at a lower resolution.
  static let maximumSide = 4096

  /// Draws the shadow of `node`, whose drawing matrix is `matrix`.
  func draw(_ node: RenderNode, matrix: AffineTransform) {
    let style = node.style
    guard style.hasShadow else { return }
    let context = painter.context
    let deviceScale = abs(matrix.a * matrix.d - matrix.b * matrix.c).squareRoot()
    let extent = node.faceExtent(painter.snapshot.contents)
    guard deviceScale > 0, deviceScale.isFinite, extent.width > 0, extent.height > 0 else { return }
    let radius = max(style.shadowRadius, 0)
    // Mask pixels per point: the device scale, lowered if the mask would be too large.
    let longest = max(extent.width, extent.height) + 2 * Self.reach(of: style)
    let resolution = min(deviceScale, Double(Self.maximumSide - 2) / longest)
    let key = ShadowMaskKey(
      bounds: node.bounds, extent: extent, clipsToBounds: node.clipsToBounds,
      backgroundAlpha: node.backgroundColor?.alpha ?? 0, cornerRadius: style.cornerRadius,
      borderWidth: style.hasBorder ? style.borderWidth : 0,
      borderAlpha: style.hasBorder ? style.borderColor.alpha : 0,
      contentMode: node.contentMode, contentStretch: node.contentStretch,
      content: painter.content(of: node), displayList: painter.displayList(of: node),
      resolution: resolution, sigma: radius * resolution)
    guard
      let mask = painter.cache.shadows.entry(
        for: key, frame: painter.cache.frame, make: { makeMask(node, key: key) })
    else { return }
    let offset = AffineTransform(translationX: style.shadowOffset.width, y: style.shadowOffset.height)
    let maskToDevice = mask.toBounds.concatenating(offset).concatenating(matrix)
    guard maskToDevice.isUsableByCairo else { return }
    context.save()
    context.setMatrix(maskToDevice)
    context.setSource(style.shadowColor, alphaScale: min(style.shadowOpacity, 1))
    let pattern = cairo_pattern_create_for_surface(mask.surface)!
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_mask(context.raw, pattern)
    cairo_pattern_destroy(pattern)
    context.restore()
  }

  /// Draws the node's face into a new A8 surface at `key.resolution` and blurs it.
  private func makeMask(_ node: RenderNode, key: ShadowMaskKey) -> SurfaceCache<ShadowMaskKey>.Entry? {
    let k = key.resolution
    let margin = Int((3 * key.sigma).rounded(.up)) + 2
    let width = Int((key.extent.width * k).rounded(.up)) + 2 * margin
    let height = Int((key.extent.height * k).rounded(.up)) + 2 * margin
    guard width <= Self.maximumSide + 2 * margin, height <= Self.maximumSide + 2 * margin,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    let boundsToMask = AffineTransform(translationX: -key.extent.minX, y: -key.extent.minY)
      .concatenating(AffineTransform(scaleX: k, y: k))
      .concatenating(AffineTransform(translationX: Double(margin), y: Double(margin)))
    let face = LayerPainter(context: CairoContext(raw: cr), snapshot: painter.snapshot, cache: painter.cache)
    face.face(node, matrix: boundsToMask)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    BoxBlur.blur(
      cairo_image_surface_get_data(surface)!, width: width, height: height, stride: stride, sigma: key.sigma)
    cairo_surface_mark_dirty(surface)
    return SurfaceCache<ShadowMaskKey>.Entry(
      surface: surface, toBounds: boundsToMask.inverted(), bytes: stride * height)
  }
}
