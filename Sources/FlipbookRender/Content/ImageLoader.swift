import CCairo
import Flipbook

#if canImport(Glibc)
  import Glibc
#endif

/// Loads PNG files (with Cairo's PNG reader, libpng) and JPEG files (with TurboJPEG) into `Image`s, each
/// file once: loading the same path again returns the same image, so every view and every frame of a render
/// share one decoded copy. The format is told by the file's first bytes, not its name.
///
/// Sizes are checked from the header before decoding: an image over `Image.maximumSide` pixels on a side is
/// refused without allocating its pixels. Errors are `ImageLoadError`s; nothing crashes on bad input. PNGs
/// of every colour type and bit depth load (16-bit channels are reduced to 8); pixels are premultiplied as
/// Cairo stores them. JPEGs (baseline or progressive, grayscale, YCbCr or CMYK) load opaque, with
/// TurboJPEG's accurate integer IDCT and smooth upsampling, so the same file gives the same pixels on
/// every machine with the same library.
///
/// ```swift
/// let loader = ImageLoader()
/// let logo = try loader.image(at: "Timelines/assets/logo.png")
/// let same = try loader.image(at: "Timelines/assets/logo.png")   // logo === same
/// ```
public final class ImageLoader {
  private var loaded: [String: Image] = [:]

  /// Creates a loader with nothing loaded.
  public init() {}

  /// The image in the PNG file at `path`, read and decoded on the first request for that path.
  public func image(at path: String) throws(ImageLoadError) -> Image {
    if let image = loaded[path] { return image }
    let bytes = try Self.readFile(path)
    let image =
      try Self.isJPEG(bytes) ? Self.decodeJPEG(bytes, path: path) : Self.decodePNG(bytes, path: path)
    loaded[path] = image
    return image
  }

  /// Decodes PNG `bytes`; `path` only names them in errors.
  ///
  /// ```swift
  /// let image = try ImageLoader.decodePNG(pngBytes, path: "inline.png")
  /// ```
  public static func decodePNG(_ bytes: [UInt8], path: String) throws(ImageLoadError) -> Image {
    let (width, height) = try header(bytes, path: path)
    guard width >= 1, height >= 1, width <= Image.maximumSide, height <= Image.maximumSide else {
      throw .badSize(path: path, width: width, height: height)
    }
    let surface = PNGStream(bytes).decode()
    defer { cairo_surface_destroy(surface) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .corrupt(path: path, reason: String(cString: cairo_status_to_string(status)))
    }
    return copyPixels(of: surface)
  }

  /// Width and height from the IHDR chunk, which must come first.
  private static func header(_ bytes: [UInt8], path: String) throws(ImageLoadError) -> (Int, Int) {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw .notPNG(path: path) }
    guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      throw .corrupt(path: path, reason: "no image header (IHDR) at the start")
    }
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
  }

  /// The surface's pixels as an image (RGB24 surfaces become opaque ARGB32).
  private static func copyPixels(of surface: OpaquePointer) -> Image {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
    let base = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
    return Image(width: width, height: height) { pixels in
      for y in 0..<height {
        let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width { pixels[y * width + x] = opaque ? row[x] | 0xFF00_0000 : row[x] }
      }
    }
  }

  /// Reads a whole file.
  private static func readFile(_ path: String) throws(ImageLoadError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { throw .notFound(path: path) }
      throw .unreadable(path: path, reason: String(cString: strerror(code)))
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw .unreadable(path: path, reason: "not a regular file")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(path: path, reason: String(cString: strerror(errno)))
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
    }
    return bytes
  }
}

/// Feeds bytes to Cairo's PNG stream reader.
private final class PNGStream {
  let bytes: [UInt8]
  var offset = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The decoded surface, or an error surface (check its status). The caller destroys it.
  func decode() -> OpaquePointer {
    withExtendedLifetime(self) {
      cairo_image_surface_create_from_png_stream(
        { closure, data, length in
          let stream = Unmanaged<PNGStream>.fromOpaque(closure!).takeUnretainedValue()
          let count = Int(length)
          guard stream.offset + count <= stream.bytes.count else { return CAIRO_STATUS_READ_ERROR }
          stream.bytes.withUnsafeBufferPointer {
            data!.update(from: $0.baseAddress! + stream.offset, count: count)
          }
          stream.offset += count
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(self).toOpaque())!
    }
  }
}
