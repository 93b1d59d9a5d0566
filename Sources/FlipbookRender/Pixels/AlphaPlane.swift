import CCairo

/// The alpha channel of an ARGB32 surface as bytes, with a row and a column of zeros on every side, the
/// box of its non-zero pixels and each row's non-zero columns: what a rasterized layer's shadow needs to
/// be painted as a mask of one colour, moved by a fraction of a pixel (`SpanBlender.shadow`).
///
/// Immutable once made (layout and padding as `PixelKernels` says); owns its bytes, with 32 bytes to spare after the last row, so that a row may be
/// read 16 bytes at a time past its end.
final class AlphaPlane {
  /// The surface's size in pixels.
  let width: Int, height: Int
  /// The pixels whose alpha is not 0, in surface pixels (empty when all are).
  let opaqueBox: PixelBox
  /// Bytes per padded row: `width + 2`.
  let rowBytes: Int
  private let bytes: UnsafeMutablePointer<UInt8>
  /// Per padded row, its first non-zero padded column and one past its last (equal when none).
  private let columns: UnsafeMutablePointer<SIMD2<Int32>>

  /// Bytes held.
  var byteCount: Int { rowBytes * (height + 2) + 32 + 8 * (height + 2) }

  /// Copies the alpha of `surface`, a flushed ARGB32 image surface.
  init(argbSurface surface: OpaquePointer) {
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
    rowBytes = width + 2
    let total = rowBytes * (height + 2) + 32
    bytes = .allocate(capacity: total)
    bytes.initialize(repeating: 0, count: total)
    columns = .allocate(capacity: height + 2)
    columns.initialize(repeating: .zero, count: height + 2)
    let stride = Int(cairo_image_surface_get_stride(surface))
    var box = PixelBox(x0: width, y0: height, x1: 0, y1: 0)
    if let data = cairo_image_surface_get_data(surface) {
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride)
        let out = bytes + (y + 1) * rowBytes + 1
        var first = width, last = -1
        for x in 0..<width {
          // Native-endian 0xAARRGGBB words: alpha is the top byte.
          let alpha = UInt8(truncatingIfNeeded: row.load(fromByteOffset: 4 * x, as: UInt32.self) >> 24)
          out[x] = alpha
          if alpha != 0 {
            first = min(first, x)
            last = x
          }
        }
        if last >= 0 {
          columns[y + 1] = SIMD2(Int32(first + 1), Int32(last + 2))
          box.x0 = min(box.x0, first)
          box.x1 = max(box.x1, last + 1)
          box.y0 = min(box.y0, y)
          box.y1 = y + 1
        }
      }
    }
    opaqueBox = box.isEmpty ? PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) : box
  }

  deinit {
    bytes.deallocate()
    columns.deallocate()
  }

  /// The padded byte at column `q`, row `r` (plane pixel `(q - 1, r - 1)`), both within the padding.
  func padded(_ q: Int, _ r: Int) -> UnsafeRawPointer { UnsafeRawPointer(bytes + r * rowBytes + q) }

  /// The padded columns holding a non-zero byte in padded rows `r` or `r + 1` (`r` in `0 ... height`),
  /// as a half-open range, empty when there is none.
  func nonzeroColumns(rows r: Int) -> Range<Int> {
    let a = columns[r], b = columns[r + 1]
    let aEmpty = a[0] >= a[1], bEmpty = b[0] >= b[1]
    if aEmpty && bEmpty { return 0..<0 }
    if aEmpty { return Int(b[0])..<Int(b[1]) }
    if bEmpty { return Int(a[0])..<Int(a[1]) }
    return Int(min(a[0], b[0]))..<Int(max(a[1], b[1]))
  }
}
