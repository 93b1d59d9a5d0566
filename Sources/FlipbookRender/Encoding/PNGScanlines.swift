/// The PNG row filter the encoder applies to every row (PNG filter types 1 and 2).
enum PNGRowFilter: UInt8, Sendable, CaseIterable {
  /// Each byte minus the same channel of the pixel to its left.
  case sub = 1
  /// Each byte minus the same byte of the row above.
  case up = 2

  /// The filter the encoder uses unless told otherwise (chosen by measurement: see `PNGEncoder`).
  static let `default`: PNGRowFilter = .up
}

/// Converts premultiplied ARGB32 rows to filtered, non-premultiplied PNG scanlines.
struct PNGScanlineWriter {
  /// `reciprocals[a] = ⌈2²⁴ / a⌉`, so that `(n · reciprocals[a]) >> 24 == n / a` for every `n < 2¹⁶`.
  let reciprocals: [UInt64] = (0..<256).map { a in a == 0 ? 0 : ((1 << 24) + UInt64(a) - 1) / UInt64(a) }

  /// `(c · 255 + a / 2) / a` for `1 <= a <= 254`, exactly, clamped to 255 (only reached when `c > a`).
  @inline(__always)
  static func unpremultiply(_ c: UInt32, alpha a: UInt32, reciprocal: UInt64) -> UInt8 {
    let n = UInt64(c &* 255 &+ (a >> 1))
    return UInt8(truncatingIfNeeded: Swift.min((n &* reciprocal) >> 24, 255))
  }

  /// Writes `image` as filtered scanlines (filter byte + row bytes per row) to `output`, which must hold
  /// `height · (1 + width · bytesPerPixel)` bytes. `rows` is scratch of `2 · width · bytesPerPixel` bytes.
  func write(
    _ image: ARGB32Image, opaque: Bool, filter: PNGRowFilter,
    to output: UnsafeMutablePointer<UInt8>, rows: UnsafeMutablePointer<UInt8>
  ) {
    let bytesPerPixel = opaque ? 3 : 4
    let rowBytes = image.width * bytesPerPixel
    var current = rows
    var previous = rows + rowBytes
    previous.initialize(repeating: 0, count: rowBytes)
    reciprocals.withUnsafeBufferPointer { reciprocals in
      for y in 0..<image.height {
        if opaque {
          Self.convertOpaque(image.row(y), to: current)
        } else {
          Self.convert(image.row(y), to: current, reciprocals: reciprocals)
        }
        let line = output + y * (1 + rowBytes)
        line[0] = filter.rawValue
        switch filter {
        case .sub: Self.filterSub(current, count: rowBytes, bytesPerPixel: bytesPerPixel, to: line + 1)
        case .up: Self.filterUp(current, above: previous, count: rowBytes, to: line + 1)
        }
        swap(&current, &previous)
      }
    }
  }

  /// Opaque pixels to RGB bytes.
  @inline(__always)
  static func convertOpaque(_ row: UnsafeBufferPointer<UInt32>, to out: UnsafeMutablePointer<UInt8>) {
    var o = out
    for word in row {
      o[0] = UInt8(truncatingIfNeeded: word >> 16)
      o[1] = UInt8(truncatingIfNeeded: word >> 8)
      o[2] = UInt8(truncatingIfNeeded: word)
      o += 3
    }
  }

  /// Premultiplied pixels to non-premultiplied RGBA bytes; alpha 0 gives `0, 0, 0, 0`.
  @inline(__always)
  static func convert(
    _ row: UnsafeBufferPointer<UInt32>, to out: UnsafeMutablePointer<UInt8>,
    reciprocals: UnsafeBufferPointer<UInt64>
  ) {
    var o = out
    for word in row {
      let a = word >> 24
      if a == 255 {
        o[0] = UInt8(truncatingIfNeeded: word >> 16)
        o[1] = UInt8(truncatingIfNeeded: word >> 8)
        o[2] = UInt8(truncatingIfNeeded: word)
        o[3] = 255
      } else if a == 0 {
        o[0] = 0
        o[1] = 0
        o[2] = 0
        o[3] = 0
      } else {
        let m = reciprocals[Int(a)]
        o[0] = unpremultiply((word >> 16) & 0xFF, alpha: a, reciprocal: m)
        o[1] = unpremultiply((word >> 8) & 0xFF, alpha: a, reciprocal: m)
        o[2] = unpremultiply(word & 0xFF, alpha: a, reciprocal: m)
        o[3] = UInt8(truncatingIfNeeded: a)
      }
      o += 4
    }
  }

  /// PNG filter type 1.
  @inline(__always)
  static func filterSub(
    _ row: UnsafeMutablePointer<UInt8>, count: Int, bytesPerPixel: Int, to out: UnsafeMutablePointer<UInt8>
  ) {
    for i in 0..<bytesPerPixel { out[i] = row[i] }
    for i in bytesPerPixel..<count { out[i] = row[i] &- row[i - bytesPerPixel] }
  }

  /// PNG filter type 2.
  @inline(__always)
  static func filterUp(
    _ row: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>, count: Int,
    to out: UnsafeMutablePointer<UInt8>
  ) {
    for i in 0..<count { out[i] = row[i] &- above[i] }
  }
}
