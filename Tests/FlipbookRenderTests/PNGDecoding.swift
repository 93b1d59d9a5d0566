import FlipbookRender
import FlipbookTestSupport

/// Decodes PNG bytes with Cairo's own PNG reader (libpng, through `ImageLoader`), which checks signatures,
/// CRCs and the zlib stream. Returns the premultiplied ARGB32 words row by row, or nil when the data is
/// rejected.
func decodePNG(_ bytes: [UInt8]) -> DecodedPNG? {
  guard let image = try? ImageLoader.decodePNG(bytes, path: "test.png") else { return nil }
  return DecodedPNG(width: image.width, height: image.height, pixels: image.withUnsafePixels { Array($0) })
}

/// The canvas pixels row by row, without stride padding.
func pixels(of canvas: CairoCanvas) -> [UInt32] {
  var result: [UInt32] = []
  for y in 0..<canvas.height {
    for x in 0..<canvas.width { result.append(canvas.pixel(x: x, y: y)) }
  }
  return result
}
