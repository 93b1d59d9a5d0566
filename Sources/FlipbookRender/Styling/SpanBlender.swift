/// Composites one row's run of premultiplied ARGB32 pixels in place, four at a time in 16-bit SIMD lanes
/// (`PixelLanes`), with pixman's arithmetic: what painting a rasterized layer at a translation does to
/// the canvas, for the three kinds of pixel `SpritePieces` tells apart — a solid colour (`fill`), a shadow
/// colour through a moved alpha plane (`shadow`), and the layer sampled bilinearly (`sprite`).
///
/// Each works on `count` pixels at `destination` and never writes past them; the sources may be read up
/// to 16 pixels past the last one used, so they must be padded (`AlphaPlane`, `LayerSprite`).
///
/// ```swift
/// SpanBlender.fill(row, count: 64, color: 0x8040_2010)  // a half-transparent colour over 64 pixels
/// ```
enum SpanBlender {
  typealias Lanes = PixelLanes.Lanes

  /// The weights of a 2 × 2 filter: `left + right` and `upper + lower` are the filter's unit.
  struct Weights {
    var left: UInt16, right: UInt16, upper: UInt16, lower: UInt16
  }

  /// `color` (premultiplied ARGB32) over `count` pixels: pixman's solid OVER (a store if opaque).
  static func fill(_ destination: UnsafeMutableRawPointer, count: Int, color: UInt32) {
    guard count > 0, color != 0 else { return }
    if color >> 24 == 255 {
      destination.assumingMemoryBound(to: UInt32.self).update(repeating: color, count: count)
      return
    }
    let (even, odd) = PixelLanes.split(unsafeBitCast(SIMD4<UInt32>(repeating: color), to: Lanes.self))
    let keep = Lanes(repeating: 255 - UInt16(color >> 24))
    @inline(__always) func four(_ pixels: UnsafeMutableRawPointer) {
      let (dEven, dOdd) = PixelLanes.split(PixelLanes.load(pixels))
      PixelLanes.store(
        PixelLanes.join(PixelLanes.multiply(dEven, keep) &+ even, PixelLanes.multiply(dOdd, keep) &+ odd),
        to: pixels)
    }
    var pixel = destination
    var left = count
    while left >= 4 {
      four(pixel)
      pixel += 16
      left &-= 4
    }
    if left > 0 { PixelLanes.withTail(pixel, count: left, four) }
  }

  /// `tint` (premultiplied ARGB32) through an 8-bit mask over `count` pixels: pixman's solid OVER with
  /// an A8 mask, where the mask of pixel `i` is the 2 × 2 filter (weights in 1/256, rounded along the
  /// row first, then down: `AlphaPlane.shift`) of bytes `plane[i]`, `plane[i + 1]` and the same in the
  /// next row, `rowBytes` further.
  ///
  /// `scratch` holds at least `count + 16` words. Four pixels whose contributions all round to 0 are
  /// not touched.
  static func shadow(
    _ destination: UnsafeMutableRawPointer, count: Int, plane: UnsafeRawPointer, rowBytes: Int,
    weights: Weights, tint: UInt32, scratch: UnsafeMutablePointer<UInt32>
  ) {
    guard count > 0, tint >> 24 != 0 else { return }
    masks(count, plane, rowBytes, weights, into: UnsafeMutableRawPointer(scratch))
    if tint & 0x00FF_FFFF == 0 {
      shadow(destination, count, UnsafeRawPointer(scratch), tint, colored: false)
    } else {
      shadow(destination, count, UnsafeRawPointer(scratch), tint, colored: true)
    }
  }

  /// The masks of `shadow`'s `count` pixels (rounded up to 16), each in both 16-bit halves of a word.
  static func masks(
    _ count: Int, _ plane: UnsafeRawPointer, _ rowBytes: Int, _ w: Weights, into out: UnsafeMutableRawPointer
  ) {
    let left = Lanes(repeating: w.left), right = Lanes(repeating: w.right)
    let upper = Lanes(repeating: w.upper), lower = Lanes(repeating: w.lower)
    // One row's pass along: pixels 2k (first) and 2k + 1 (second) of sixteen.
    @inline(__always) func along(_ row: UnsafeRawPointer) -> (Lanes, Lanes) {
      let (p0, p1) = PixelLanes.split(PixelLanes.load(row))
      let (q1, q2) = PixelLanes.split(PixelLanes.load(row + 1))
      return ((p0 &* left &+ p1 &* right &+ 128) &>> 8, (q1 &* left &+ q2 &* right &+ 128) &>> 8)
    }
    var x = 0
    var to = out
    while x < count {
      let (aboveEven, aboveOdd) = along(plane + x)
      let (belowEven, belowOdd) = along(plane + x + rowBytes)
      let e = (aboveEven &* upper &+ belowEven &* lower &+ 128) &>> 8
      let o = (aboveOdd &* upper &+ belowOdd &* lower &+ 128) &>> 8
      let first = Lanes(e[0], o[0], e[1], o[1], e[2], o[2], e[3], o[3])
      let second = Lanes(e[4], o[4], e[5], o[5], e[6], o[6], e[7], o[7])
      PixelLanes.store(
        Lanes(first[0], first[0], first[1], first[1], first[2], first[2], first[3], first[3]), to: to)
      PixelLanes.store(
        Lanes(first[4], first[4], first[5], first[5], first[6], first[6], first[7], first[7]), to: to + 16)
      PixelLanes.store(
        Lanes(second[0], second[0], second[1], second[1], second[2], second[2], second[3], second[3]),
        to: to + 32)
      PixelLanes.store(
        Lanes(second[4], second[4], second[5], second[5], second[6], second[6], second[7], second[7]),
        to: to + 48)
      x &+= 16
      to += 64
    }
  }

