import FlipbookGeometry

extension StackView {
  /// Where views of the given bounds sizes go, in order, in a stack of size `size` with these settings: one
  /// rectangle per size, in the stack's coordinates with the bounds origin left out (so that changing
  /// `bounds.origin` scrolls the arranged content, as for any view).
  ///
  /// A pure function of its arguments, which is what makes a stack's layout the same whenever it runs.
  ///
  /// ```swift
  /// StackView.arrange(
  ///   [Size(width: 10, height: 20), Size(width: 30, height: 10)], in: Size(width: 100, height: 100),
  ///   axis: .vertical, spacing: 5, alignment: .leading, distribution: .fill, insets: .zero)
  /// // [(0, 0, 10, 20), (0, 25, 30, 10)]
  /// ```
  nonisolated static func arrange(
    _ sizes: [Size], in size: Size, axis: Axis, spacing: Double, alignment: Alignment,
    distribution: Distribution, insets: EdgeInsets
  ) -> [Rect] {
    guard !sizes.isEmpty else { return [] }
    let content = insets.inset(Rect(origin: .zero, size: size))
    let vertical = axis == .vertical
    let (start, length) = vertical ? (content.minY, content.height) : (content.minX, content.width)
    let (crossStart, crossLength) = vertical ? (content.minX, content.width) : (content.minY, content.height)
    let along = sizes.map { max(0, vertical ? $0.height : $0.width) }
    let across = sizes.map { max(0, vertical ? $0.width : $0.height) }
    let spans = spans(along, length: length, spacing: spacing, distribution: distribution)
    return spans.indices.map { i in
      let (position, extent) = spans[i]
      let crossExtent = alignment == .fill ? crossLength : across[i]
      let crossPosition: Double
      switch alignment {
      case .fill, .leading: crossPosition = crossStart
      case .center: crossPosition = crossStart + (crossLength - crossExtent) / 2
      case .trailing: crossPosition = crossStart + crossLength - crossExtent
      }
      return vertical
        ? Rect(x: crossPosition, y: start + position, width: crossExtent, height: extent)
        : Rect(x: start + position, y: crossPosition, width: extent, height: crossExtent)
    }
  }

  /// Each view's offset from the start of the axis and its length there, for views of lengths `lengths`
  /// along an axis `length` long.
  private nonisolated static func spans(
    _ lengths: [Double], length: Double, spacing: Double, distribution: Distribution
  ) -> [(position: Double, length: Double)] {
    let count = Double(lengths.count)
    let total = lengths.reduce(0, +)
    let room = max(0, length - spacing * (count - 1))
    let extents: [Double]
    var gap = spacing
    switch distribution {
    case .fill:
      extents = lengths
    case .fillEqually:
      extents = Array(repeating: room / count, count: lengths.count)
    case .fillProportionally:
      extents =
        total > 0 ? lengths.map { $0 * room / total } : Array(repeating: room / count, count: lengths.count)
    case .equalSpacing:
      extents = lengths
      if lengths.count > 1 { gap = max(spacing, (length - total) / (count - 1)) }
    case .equalCentering:
      return centered(lengths, length: length, spacing: spacing)
    }
    var spans: [(position: Double, length: Double)] = []
    spans.reserveCapacity(extents.count)
    var position = 0.0
    for extent in extents {
      spans.append((position, extent))
      position += extent + gap
    }
    return spans
  }

  /// `equalCentering`: the first view at the start, the last at the end, centers equally far apart, and no
  /// gap below `spacing` (the distance grows, and the content runs past the end, when it would be).
  private nonisolated static func centered(_ lengths: [Double], length: Double, spacing: Double)
    -> [(position: Double, length: Double)]
  {
    guard lengths.count > 1, let first = lengths.first, let last = lengths.last else {
      return lengths.map { (0, $0) }
    }
    var distance = (length - first / 2 - last / 2) / Double(lengths.count - 1)
    for i in 1..<lengths.count { distance = max(distance, spacing + (lengths[i - 1] + lengths[i]) / 2) }
    return lengths.indices.map { i in (first / 2 + Double(i) * distance - lengths[i] / 2, lengths[i]) }
  }
}
