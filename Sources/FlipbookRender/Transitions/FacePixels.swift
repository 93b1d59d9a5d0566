import CCairo

/// Quarter turns of the transitions' scratch surfaces: whole pixels moved as they are, no resampling.
enum FacePixels {
  /// The side of the square tiles a turn copies one at a time: a tile's source rows and target rows
  /// (32 lines of 128 bytes each) stay in the first-level cache while it is copied, where a turn row by
  /// row would miss the cache on every pixel of the column it writes.
  static let tile = 32

  /// Writes `source` turned a quarter turn into `target`, which must be `source.height` wide and
  /// `source.width` tall. Forward: the target's pixel `(u, v)` is the source's `(v, source.height − 1 − u)`
  /// (the source's bottom row becomes the target's left column); backward undoes a forward turn: the
  /// target's pixel `(x, y)` is the source's `(source.width − 1 − y, x)`.
  static func quarterTurn(_ source: ScratchSurface, into target: ScratchSurface, backward: Bool = false) {
    precondition(target.width == source.height && target.height == source.width, "a turn of a wrong size")
    cairo_surface_flush(source.surface)
    cairo_surface_flush(target.surface)
    guard let from = cairo_image_surface_get_data(source.surface),
      let to = cairo_image_surface_get_data(target.surface)
    else { return }
    let s = UnsafeRawPointer(from).assumingMemoryBound(to: UInt32.self)
    let t = UnsafeMutableRawPointer(to).assumingMemoryBound(to: UInt32.self)
    let sourceStride = Int(cairo_image_surface_get_stride(source.surface)) / 4
    let targetStride = Int(cairo_image_surface_get_stride(target.surface)) / 4
    // Forward: target (u, v) ← source (v, h − 1 − u). Backward: target (x, y) ← source (w − 1 − y, x).
    // Either way a target row reads one source column, walked by `step` words from `start(row)`.
    let (w, h) = (source.width, source.height)
    let step = backward ? sourceStride : -sourceStride
    func start(_ row: Int) -> Int { backward ? w - 1 - row : (h - 1) * sourceStride + row }
    var row0 = 0
    while row0 < target.height {
      let row1 = min(row0 + tile, target.height)
      var column0 = 0
      while column0 < target.width {
        let column1 = min(column0 + tile, target.width)
        for row in row0..<row1 {
          let line = t + row * targetStride
          var at = start(row) + column0 * step
          for column in column0..<column1 {
            line[column] = s[at]
            at += step
          }
        }
        column0 = column1
      }
      row0 = row1
    }
    cairo_surface_mark_dirty(target.surface)
  }
}
