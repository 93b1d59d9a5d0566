import CCairo
import Flipbook
import FlipbookGeometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Draws a view's layers (`RenderSnapshot.layers`) into a Cairo context with Core Animation's rules: each
/// layer is placed by its anchor point at its position, transformed about it; it draws its background
/// (rounded by its corner radius), its contents, then what its kind draws (a shape's fill and stroke, a
/// gradient), then its sublayers clipped to its rounded bounds when it masks to bounds, then its border on
/// top; its shadow, cast by all of that, beneath. Opacity composites the layer, its shadow and its
/// sublayers as one group; a mask's alpha, drawn in the masked layer's coordinates, multiplies that group.
struct LayerTreePainter {
  let context: CairoContext
  let layers: [LayerNode]
  /// The canvas's scratch pool, for the pictures of layers in perspective (`nil`: fresh surfaces).
  var scratch: TransitionScratch? = nil
  /// The snapshot's particles, which emitter layers draw.
  var particles = ParticleBuffer()

  /// Layers deeper than this are not drawn (the timeline format refuses them when it loads).
  static let maximumDepth = 256

  /// Draws the top-level layers in `range` over the view whose drawing matrix is `parent`; `alpha` (below
  /// 1 only for a single flat layer that ``drawsOnePaint(_:in:)``) is the view's opacity, folded into it.
  func draw(_ range: Range<Int>, parent: AffineTransform, alpha: Double = 1) {
    // Line, dash, fill-rule and source settings stay inside: the rest of the renderer assumes Cairo's.
    cairo_save(context.raw)
    defer { cairo_restore(context.raw) }
    if hasDepth(range.lowerBound, range.upperBound) {
      // Layers with depth share the view's 3-D space: back to front by depth.
      return drawInDepth(
        range.lowerBound, range.upperBound, space: .identity, plane: Transform3D(parent), depth: 0)
    }
    var i = range.lowerBound
    while i < range.upperBound {
      draw(i, placement: .flat(parent), depth: 0, alphaScale: alpha)
      i = next(after: i)
    }
  }

  func next(after i: Int) -> Int { Self.nextSibling(after: i, in: layers) }

  /// Whether any of the siblings from `start` to `end` has depth (a 3-D transform, a `zPosition` or a
  /// `sublayerTransform`) or is a transform layer: then they are ordered by depth.
  func hasDepth(_ start: Int, _ end: Int) -> Bool {
    var i = start
    while i < min(end, layers.count) {
      if !layers[i].values.isFlat || layers[i].kind == .transform { return true }
      i = next(after: i)
    }
    return false
  }

  /// Draws layer `i`: by 2-D matrices while it and everything above are flat (exactly as before layers had
  /// depth), otherwise in 3-D space.
  func draw(_ i: Int, placement: LayerPlacement, depth: Int, alphaScale: Double = 1) {
    switch placement {
    case .flat(let parent):
      let node = layers[i]
      let v = node.values
      guard v.isFlat, node.kind != .transform else {
        return drawInDepth(i, i + 1, space: .identity, plane: Transform3D(parent), depth: depth)
      }
      guard depth < Self.maximumDepth, !v.isHidden, v.opacity > 0 else { return }
      let matrix = v.localMatrix.concatenating(parent)
      guard matrix.isUsableByCairo else { return }
      drawContent(i, matrix: matrix, sublayers: .flat(matrix), depth: depth, alphaScale: alphaScale)
    case .depth(let space, let plane):
      drawInDepth(i, i + 1, space: space, plane: plane, depth: depth)
    }
  }

  /// Draws layer `i` placed on the target by `matrix`: background, content, sublayers (placed by
  /// `sublayers`), border, then opacity (times `alphaScale`) and mask over the whole.
  func drawContent(
    _ i: Int, matrix: AffineTransform, sublayers: LayerPlacement, depth: Int, alphaScale: Double = 1
  ) {
    let node = layers[i]
    let v = node.values
    let cr = context.raw
    let maskIndex = node.mask.map(Int.init).flatMap { $0 < layers.count ? $0 : nil }
    let shadowed = Self.castsShadow(v)
    let opacity = v.opacity * alphaScale
    let onePaint = opacity < 1 && Self.drawsOnePaint(i, in: layers)
    let grouped = (opacity < 1 && !onePaint) || maskIndex != nil || shadowed
    // Without a group, the one paint carries the opacity.
    let paintAlpha = onePaint ? opacity : 1
    if grouped {
      cairo_save(cr)
      cairo_identity_matrix(cr)
      cairo_push_group(cr)
    }
    let radius = Self.cornerRadius(v)
    if let transition = node.transition {
      drawTransition(transition, of: i, matrix: matrix, sublayers: sublayers, depth: depth)
    } else {
      drawBody(i, matrix: matrix, sublayers: sublayers, depth: depth, paintAlpha: paintAlpha)
    }
    guard grouped else { return }
    cairo_identity_matrix(cr)
    // The mask and the opacity below apply to the layer and its shadow alike.
    if shadowed { putShadowBeneathGroup(of: i, matrix: matrix, cornerRadius: radius) }
    if let maskIndex {
      context.popGroupAndMask(alpha: opacity) {
        draw(maskIndex, placement: .flat(matrix), depth: depth + 1)
      }
    } else {
      let content = cairo_pop_group(cr)
      cairo_set_source(cr, content)
      cairo_paint_with_alpha(cr, opacity)
      cairo_pattern_destroy(content)
    }
    cairo_restore(cr)
  }

