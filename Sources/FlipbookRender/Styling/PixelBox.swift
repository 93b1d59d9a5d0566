/// A rectangle of whole pixels, half-open: columns `x0 ..< x1`, rows `y0 ..< y1`.
///
/// ```swift
/// PixelBox(x0: 0, y0: 0, x1: 4, y1: 3).area  // 12
/// ```
struct PixelBox: Hashable {
  var x0: Int, y0: Int, x1: Int, y1: Int

  /// Whether the box holds no pixel.
  var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

  /// The number of pixels in the box (0 when empty).
  var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }

  /// The pixels in both boxes.
  func intersection(_ other: PixelBox) -> PixelBox {
    PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
  }

  /// The pixels of this box that are in none of `holes` (disjoint boxes), as disjoint boxes, row band
  /// by row band, left to right.
  ///
  /// ```swift
  /// PixelBox(x0: 0, y0: 0, x1: 3, y1: 3).subtracting([PixelBox(x0: 1, y0: 1, x1: 2, y1: 2)]).count  // 4
  /// ```
  func subtracting(_ holes: [PixelBox]) -> [PixelBox] {
    guard !isEmpty else { return [] }
    let inside = holes.map { $0.intersection(self) }.filter { !$0.isEmpty }
    guard !inside.isEmpty else { return [self] }
    var edges = [y0, y1]
    for hole in inside { edges += [hole.y0, hole.y1] }
    edges.sort()
    var result: [PixelBox] = []
    var top = edges[0]
    for bottom in edges.dropFirst() where bottom > top {
      // Holes crossing this band, which none of them starts or ends inside.
      let spans = inside.filter { $0.y0 <= top && $0.y1 >= bottom }.sorted { $0.x0 < $1.x0 }
      var x = x0
      for span in spans {
        if span.x0 > x { result.append(PixelBox(x0: x, y0: top, x1: span.x0, y1: bottom)) }
        x = max(x, span.x1)
      }
      if x < x1 { result.append(PixelBox(x0: x, y0: top, x1: x1, y1: bottom)) }
      top = bottom
    }
    return result
  }
}
