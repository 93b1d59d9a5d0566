import FlipbookGeometry

/// The additive animations (``AnimationInterruption/additive``) of every property whose tracks interpolate
/// `Value`, as parallel flat arrays: delta track `i` adds `delta[i] · (1 − eased[group[i]])` to `property[i]`
/// of `owner[i]`, and stepping writes that term into `value[i]`. A view may have several delta tracks per
/// property (one per animation added), listed in `View.deltaTracks`, and none while it has a regular track of
/// that property.
struct DeltaTable<Value: Interpolatable> {
  /// The value that adds nothing (the end of every delta track).
  let zero: Value
  var group: [Int32] = []
  /// Old model value − new model value when the animation was added.
  var delta: [Value] = []
  var value: [Value] = []
  var owner: [View] = []
  var property: [AnimatableProperty] = []

  var count: Int { group.count }

  /// Appends a delta track, lists it in the owner's `deltaTracks`, and returns its index.
  @MainActor
  mutating func append(owner view: View, property p: AnimatableProperty, group g: Int32, delta d: Value)
    -> Int32
  {
    group.append(g)
    delta.append(d)
    value.append(d)
    owner.append(view)
    property.append(p)
    let index = Int32(group.count - 1)
    view.deltaTracks.append(TrackReference(property: p, index: index))
    return index
  }

  /// Removes delta track `i` by moving the last one into its place; updates both owners' lists.
  @MainActor
  mutating func remove(at i: Int) {
    owner[i].renumberDeltaTrack(property[i], from: Int32(i), to: nil)
    let last = group.count - 1
    if i != last {
      group[i] = group[last]
      delta[i] = delta[last]
      value[i] = value[last]
      owner[i] = owner[last]
      property[i] = property[last]
      owner[i].renumberDeltaTrack(property[i], from: Int32(last), to: Int32(i))
    }
    group.removeLast()
    delta.removeLast()
    value.removeLast()
    owner.removeLast()
    property.removeLast()
  }

  /// The term track `i` adds at eased progress `fraction`.
  func term(_ i: Int, fraction: Double) -> Value { delta[i].interpolated(to: zero, fraction: fraction) }

  /// One step: `value[i] = delta[i] · (1 − eased)` for the tracks of groups that have not ended; the tracks of
  /// ended groups are removed and their groups appended to `released`. Does not allocate while `released` has
  /// capacity.
  @MainActor
  mutating func step(eased: [Double], state: [GroupTable.State], released: inout [Int32]) {
    var i = 0
    while i < group.count {
      let g = group[i]
      switch state[Int(g)] {
      case .ended:
        remove(at: i)
        released.append(g)
        continue
      case .live, .paused:
        value[i] = term(i, fraction: eased[Int(g)])
      case .recording, .free:
        break
      }
      i += 1
    }
  }
}

/// One ``DeltaTable`` per track type that animates additively: `center` (points) and `bounds` (rects).
struct DeltaTables {
  var points = DeltaTable<Point>(zero: .zero)
  var rects = DeltaTable<Rect>(zero: .zero)

  /// The number of delta tracks.
  var count: Int { points.count + rects.count }

  /// Steps every table (see ``DeltaTable/step(eased:state:released:)``).
  @MainActor
  mutating func step(eased: [Double], state: [GroupTable.State], released: inout [Int32]) {
    if points.count > 0 { points.step(eased: eased, state: state, released: &released) }
    if rects.count > 0 { rects.step(eased: eased, state: state, released: &released) }
  }
}

/// How a property animates additively: its delta table and the arithmetic of its track type.
struct DeltaAccess<Track: Interpolatable>: Sendable {
  let table: any WritableKeyPath<DeltaTables, DeltaTable<Track>> & Sendable
  let plus: @Sendable (Track, Track) -> Track
  let minus: @Sendable (Track, Track) -> Track
}

extension DeltaAccess where Track == Point {
  /// Component-wise sums in `DeltaTables.points`.
  static let points = DeltaAccess(
    table: \.points, plus: { Point(x: $0.x + $1.x, y: $0.y + $1.y) },
    minus: { Point(x: $0.x - $1.x, y: $0.y - $1.y) })
}

extension DeltaAccess where Track == Rect {
  /// Sums of origin and size, component-wise (a size delta may be negative), in `DeltaTables.rects`.
  static let rects = DeltaAccess(
    table: \.rects,
    plus: {
      Rect(
        x: $0.origin.x + $1.origin.x, y: $0.origin.y + $1.origin.y, width: $0.size.width + $1.size.width,
        height: $0.size.height + $1.size.height)
    },
    minus: {
      Rect(
        x: $0.origin.x - $1.origin.x, y: $0.origin.y - $1.origin.y, width: $0.size.width - $1.size.width,
        height: $0.size.height - $1.size.height)
    })
}
