import FlipbookGeometry

/// A type the engine interpolates, each with its own table in ``TrackTables``: reads a track's group and last
/// step value straight from that table, without a key-path projection (which copies the table's columns).
/// The snapshot builder calls it once per animated property of every view, on tables it took once per
/// snapshot (``StepReader``), so a read costs no reference counting.
protocol TrackValue: PacedInterpolatable & Sendable {
  /// The group and the step value of track `i` of this type's table.
  static func stepTrack(_ i: Int, in tables: borrowing TrackTables) -> (group: Int32, value: Self)
}

extension Double: TrackValue {
  static func stepTrack(_ i: Int, in tables: borrowing TrackTables) -> (group: Int32, value: Double) {
    (tables.numbers.group[i], tables.numbers.value[i])
  }
}

extension Point: TrackValue {
  static func stepTrack(_ i: Int, in tables: borrowing TrackTables) -> (group: Int32, value: Point) {
    (tables.points.group[i], tables.points.value[i])
  }
}

extension Size: TrackValue {
  static func stepTrack(_ i: Int, in tables: borrowing TrackTables) -> (group: Int32, value: Size) {
    (tables.sizes.group[i], tables.sizes.value[i])
  }
}

extension Rect: TrackValue {
  static func stepTrack(_ i: Int, in tables: borrowing TrackTables) -> (group: Int32, value: Rect) {
    (tables.rects.group[i], tables.rects.value[i])
  }
}

extension TransformComponents: TrackValue {
  static func stepTrack(_ i: Int, in tables: borrowing TrackTables) -> (
    group: Int32, value: TransformComponents
  ) {
    (tables.transforms.group[i], tables.transforms.value[i])
  }
}

extension Transform3D: TrackValue {
  static func stepTrack(_ i: Int, in tables: borrowing TrackTables) -> (group: Int32, value: Transform3D) {
    (tables.transforms3D.group[i], tables.transforms3D.value[i])
  }
}

extension Color: TrackValue {
  static func stepTrack(_ i: Int, in tables: borrowing TrackTables) -> (group: Int32, value: Color) {
    (tables.colors.group[i], tables.colors.value[i])
  }
}
