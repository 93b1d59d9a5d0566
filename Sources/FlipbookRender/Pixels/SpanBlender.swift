/// Composites runs of premultiplied ARGB32 pixels of one row in place, four at a time in 16-bit SIMD
/// lanes (`PixelLanes`), byte for byte as `PixelKernels` says: what painting a rasterized layer at a translation with
/// an opacity does to the canvas, for the three kinds of pixel `SpritePieces` tells apart — a solid
/// colour (`fill`), a shadow colour through a moved alpha plane (`shadow`), and the layer sampled
/// bilinearly (`sprite`). One blender holds one layer's colours and weights, made once per layer painted.
///
/// Each run is `count` pixels at `destination`, `room` (at least `count`) of which lie before the end of
/// the row's memory: the last one to four pixels are composited in place, the pixels past the run read
/// and written back unchanged, when `room` allows, and through a copy otherwise. The sources may be read
/// past the last byte used (a picture's row by up to 16 bytes and the row below it, an alpha plane's row by
/// up to 32 bytes), so they must be padded (`LayerSprite.make`, `AlphaPlane`).
///
/// ```swift
/// let blender = SpanBlender(fill: 0x8040_2010, shadow: weights, tint: 0x5900_0000, sprite: weights7, alpha: 255)
/// blender.fill(row, count: 64, room: 64)  // a half-transparent colour over 64 pixels
/// ```
struct SpanBlender {
  typealias Lanes = PixelLanes.Lanes

  /// The weights of a 2 × 2 filter: `left + right` and `upper + lower` are the filter's unit.
  struct Weights {
    var left: UInt16, right: UInt16, upper: UInt16, lower: UInt16
  }

  private let fillColor: UInt32
  private let fillEven: Lanes, fillOdd: Lanes, fillKeep: Lanes
  private let shadowLeft: Lanes, shadowRight: Lanes, shadowUpper: Lanes, shadowLower: Lanes
  private let tintAlpha: UInt16, colored: Bool
  private let tintEven: Lanes, tintOdd: Lanes, tintAlphas: Lanes
  private let spriteLeft: Lanes, spriteRight: Lanes, spriteUpper: Lanes, spriteLower: Lanes
  private let fade: UInt16, fades: Lanes
  /// The alpha lanes of `PixelLanes.split`'s odd half.
  private let alphaLanes = unsafeBitCast(SIMD4<UInt32>(repeating: 0xFFFF_0000), to: Lanes.self)

  /// A blender for `fill` (premultiplied ARGB32); shadows of `tint` (premultiplied ARGB32) through a
  /// plane filtered with `shadow` (weights in 1/256); a picture sampled with `sprite` (pixman's 7-bit
  /// bilinear weights, in 1/128) and faded by `alpha` (0 ... 255).
  init(fill: UInt32, shadow: Weights, tint: UInt32, sprite: Weights, alpha: UInt16) {
    fillColor = fill
    (fillEven, fillOdd) = PixelLanes.split(Self.splat(fill))
    fillKeep = Lanes(repeating: 255 - UInt16(fill >> 24))
    shadowLeft = Lanes(repeating: shadow.left)
    shadowRight = Lanes(repeating: shadow.right)
    shadowUpper = Lanes(repeating: shadow.upper)
    shadowLower = Lanes(repeating: shadow.lower)
    tintAlpha = UInt16(tint >> 24)
    colored = tint & 0x00FF_FFFF != 0
    (tintEven, tintOdd) = PixelLanes.split(Self.splat(tint))
    tintAlphas = Lanes(repeating: tintAlpha)
    spriteLeft = Lanes(repeating: sprite.left)
    spriteRight = Lanes(repeating: sprite.right)
    spriteUpper = Lanes(repeating: sprite.upper)
    spriteLower = Lanes(repeating: sprite.lower)
    fade = min(alpha, 255)
    fades = Lanes(repeating: fade)
  }

  private static func splat(_ pixel: UInt32) -> Lanes {
    unsafeBitCast(SIMD4<UInt32>(repeating: pixel), to: Lanes.self)
  }

