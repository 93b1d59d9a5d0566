import CCairo
import Flipbook
import FlipbookGeometry

/// Draws an `Image` into a view's bounds per the node's `contentMode` and `contentStretch`.
///
/// The image's pixels are wrapped in a Cairo surface for the draw only (no copy; many threads may read
/// the same image at once). Sampling is Cairo's default "good" filter (bilinear when the scale is near
/// 1, a box filter when shrinking a lot) with the edge pixels repeated outwards (`EXTEND_PAD`), so a
/// scaled image keeps crisp edges where its rectangle is pixel-aligned.
struct ImagePainter {
  let context: CairoContext

  /// Draws `image` for `node` in the coordinates of `matrix` (the node's bounds coordinates).
  func draw(_ image: Image, in node: RenderNode, matrix: AffineTransform) {
    let destination = ImageLayout.destination(node.contentMode, bounds: node.bounds, imageSize: image.size)
    guard destination.width > 0, destination.height > 0, destination.width.isFinite,
      destination.height.isFinite
    else { return }
    let slices = ImageLayout.slices(
      imageWidth: image.width, imageHeight: image.height, scale: image.scale, stretch: node.contentStretch,
      destination: destination)
    guard !slices.isEmpty else { return }
    Self.withSurface(of: image) { surface in
      if slices.count == 1 {
        let slice = slices[0]
        let whole = slice.source.width == image.width && slice.source.height == image.height
        fill(slice.destination, with: slice, from: surface, matrix: matrix, whole: whole)
      } else {
        drawSlices(slices, from: surface, destination: destination, matrix: matrix)
      }
    }
  }

  /// Draws the part `unitPart` of `image` (in the image's unit square; beyond it the edge pixels repeat, as
  /// Core Animation extends a layer's contents) onto `destination`, in the coordinates of `matrix`: a layer's
  /// `contents` by its `contentsRect`.
  func draw(_ image: Image, part unitPart: Rect, onto destination: Rect, matrix: AffineTransform) {
    let source = Rect(
      x: unitPart.minX * Double(image.width), y: unitPart.minY * Double(image.height),
      width: unitPart.size.width * Double(image.width), height: unitPart.size.height * Double(image.height))
    guard source.size.width != 0, source.size.height != 0, destination.width > 0, destination.height > 0
    else { return }
    Self.withSurface(of: image) { surface in
      paint(destination, showing: source, of: surface, onto: destination, matrix: matrix)
    }
  }

  /// Runs `body` with a Cairo surface over `image`'s pixels (no copy), finished and released after.
  static func withSurface(of image: Image, _ body: (OpaquePointer) -> Void) {
    image.withUnsafePixels { pixels in
      let data = UnsafeMutableRawPointer(mutating: pixels.baseAddress!).assumingMemoryBound(to: UInt8.self)
      let surface = cairo_image_surface_create_for_data(
        data, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height), Int32(image.width * 4))!
      defer {
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
      }
      body(surface)
    }
  }

  /// Stretched pieces meet at shared edges: they are filled without anti-aliasing (so neighbours tile
  /// exactly, with no seams), reaching a little past the destination, into a group that is then filled
  /// through the exact destination with anti-aliasing.
  private func drawSlices(
    _ slices: [ImageLayout.Slice], from surface: OpaquePointer, destination: Rect, matrix: AffineTransform
  ) {
    let cr = context.raw
    let scale = abs(matrix.a * matrix.d - matrix.b * matrix.c).squareRoot()
    guard scale > 0, scale.isFinite else { return }
    let reach = 2 / scale
    // Cut to what the context can still draw: a destination far larger than the canvas would otherwise
    // reach Cairo's fixed-point limits (a crash inside cairo_fill, found by fuzzing).
    let reached = destination.insetBy(dx: -reach, dy: -reach).applying(matrix).integral
    guard let device = context.visiblePixels(reached) else { return }
    context.saveAndClip(toPixels: device)
    context.pushGroup()
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
    for slice in slices {
      // Outer edges reach past the destination; inner edges stay shared.
      let d = slice.destination
      let minX = d.minX <= destination.minX ? d.minX - reach : d.minX
      let maxX = d.maxX >= destination.maxX ? d.maxX + reach : d.maxX
      let minY = d.minY <= destination.minY ? d.minY - reach : d.minY
      let maxY = d.maxY >= destination.maxY ? d.maxY + reach : d.maxY
      let area = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
      fill(area, with: slice, from: surface, matrix: matrix, whole: false)
    }
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
    cairo_pop_group_to_source(cr)
    context.setMatrix(matrix)
    context.addRect(destination)
    cairo_fill(cr)
    context.restore()
  }

  /// Fills `area` with the slice's source pixels mapped onto the slice's destination (pixels outside
  /// the source repeat its edge).
  private func fill(
    _ area: Rect, with slice: ImageLayout.Slice, from surface: OpaquePointer, matrix: AffineTransform,
    whole: Bool
  ) {
    let s = slice.source
    let sub =
      whole
      ? cairo_surface_reference(surface)!
      : cairo_surface_create_for_rectangle(
        surface, Double(s.x), Double(s.y), Double(s.width), Double(s.height))!
    defer { cairo_surface_destroy(sub) }
    let pixels = Rect(x: 0, y: 0, width: Double(s.width), height: Double(s.height))
    paint(area, showing: pixels, of: sub, onto: slice.destination, matrix: matrix)
  }

  /// Fills `area` with the `source` rectangle of `surface`'s pixels mapped onto `destination` (pixels
  /// outside the surface repeat its edge).
  private func paint(
    _ area: Rect, showing source: Rect, of surface: OpaquePointer, onto d: Rect, matrix: AffineTransform
  ) {
    let cr = context.raw
    let pattern = cairo_pattern_create_for_surface(surface)!
    defer { cairo_pattern_destroy(pattern) }
    // The pattern maps user space (bounds coordinates) to source pixels.
    let sx = source.size.width / d.width, sy = source.size.height / d.height
    var m = cairo_matrix_t(
      xx: sx, yx: 0, xy: 0, yy: sy, x0: source.minX - d.minX * sx, y0: source.minY - d.minY * sy)
    cairo_pattern_set_matrix(pattern, &m)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    cairo_save(cr)
    context.setMatrix(matrix)
    cairo_set_source(cr, pattern)
    context.addRect(area)
    cairo_fill(cr)
    cairo_restore(cr)
  }
}
