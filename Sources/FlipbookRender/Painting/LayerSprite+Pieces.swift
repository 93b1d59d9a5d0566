import CCairo
import Flipbook
import FlipbookGeometry

extension LayerSprite {
  /// Where a picture at the translation `toDevice` goes in the three parts of `SpritePieces`, straight
  /// into the context's target, or why it cannot go there: the target must be an ARGB32 image surface at
  /// the canvas's origin, the place within 10⁷ pixels, and every read within the picture's memory.
  func placePieces(
    _ node: RenderNode, sprite: SurfaceCache<LayerSpriteKey>.Entry, toDevice: AffineTransform,
    includesBorder: Bool
  ) -> Result<PiecePlacement, Refusal<SpriteFallback>> {
    let style = node.style
    let bounds = node.bounds.standardized
    let boundsToSprite = sprite.toBounds.inverted()
    let face = bounds.applying(boundsToSprite)
    // Far-off or degenerate places take the general path (and no integer conversion can overflow).
    let limit = 1e7
    guard abs(toDevice.tx) < limit, abs(toDevice.ty) < limit, abs(face.minX) < limit, abs(face.minY) < limit,
      abs(face.maxX) < limit, abs(face.maxY) < limit
    else { return .failure(Refusal(.farAway)) }
    let cr = painter.context.raw
    guard let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return .failure(Refusal(.notACanvas)) }
    var offsetX = 0.0, offsetY = 0.0
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    guard offsetX == 0, offsetY == 0 else { return .failure(Refusal(.notACanvas)) }
    guard let plane = sprite.alpha, let spriteBits = cairo_image_surface_get_data(sprite.surface) else {
      return .failure(Refusal(.outsideThePicture))
    }

