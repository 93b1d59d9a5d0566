import CCairo
import Flipbook
import FlipbookGeometry

/// What a rasterized styled layer depends on. The whole ``LayerStyle`` is part of it, so every field of
/// `LayerStyle` must be something the sprite draws: a value that changes per frame without changing the
/// sprite's pixels (a z position, say) belongs in `AnimatableValues`, or every frame would miss the cache
/// (`LayerSpriteKeyTests` lists the fields and fails, naming it, when one is added).
struct LayerSpriteKey: Hashable {
  var bounds: Rect
  var clipsToBounds: Bool
  var backgroundColor: Color?
  var style: LayerStyle
  var includesBorder: Bool
  /// Sprite pixels per point.
  var resolution: Double
}

/// Draws a styled node's own layer — shadow, rounded background and (for a leaf) border — as one
/// rasterized picture: drawn once at the node's resolution on the canvas into a surface kept in the
/// thread's cache, then painted each frame at the node's place with the node's opacity. A rounded,
/// bordered, shadowed view that does not change is thus blurred and rasterized once and costs one bilinear
/// paint per frame, however it moves; a leaf needs no group surface for its opacity either, since the
/// picture already is the group's content.
///
/// At whole-pixel positions the result is the same as drawing the parts one by one; at fractional
/// positions the picture is sampled bilinearly, as Core Animation samples a rasterized layer. Views with
/// an image, text or `draw(_:)` output are drawn directly instead.
struct LayerSprite {
  let painter: LayerPainter
  /// The largest side of a sprite, in pixels; larger layers are drawn directly.
  static let maximumSide = 4096

  /// Whether `node`'s own layer is drawn as a sprite: it is styled (rounded, bordered or shadowed) and
  /// has no image, text or display list.
  func applies(to node: RenderNode) -> Bool {
    let style = node.style
    return (style.cornerRadius > 0 || style.hasBorder || style.hasShadow) && node.content == nil
      && painter.displayList(of: node) == nil
  }

  /// Paints the sprite of `node` (border included when `includesBorder`) with `alpha`, in the coordinates
  /// of `matrix`; returns false, drawing nothing, when no sprite can be made (too large, or a matrix Cairo
  /// cannot use), so the caller draws the parts directly.
  ///
  /// `unclipped` says the context has no clip and draws into the canvas itself (no group), so that a
  /// sprite at a translation may be composited in pieces straight into its pixels (`drawInPieces`).
  func draw(
    _ node: RenderNode, matrix: AffineTransform, alpha: Double, includesBorder: Bool, unclipped: Bool = false
  ) -> Bool {
    let resolution = abs(matrix.a * matrix.d - matrix.b * matrix.c).squareRoot()
    guard resolution > 0, resolution.isFinite else { return false }
    let key = LayerSpriteKey(
      bounds: node.bounds, clipsToBounds: node.clipsToBounds, backgroundColor: node.backgroundColor,
      style: node.style, includesBorder: includesBorder, resolution: resolution)
    guard
      let sprite = painter.cache.layers.entry(
        for: key, frame: painter.cache.frame, make: { make(node, key: key) })
    else { return false }
    let toDevice = sprite.toBounds.concatenating(matrix)
    guard toDevice.isUsableByCairo else { return false }
    if unclipped, let plane = sprite.alpha, toDevice.isTranslation, painter.cache.paintsSpritesInPieces,
      drawInPieces(
        node, sprite: sprite, plane: plane, toDevice: toDevice, alpha: alpha, includesBorder: includesBorder)
    {
      painter.cache.spritesPaintedInPieces += 1
      return true
    }
    let context = painter.context
    context.save()
    context.setMatrix(toDevice)
    cairo_set_source_surface(context.raw, sprite.surface, 0, 0)
    // Plain bilinear sampling: Cairo's default "good" filter costs half again as much for the same
    // result at one sprite pixel per device pixel.
    cairo_pattern_set_filter(cairo_get_source(context.raw), CAIRO_FILTER_BILINEAR)
    if alpha >= 1 { cairo_paint(context.raw) } else { cairo_paint_with_alpha(context.raw, alpha) }
    context.restore()
    return true
  }

  /// Draws the layer into a new ARGB surface covering what it can draw, a pixel of margin around. Its
  /// pixels lie in memory of our own with four more pixels at the end of every row and a row more below,
  /// which painting in pieces may read (`SpanBlender.sprite` reads four pixels at a time); the surface
  /// itself, and so everything Cairo draws into it, keeps its size.
  private func make(_ node: RenderNode, key: LayerSpriteKey) -> SurfaceCache<LayerSpriteKey>.Entry? {
    let k = key.resolution
    let extent = node.drawnExtent(painter.snapshot.contents)
    let pixelWidth = (extent.width * k).rounded(.up) + 2, pixelHeight = (extent.height * k).rounded(.up) + 2
    // Checked as numbers first, so that a far too large (or not finite) extent converts no Double to Int.
    let side = Double(Self.maximumSide)
    guard extent.width > 0, extent.height > 0, pixelWidth <= side, pixelHeight <= side else { return nil }
    let width = Int(pixelWidth), height = Int(pixelHeight)
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))) + 16
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: stride * (height + 1), alignment: 16)
    buffer.initializeMemory(as: UInt8.self, repeating: 0, count: stride * (height + 1))
    guard
      let surface = cairo_image_surface_create_for_data(
        buffer.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
        Int32(stride))
    else {
      buffer.deallocate()
      return nil
    }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      buffer.deallocate()
      return nil
    }
    let boundsToSprite = AffineTransform(translationX: -extent.minX, y: -extent.minY)
      .concatenating(AffineTransform(scaleX: k, y: k))
      .concatenating(AffineTransform(translationX: 1, y: 1))
    let layer = LayerPainter(context: CairoContext(raw: cr), snapshot: painter.snapshot, cache: painter.cache)
    if node.clipsToBounds {
      layer.context.saveAndClip(
        to: node.bounds, radius: node.style.radius(in: node.bounds), matrix: boundsToSprite)
    }
    ShadowPainter(painter: layer).draw(node, matrix: boundsToSprite)
    layer.background(node, matrix: boundsToSprite)
    if key.includesBorder { layer.border(node, matrix: boundsToSprite) }
    if node.clipsToBounds { layer.context.restore() }
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let alpha = AlphaPlane(argbSurface: surface)
    return SurfaceCache<LayerSpriteKey>.Entry(
      surface: surface, toBounds: boundsToSprite.inverted(), bytes: stride * (height + 1) + alpha.byteCount,
      alpha: alpha, pixels: buffer)
  }
}
