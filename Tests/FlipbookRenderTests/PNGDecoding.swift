import CCairo
import FlipbookRender

/// Decodes PNG bytes with Cairo's own PNG reader (libpng), which checks signatures, CRCs and the zlib stream.
/// Returns the premultiplied ARGB32 words row by row, or nil when Cairo rejects the data.
func decodePNG(_ bytes: [UInt8]) -> (width: Int, height: Int, pixels: [UInt32])? {
  final class Reader {
    let bytes: [UInt8]
    var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
  }
  let reader = Reader(bytes)
  let surface = withExtendedLifetime(reader) {
    cairo_image_surface_create_from_png_stream(
      { closure, data, length in
        let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
        let count = Int(length)
        guard reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
        reader.bytes.withUnsafeBufferPointer {
          data!.update(from: $0.baseAddress! + reader.offset, count: count)
        }
        reader.offset += count
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(reader).toOpaque())!
  }
  defer { cairo_surface_destroy(surface) }
  guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
  cairo_surface_flush(surface)
  let width = Int(cairo_image_surface_get_width(surface))
  let height = Int(cairo_image_surface_get_height(surface))
  let stride = Int(cairo_image_surface_get_stride(surface))
  let base = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
  var pixels: [UInt32] = []
  for y in 0..<height {
    for x in 0..<width { pixels.append(base.load(fromByteOffset: y * stride + 4 * x, as: UInt32.self)) }
  }
  return (width, height, pixels)
}

/// The canvas pixels row by row, without stride padding.
func pixels(of canvas: CairoCanvas) -> [UInt32] {
  var result: [UInt32] = []
  for y in 0..<canvas.height {
    for x in 0..<canvas.width { result.append(canvas.pixel(x: x, y: y)) }
  }
  return result
}
