import CCairo

/// The alpha channel of an ARGB32 surface as bytes, with a row and a column of zeros on every side, and
/// the box of its non-zero pixels: what a rasterized layer's shadow needs to be painted as a mask of one
/// colour, moved by a fraction of a pixel (`shift`).
///
/// Immutable once made; owns its bytes.
final class AlphaPlane {
  /// The surface's size in pixels.
  let width: Int, height: Int
  /// The pixels whose alpha is not 0, in surface pixels (empty when all are).
  let opaqueBox: PixelBox
  /// Bytes per padded row: `width + 2`.
  private let rowBytes: Int
  private let bytes: UnsafeMutablePointer<UInt8>

  /// Bytes held.
  var byteCount: Int { rowBytes * (height + 2) }

  /// Copies the alpha of `surface`, a flushed ARGB32 image surface.
  init(argbSurface surface: OpaquePointer) {
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
    rowBytes = width + 2
    bytes = .allocate(capacity: rowBytes * (height + 2))
    bytes.initialize(repeating: 0, count: rowBytes * (height + 2))
    let stride = Int(cairo_image_surface_get_stride(surface))
    var box = PixelBox(x0: width, y0: height, x1: 0, y1: 0)
    if let data = cairo_image_surface_get_data(surface) {
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride)
        let out = bytes + (y + 1) * rowBytes + 1
        var any = false
        for x in 0..<width {
          // Native-endian 0xAARRGGBB words: alpha is the top byte.
          let alpha = UInt8(truncatingIfNeeded: row.load(fromByteOffset: 4 * x, as: UInt32.self) >> 24)
          out[x] = alpha
          if alpha != 0 {
            any = true
            box.x0 = min(box.x0, x)
            box.x1 = max(box.x1, x + 1)
          }
        }
        if any {
          box.y0 = min(box.y0, y)
          box.y1 = y + 1
        }
      }
    }
    opaqueBox = box.isEmpty ? PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) : box
  }

  deinit { bytes.deallocate() }

  /// Writes the plane sampled bilinearly at `(q - 1 + fx, r - 1 + fy)` into `out` pixel `(q, r)`
  /// (`fx`, `fy` in `0 ..< 1`): a 2 × 2 filter over plane pixels `q - 1 ... q`, `r - 1 ... r`, those
  /// outside the plane being 0. Painted at whole pixels, `out` is the plane moved by `1 - fx`, `1 - fy`.
  ///
  /// Only the pixels of `box` (within `0 ... width`, `0 ... height`) are written: pixel `(q, r)` to
  /// `out[(r - origin.y) * stride + q - origin.x]`. Filters along rows, then down columns, each with
  /// weights in 1/256 in 16-bit lanes and rounded to nearest (within 1/255 of the exact filter; a
  /// constant stays constant).
  func shift(
    fx: Double, fy: Double, box: PixelBox, into out: UnsafeMutablePointer<UInt8>, stride: Int,
    origin: (x: Int, y: Int)
  ) {
    let box = box.intersection(PixelBox(x0: 0, y0: 0, x1: width + 1, y1: height + 1))
    guard !box.isEmpty else { return }
    let right = UInt16(min(max((fx * 256).rounded(), 0), 256)), left = 256 - right
    let lower = UInt16(min(max((fy * 256).rounded(), 0), 256)), upper = 256 - lower
    let columns = box.x1 - box.x0
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * columns) { lines in
      guard var above = lines.baseAddress else { return }
      var below = above + columns
      // Padded row r is plane row r - 1, padded column q plane column q - 1.
      Self.blend(bytes + box.y0 * rowBytes + box.x0, count: columns, left, right, into: above)
      for r in box.y0..<box.y1 {
        Self.blend(bytes + (r + 1) * rowBytes + box.x0, count: columns, left, right, into: below)
        let row = out + (r - origin.y) * stride + box.x0 - origin.x
        for q in 0..<columns {
          row[q] = UInt8(
            truncatingIfNeeded: (UInt16(above[q]) &* upper &+ UInt16(below[q]) &* lower &+ 128) >> 8)
        }
        swap(&above, &below)
      }
    }
  }

  /// `into[q] = (row[q] * left + row[q + 1] * right) / 256`, rounded, for `q` in `0 ..< count`.
  private static func blend(
    _ row: UnsafePointer<UInt8>, count: Int, _ left: UInt16, _ right: UInt16,
    into: UnsafeMutablePointer<UInt8>
  ) {
    for q in 0..<count {
      into[q] = UInt8(truncatingIfNeeded: (UInt16(row[q]) &* left &+ UInt16(row[q + 1]) &* right &+ 128) >> 8)
    }
  }
}