  /// A layer's corner radius as drawn: at most half of either side.
  static func cornerRadius(_ v: LayerValues) -> Double {
    max(0, min(v.cornerRadius, abs(v.bounds.size.width) / 2, abs(v.bounds.size.height) / 2))
  }

  /// Draws what layer `i` itself shows, its opacity, mask and shadow aside: background, contents, what its
  /// kind draws, sublayers (clipped when it masks to bounds), border; `paintAlpha` is the opacity its one
  /// paint carries when it draws no group (``drawsOnePaint(_:in:)``).
  func drawBody(
    _ i: Int, matrix: AffineTransform, sublayers: LayerPlacement, depth: Int, paintAlpha: Double = 1
  ) {
    let node = layers[i]
    let v = node.values
    let radius = Self.cornerRadius(v)
    if let color = v.backgroundColor {
      context.fill(v.bounds, radius: radius, matrix: matrix, color: color, alphaScale: paintAlpha)
    }
    drawContents(v, matrix: matrix)
    switch node.kind {
    case .layer, .transform, .replicator: break
    case .shape: drawShape(v, matrix: matrix, alpha: paintAlpha)
    case .gradient: drawGradient(v, matrix: matrix)
    case .emitter: drawParticles(node, matrix: matrix)
    }
    if v.masksToBounds { context.saveAndClip(to: v.bounds, radius: radius, matrix: matrix) }
    let end = min(Int(node.subtreeEnd), layers.count)
    switch sublayers {
    case _ where node.kind == .replicator:
      drawCopies(i, sublayers: sublayers, depth: depth)
    case .flat where hasDepth(i + 1, end):
      drawInDepth(i + 1, end, space: .identity, plane: Transform3D(matrix), depth: depth + 1)
    case .flat:
      var child = i + 1
      while child < end {
        draw(child, placement: sublayers, depth: depth + 1)
        child = next(after: child)
      }
    case .depth(let space, let plane):
      drawInDepth(i + 1, end, space: space, plane: plane, depth: depth + 1)
    }
    if v.masksToBounds { context.restore() }
    drawBorder(v, radius: radius, matrix: matrix)
  }

  private func drawBorder(_ v: LayerValues, radius: Double, matrix: AffineTransform) {
    guard v.borderWidth > 0, v.borderWidth.isFinite, v.borderColor.alpha > 0 else { return }
    context.fillBorder(v.bounds, radius: radius, width: v.borderWidth, color: v.borderColor, matrix: matrix)
  }

  // MARK: Shapes

  private func addPath(_ path: BezierPath) {
    let cr = context.raw
    cairo_new_path(cr)
    for element in path.elements {
      switch element {
      case .move(let p): cairo_move_to(cr, p.x, p.y)
      case .line(let p): cairo_line_to(cr, p.x, p.y)
      case .cubic(let a, let b, let c): cairo_curve_to(cr, a.x, a.y, b.x, b.y, c.x, c.y)
      case .close: cairo_close_path(cr)
      }
    }
  }

