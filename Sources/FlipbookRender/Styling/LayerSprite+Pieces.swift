import CCairo
import Flipbook
import FlipbookGeometry

extension LayerSprite {
  /// Paints `sprite` at the translation `toDevice` with `alpha` in the three parts of `SpritePieces`,
  /// compositing with pixman straight into the context's target, an unclipped ARGB32 image surface:
  /// the opaque interior as a solid fill, the shadow alone as its alpha moved by the fraction of a
  /// pixel and composited as an A8 mask in the shadow colour, the rest sampled bilinearly as Cairo
  /// samples the whole sprite. Each device pixel gets one of them, so the result is the sprite painted
  /// whole, within rounding (1/255 for the fill, 2/255 for the shadow's 1/256 filter weights).
  ///
  /// Returns false, drawing nothing, when the target is not such a surface.
  func drawInPieces(
    _ node: RenderNode, sprite: SurfaceCache<LayerSpriteKey>.Entry, plane: AlphaPlane,
    toDevice: AffineTransform, alpha: Double, includesBorder: Bool
  ) -> Bool {
    let style = node.style
    let bounds = node.bounds.standardized
    let boundsToSprite = sprite.toBounds.inverted()
    let face = bounds.applying(boundsToSprite)
    // Far-off or degenerate places take the general path (and no integer conversion can overflow).
    let limit = 1e7
    guard abs(toDevice.tx) < limit, abs(toDevice.ty) < limit, abs(face.minX) < limit, abs(face.minY) < limit,
      abs(face.maxX) < limit, abs(face.maxY) < limit
    else { return false }
    let cr = painter.context.raw
    guard let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
      let spriteBits = cairo_image_surface_get_data(sprite.surface)
    else { return false }
    var offsetX = 0.0, offsetY = 0.0
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    guard offsetX == 0, offsetY == 0 else { return false }
    cairo_surface_flush(target)
    guard let bits = cairo_image_surface_get_data(target),
      let destination = pixman_image_create_bits(
        PIXMAN_a8r8g8b8, cairo_image_surface_get_width(target), cairo_image_surface_get_height(target),
        UnsafeMutableRawPointer(bits).assumingMemoryBound(to: UInt32.self),
        cairo_image_surface_get_stride(target))
    else { return false }
    defer { pixman_image_unref(destination) }
    let canvas = PixelBox(
      x0: 0, y0: 0, x1: Int(cairo_image_surface_get_width(target)),
      y1: Int(cairo_image_surface_get_height(target)))

    let k = abs(boundsToSprite.a)
    var pieces = SpritePieces(
      plane: plane, offset: Point(x: toDevice.tx, y: toDevice.ty), face: face,
      radius: style.radius(in: bounds) * k,
      border: includesBorder && style.hasBorder ? style.borderWidth * k : 0,
      opaqueFace: (node.backgroundColor?.alpha ?? 0) >= 1)
    if !style.hasShadow {
      pieces.edges += pieces.shadow
      pieces.shadow = []
    }
    let clamp = { (boxes: [PixelBox]) in boxes.map { $0.intersection(canvas) }.filter { !$0.isEmpty } }

    // The interior: one solid colour.
    let interior = clamp(pieces.interior)
    if let color = node.backgroundColor, !interior.isEmpty {
      var fill = Self.pixmanColor(color, alpha: alpha)
      var boxes = interior.map {
        pixman_box32_t(x1: Int32($0.x0), y1: Int32($0.y0), x2: Int32($0.x1), y2: Int32($0.y1))
      }
      _ = pixman_image_fill_boxes(PIXMAN_OP_OVER, destination, &fill, Int32(boxes.count), &boxes)
    }
    // The edges: the sprite sampled bilinearly at its fractional place, faded by a solid mask.
    let edges = clamp(pieces.edges)
    if !edges.isEmpty,
      let source = pixman_image_create_bits(
        PIXMAN_a8r8g8b8, Int32(plane.width), Int32(plane.height),
        UnsafeMutableRawPointer(spriteBits).assumingMemoryBound(to: UInt32.self),
        cairo_image_surface_get_stride(sprite.surface))
    {
      var transform = pixman_transform()
      pixman_transform_init_translate(&transform, Self.fixed(-toDevice.tx), Self.fixed(-toDevice.ty))
      _ = pixman_image_set_transform(source, &transform)
      _ = pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
      var fade = pixman_color_t(red: 0, green: 0, blue: 0, alpha: Self.short(alpha))
      let mask = alpha < 1 ? pixman_image_create_solid_fill(&fade) : nil
      for box in edges {
        pixman_image_composite32(
          PIXMAN_OP_OVER, source, mask, destination, Int32(box.x0), Int32(box.y0), 0, 0, Int32(box.x0),
          Int32(box.y0), Int32(box.x1 - box.x0), Int32(box.y1 - box.y0))
      }
      if let mask { pixman_image_unref(mask) }
      pixman_image_unref(source)
    }
    // The shadow: its alpha moved by the fraction of a pixel, as a mask of the shadow colour.
    let shadow = clamp(pieces.shadow)
    if !shadow.isEmpty {
      paintShadow(
        shadow, pieces: pieces, plane: plane, color: style.shadowColor, alpha: alpha, into: destination)
    }
    let touched = (pieces.interior + pieces.edges + pieces.shadow).reduce(
      into: PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
    ) {
      $0 =
        $0.isEmpty
        ? $1
        : PixelBox(x0: min($0.x0, $1.x0), y0: min($0.y0, $1.y0), x1: max($0.x1, $1.x1), y1: max($0.y1, $1.y1))
    }.intersection(canvas)
    if !touched.isEmpty {
      cairo_surface_mark_dirty_rectangle(
        target, Int32(touched.x0), Int32(touched.y0), Int32(touched.x1 - touched.x0),
        Int32(touched.y1 - touched.y0))
    }
    return true
  }