  /// The fill colour over `count` pixels: pixman's solid OVER (a store if opaque).
  func fill(_ destination: UnsafeMutableRawPointer, count: Int, room: Int) {
    guard count > 0, fillColor != 0 else { return }
    if fillColor >> 24 == 255 {
      destination.assumingMemoryBound(to: UInt32.self).update(repeating: fillColor, count: count)
      return
    }
    Self.runs(destination, count: count, room: room) { pixels, _ in
      PixelLanes.over(fillEven, fillOdd, keep: fillKeep, onto: pixels)
    }
  }

  /// The tint through an 8-bit mask over `count` pixels: pixman's solid OVER with an A8 mask, where the
  /// mask of pixel `i` is the 2 × 2 filter (rounded along the row first, then down) of bytes `plane[i]`,
  /// `plane[i + 1]` and the same in the next row, `rowBytes` further. Four pixels whose contributions
  /// all round to 0 are not touched.
  ///
  /// `scratch` holds at least `count + 16` words.
  func shadow(
    _ destination: UnsafeMutableRawPointer, count: Int, room: Int, plane: UnsafeRawPointer, rowBytes: Int,
    scratch: UnsafeMutablePointer<UInt32>
  ) {
    guard count > 0, tintAlpha != 0 else { return }
    let masks = UnsafeMutableRawPointer(scratch)
    if colored {
      self.masks(count, plane, rowBytes, into: masks, times: nil)
      Self.runs(
        destination, count: count, room: room, source: UnsafeRawPointer(masks),
        skips: { !PixelLanes.anyNonzero(PixelLanes.multiply(PixelLanes.load($0), tintAlphas)) }
      ) { pixels, from in
        let mask = PixelLanes.load(from)
        return PixelLanes.over(
          PixelLanes.multiply(mask, tintEven), PixelLanes.multiply(mask, tintOdd),
          keep: 255 &- PixelLanes.multiply(mask, tintAlphas), onto: pixels)
      }
    } else {
      // Black: the masks times the tint's alpha are all it takes.
      self.masks(count, plane, rowBytes, into: masks, times: tintAlphas)
      Self.runs(
        destination, count: count, room: room, source: UnsafeRawPointer(masks),
        skips: { !PixelLanes.anyNonzero(PixelLanes.load($0)) }
      ) { pixels, from in
        let alpha = PixelLanes.load(from)
        return PixelLanes.over(Lanes(), alpha & alphaLanes, keep: 255 &- alpha, onto: pixels)
      }
    }
  }

  /// The masks of `shadow`'s `count` pixels (rounded up to 16), each in both 16-bit halves of a word,
  /// multiplied by `times` (pixman's `MUL_UN8`) if given.
  func masks(
    _ count: Int, _ plane: UnsafeRawPointer, _ rowBytes: Int, into out: UnsafeMutableRawPointer,
    times: Lanes?
  ) {
    // One row's pass along: pixels 2k (first) and 2k + 1 (second) of sixteen.
    @inline(__always) func along(_ row: UnsafeRawPointer) -> (Lanes, Lanes) {
      let (p0, p1) = PixelLanes.split(PixelLanes.load(row))
      let (q1, q2) = PixelLanes.split(PixelLanes.load(row + 1))
      return (
        (p0 &* shadowLeft &+ p1 &* shadowRight &+ 128) &>> 8,
        (q1 &* shadowLeft &+ q2 &* shadowRight &+ 128) &>> 8
      )
    }
    var x = 0
    var to = out
    while x < count {
      let (aboveEven, aboveOdd) = along(plane + x)
      let (belowEven, belowOdd) = along(plane + x + rowBytes)
      var e = (aboveEven &* shadowUpper &+ belowEven &* shadowLower &+ 128) &>> 8
      var o = (aboveOdd &* shadowUpper &+ belowOdd &* shadowLower &+ 128) &>> 8
      if let times {
        e = PixelLanes.multiply(e, times)
        o = PixelLanes.multiply(o, times)
      }
      let first = Lanes(e[0], o[0], e[1], o[1], e[2], o[2], e[3], o[3])
      let second = Lanes(e[4], o[4], e[5], o[5], e[6], o[6], e[7], o[7])
      PixelLanes.store(PixelLanes.pairs(first, 0), to: to)
      PixelLanes.store(PixelLanes.pairs(first, 4), to: to + 16)
      PixelLanes.store(PixelLanes.pairs(second, 0), to: to + 32)
      PixelLanes.store(PixelLanes.pairs(second, 4), to: to + 48)
      x &+= 16
      to += 64
    }
  }

