import FlipbookTestSupport
import Testing

@testable import FlipbookRender

/// The cross-dissolve's one-pass mix: `(x · (255 − q) + y · q) / 255` per channel, exactly rounded.
@Suite("Cross-dissolve pixel mix")
struct PixelMixTests {
  /// The exact mix of one channel, rounded to nearest.
  static func exact(_ x: UInt32, _ y: UInt32, _ q: UInt32) -> UInt32 {
    (2 * (x * (255 - q) + y * q) + 255) / 510
  }

  @Test(arguments: [0, 1, 64, 128, 191, 254, 255] as [UInt32])
  func everyChannelPairMixesExactly(q: UInt32) {
    var wrong = 0
    for x in 0..<UInt32(256) {
      for y in 0..<UInt32(256) {
        // The same pair in all four channels, and the pair swapped between neighbouring channels.
        let a = x | y << 8 | x << 16 | y << 24
        let b = y | x << 8 | y << 16 | x << 24
        let mixed = PixelMix.mix(a, b, 255 - q, q)
        let expected =
          Self.exact(x, y, q) | Self.exact(y, x, q) << 8 | Self.exact(x, y, q) << 16
          | Self.exact(y, x, q) << 24
        if mixed != expected { wrong += 1 }
      }
    }
    #expect(wrong == 0, "q \(q)")
  }

  @Test(arguments: 0..<20 as Range<UInt64>)
  func rowsMixLikeSinglePixelsWhateverTheirLength(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let count = Int.random(in: 0...37, using: &random)
    let q = UInt32.random(in: 0...255, using: &random)
    let target = (0..<count).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) }
    let source = (0..<count).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) }
    var mixed = target
    mixed.withUnsafeMutableBufferPointer { t in
      source.withUnsafeBufferPointer { s in
        PixelMix.mixRow(t.baseAddress!, s.baseAddress!, count: count, weight: q)
      }
    }
    let expected = zip(target, source).map { PixelMix.mix($0, $1, 255 - q, q) }
    #expect(mixed == expected, "seed \(seed)")
  }

  @Test(arguments: 0..<2000 as Range<UInt64>)
  func premultipliedPixelsStayPremultiplied(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    func pixel() -> UInt32 {
      let a = UInt32.random(in: 0...255, using: &random)
      let c = (0..<3).map { _ in UInt32.random(in: 0...a, using: &random) }
      return a << 24 | c[0] << 16 | c[1] << 8 | c[2]
    }
    let x = pixel()
    let y = pixel()
    let q = UInt32.random(in: 0...255, using: &random)
    let m = PixelMix.mix(x, y, 255 - q, q)
    let alpha = m >> 24
    #expect((0..<3).allSatisfy { (m >> (8 * UInt32($0))) & 0xFF <= alpha }, "seed \(seed)")
    #expect(PixelMix.mix(x, x, 255 - q, q) == x, "seed \(seed)")
  }

  @Test(arguments: 0..<20 as Range<UInt64>)
  func dimmingScalesTheColourAndKeepsTheAlpha(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let count = Int.random(in: 0...37, using: &random)
    let q = UInt32.random(in: 0...255, using: &random)
    let pixels = (0..<count).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) }
    var dimmed = pixels
    dimmed.withUnsafeMutableBufferPointer { PixelMix.mixRow($0.baseAddress!, nil, count: count, weight: q) }
    let expected = pixels.map { p in
      (0..<3).reduce(p & 0xFF00_0000) { word, k in
        word | Self.exact((p >> (8 * UInt32(k))) & 0xFF, 0, q) << (8 * UInt32(k))
      }
    }
    #expect(dimmed == expected, "seed \(seed)")
  }
}
