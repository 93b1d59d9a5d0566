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
/// an image, text or `draw(_:)` output are drawn directly instead; `plan` says which views are and why.
struct LayerSprite {
  let painter: LayerPainter
  /// The largest side of a sprite, in pixels; larger layers are drawn directly.
  static let maximumSide = 4096

  /// Decides how `node`'s own layer is drawn — the one place that does — and makes or finds its
  /// rasterized picture when one is used. A view without subviews (`isLeaf`) gets its border in the
  /// picture and may be a single background fill; `unclipped` says the context has no clip and draws into
  /// the canvas itself (no group), so a picture at a translation may be composited in pieces straight into
  /// its pixels (`LayerPath.spriteInPieces`).
  func plan(_ node: RenderNode, matrix: AffineTransform, isLeaf: Bool, unclipped: Bool) -> LayerPlan {
    if isLeaf && painter.drawsOnlyBackground(node) { return LayerPlan(path: .backgroundFill) }
    let style = node.style
    guard style.cornerRadius > 0 || style.hasBorder || style.hasShadow else {
      return LayerPlan(path: .parts(.plain))
    }
    guard node.content == nil && painter.displayList(of: node) == nil else {
      return LayerPlan(path: .parts(.content))
    }
    let resolution = abs(matrix.a * matrix.d - matrix.b * matrix.c).squareRoot()
    guard resolution > 0, resolution.isFinite else { return LayerPlan(path: .parts(.degenerateTransform)) }
    let key = LayerSpriteKey(
      bounds: node.bounds, clipsToBounds: node.clipsToBounds, backgroundColor: node.backgroundColor,
      style: node.style, includesBorder: isLeaf, resolution: resolution)
    var failure = PartsFallback.outOfMemory
    guard
      let sprite = painter.cache.layers.entry(
        for: key, frame: painter.cache.frame,
        make: {
          switch make(node, key: key) {
          case .success(let entry): return entry
          case .failure(let reason):
            failure = reason.fallback
            return nil
          }
        })
    else { return LayerPlan(path: .parts(failure)) }
    let toDevice = sprite.toBounds.concatenating(matrix)
    guard toDevice.isUsableByCairo else { return LayerPlan(path: .parts(.degenerateTransform)) }
    var plan = LayerPlan(path: .spriteInPieces, sprite: sprite, toDevice: toDevice, includesBorder: isLeaf)
    if !unclipped {
      plan.path = .sprite(.clipped)
    } else if !toDevice.isTranslation {
      plan.path = .sprite(.transformed)
    } else if !painter.cache.paintsSpritesInPieces {
      plan.path = .sprite(.piecesTurnedOff)
    } else {
      switch placePieces(node, sprite: sprite, toDevice: toDevice, includesBorder: isLeaf) {
      case .success(let placement): plan.pieces = placement
      case .failure(let reason): plan.path = .sprite(reason.fallback)
      }
    }
    return plan
  }

  /// Paints the picture of a plan whose path is `spriteInPieces` or `sprite` with `alpha`.
  func paint(_ plan: LayerPlan, _ node: RenderNode, alpha: Double) {
    guard let sprite = plan.sprite else { preconditionFailure("a layer plan without a picture painted") }
    if let placement = plan.pieces {
      paintInPieces(node, placement, alpha: alpha)
      return
    }
    let context = painter.context
    context.save()
    context.setMatrix(plan.toDevice)
    cairo_set_source_surface(context.raw, sprite.surface, 0, 0)
    // Plain bilinear sampling: Cairo's default "good" filter costs half again as much for the same
    // result at one sprite pixel per device pixel.
    cairo_pattern_set_filter(cairo_get_source(context.raw), CAIRO_FILTER_BILINEAR)
    if alpha >= 1 { cairo_paint(context.raw) } else { cairo_paint_with_alpha(context.raw, alpha) }
    context.restore()
  }

  /// Draws the layer into a new ARGB surface covering what it can draw, a pixel of margin around. Its
  /// pixels lie in memory of our own with four more pixels at the end of every row and a row more below,
  /// which painting in pieces may read (`SpanBlender.sprite` reads four pixels at a time); the surface
  /// itself, and so everything Cairo draws into it, keeps its size.
  private func make(_ node: RenderNode, key: LayerSpriteKey) -> Result<
    SurfaceCache<LayerSpriteKey>.Entry, Refusal<PartsFallback>
  > {
    let k = key.resolution
    let extent = node.drawnExtent(painter.snapshot.contents)
    let pixelWidth = (extent.width * k).rounded(.up) + 2, pixelHeight = (extent.height * k).rounded(.up) + 2
    // Checked as numbers first, so that a far too large (or not finite) extent converts no Double to Int.
    let side = Double(Self.maximumSide)
    guard extent.width > 0, extent.height > 0, pixelWidth <= side, pixelHeight <= side else {
      return .failure(Refusal(.tooLarge))
    }
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
      return .failure(Refusal(.outOfMemory))
    }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      buffer.deallocate()
      return .failure(Refusal(.outOfMemory))
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
    return .success(
      SurfaceCache<LayerSpriteKey>.Entry(
        surface: surface, toBounds: boundsToSprite.inverted(), bytes: stride * (height + 1) + alpha.byteCount,
        alpha: alpha, pixels: buffer))
  }
}

/// A decided way to draw a node's own layer (`LayerSprite.plan`).
struct LayerPlan {
  /// The path, recorded in the canvas's counts.
  var path: LayerPath
  /// The rasterized layer, when `path` paints one.
  var sprite: SurfaceCache<LayerSpriteKey>.Entry? = nil
  /// The picture's pixels to device pixels.
  var toDevice = AffineTransform.identity
  /// Whether the picture holds the border (a view without subviews).
  var includesBorder = false
  /// Where the pieces go, when `path` is `spriteInPieces`.
  var pieces: PiecePlacement? = nil
}

/// A reason not to take a path, as an `Error` so that it can travel in a `Result`.
struct Refusal<Reason: Sendable>: Error {
  let fallback: Reason
  init(_ fallback: Reason) { self.fallback = fallback }
}