    let k = abs(boundsToSprite.a)
    let pieces = SpritePieces(
      plane: plane, offset: Point(x: toDevice.tx, y: toDevice.ty), face: face,
      radius: style.radius(in: bounds) * k,
      border: includesBorder && style.hasBorder ? style.borderWidth * k : 0,
      opaqueFace: (node.backgroundColor?.alpha ?? 0) >= 1, shadow: style.hasShadow)
    let footprint = pieces.footprint
    // Pixman's bilinear sampling: the translation in 16.16 fixed point, 7-bit weights.
    let sx = Self.fixed(-toDevice.tx), sy = Self.fixed(-toDevice.ty)
    let n7 = Int(sx >> 16), m7 = Int(sy >> 16)
    // Every read within the sprite's memory (`LayerSprite.make` pads each row and adds a row): the edges
    // read up to three pixels past the last one sampled, and the row below. An empty footprint reads
    // nothing.
    let spriteStride = Int(cairo_image_surface_get_stride(sprite.surface))
    let readableWidth = spriteStride / 4
    let readableHeight = Int(cairo_image_surface_get_height(sprite.surface)) + 1
    guard
      footprint.isEmpty
        || (sprite.pixels != nil && footprint.x0 + min(n7, pieces.n) >= 0
          && footprint.y0 + min(m7, pieces.m) >= 0
          && footprint.x1 + n7 + 4 <= readableWidth && footprint.y1 + m7 + 1 <= readableHeight
          && footprint.x1 + pieces.n <= plane.width && footprint.y1 + pieces.m <= plane.height)
    else { return .failure(Refusal(.outsideThePicture)) }
    return .success(
      PiecePlacement(
        pieces: pieces, plane: plane, target: target, spriteBits: spriteBits, spriteStride: spriteStride,
        sx: sx, sy: sy))
  }

  /// Paints a placed picture with `alpha` in its pieces, one row of device pixels at a time from left to
  /// right (`SpanBlender`): the opaque interior as a solid fill, the shadow alone as its alpha moved by
  /// the fraction of a pixel and composited as a mask of the shadow colour, the rest sampled bilinearly
  /// as pixman samples the whole sprite. Each device pixel gets one of them, so the result is the sprite
  /// painted whole, within rounding (the edges exactly, the fill within 1/255, the shadow within 2/255
  /// for its 1/256 filter weights).
  func paintInPieces(_ node: RenderNode, _ placement: PiecePlacement, alpha: Double) {
    let style = node.style
    let pieces = placement.pieces, plane = placement.plane, target = placement.target
    let spriteBits = placement.spriteBits, spriteStride = placement.spriteStride
    let footprint = pieces.footprint
    let width = Int(cairo_image_surface_get_width(target))
    let height = Int(cairo_image_surface_get_height(target))
    let top = max(footprint.y0, 0), bottom = min(footprint.y1, height)
    // An empty footprint, or one wholly above or below the canvas, paints nothing.
    guard !footprint.isEmpty, top < bottom else { return }
    let sx = placement.sx, sy = placement.sy
    let n7 = Int(sx >> 16), m7 = Int(sy >> 16)
    let right7 = UInt16((sx & 0xFFFF) >> 9), lower7 = UInt16((sy & 0xFFFF) >> 9)
    let spriteWeights = SpanBlender.Weights(
      left: 128 - right7, right: right7, upper: 128 - lower7, lower: lower7)
    let right = UInt16(min(max((pieces.fx * 256).rounded(), 0), 256))
    let lower = UInt16(min(max((pieces.fy * 256).rounded(), 0), 256))
    let shadowWeights = SpanBlender.Weights(left: 256 - right, right: right, upper: 256 - lower, lower: lower)

    cairo_surface_flush(target)
    guard let bits = cairo_image_surface_get_data(target) else { return }
    let stride = Int(cairo_image_surface_get_stride(target))
    let fill = node.backgroundColor.map { Self.argb(Self.pixmanColor($0, alpha: alpha)) } ?? 0
    let shadowColor = style.shadowColor
    let tint = Self.argb(
      Self.pixmanColor(
        Color(red: shadowColor.red, green: shadowColor.green, blue: shadowColor.blue, alpha: 1), alpha: alpha)
    )
    let blender = SpanBlender(
      fill: fill, shadow: shadowWeights, tint: tint, sprite: spriteWeights, alpha: Self.short(alpha) >> 8)
    let scratch = painter.cache.rowScratch.words(footprint.x1 - footprint.x0 + 16)
    var touched = PixelBox(x0: width, y0: height, x1: 0, y1: 0)

    for y in top..<bottom {
      guard let row = pieces.row(y, width: width, height: height) else { continue }
      let line = UnsafeMutableRawPointer(bits + y * stride)
      // Two rows ahead, ask for the canvas row and the sprite's pixels about the face's left and right
      // sides: rows far apart in memory that the hardware does not fetch early by itself (measured:
      // about a quarter of the styled frame's time).
      if y + 2 < height {
        let canvasAhead = line + 2 * stride
        var x = 4 * row.start
        while x < 4 * row.end + 63 {
          flipbook_prefetch(canvasAhead + x)
          x += 64
        }
        let spriteAhead = spriteBits + (y + 3 + m7) * spriteStride
        flipbook_prefetch(spriteAhead + 4 * (row.faceStart + n7))
        flipbook_prefetch(spriteAhead + 4 * (row.faceEnd + n7 - 4))
      }
      // The shadow's runs, cut to the columns whose samples are not all 0 in this row's plane rows.
      let r = y + pieces.m + 1
      let nonzero = plane.nonzeroColumns(rows: r)
      let shadowFrom = nonzero.lowerBound - pieces.n - 2, shadowTo = nonzero.upperBound - pieces.n - 1
      func shadow(_ x0: Int, _ x1: Int) {
        let a = max(x0, shadowFrom), b = min(x1, shadowTo)
        guard !nonzero.isEmpty, a < b else { return }
        blender.shadow(
          line + 4 * a, count: b - a, room: width - a, plane: plane.padded(a + pieces.n + 1, r),
          rowBytes: plane.rowBytes, scratch: scratch)
      }
      func edges(_ x0: Int, _ x1: Int) {
        guard x0 < x1 else { return }
        blender.sprite(
          line + 4 * x0, count: x1 - x0, room: width - x0,
          source: UnsafeRawPointer(spriteBits + (y + m7) * spriteStride + 4 * (x0 + n7)), stride: spriteStride
        )
      }
      shadow(row.start, row.faceStart)
      edges(row.faceStart, row.interiorStart)
      blender.fill(
        line + 4 * row.interiorStart, count: row.interiorEnd - row.interiorStart,
        room: width - row.interiorStart)
      edges(row.interiorEnd, row.faceEnd)
      shadow(row.faceEnd, row.end)
      touched = PixelBox(
        x0: min(touched.x0, row.start), y0: min(touched.y0, y), x1: max(touched.x1, row.end), y1: y + 1)
    }
    if !touched.isEmpty {
      cairo_surface_mark_dirty_rectangle(
        target, Int32(touched.x0), Int32(touched.y0), Int32(touched.x1 - touched.x0),
        Int32(touched.y1 - touched.y0))
    }
  }

  /// A pixman colour as pixman makes it a solid source: each 16-bit channel's high byte, as a
  /// premultiplied ARGB32 word.
  static func argb(_ color: pixman_color_t) -> UInt32 {
    UInt32(color.alpha >> 8) << 24 | UInt32(color.red >> 8) << 16 | UInt32(color.green >> 8) << 8
      | UInt32(color.blue >> 8)
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
  static func short(_ x: Double) -> UInt16 { UInt16(unit(x) * 65535 + 0.5) }

  /// A coordinate in pixman's 16.16 fixed point, rounded as Cairo rounds its matrices.
  private static func fixed(_ x: Double) -> pixman_fixed_t {
    pixman_fixed_t(truncatingIfNeeded: Int64((x * 65536).rounded()))
  }
}

/// A rasterized layer placed for painting in pieces (`LayerSprite.placePieces`).
struct PiecePlacement {
  var pieces: SpritePieces
  var plane: AlphaPlane
  /// The canvas's `cairo_surface_t`.
  var target: OpaquePointer
  var spriteBits: UnsafeMutablePointer<UInt8>
  var spriteStride: Int
  /// The picture's place in pixman's 16.16 fixed point (the translation negated).
  var sx: pixman_fixed_t, sy: pixman_fixed_t
}

extension AffineTransform {
  /// Whether the transform only moves (within 10⁻⁹, far below pixman's 1/65536 steps).
  var isTranslation: Bool {
    abs(a - 1) <= 1e-9 && abs(d - 1) <= 1e-9 && abs(b) <= 1e-9 && abs(c) <= 1e-9
  }
}
