/// Four premultiplied ARGB32 pixels (native-endian `0xAARRGGBB` words, so bytes B, G, R, A in memory) as
/// eight 16-bit lanes: loaded as they lie, each lane holds two bytes of a pixel; `split` gives the even
/// bytes (blue and red) and the odd ones (green and alpha) with 8 bits of headroom each, so that every
/// channel can be multiplied in 16-bit lanes without unpacking or packing (which Swift's SIMD
/// conversions do not compile to single instructions on x86-64's baseline, SSE2). The arithmetic every
/// kernel shares; its rounding is the one `PixelKernels` states.
///
/// ```swift
/// let (blueRed, greenAlpha) = PixelLanes.split(PixelLanes.load(row))
/// PixelLanes.store(PixelLanes.join(blueRed, greenAlpha), to: row)  // the same pixels
/// ```
enum PixelLanes {
  typealias Lanes = SIMD8<UInt16>

  /// Four pixels from `pointer` (any alignment).
  @inline(__always)
  static func load(_ pointer: UnsafeRawPointer) -> Lanes { pointer.loadUnaligned(as: Lanes.self) }

  /// Stores four pixels at `pointer` (any alignment).
  @inline(__always)
  static func store(_ pixels: Lanes, to pointer: UnsafeMutableRawPointer) {
    pointer.storeBytes(of: pixels, as: Lanes.self)
  }

  /// The even bytes (blue, red) and the odd bytes (green, alpha) of four pixels, one per lane.
  @inline(__always)
  static func split(_ pixels: Lanes) -> (Lanes, Lanes) { (pixels & 0xFF, pixels &>> 8) }

  /// The inverse of `split` (each lane must hold a value below 256).
  @inline(__always)
  static func join(_ even: Lanes, _ odd: Lanes) -> Lanes { even | (odd &<< 8) }

  /// `x · y / 255` rounded to nearest, lane by lane, for `x`, `y` in `0 ... 255`: pixman's `MUL_UN8`,
  /// exactly (`t = x·y + 128`, `(t + t >> 8) >> 8`).
  @inline(__always)
  static func multiply(_ x: Lanes, _ y: Lanes) -> Lanes { divideBy255(x &* y) }

  /// `sum / 255` rounded to nearest, lane by lane, for `sum` in `0 ... 255 · 255` (Blinn's division:
  /// `t = sum + 128`, `(t + t >> 8) >> 8`).
  @inline(__always)
  static func divideBy255(_ sum: Lanes) -> Lanes {
    let t = sum &+ 128
    return (t &+ (t &>> 8)) &>> 8
  }

  /// Each pixel's alpha in both of its lanes, from the odd lanes of `split` (green and alpha).
  @inline(__always)
  static func alphas(_ odd: Lanes) -> Lanes {
    let alpha = unsafeBitCast(odd, to: SIMD4<UInt32>.self) &>> 16
    return unsafeBitCast(alpha | (alpha &<< 16), to: Lanes.self)
  }

  /// Source over destination, premultiplied: `source + destination · (255 - source alpha) / 255` per
  /// channel, with pixman's rounding; `source` as the even and odd lanes of `split`.
  @inline(__always)
  static func over(_ even: Lanes, _ odd: Lanes, onto destination: Lanes) -> Lanes {
    over(even, odd, keep: 255 &- alphas(odd), onto: destination)
  }

  /// `source + destination · keep / 255` per channel, with pixman's rounding: OVER when `keep` is 255
  /// minus the source's alpha in each pixel's lanes, given when the caller has it already (a solid
  /// colour's, a mask's).
  @inline(__always)
  static func over(_ even: Lanes, _ odd: Lanes, keep: Lanes, onto destination: Lanes) -> Lanes {
    let (dEven, dOdd) = split(destination)
    return join(multiply(dEven, keep) &+ even, multiply(dOdd, keep) &+ odd)
  }

  /// Whether any lane is not 0 (two 64-bit tests: the lane-by-lane comparison of `SIMD` compiles to a
  /// loop through memory).
  @inline(__always)
  static func anyNonzero(_ lanes: Lanes) -> Bool {
    let words = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
    return words[0] | words[1] != 0
  }

  /// Lanes `start ..< start + 4` of `lanes` (a constant `start`), each twice: a pixel's value in both
  /// of its lanes.
  @inline(__always)
  static func pairs(_ lanes: Lanes, _ start: Int) -> Lanes {
    Lanes(
      lanes[start], lanes[start], lanes[start + 1], lanes[start + 1], lanes[start + 2], lanes[start + 2],
      lanes[start + 3], lanes[start + 3])
  }

  /// All bits set in the lanes of the first `count` pixels (0 ... 4), none in the others.
  @inline(__always)
  static func firstPixels(_ count: Int) -> Lanes {
    let pixel = Lanes(0, 0, 1, 1, 2, 2, 3, 3)
    return Lanes(repeating: 0).replacing(with: 0xFFFF, where: pixel .< Lanes(repeating: UInt16(count)))
  }

  /// `a` in the lanes set in `mask`, `b` in the others.
  @inline(__always)
  static func select(_ mask: Lanes, _ a: Lanes, _ b: Lanes) -> Lanes { (a & mask) | (b & ~mask) }

  /// Runs `body` on `count` (1 ... 4) pixels at `pointer` through a four-pixel copy, so that it may read
  /// and write four whole pixels without touching the memory past them.
  @inline(__always)
  static func withCopy(_ pointer: UnsafeMutableRawPointer, count: Int, _ body: (Lanes) -> Lanes) {
    let words = pointer.assumingMemoryBound(to: UInt32.self)
    var copy = SIMD4<UInt32>()
    for i in 0..<count { copy[i] = words[i] }
    let result = unsafeBitCast(body(unsafeBitCast(copy, to: Lanes.self)), to: SIMD4<UInt32>.self)
    for i in 0..<count { words[i] = result[i] }
  }
}
