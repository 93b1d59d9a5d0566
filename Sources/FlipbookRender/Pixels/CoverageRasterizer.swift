/// The exact anti-aliased coverage of a small polygon: for each pixel, the area of the pixel it covers
/// (nonzero winding, clamped to 1), found by depositing each edge's signed area into the cells it crosses
/// and summing along each row (the accumulation scan converter of font-rs and stb_truetype).
///
/// One rasterizer holds a scratch of at most ``maximumSide`` × ``maximumSide`` pixels, reused for every
/// polygon; a polygon whose box is larger is refused (the caller lets Cairo fill it).
///
/// ```swift
/// var rasterizer = CoverageRasterizer()
/// if let box = rasterizer.rasterize([(1.25, 1.5), (4.75, 1.5), (4.75, 3.5), (1.25, 3.5)]) {
///   rasterizer.coverage(x: 2, y: 2, in: box)  // 1: inside
///   rasterizer.coverage(x: 1, y: 2, in: box)  // 0.75: the square covers three quarters of pixel 1
/// }
/// ```
struct CoverageRasterizer {
  /// The largest box side, in pixels.
  static let maximumSide = 64

  /// The signed area deposited per cell, then the coverage, row by row (`stride` cells a row).
  private var cells = [Float](repeating: 0, count: maximumSide * (maximumSide + 2))
  private let stride = maximumSide + 2

  /// Rasterizes the closed polygon `points` (device pixels; any winding); returns its box of pixels, or nil
  /// when it is empty, not finite or larger than ``maximumSide`` on a side. ``coverage(x:y:in:)`` then reads
  /// it.
  mutating func rasterize(_ points: [(x: Double, y: Double)]) -> PixelBox? {
    guard points.count >= 3 else { return nil }
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    for p in points {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, abs(minX) < 1e9, abs(minY) < 1e9
    else { return nil }
    let box = PixelBox(
      x0: Int(minX.rounded(.down)), y0: Int(minY.rounded(.down)), x1: Int(maxX.rounded(.up)),
      y1: Int(maxY.rounded(.up)))
    let width = box.x1 - box.x0, height = box.y1 - box.y0
    guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else { return nil }
    let ox = Double(box.x0), oy = Double(box.y0)
    cells.withUnsafeMutableBufferPointer { cells in
      for y in 0..<height {
        for x in 0...width { cells[y * stride + x] = 0 }
      }
      for k in points.indices {
        let p = points[k], q = points[(k + 1) % points.count]
        Self.deposit(
          from: (p.x - ox, p.y - oy), to: (q.x - ox, q.y - oy), width: width, height: height, stride: stride,
          into: cells)
      }
      // Each row's running sum is its coverage.
      for y in 0..<height {
        var sum: Float = 0
        for x in 0..<width {
          sum += cells[y * stride + x]
          cells[y * stride + x] = min(abs(sum), 1)
        }
      }
    }
    return box
  }

  /// The coverage of device pixel (`x`, `y`) of the polygon last rasterized, whose box is `box`.
  @inline(__always)
  func coverage(x: Int, y: Int, in box: PixelBox) -> Float {
    cells[(y - box.y0) * stride + (x - box.x0)]
  }

  /// Deposits the signed area the edge from `p` to `q` (box coordinates) adds to the cells it crosses: the
  /// area between the edge and the right side of each cell, so that summing a row from the left gives the
  /// winding-weighted coverage.
  private static func deposit(
    from p: (Double, Double), to q: (Double, Double), width: Int, height: Int, stride: Int,
    into cells: UnsafeMutableBufferPointer<Float>
  ) {
    // Rounding may put an end a hair outside the box.
    let right = Double(width)
    guard p.1 != q.1 else { return }
    let (dir, a, b): (Float, (Double, Double), (Double, Double)) = p.1 < q.1 ? (1, p, q) : (-1, q, p)
    let dxdy = (b.0 - a.0) / (b.1 - a.1)
    var x = min(max(a.0, 0), right)
    let top = max(Int(a.1.rounded(.down)), 0)
    if a.1 < 0 { x -= a.1 * dxdy }
    let bottom = min(Int(b.1.rounded(.up)), height)
    guard top < bottom else { return }
    for y in top..<bottom {
      let row = y * stride
      let dy = min(Double(y + 1), b.1) - max(Double(y), a.1)
      let next = min(max(x + dxdy * dy, 0), right)
      let d = Float(dy) * dir
      let (x0, x1) = x < next ? (x, next) : (next, x)
      let x0Floor = x0.rounded(.down)
      let x0i = Int(x0Floor)
      let x1Ceil = x1.rounded(.up)
      let x1i = Int(x1Ceil)
      if x1i <= x0i + 1 {
        // Within one cell: the part right of the edge's middle stays in it, the rest goes to the next.
        let middle = Float(0.5 * (x + next) - x0Floor)
        cells[row + x0i] += d - d * middle
        cells[row + x0i + 1] += d * middle
      } else {
        let s = Float(1 / (x1 - x0))
        let x0f = Float(x0 - x0Floor)
        let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
        let x1f = Float(x1 - x1Ceil + 1)
        let am = 0.5 * s * x1f * x1f
        cells[row + x0i] += d * a0
        if x1i == x0i + 2 {
          cells[row + x0i + 1] += d * (1 - a0 - am)
        } else {
          let a1 = s * (1.5 - x0f)
          cells[row + x0i + 1] += d * (a1 - a0)
          for xi in (x0i + 2)..<(x1i - 1) { cells[row + xi] += d * s }
          let a2 = a1 + Float(x1i - x0i - 3) * s
          cells[row + x1i - 1] += d * (1 - a2 - am)
        }
        cells[row + x1i] += d * am
      }
      x = next
    }
  }
}
