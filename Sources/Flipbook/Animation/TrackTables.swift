import FlipbookGeometry

/// One ``TrackTable`` per interpolated type. Properties share the table of their track type (`alpha` and every
/// other number share `numbers`), so a step runs one tight loop per type, however many properties there are.
/// A property of a new track type adds its table here and to ``forEach(_:)``, the only list of the tables.
struct TrackTables {
  var numbers = TrackTable<Double>()
  var points = TrackTable<Point>()
  var sizes = TrackTable<Size>()
  var rects = TrackTable<Rect>()
  var transforms = TrackTable<TransformComponents>()
  var transforms3D = TrackTable<Transform3D>()
  var colors = TrackTable<Color>()

  /// Runs `operation` on each table in turn.
  @MainActor
  mutating func forEach<Operation: TrackTableOperation>(_ operation: inout Operation) {
    operation.visit(&numbers)
    operation.visit(&points)
    operation.visit(&sizes)
    operation.visit(&rects)
    operation.visit(&transforms)
    operation.visit(&transforms3D)
    operation.visit(&colors)
  }

  /// The number of tracks in every table.
  @MainActor
  var count: Int {
    var counter = Counter()
    var copy = self
    copy.forEach(&counter)
    return counter.total
  }

  private struct Counter: TrackTableOperation {
    var total = 0
    mutating func visit<V: Interpolatable>(_ table: inout TrackTable<V>) { total += table.count }
  }
}

/// Something done to every ``TrackTable`` of ``TrackTables``, whatever its type (Swift has no generic closures).
@MainActor
protocol TrackTableOperation {
  mutating func visit<V: Interpolatable>(_ table: inout TrackTable<V>)
}
