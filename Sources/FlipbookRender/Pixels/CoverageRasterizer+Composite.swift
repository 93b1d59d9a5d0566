import Flipbook

extension CoverageRasterizer {
  /// Composites `color` through the coverage of the polygon last rasterized (whose box is `box`) onto
  /// `target` within its clip: `OVER` (`d = s + d · (1 − sα)`), or `ADD` (`d = min(1, d + s)`) when
  /// `additive`, where `s` is the premultiplied colour times the coverage, in 8 bits rounded.
  func composite(_ color: Color, box: PixelBox, additive: Bool, onto target: PixelTarget) {
    func unit(_ x: Double) -> Float { Float(x >= 1 ? 1 : (x > 0 ? x : 0)) }
    let alpha = unit(color.alpha)
    let a = alpha * 255, r = unit(color.red) * a, g = unit(color.green) * a, b = unit(color.blue) * a
    // Fully covered pixels of an opaque colour simply take it.
    let opaque = alpha == 1
    let solid = 0xFF00_0000 | UInt32(r + 0.5) << 16 | UInt32(g + 0.5) << 8 | UInt32(b + 0.5)
    target.forEachArea(within: box) { area in
      for y in area.y0..<area.y1 {
        let row = target.row(y)
        for x in area.x0..<area.x1 {
          let c = coverage(x: x, y: y, in: box)
          guard c > 0 else { continue }
          if c == 1 && opaque && !additive {
            row[x] = solid
            continue
          }
          let sa = UInt32(a * c + 0.5), sr = UInt32(r * c + 0.5), sg = UInt32(g * c + 0.5)
          let sb = UInt32(b * c + 0.5)
          let d = row[x]
          let (da, dr, dg, db) = (d >> 24, (d >> 16) & 0xFF, (d >> 8) & 0xFF, d & 0xFF)
          if additive {
            row[x] =
              min(da + sa, 255) << 24 | min(dr + sr, 255) << 16 | min(dg + sg, 255) << 8 | min(db + sb, 255)
          } else {
            let keep = 255 - sa
            row[x] =
              (sa + Self.divide255(da * keep)) << 24 | (sr + Self.divide255(dr * keep)) << 16
              | (sg + Self.divide255(dg * keep)) << 8 | (sb + Self.divide255(db * keep))
          }
        }
      }
    }
  }

  /// `x / 255` rounded, for `x` up to 255 · 255.
  @inline(__always)
  static func divide255(_ x: UInt32) -> UInt32 {
    let t = x &+ 128
    return (t &+ (t >> 8)) >> 8
  }
}