  @inline(__always)
  private static func shadow(
    _ destination: UnsafeMutableRawPointer, _ count: Int, _ masks: UnsafeRawPointer, _ tint: UInt32,
    colored: Bool
  ) {
    let (tintEven, tintOdd) = PixelLanes.split(unsafeBitCast(SIMD4<UInt32>(repeating: tint), to: Lanes.self))
    let tintAlpha = Lanes(repeating: UInt16(tint >> 24))
    // The alpha lanes of `split`'s odd half.
    let alphaLanes = unsafeBitCast(SIMD4<UInt32>(repeating: 0xFFFF_0000), to: Lanes.self)
    @inline(__always) func four(_ pixels: UnsafeMutableRawPointer, _ m: Lanes, _ alpha: Lanes) {
      let (dEven, dOdd) = PixelLanes.split(PixelLanes.load(pixels))
      let keep = 255 &- alpha
      var even = PixelLanes.multiply(dEven, keep)
      var odd = PixelLanes.multiply(dOdd, keep)
      if colored {
        even &+= PixelLanes.multiply(m, tintEven)
        odd &+= PixelLanes.multiply(m, tintOdd)
      } else {
        odd &+= alpha & alphaLanes
      }
      PixelLanes.store(PixelLanes.join(even, odd), to: pixels)
    }
    var pixel = destination
    var mask = masks
    var left = count
    while left > 0 {
      let m = PixelLanes.load(mask)
      let alpha = PixelLanes.multiply(m, tintAlpha)
      if PixelLanes.anyNonzero(alpha) {
        if left >= 4 {
          four(pixel, m, alpha)
        } else {
          PixelLanes.withTail(pixel, count: left) { four($0, m, alpha) }
        }
      }
      pixel += 16
      mask += 16
      left &-= 4
    }
  }

  /// A premultiplied ARGB32 picture sampled bilinearly, faded by `alpha` (0 ... 255), over `count`
  /// pixels: pixman's bilinear OVER with a solid mask, exactly (7-bit weights, `left + right` and
  /// `upper + lower` = 128, the four products summed and truncated). Pixel `i` samples picture pixels
  /// `i`, `i + 1` from `source` and the same `stride` bytes further.
  static func sprite(
    _ destination: UnsafeMutableRawPointer, count: Int, source: UnsafeRawPointer, stride: Int,
    weights w: Weights, alpha: UInt16
  ) {
    guard count > 0, alpha > 0 else { return }
    let left = Lanes(repeating: w.left), right = Lanes(repeating: w.right)
    let upper = Lanes(repeating: w.upper), lower = Lanes(repeating: w.lower)
    let fade = Lanes(repeating: alpha)
    // Down, then along, in 16 bits: the column sums (at most 255 · 128) split into their high and low
    // 7 bits, so that (high · 128 + low) weighted and shifted by 14 is (high' + low' >> 7) >> 7.
    @inline(__always) func sample(_ top: Lanes, _ topNext: Lanes, _ bottom: Lanes, _ bottomNext: Lanes)
      -> Lanes
    {
      let here = top &* upper &+ bottom &* lower
      let next = topNext &* upper &+ bottomNext &* lower
      let high = (here &>> 7) &* left &+ (next &>> 7) &* right
      let low = (here & 127) &* left &+ (next & 127) &* right
      return (high &+ (low &>> 7)) &>> 7
    }
    @inline(__always) func four(_ pixels: UnsafeMutableRawPointer, _ from: UnsafeRawPointer) {
      let (t0, t1) = PixelLanes.split(PixelLanes.load(from))
      let (n0, n1) = PixelLanes.split(PixelLanes.load(from + 4))
      let (b0, b1) = PixelLanes.split(PixelLanes.load(from + stride))
      let (m0, m1) = PixelLanes.split(PixelLanes.load(from + stride + 4))
      var even = sample(t0, n0, b0, m0)
      var odd = sample(t1, n1, b1, m1)
      if alpha < 255 {
        even = PixelLanes.multiply(even, fade)
        odd = PixelLanes.multiply(odd, fade)
      }
      PixelLanes.store(PixelLanes.over(even, odd, onto: PixelLanes.load(pixels)), to: pixels)
    }
    var pixel = destination
    var from = source
    var left4 = count
    while left4 >= 4 {
      four(pixel, from)
      pixel += 16
      from += 16
      left4 &-= 4
    }
    if left4 > 0 { PixelLanes.withTail(pixel, count: left4) { four($0, from) } }
  }
}