  /// The picture sampled bilinearly and faded over `count` pixels: pixman's bilinear OVER with a solid
  /// mask, exactly (7-bit weights, the four products summed and truncated). Pixel `i` samples picture
  /// pixels `i`, `i + 1` from `source` and the same `stride` bytes further.
  func sprite(
    _ destination: UnsafeMutableRawPointer, count: Int, room: Int, source: UnsafeRawPointer, stride: Int
  ) {
    guard count > 0, fade > 0 else { return }
    // Down, then along, in 16 bits: the column sums (at most 255 · 128) split into their high and low
    // 7 bits, so that (high · 128 + low) weighted and shifted by 14 is (high' + low' >> 7) >> 7.
    @inline(__always) func sample(_ top: Lanes, _ topNext: Lanes, _ bottom: Lanes, _ bottomNext: Lanes)
      -> Lanes
    {
      let here = top &* spriteUpper &+ bottom &* spriteLower
      let next = topNext &* spriteUpper &+ bottomNext &* spriteLower
      let high = (here &>> 7) &* spriteLeft &+ (next &>> 7) &* spriteRight
      let low = (here & 127) &* spriteLeft &+ (next & 127) &* spriteRight
      return (high &+ (low &>> 7)) &>> 7
    }
    let faded = fade < 255
    Self.runs(destination, count: count, room: room, source: source) { pixels, from in
      let (t0, t1) = PixelLanes.split(PixelLanes.load(from))
      let (n0, n1) = PixelLanes.split(PixelLanes.load(from + 4))
      let (b0, b1) = PixelLanes.split(PixelLanes.load(from + stride))
      let (m0, m1) = PixelLanes.split(PixelLanes.load(from + stride + 4))
      var even = sample(t0, n0, b0, m0)
      var odd = sample(t1, n1, b1, m1)
      if faded {
        even = PixelLanes.multiply(even, fades)
        odd = PixelLanes.multiply(odd, fades)
      }
      return PixelLanes.over(even, odd, onto: pixels)
    }
  }

  /// Runs `four` over `count` pixels four at a time, handing it the pixels and the source four pixels
  /// (16 bytes) on; the last one to four pixels in place, selected, when `room` allows. Four pixels
  /// whose source `skips` are left alone, unread.
  @inline(__always)
  private static func runs(
    _ destination: UnsafeMutableRawPointer, count: Int, room: Int, source: UnsafeRawPointer,
    skips: (UnsafeRawPointer) -> Bool = { _ in false }, _ four: (Lanes, UnsafeRawPointer) -> Lanes
  ) {
    var pixel = destination
    var from = source
    var left = count
    while left > 4 {
      if !skips(from) { PixelLanes.store(four(PixelLanes.load(pixel), from), to: pixel) }
      pixel += 16
      from += 16
      left &-= 4
    }
    // One to four pixels.
    if skips(from) { return }
    if room - (count - left) >= 4 {
      let pixels = PixelLanes.load(pixel)
      PixelLanes.store(PixelLanes.select(PixelLanes.firstPixels(left), four(pixels, from), pixels), to: pixel)
    } else {
      PixelLanes.withCopy(pixel, count: left) { four($0, from) }
    }
  }

  @inline(__always)
  private static func runs(
    _ destination: UnsafeMutableRawPointer, count: Int, room: Int, _ four: (Lanes, UnsafeRawPointer) -> Lanes
  ) {
    runs(destination, count: count, room: room, source: UnsafeRawPointer(destination), four)
  }
}
