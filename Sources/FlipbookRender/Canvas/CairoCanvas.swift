import CCairo

/// A Cairo ARGB32 image surface: the pixels a `SnapshotRenderer` draws into and a `PNGEncoder` reads.
///
/// The pixels are premultiplied, one native-endian `0xAARRGGBB` word each, rows `stride` bytes apart. The
/// surface is freed with the canvas. A canvas belongs to one thread at a time; make one per worker and reuse
/// it for every frame of that size: it also keeps that worker's text layouts and shadow masks between
/// frames, so unchanged labels and shadows are not laid out or blurred again.
///
/// ```swift
/// let canvas = try CairoCanvas(width: 640, height: 360)
/// try SnapshotRenderer(scale: 1, background: .white).render(snapshot, into: canvas)
/// let center = canvas.pixel(x: 320, y: 180)  // premultiplied 0xAARRGGBB
/// ```
public final class CairoCanvas {
  /// The largest width or height Cairo can allocate.
  public static let maximumSide = 32767

  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The distance between the starts of two rows, in bytes.
  public let stride: Int
  /// The `cairo_surface_t`.
  let surface: OpaquePointer
  /// Text layouts and shadow masks kept between the frames drawn into this canvas (by one thread at a
  /// time, like the canvas itself).
  let cache = RenderCache()

  /// How many views' layers took each way of drawing in the last frame rendered into this canvas, with
  /// the reason for each slower way: where to look when a styled frame is slower than expected.
  ///
  /// ```swift
  /// try renderer.render(snapshot, into: canvas)
  /// canvas.layerPaths[.sprite(.clipped)]  // styled views painted whole because something clips them
  /// ```
  public var layerPaths: LayerPathCounts { cache.lastFrameLayerPaths }

  /// Throws unless Cairo can make a surface of this size: both sides in `1 ... maximumSide`.
  ///
  /// Call it before any work to report an impossible `--scale` early.
  ///
  /// ```swift
  /// try CairoCanvas.validate(width: 1920, height: 1080)  // fine
  /// try CairoCanvas.validate(width: 0, height: 10)       // throws RenderError.emptyCanvas
  /// ```
  public static func validate(width: Int, height: Int) throws {
    guard width >= 1, height >= 1 else { throw RenderError.emptyCanvas(width: width, height: height) }
    guard width <= maximumSide, height <= maximumSide else {
      throw RenderError.canvasTooLarge(width: width, height: height)
    }
  }

  /// Creates a transparent canvas of `width × height` pixels.
  ///
  /// Throws `RenderError` when the size is out of Cairo's range or the memory cannot be allocated.
  public init(width: Int, height: Int) throws {
    try Self.validate(width: width, height: height)
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
      throw RenderError.cairo("no surface")
    }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw RenderError.cairo(
        "cannot create a \(width) × \(height) image: " + String(cString: cairo_status_to_string(status)))
    }
    self.surface = surface
    self.width = width
    self.height = height
    self.stride = Int(cairo_image_surface_get_stride(surface))
  }

  deinit {
    cairo_surface_destroy(surface)
  }

  /// Calls `body` with all `stride · height` bytes of pixels, after finishing any pending drawing.
  ///
  /// ```swift
  /// let bytes = canvas.withPixels { Array($0) }
  /// ```
  public func withPixels<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
    cairo_surface_flush(surface)
    let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
    return try body(UnsafeRawBufferPointer(start: data, count: stride * height))
  }

  /// Calls `body` with the pixels to change them directly, then tells Cairo they changed.
  ///
  /// ```swift
  /// canvas.withMutablePixels { $0.initializeMemory(as: UInt8.self, repeating: 0) }
  /// ```
  public func withMutablePixels<R, E: Error>(
    _ body: (UnsafeMutableRawBufferPointer) throws(E) -> R
  ) throws(E) -> R {
    cairo_surface_flush(surface)
    defer { cairo_surface_mark_dirty(surface) }
    let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
    return try body(UnsafeMutableRawBufferPointer(start: data, count: stride * height))
  }

  /// The premultiplied `0xAARRGGBB` word at pixel `(x, y)`, `(0, 0)` being the top left.
  ///
  /// ```swift
  /// canvas.pixel(x: 0, y: 0) >> 24  // the alpha of the top-left pixel
  /// ```
  public func pixel(x: Int, y: Int) -> UInt32 {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside the canvas")
    return withPixels { $0.load(fromByteOffset: y * stride + 4 * x, as: UInt32.self) }
  }
}
