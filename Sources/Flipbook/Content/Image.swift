import FlipbookGeometry

/// A decoded bitmap: immutable premultiplied ARGB32 pixels (one native-endian `0xAARRGGBB` word each, rows
/// `width` words apart), Flipbook's `UIImage`.
///
/// An image is made once (by `ImageLoader` in FlipbookRender, or from pixels) and shared: views, snapshots
/// and every rendering thread refer to the same pixels, which never change. Two images are equal only if
/// they are the same object.
///
/// ```swift
/// let dot = Image(width: 2, height: 1, pixels: [0xFFFF_0000, 0x8000_0080])  // red, half-transparent blue
/// dot.size          // (2, 1) points
/// dot.pixel(x: 1, y: 0) >> 24  // 0x80
/// ```
public final class Image: @unchecked Sendable, Hashable {
  // Unchecked: the pixel buffer is written only during `init` and never again.

  /// The largest width or height of an image, in pixels.
  public static let maximumSide = 16384

  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// Pixels per point (`UIImage.scale`): the image is `width / scale` points wide. Default 1.
  public let scale: Double
  /// Whether every pixel is opaque.
  public let isOpaque: Bool
  private let storage: UnsafeMutableBufferPointer<UInt32>

  /// Creates an image of `width × height` pixels from premultiplied `0xAARRGGBB` words, row by row.
  ///
  /// Both sides must be in `1 ... Image.maximumSide`, `pixels.count` must be `width · height` and `scale`
  /// positive.
  ///
  /// ```swift
  /// let red = Image(width: 1, height: 1, pixels: [0xFFFF_0000])
  /// ```
  public convenience init(width: Int, height: Int, scale: Double = 1, pixels: [UInt32]) {
    precondition(
      pixels.count == width * height, "an image of \(width) × \(height) needs \(width * height) pixels")
    self.init(width: width, height: height, scale: scale) { buffer in
      _ = buffer.initialize(from: pixels)
    }
  }

  /// Creates an image whose pixels `initialize` writes: it receives a buffer of `width · height` words,
  /// zeroed, and fills it with premultiplied `0xAARRGGBB` words row by row. Used by decoders to write the
  /// pixels once, without a copy.
  ///
  /// ```swift
  /// let gray = Image(width: 4, height: 4) { $0.update(repeating: 0xFF80_8080) }
  /// ```
  public init(
    width: Int, height: Int, scale: Double = 1,
    initializingPixelsWith initialize: (UnsafeMutableBufferPointer<UInt32>) -> Void
  ) {
    precondition(
      width >= 1 && height >= 1 && width <= Self.maximumSide && height <= Self.maximumSide,
      "image sides must be in 1 ... \(Self.maximumSide), not \(width) × \(height)")
    precondition(scale > 0 && scale.isFinite, "scale must be a positive number of pixels per point")
    self.width = width
    self.height = height
    self.scale = scale
    storage = .allocate(capacity: width * height)
    storage.initialize(repeating: 0)
    initialize(storage)
    isOpaque = storage.allSatisfy { $0 >> 24 == 0xFF }
  }

  deinit { storage.deallocate() }

  /// The size in points: the pixel size divided by `scale`.
  public var size: Size { Size(width: Double(width) / scale, height: Double(height) / scale) }

  /// The premultiplied `0xAARRGGBB` word at pixel `(x, y)`, `(0, 0)` being the top left.
  public func pixel(x: Int, y: Int) -> UInt32 {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside the image")
    return storage[y * width + x]
  }

  /// Calls `body` with all `width · height` pixels, row by row. The pointer is valid only during the call,
  /// and the pixels must not be changed.
  ///
  /// ```swift
  /// let opaqueCount = image.withUnsafePixels { $0.filter { $0 >> 24 == 0xFF }.count }
  /// ```
  public func withUnsafePixels<R, E: Error>(_ body: (UnsafeBufferPointer<UInt32>) throws(E) -> R) throws(E)
    -> R
  {
    defer { withExtendedLifetime(self) {} }
    return try body(UnsafeBufferPointer(storage))
  }

  public static func == (a: Image, b: Image) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