  /// CAShapeLayer: the fill of the whole path by its fill rule, then the stroke of the part between
  /// `strokeStart` and `strokeEnd` (the dash pattern laid along the whole path, then cut).
  private func drawShape(_ v: LayerValues, matrix: AffineTransform, alpha: Double) {
    let cr = context.raw
    guard !v.path.isEmpty else { return }
    context.setMatrix(matrix)
    if let fill = v.fillColor, fill.alpha > 0 {
      addPath(v.path)
      cairo_set_fill_rule(cr, v.fillRule == "evenOdd" ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      context.setSource(fill, alphaScale: alpha)
      cairo_fill(cr)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }
    guard let stroke = v.strokeColor, stroke.alpha > 0, v.lineWidth > 0, v.lineWidth.isFinite else { return }
    let start = max(0, min(1, v.strokeStart)), end = max(0, min(1, v.strokeEnd))
    guard end > start else { return }
    let trimmed = start <= 0 && end >= 1 ? v.path : v.path.trimmed(from: start, to: end)
    addPath(trimmed)
    cairo_set_line_width(cr, v.lineWidth)
    cairo_set_line_cap(
      cr,
      v.lineCap == "round"
        ? CAIRO_LINE_CAP_ROUND : v.lineCap == "square" ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
    cairo_set_line_join(
      cr,
      v.lineJoin == "round"
        ? CAIRO_LINE_JOIN_ROUND : v.lineJoin == "bevel" ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
    cairo_set_miter_limit(cr, max(1, v.miterLimit))
    let dashes = v.lineDashPattern.filter { $0.isFinite && $0 >= 0 }
    if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
      // The pattern runs along the whole path: the cut-off start shifts its phase.
      let offset = v.lineDashPhase + (start > 0 ? start * v.path.length : 0)
      dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), offset) }
    }
    context.setSource(stroke, alphaScale: alpha)
    cairo_stroke(cr)
    cairo_set_dash(cr, nil, 0, 0)
  }

  // MARK: Gradients

  /// The colour stops: `locations` when there are as many as colours, else evenly spaced.
  private func stops(_ v: LayerValues) -> [(Double, Color)] {
    let n = v.colors.count
    let locations =
      v.locations.count == n ? v.locations : (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
    return Array(zip(locations, v.colors))
  }

  /// CAGradientLayer over the bounds: axial from `startPoint` to `endPoint`; radial as an ellipse centred at
  /// `startPoint` reaching `endPoint` on each axis; conic around `startPoint` from the direction of
  /// `endPoint`, clockwise on screen. Colours blend unpremultiplied, as on iOS.
  private func drawGradient(_ v: LayerValues, matrix: AffineTransform) {
    let cr = context.raw
    let stops = stops(v)
    guard !stops.isEmpty else { return }
    let b = v.bounds
    func unit(_ p: Point) -> Point {
      Point(x: b.origin.x + p.x * b.size.width, y: b.origin.y + p.y * b.size.height)
    }
    let s = unit(v.startPoint), e = unit(v.endPoint)
    context.setMatrix(matrix)
    let pattern: OpaquePointer?
    switch v.gradientType {
    case "radial":
      let rx = abs(e.x - s.x), ry = abs(e.y - s.y)
      guard rx > 0, ry > 0 else { return fillLast(stops, v, matrix: matrix) }
      pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
      var m = cairo_matrix_t()
      cairo_matrix_init_scale(&m, 1 / rx, 1 / ry)
      cairo_matrix_translate(&m, -s.x, -s.y)
      cairo_pattern_set_matrix(pattern, &m)
    case "conic":
      pattern = conicMesh(stops, center: s, towards: e, reach: 2 * (b.size.width + b.size.height) + 1)
    default:
      guard s != e else { return fillLast(stops, v, matrix: matrix) }
      pattern = cairo_pattern_create_linear(s.x, s.y, e.x, e.y)
    }
    guard let pattern else { return }
    if v.gradientType != "conic" {
      for (location, color) in stops {
        cairo_pattern_add_color_stop_rgba(
          pattern, location, color.red, color.green, color.blue, color.alpha)
      }
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }
    cairo_set_source(cr, pattern)
    context.addRect(b)
    cairo_fill(cr)
    cairo_pattern_destroy(pattern)
  }

  /// A degenerate gradient (no length) fills with its last colour.
  private func fillLast(_ stops: [(Double, Color)], _ v: LayerValues, matrix: AffineTransform) {
    guard let last = stops.last?.1 else { return }
    context.fill(v.bounds, matrix: matrix, color: last)
  }

  /// A conic gradient as a mesh of 128 wedges around `center` (Cairo has no conic pattern): each wedge's
  /// corners carry the colours of its two angles, which the mesh blends across it.
  private func conicMesh(_ stops: [(Double, Color)], center: Point, towards: Point, reach: Double)
    -> OpaquePointer?
  {
    let mesh = cairo_pattern_create_mesh()
    let start = center == towards ? -Double.pi / 2 : atan2(towards.y - center.y, towards.x - center.x)
    let wedges = 128
    func color(at f: Double) -> Color {
      guard let first = stops.first else { return .clear }
      if f <= first.0 { return first.1 }
      for k in 1..<max(stops.count, 1) where k < stops.count {
        let (l0, c0) = stops[k - 1], (l1, c1) = stops[k]
        if f <= l1 { return l1 > l0 ? c0.interpolated(to: c1, fraction: (f - l0) / (l1 - l0)) : c1 }
      }
      return stops[stops.count - 1].1
    }
    for w in 0..<wedges {
      let f0 = Double(w) / Double(wedges), f1 = Double(w + 1) / Double(wedges)
      let a0 = start + 2 * Double.pi * f0, a1 = start + 2 * Double.pi * f1
      let c0 = color(at: f0), c1 = color(at: f1)
      cairo_mesh_pattern_begin_patch(mesh)
      cairo_mesh_pattern_move_to(mesh, center.x, center.y)
      cairo_mesh_pattern_line_to(mesh, center.x + reach * cos(a0), center.y + reach * sin(a0))
      cairo_mesh_pattern_line_to(mesh, center.x + reach * cos(a1), center.y + reach * sin(a1))
      cairo_mesh_pattern_line_to(mesh, center.x, center.y)
      for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
        cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.red, c.green, c.blue, c.alpha)
      }
      cairo_mesh_pattern_end_patch(mesh)
    }
    return mesh
  }
}