  /// Moves the plane under `boxes` (device pixels) into the thread's scratch mask and composites the
  /// shadow colour (whose alpha and the shadow opacity the plane already holds) through it with `alpha`.
  ///
  /// One composite covers the box around them all, the face's pixels inside it zeroed: pixman skips
  /// zero mask pixels four at a time, which costs less than a call and a row set-up per thin box.
  private func paintShadow(
    _ boxes: [PixelBox], pieces: SpritePieces, plane: AlphaPlane, color: Color, alpha: Double,
    into destination: OpaquePointer
  ) {
    // Device pixel (x, y) is plane-shift pixel (x + n + 1, y + m + 1).
    let dx = pieces.n + 1, dy = pieces.m + 1
    let all = boxes.dropFirst().reduce(boxes[0]) {
      PixelBox(x0: min($0.x0, $1.x0), y0: min($0.y0, $1.y0), x1: max($0.x1, $1.x1), y1: max($0.y1, $1.y1))
    }
    guard let mask = painter.cache.maskScratch.mask(width: all.x1 - all.x0, height: all.y1 - all.y0) else {
      return
    }
    for box in boxes {
      plane.shift(
        fx: pieces.fx, fy: pieces.fy,
        box: PixelBox(x0: box.x0 + dx, y0: box.y0 + dy, x1: box.x1 + dx, y1: box.y1 + dy),
        into: mask.bytes, stride: mask.stride, origin: (all.x0 + dx, all.y0 + dy))
    }
    let hole = pieces.faceBox.intersection(all)
    if !hole.isEmpty {
      for y in hole.y0..<hole.y1 {
        (mask.bytes + (y - all.y0) * mask.stride + hole.x0 - all.x0).update(
          repeating: 0, count: hole.x1 - hole.x0)
      }
    }
    var tint = Self.pixmanColor(
      Color(red: color.red, green: color.green, blue: color.blue, alpha: 1), alpha: alpha)
    guard let source = pixman_image_create_solid_fill(&tint) else { return }
    pixman_image_composite32(
      PIXMAN_OP_OVER, source, mask.image, destination, 0, 0, 0, 0, Int32(all.x0), Int32(all.y0),
      Int32(all.x1 - all.x0), Int32(all.y1 - all.y0))
    pixman_image_unref(source)
  }

  /// `color` with its alpha times `alpha`, premultiplied in 16 bits per channel as Cairo makes a solid
  /// source (components clamped to 0 ... 1, NaN as 0).
  static func pixmanColor(_ color: Color, alpha: Double) -> pixman_color_t {
    let a = unit(color.alpha) * unit(alpha)
    return pixman_color_t(
      red: short(unit(color.red) * a), green: short(unit(color.green) * a), blue: short(unit(color.blue) * a),
      alpha: short(a))
  }

  private static func unit(_ x: Double) -> Double { x >= 1 ? 1 : (x > 0 ? x : 0) }

  /// A unit value in 16 bits, rounded, as Cairo converts colours.
  private static func short(_ x: Double) -> UInt16 { UInt16(unit(x) * 65535 + 0.5) }

  /// A coordinate in pixman's 16.16 fixed point, rounded as Cairo rounds its matrices.
  private static func fixed(_ x: Double) -> pixman_fixed_t {
    pixman_fixed_t(truncatingIfNeeded: Int64((x * 65536).rounded()))
  }
}

extension AffineTransform {
  /// Whether the transform only moves (within 10⁻⁹, far below pixman's 1/65536 steps).
  var isTranslation: Bool {
    abs(a - 1) <= 1e-9 && abs(d - 1) <= 1e-9 && abs(b) <= 1e-9 && abs(c) <= 1e-9
  }
}
