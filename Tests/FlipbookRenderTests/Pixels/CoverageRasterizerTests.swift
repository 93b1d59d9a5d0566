import CCairo
import Flipbook
import FlipbookGeometry
import Testing

@testable import FlipbookRender

#if canImport(Glibc)
  import Glibc
#endif

/// The coverage of a pixel is the area of it the polygon covers, worked out by hand for boxes and
/// triangles, and close to what Cairo's sampling rasterizer gives for turned shapes.
@Suite("Coverage rasterizer")
struct CoverageRasterizerTests {
  /// A box from (1.25, 1.5) to (4.75, 3.5): pixel column 1 is covered from x = 1.25 (three quarters),
  /// columns 2 and 3 whole, column 4 three quarters; rows 1 and 3 half, row 2 whole. Either winding.
  @Test func aBoxCoversTheAreaOfEachPixelItOverlaps() throws {
    var rasterizer = CoverageRasterizer()
    let corners = [(x: 1.25, y: 1.5), (x: 4.75, y: 1.5), (x: 4.75, y: 3.5), (x: 1.25, y: 3.5)]
    for points in [corners, corners.reversed()] {
      let rasterized = rasterizer.rasterize(points)
      let box = try #require(rasterized)
      #expect(box == PixelBox(x0: 1, y0: 1, x1: 5, y1: 4))
      let expected: [[Float]] = [
        [0.375, 0.5, 0.5, 0.375], [0.75, 1, 1, 0.75], [0.375, 0.5, 0.5, 0.375],
      ]
      for (row, values) in expected.enumerated() {
        for (column, value) in values.enumerated() {
          #expect(abs(rasterizer.coverage(x: 1 + column, y: 1 + row, in: box) - value) < 1e-5)
        }
      }
    }
  }

  /// Turned, scaled and moved shapes: each pixel within 0.16 of Cairo's sampled coverage of the same
  /// shape (Cairo samples a grid; this is the exact area), and the coverage in all within 1 % of the
  /// shape's area: a square of side 10 s, a triangle of half that, a circle of π (5 s)² (drawn as a polygon
  /// of the circle's area).
  @Test(arguments: EmitterCell.ContentsShape.allCases)
  func turnedShapesCoverTheirAreaAsCairoDoes(shape: EmitterCell.ContentsShape) throws {
    var rasterizer = CoverageRasterizer()
    for (angle, s) in [(0.3, 0.7), (1.1, 1.3), (2.5, 0.4)] {
      let matrix = AffineTransform(
        a: cos(angle) * s, b: sin(angle) * s, c: -sin(angle) * s, d: cos(angle) * s, tx: 15.37, ty: 14.81)
      var outline = ShapeOutline()
      let rasterized = rasterizer.rasterize(outline.points(of: shape, matrix))
      let box = try #require(rasterized)
      let coverage = Self.cairoCoverage(shape, matrix)
      let cairo = try #require(coverage)
      var total: Float = 0
      var worst: Float = 0
      for y in 0..<32 {
        for x in 0..<32 {
          let inBox = x >= box.x0 && x < box.x1 && y >= box.y0 && y < box.y1
          let ours = inBox ? rasterizer.coverage(x: x, y: y, in: box) : 0
          total += ours
          worst = max(worst, abs(ours - cairo[y * 32 + x]))
        }
      }
      let side = 10 * s
      let area =
        switch shape {
        case .square: side * side
        case .triangle: side * side / 2
        case .circle: Double.pi * side * side / 4
        }
      #expect(worst <= 0.16, "\(shape) at \(angle) rad")
      #expect(abs(Double(total) - area) <= 0.01 * area, "\(shape) at \(angle) rad")
    }
  }

  /// Cairo's coverage (0 … 1) of `shape` filled with `matrix` on a 32 × 32 alpha surface.
  static func cairoCoverage(_ shape: EmitterCell.ContentsShape, _ matrix: AffineTransform) -> [Float]? {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 32, 32) else { return nil }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { return nil }
    var m = cairo_matrix_t(
      xx: matrix.a, yx: matrix.b, xy: matrix.c, yy: matrix.d, x0: matrix.tx, y0: matrix.ty)
    cairo_set_matrix(cr, &m)
    LayerTreePainter.addPath(of: shape, to: cr)
    cairo_fill(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    return (0..<32 * 32).map { Float(data[($0 / 32) * stride + $0 % 32]) / 255 }
  }
}
