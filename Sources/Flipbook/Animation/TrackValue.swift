import FlipbookGeometry

/// A type the engine interpolates, each with its own table in ``TrackTables``: reads a track's group and last
/// step value straight from that table, without a key-path projection (which copies the table's columns).
/// The snapshot builder calls it once per animated property of every view.
protocol TrackValue: PacedInterpolatable & Sendable {
  /// The group and the step value of track `i` of this type's table.
  @MainActor static func stepTrack(_ i: Int, in animator: Animator) -> (group: Int32, value: Self)
}

extension Double: TrackValue {
  @MainActor static func stepTrack(_ i: Int, in animator: Animator) -> (group: Int32, value: Double) {
    (animator.tables.numbers.group[i], animator.tables.numbers.value[i])
  }
}

extension Point: TrackValue {
  @MainActor static func stepTrack(_ i: Int, in animator: Animator) -> (group: Int32, value: Point) {
    (animator.tables.points.group[i], animator.tables.points.value[i])
  }
}

extension Size: TrackValue {
  @MainActor static func stepTrack(_ i: Int, in animator: Animator) -> (group: Int32, value: Size) {
    (animator.tables.sizes.group[i], animator.tables.sizes.value[i])
  }
}

extension Rect: TrackValue {
  @MainActor static func stepTrack(_ i: Int, in animator: Animator) -> (group: Int32, value: Rect) {
    (animator.tables.rects.group[i], animator.tables.rects.value[i])
  }
}

extension TransformComponents: TrackValue {
  @MainActor static func stepTrack(_ i: Int, in animator: Animator) -> (
    group: Int32, value: TransformComponents
  ) {
    (animator.tables.transforms.group[i], animator.tables.transforms.value[i])
  }
}

extension Color: TrackValue {
  @MainActor static func stepTrack(_ i: Int, in animator: Animator) -> (group: Int32, value: Color) {
    (animator.tables.colors.group[i], animator.tables.colors.value[i])
  }
}
