import CCairo
import FlipbookTestSupport
import Testing

@testable import FlipbookRender

/// The row compositor's three kinds of run give pixman's pixels exactly: a solid fill, a solid colour
/// through an A8 mask, and a picture sampled bilinearly at a translation with a solid fade — on random
/// premultiplied pixels, every run length from 1 to 40 and random places.
@Suite("Layer styling: row compositing against pixman")
struct SpanBlenderTests {
  /// A random premultiplied ARGB32 pixel (alpha 0 and 255 among them).
  static func pixel(_ random: inout SeededGenerator) -> UInt32 {
    let alpha: UInt32 = [0, 255, UInt32.random(in: 0...255, using: &random)].randomElement(using: &random)!
    let channel = { (r: inout SeededGenerator) in UInt32.random(in: 0...alpha, using: &r) }
    return alpha << 24 | channel(&random) << 16 | channel(&random) << 8 | channel(&random)
  }

  static let none = SpanBlender.Weights(left: 0, right: 0, upper: 0, lower: 0)

  /// The room a run of `count` pixels at `at` in a row of `width` has: the row's end, or (at random) just
  /// the run, so that both ways of compositing the last pixels are tried.
  static func room(_ count: Int, at: Int, of width: Int, _ random: inout SeededGenerator) -> Int {
    Bool.random(using: &random) ? count : width - at
  }

  /// A pixman image over `pixels` (`width` a row), for the body's use only.
  static func withImage<R>(
    _ format: pixman_format_code_t, _ pixels: inout [UInt32], width: Int, _ body: (OpaquePointer) -> R
  ) -> R {
    let height = pixels.count / width
    return pixels.withUnsafeMutableBufferPointer { buffer in
      let image = pixman_image_create_bits(
        format, Int32(width), Int32(height), buffer.baseAddress, Int32(4 * width))!
      defer { pixman_image_unref(image) }
      return body(image)
    }
  }

  @Test(arguments: 0..<30 as Range<UInt64>)
  func aFillIsPixmansSolidOver(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let count = Int.random(in: 1...40, using: &random), at = Int.random(in: 0...3, using: &random)
    var canvas = (0..<48).map { _ in Self.pixel(&random) }
    var expected = canvas
    let color = Self.pixel(&random)
    var solid = pixman_color_t(
      red: UInt16(color >> 16 & 0xFF) * 257, green: UInt16(color >> 8 & 0xFF) * 257,
      blue: UInt16(color & 0xFF) * 257, alpha: UInt16(color >> 24) * 257)
    var box = pixman_box32_t(x1: Int32(at), y1: 0, x2: Int32(at + count), y2: 1)
    Self.withImage(PIXMAN_a8r8g8b8, &expected, width: 48) {
      _ = pixman_image_fill_boxes(PIXMAN_OP_OVER, $0, &solid, 1, &box)
    }
    let blender = SpanBlender(fill: color, shadow: Self.none, tint: 0, sprite: Self.none, alpha: 255)
    canvas.withUnsafeMutableBytes {
      blender.fill($0.baseAddress! + 4 * at, count: count, room: Self.room(count, at: at, of: 48, &random))
    }
    #expect(canvas == expected, "seed \(seed): \(count) pixels of \(String(color, radix: 16))")
  }

