import CCairo
import FlipbookGeometry

/// A contact sheet: frames in a grid, left to right then top to bottom, each with its frame number and time
/// under it, transparent frames over a checkerboard.
///
/// ```swift
/// var sheet = ContactSheet(columns: 4, cellWidth: 320, cellHeight: 180)
/// sheet.add(frame: 0, time: 0, premultipliedBGRA: pixels)  // `cellWidth · cellHeight · 4` bytes
/// let png = try sheet.renderPNG()
/// ```
public struct ContactSheet: Sendable {
  /// Frames per row.
  public var columns: Int
  /// The width of one frame in pixels.
  public var cellWidth: Int
  /// The height of one frame in pixels.
  public var cellHeight: Int
  /// Pixels between frames and around the sheet.
  public var padding = 16
  /// The caption's font size in pixels.
  public var fontSize = 13.0
  /// The sheet's colour behind the frames.
  public var background = Color(red: 0.94, green: 0.95, blue: 0.96, alpha: 1)
  private var frames: [(frame: Int, time: Double, pixels: [UInt8])] = []

  /// Creates an empty sheet of `columns` columns of `cellWidth × cellHeight` frames.
  public init(columns: Int, cellWidth: Int, cellHeight: Int) {
    self.columns = max(1, columns)
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
  }

  /// Adds a frame: Cairo's premultiplied BGRA bytes, `4 · cellWidth` per row (`FrameEncoding.premultipliedBGRA`).
  public mutating func add(frame: Int, time: Double, premultipliedBGRA pixels: [UInt8]) {
    precondition(pixels.count == 4 * cellWidth * cellHeight, "a frame of the sheet's cell size")
    frames.append((frame, time, pixels))
  }

  /// The caption under a frame: `frame 30 · 0.500 s`.
  public static func caption(frame: Int, time: Double) -> String {
    let millis = Int((time * 1000).rounded())
    let fraction = String(millis % 1000)
    return
      "frame \(frame) · \(millis / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
  }

  private var captionHeight: Int { Int((fontSize * 1.9).rounded(.up)) }

  /// The sheet's size in pixels.
  public var pixelSize: (width: Int, height: Int) {
    let rows = max(1, (frames.count + columns - 1) / columns)
    let used = min(columns, max(1, frames.count))
    return (
      padding + used * (cellWidth + padding), padding + rows * (cellHeight + captionHeight + padding)
    )
  }

  /// Draws the sheet into a new canvas.
  public func render() throws -> CairoCanvas {
    let (width, height) = pixelSize
    let canvas = try CairoCanvas(width: width, height: height)
    guard let cr = cairo_create(canvas.surface) else { throw RenderError.cairo("no context") }
    defer { cairo_destroy(cr) }
    cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
    cairo_paint(cr)
    let text = CairoText(cr: cr)
    for (index, item) in frames.enumerated() {
      let x = Double(padding + (index % columns) * (cellWidth + padding))
      let y = Double(padding + (index / columns) * (cellHeight + captionHeight + padding))
      drawCheckerboard(cr, x: x, y: y)
      var pixels = item.pixels
      try pixels.withUnsafeMutableBytes { raw in
        guard
          let image = cairo_image_surface_create_for_data(
            raw.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(cellWidth),
            Int32(cellHeight), Int32(4 * cellWidth))
        else { throw RenderError.cairo("no frame surface") }
        defer { cairo_surface_destroy(image) }
        cairo_set_source_surface(cr, image, x, y)
        cairo_paint(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 0)  // release the frame surface before it is destroyed
      }
      cairo_set_source_rgba(cr, 0.2, 0.23, 0.28, 1)
      text.draw(
        Self.caption(frame: item.frame, time: item.time), x: x + Double(cellWidth) / 2,
        baseline: y + Double(cellHeight) + fontSize * 1.35, size: fontSize, anchor: 0.5)
    }
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
    }
    cairo_surface_flush(canvas.surface)
    return canvas
  }

  /// Encodes the sheet as PNG.
  public func renderPNG() throws -> [UInt8] {
    var encoder = PNGEncoder()
    return encoder.encode(try render())
  }

  private func drawCheckerboard(_ cr: OpaquePointer, x: Double, y: Double) {
    let square = 8
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_rectangle(cr, x, y, Double(cellWidth), Double(cellHeight))
    cairo_fill(cr)
    cairo_set_source_rgb(cr, 0.85, 0.86, 0.88)
    for row in stride(from: 0, to: cellHeight, by: square) {
      for column in stride(from: (row / square) % 2 * square, to: cellWidth, by: 2 * square) {
        cairo_rectangle(
          cr, x + Double(column), y + Double(row), Double(min(square, cellWidth - column)),
          Double(min(square, cellHeight - row)))
      }
    }
    cairo_fill(cr)
  }
}
