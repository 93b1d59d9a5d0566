import CDeflate

/// Encodes Cairo ARGB32 pixels as PNG files, fast and deterministically.
///
/// The encoder un-premultiplies the pixels with exact integer arithmetic, writes 8-bit RGB when every pixel is
/// opaque and 8-bit RGBA otherwise, filters every row with one fixed filter and compresses the image data
/// with libdeflate. The same pixels always give the same bytes.
///
/// An encoder keeps a compressor and scratch buffers between calls, so make one per thread and reuse it.
/// It is a value type: a copy shares those buffers until one copy encodes, then gets its own.
///
/// ```swift
/// var encoder = PNGEncoder()
/// let canvas = try CairoCanvas(width: 320, height: 240)
/// let png: [UInt8] = encoder.encode(canvas)
/// ```
public struct PNGEncoder: @unchecked Sendable {
  // Safe to send: `storage` is only ever mutated after a uniqueness check (copy-on-write).
  private var storage: PNGEncoderStorage

  /// The default libdeflate compression level, chosen by measuring 1920×1080 frames (speed first).
  public static let defaultCompressionLevel = 4

  /// Creates an encoder.
  ///
  /// - Parameter compressionLevel: libdeflate's level, 0 (store) … 12 (smallest, slowest); clamped to that range.
  /// - Parameter colorType: `.automatic` (RGB when every pixel is opaque) or `.rgba` (always RGBA, so every
  ///   frame of a render has the same colour type).
  ///
  /// ```swift
  /// var smallFiles = PNGEncoder(compressionLevel: 9)
  /// var alwaysRGBA = PNGEncoder(colorType: .rgba)
  /// ```
  ///
  /// Stops the program if the compressor cannot be allocated; use ``init(checkedCompressionLevel:colorType:)``
  /// where memory may run out (the frame renderer does).
  public init(
    compressionLevel: Int = PNGEncoder.defaultCompressionLevel, colorType: PNGColorType = .automatic
  ) {
    self.init(compressionLevel: compressionLevel, filter: .default, colorType: colorType)
  }

  /// Creates an encoder, throwing `RenderError.outOfMemory` when the compressor cannot be allocated.
  ///
  /// ```swift
  /// var encoder = try PNGEncoder(checkedCompressionLevel: 4, colorType: .rgba)
  /// ```
  public init(checkedCompressionLevel compressionLevel: Int, colorType: PNGColorType = .automatic)
    throws(RenderError)
  {
    storage = try PNGEncoderStorage(
      level: Int32(min(max(compressionLevel, 0), 12)), filter: .default, colorType: colorType)
  }

  /// Creates an encoder with an explicit row filter (for tests and measurements).
  init(compressionLevel: Int, filter: PNGRowFilter, colorType: PNGColorType = .automatic) {
    do {
      storage = try PNGEncoderStorage(
        level: Int32(min(max(compressionLevel, 0), 12)), filter: filter, colorType: colorType)
    } catch {
      fatalError("\(error) (out of memory)")
    }
  }

  /// The colour type rule in use.
  public var colorType: PNGColorType { storage.colorType }

  /// The compression level in use.
  public var compressionLevel: Int { Int(storage.level) }

  /// Encodes the pixels of `canvas` (flushing its pending drawing first).
  ///
  /// ```swift
  /// let bytes = encoder.encode(canvas)  // starts with 0x89 "PNG"
  /// ```
  public mutating func encode(_ canvas: CairoCanvas) -> [UInt8] {
    canvas.withPixels { pixels in
      encode(argb32: pixels, width: canvas.width, height: canvas.height, stride: canvas.stride)
    }
  }

  /// Encodes a buffer of Cairo ARGB32 pixels: premultiplied, one native-endian 32-bit `0xAARRGGBB` word per
  /// pixel, rows `stride` bytes apart.
  ///
  /// `width` and `height` must be positive, `stride` a multiple of 4 and at least `4 · width`, and `pixels`
  /// at least `stride · height` bytes long.
  ///
  /// ```swift
  /// let opaqueRed: [UInt32] = [0xFFFF_0000, 0xFFFF_0000]
  /// let png = opaqueRed.withUnsafeBytes { encoder.encode(argb32: $0, width: 2, height: 1, stride: 8) }
  /// ```
  public mutating func encode(
    argb32 pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int
  ) -> [UInt8] {
    precondition(width > 0 && height > 0, "PNG images need a positive width and height")
    precondition(stride % 4 == 0 && stride >= 4 * width, "stride must be a multiple of 4 and hold a row")
    precondition(pixels.count >= stride * height, "pixel buffer shorter than stride × height")
    if !isKnownUniquelyReferenced(&storage) {
      // Only a copied encoder gets here; the frame renderer's encoders are never copied.
      do {
        storage = try PNGEncoderStorage(
          level: storage.level, filter: storage.filter, colorType: storage.colorType)
      } catch {
        fatalError("\(error) (out of memory)")
      }
    }
    let image = ARGB32Image(
      base: pixels.baseAddress!, width: width, height: height, wordsPerRow: stride / 4)
    return storage.encode(image)
  }
}

/// A read-only view of premultiplied native-endian ARGB32 pixels.
struct ARGB32Image {
  let base: UnsafeRawPointer
  let width: Int
  let height: Int
  let wordsPerRow: Int

  /// The words of row `y`.
  @inline(__always)
  func row(_ y: Int) -> UnsafeBufferPointer<UInt32> {
    UnsafeBufferPointer(
      start: base.assumingMemoryBound(to: UInt32.self) + y * wordsPerRow, count: width)
  }

  /// Whether every pixel has alpha 255.
  func isOpaque() -> Bool {
    for y in 0..<height {
      var all: UInt32 = 0xFF00_0000
      for word in row(y) { all &= word }
      if all & 0xFF00_0000 != 0xFF00_0000 { return false }
    }
    return true
  }
}