  @Test(arguments: 0..<30 as Range<UInt64>)
  func aShadowIsPixmansSolidOverItsMask(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let count = Int.random(in: 1...40, using: &random)
    // Two rows of plane bytes, zeros among them, with room for the reads past the end.
    let rowBytes = count + 1
    let plane = (0..<(2 * rowBytes + 32)).map { _ in
      Bool.random(using: &random) ? UInt8(0) : UInt8.random(in: 0...255, using: &random)
    }
    let right = UInt16.random(in: 0...256, using: &random),
      lower = UInt16.random(in: 0...256, using: &random)
    let weights = SpanBlender.Weights(left: 256 - right, right: right, upper: 256 - lower, lower: lower)
    // Black (the default shadow colour, a path of its own) or any colour.
    let tint = seed % 2 == 0 ? UInt32.random(in: 1...255, using: &random) << 24 : Self.pixel(&random)
    let blender = SpanBlender(fill: 0, shadow: weights, tint: tint, sprite: Self.none, alpha: 255)
    var canvas = (0..<count).map { _ in Self.pixel(&random) }
    var expected = canvas
    var scratch = [UInt32](repeating: 0, count: count + 16)
    plane.withUnsafeBytes { planeBytes in
      scratch.withUnsafeMutableBytes {
        blender.masks(count, planeBytes.baseAddress!, rowBytes, into: $0.baseAddress!, times: nil)
      }
      // The same masks as an A8 image, composited by pixman.
      var maskWords = [UInt32](repeating: 0, count: (count + 3) / 4)
      maskWords.withUnsafeMutableBytes { bytes in
        for i in 0..<count { bytes[i] = UInt8(scratch[i] & 0xFF) }
      }
      var solid = pixman_color_t(
        red: UInt16(tint >> 16 & 0xFF) * 257, green: UInt16(tint >> 8 & 0xFF) * 257,
        blue: UInt16(tint & 0xFF) * 257, alpha: UInt16(tint >> 24) * 257)
      let source = pixman_image_create_solid_fill(&solid)!
      defer { pixman_image_unref(source) }
      maskWords.withUnsafeMutableBufferPointer { maskBuffer in
        let mask = pixman_image_create_bits(
          PIXMAN_a8, Int32(count), 1, maskBuffer.baseAddress, 4 * Int32(maskBuffer.count))!
        defer { pixman_image_unref(mask) }
        Self.withImage(PIXMAN_a8r8g8b8, &expected, width: count) {
          pixman_image_composite32(PIXMAN_OP_OVER, source, mask, $0, 0, 0, 0, 0, 0, 0, Int32(count), 1)
        }
      }
      let room = Self.room(count, at: 0, of: count + 3, &random)
      canvas += [UInt32](repeating: 0xDEAD_BEEF, count: room - count)
      canvas.withUnsafeMutableBytes { pixels in
        scratch.withUnsafeMutableBufferPointer { words in
          blender.shadow(
            pixels.baseAddress!, count: count, room: room, plane: planeBytes.baseAddress!,
            rowBytes: rowBytes, scratch: words.baseAddress!)
        }
      }
      #expect(canvas[count...].allSatisfy { $0 == 0xDEAD_BEEF }, "seed \(seed): past the run")
      canvas.removeLast(room - count)
    }
    #expect(canvas == expected, "seed \(seed): \(count) pixels, tint \(String(tint, radix: 16))")
  }

  @Test(arguments: 0..<40 as Range<UInt64>)
  func aSpriteIsPixmansBilinearOverWithAFade(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let count = Int.random(in: 1...40, using: &random)
    // The picture: two rows of count + 1 pixels, and 4 more (read, never weighed) to the right.
    let width = count + 5
    var picture = [UInt32](repeating: 0, count: 2 * width)
    for y in 0..<2 {
      for x in 0...count { picture[y * width + x] = Self.pixel(&random) }
    }
    let offset = Double.random(in: 0..<1, using: &random),
      offsetY = Double.random(in: 0..<1, using: &random)
    let tx = pixman_fixed_t((offset * 65536).rounded()), ty = pixman_fixed_t((offsetY * 65536).rounded())
    let alpha = [255, 0, UInt16.random(in: 0...255, using: &random)].randomElement(using: &random)!
    var canvas = (0..<count).map { _ in Self.pixel(&random) }
    var expected = canvas
    Self.withImage(PIXMAN_a8r8g8b8, &picture, width: width) { source in
      var transform = pixman_transform()
      pixman_transform_init_translate(&transform, tx, ty)
      _ = pixman_image_set_transform(source, &transform)
      _ = pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
      var fade = pixman_color_t(red: 0, green: 0, blue: 0, alpha: alpha * 257)
      let mask = alpha < 255 ? pixman_image_create_solid_fill(&fade) : nil
      defer { if let mask { pixman_image_unref(mask) } }
      Self.withImage(PIXMAN_a8r8g8b8, &expected, width: count) {
        pixman_image_composite32(PIXMAN_OP_OVER, source, mask, $0, 0, 0, 0, 0, 0, 0, Int32(count), 1)
      }
    }
    let right = UInt16((tx & 0xFFFF) >> 9), lower = UInt16((ty & 0xFFFF) >> 9)
    let weights = SpanBlender.Weights(left: 128 - right, right: right, upper: 128 - lower, lower: lower)
    // Pad a row below for the reads of the last row.
    picture += [UInt32](repeating: 0, count: width)
    let blender = SpanBlender(fill: 0, shadow: Self.none, tint: 0, sprite: weights, alpha: alpha)
    let room = Self.room(count, at: 0, of: count + 3, &random)
    canvas += [UInt32](repeating: 0xDEAD_BEEF, count: room - count)
    picture.withUnsafeBytes { source in
      canvas.withUnsafeMutableBytes {
        blender.sprite(
          $0.baseAddress!, count: count, room: room, source: source.baseAddress!, stride: 4 * width)
      }
    }
    #expect(canvas[count...].allSatisfy { $0 == 0xDEAD_BEEF }, "seed \(seed): past the run")
    canvas.removeLast(room - count)
    #expect(canvas == expected, "seed \(seed): \(count) pixels at +(\(offset), \(offsetY)), alpha \(alpha)")
  }
}
