import CCairo
import Flipbook
import FlipbookGeometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension LayerTreePainter {
  /// Draws an emitter layer's particles in the snapshot's order: each its cell's shape (a
  /// ``EmitterCell/shapeSize``-point square, circle or triangle) or image (its size in points), centred on
  /// the particle, scaled, turned by its spin and multiplied by its colour; `additive` adds them to what is
  /// below (Cairo's `ADD` operator) instead of drawing them over it. Shapes are filled with their exact
  /// coverage (``CoverageRasterizer``), one small polygon each, where Cairo's fill of a turned shape costs
  /// several times more.
  func drawParticles(_ node: LayerNode, matrix: AffineTransform) {
    let p = particles
    let range = node.particles.clamped(to: 0..<p.count)
    guard !range.isEmpty else { return }
    let cr = context.raw
    let additive = node.values.renderMode == EmitterLayer.RenderMode.additive.rawValue
    if additive { cairo_set_operator(cr, CAIRO_OPERATOR_ADD) }
    defer { if additive { cairo_set_operator(cr, CAIRO_OPERATOR_OVER) } }
    // Shapes are filled straight into the target's pixels when it allows; images, shapes too large for
    // the rasterizer and other targets are drawn by Cairo.
    var direct = DirectPixels(target: PixelTarget(context))
    defer { direct.finish() }
    var rasterizer = CoverageRasterizer()
    var outline = ShapeOutline()
    for i in range {
      let s = p.scale[i], alpha = p.alpha[i]
      guard s > 0, alpha > 0, p.x[i].isFinite, p.y[i].isFinite, p.angle[i].isFinite else { continue }
      let picture = Int(p.picture[i])
      guard picture >= 0, picture < node.pictures.count else { continue }
      // The particle's map (scale, turn, then move to its place), then the layer's.
      let (cosA, sinA) = (cos(p.angle[i]) * s, sin(p.angle[i]) * s)
      let m = matrix
      let placed = AffineTransform(
        a: m.a * cosA + m.c * sinA, b: m.b * cosA + m.d * sinA, c: m.c * cosA - m.a * sinA,
        d: m.d * cosA - m.b * sinA, tx: m.a * p.x[i] + m.c * p.y[i] + m.tx,
        ty: m.b * p.x[i] + m.d * p.y[i] + m.ty)
      guard placed.isUsableByCairo else { continue }
      let color = Color(red: p.red[i], green: p.green[i], blue: p.blue[i], alpha: alpha)
      switch node.pictures[picture] {
      case .shape(let shape):
        if let target = direct.pixels(), let box = rasterizer.rasterize(outline.points(of: shape, placed)) {
          rasterizer.composite(color, box: box, additive: additive, onto: target)
          continue
        }
        direct.handToCairo()
        context.setMatrix(placed)
        fillShape(shape, color: color)
      case .image(let image):
        direct.handToCairo()
        context.setMatrix(placed)
        paint(image, color: color)
      }
    }
  }

  /// Fills a contents shape, centred on the origin, with Cairo.
  private func fillShape(_ shape: EmitterCell.ContentsShape, color: Color) {
    let cr = context.raw
    cairo_new_path(cr)
    Self.addPath(of: shape, to: cr)
    context.setSource(color)
    cairo_fill(cr)
  }

  /// Adds the path of a contents shape (``EmitterCell/shapeSize`` across, centred on the origin) to `cr`'s.
  static func addPath(of shape: EmitterCell.ContentsShape, to cr: OpaquePointer) {
    let r = EmitterCell.shapeSize / 2
    switch shape {
    case .square: cairo_rectangle(cr, -r, -r, 2 * r, 2 * r)
    case .circle: cairo_arc(cr, 0, 0, r, 0, 2 * .pi)
    case .triangle:
      cairo_move_to(cr, 0, -r)
      cairo_line_to(cr, r, r)
      cairo_line_to(cr, -r, r)
      cairo_close_path(cr)
    }
  }

  /// Paints an image centred on the origin, its colours multiplied by `color`'s and its alpha by
  /// `color`'s alpha.
  private func paint(_ image: Image, color: Color) {
    let cr = context.raw
    let size = image.size
    ImagePainter.withSurface(of: image) { surface in
      let pattern = cairo_pattern_create_for_surface(surface)!
      defer { cairo_pattern_destroy(pattern) }
      // Pixels to points, centred: the pattern's matrix maps user space to the image's pixels.
      var toPixels = cairo_matrix_t()
      cairo_matrix_init_scale(&toPixels, image.scale, image.scale)
      cairo_matrix_translate(&toPixels, size.width / 2, size.height / 2)
      cairo_pattern_set_matrix(pattern, &toPixels)
      let tinted = color.red < 1 || color.green < 1 || color.blue < 1
      if tinted {
        // Multiply inside a group: the image, times the colour, cut back to the image's alpha.
        cairo_push_group(cr)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY)
        cairo_set_source_rgb(cr, color.red, color.green, color.blue)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pop_group_to_source(cr)
      } else {
        cairo_set_source(cr, pattern)
      }
      cairo_rectangle(cr, -size.width / 2, -size.height / 2, size.width, size.height)
      cairo_save(cr)
      cairo_clip(cr)
      cairo_paint_with_alpha(cr, color.alpha)
      cairo_restore(cr)
    }
  }
}
