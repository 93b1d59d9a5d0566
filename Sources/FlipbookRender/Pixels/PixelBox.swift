/// A rectangle of whole pixels, half-open: columns `x0 ..< x1`, rows `y0 ..< y1`.
///
/// ```swift
/// PixelBox(x0: 0, y0: 0, x1: 4, y1: 3).intersection(PixelBox(x0: 4, y0: 0, x1: 8, y1: 3)).isEmpty  // true
/// ```
struct PixelBox: Hashable {
  var x0: Int, y0: Int, x1: Int, y1: Int

  /// Whether the box holds no pixel.
  var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

  /// The pixels in both boxes.
  func intersection(_ other: PixelBox) -> PixelBox {
    PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
  }
}
