import Flipbook
import FlipbookGeometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The outlines of emitter contents shapes (``EmitterCell/shapeSize`` across, centred on the origin) under
/// a matrix, in device pixels, made in one buffer reused from particle to particle: a circle is a polygon
/// of the circle's area whose sides stray from the curve by about a twentieth of a pixel, its corners on
/// the unit circle computed once for each number of sides in a row.
///
/// ```swift
/// var outline = ShapeOutline()
/// rasterizer.rasterize(outline.points(of: .circle, placed))
/// ```
struct ShapeOutline {
  private var points: [(x: Double, y: Double)] = []
  /// The circle's corners before the matrix, for `circleSides` sides.
  private var circle: [(x: Double, y: Double)] = []
  private var circleSides = 0

  init() { points.reserveCapacity(128) }

  /// The outline of `shape` under `matrix`.
  mutating func points(of shape: EmitterCell.ContentsShape, _ matrix: AffineTransform) -> [(
    x: Double, y: Double
  )] {
    points.removeAll(keepingCapacity: true)
    let r = EmitterCell.shapeSize / 2
    func add(_ x: Double, _ y: Double) {
      let p = Point(x: x, y: y).applying(matrix)
      points.append((p.x, p.y))
    }
    switch shape {
    case .square:
      add(-r, -r)
      add(r, -r)
      add(r, r)
      add(-r, r)
    case .triangle:
      add(0, -r)
      add(r, r)
      add(-r, r)
    case .circle:
      let radius =
        r
        * max(
          (matrix.a * matrix.a + matrix.b * matrix.b).squareRoot(),
          (matrix.c * matrix.c + matrix.d * matrix.d).squareRoot())
      let step = radius > 0.05 ? 2 * acos(1 - 0.05 / radius) : Double.pi / 4
      let sides = min(max(Int((2 * Double.pi / step).rounded(.up)), 8), 128)
      if sides != circleSides {
        // Corners a little outside the circle, so that the polygon's area is the circle's.
        let t0 = 2 * Double.pi / Double(sides)
        let outward = r * (t0 / sin(t0)).squareRoot()
        circle = (0..<sides).map { k in
          let t = t0 * Double(k)
          return (outward * cos(t), outward * sin(t))
        }
        circleSides = sides
      }
      for corner in circle { add(corner.x, corner.y) }
    }
    return points
  }
}
