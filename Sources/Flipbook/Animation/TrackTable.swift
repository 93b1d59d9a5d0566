import FlipbookGeometry
import FlipbookTiming

/// The animations of every property whose tracks interpolate `Value`, stored as parallel flat arrays
/// (structure of arrays).
///
/// Track `i` drives `property[i]` of `owner[i]` from `from[i]` to `to[i]`, timed by group `group[i]`; stepping
/// writes the interpolated presentation value into `value[i]`. The hot loop touches only the value arrays,
/// never the owners. Each owner lists its tracks in `View.tracks`; this table keeps those entries in step when
/// tracks move.
struct TrackTable<Value: Interpolatable> {
  var group: [Int32] = [] { didSet { runsAreCurrent = false } }
  var from: [Value] = []
  var to: [Value] = []
  var value: [Value] = []
  var owner: [View] = []
  var property: [AnimatableProperty] = []
  /// The keyframe track of each track recorded in a keyframe block (its value comes from the track at the
  /// group's eased progress instead of from `from` and `to`), else nil.
  var keyframes: [KeyframeTrack<Value>?] = []
  /// How many entries of `keyframes` are set: the keyframe pass of a step runs only when some are.
  var keyframedCount = 0
  /// The first track of each run of consecutive tracks of one group (views of one block), with the group: a
  /// step over runs reads no per-track group, so it streams 24 bytes a number instead of 28. Empty when runs
  /// average fewer than `minimumRunLength` tracks (own timings), where the per-track loop is as fast.
  private var runs: [GroupRun] = []
  /// Whether `runs` describes `group` (cleared by any change of `group`, rebuilt by the next full step).
  private var runsAreCurrent = false

  /// A run of consecutive tracks of one group; it ends where the next run starts.
  private struct GroupRun {
    var start: Int32
    var group: Int32
  }

  /// Runs shorter than this on average are not worth the run loop's per-run overhead.
  private static var minimumRunLength: Int { 8 }

  var count: Int { group.count }

  /// Appends a track and returns its index.
  @MainActor
  mutating func append(
    owner view: View, property p: AnimatableProperty, group g: Int32, from a: Value, to b: Value
  )
    -> Int32
  {
    group.append(g)
    from.append(a)
    to.append(b)
    value.append(a)
    owner.append(view)
    property.append(p)
    keyframes.append(nil)
    let index = Int32(group.count - 1)
    view.setTrack(index, for: p)
    return index
  }

  /// Removes track `i` by moving the last track into its place; updates both owners' track lists.
  @MainActor
  mutating func remove(at i: Int) {
    setKeyframes(nil, at: i)
    owner[i].removeTrack(for: property[i])
    let last = group.count - 1
    if i != last {
      group[i] = group[last]
      from[i] = from[last]
      to[i] = to[last]
      value[i] = value[last]
      owner[i] = owner[last]
      property[i] = property[last]
      keyframes[i] = keyframes[last]
      owner[i].setTrack(Int32(i), for: property[i])
    }
    group.removeLast()
    from.removeLast()
    to.removeLast()
    value.removeLast()
    owner.removeLast()
    property.removeLast()
    keyframes.removeLast()
  }

  /// Sets or clears track `i`'s keyframe track, keeping `keyframedCount`.
  mutating func setKeyframes(_ track: KeyframeTrack<Value>?, at i: Int) {
    keyframedCount += (track == nil ? 0 : 1) - (keyframes[i] == nil ? 0 : 1)
    keyframes[i] = track
  }

  /// `value[i] = keyframes[i](eased[group[i]])` for every keyframe track of a group that has not ended.
  mutating func evaluateKeyframes(eased: [Double], state: [GroupTable.State]) {
    for i in 0..<group.count {
      guard let track = keyframes[i] else { continue }
      let g = Int(group[i])
      if state[g] != .ended { value[i] = track.value(at: eased[g]) }
    }
  }

  /// `value[i] = from[i] ⊕ (to[i] ⊖ from[i]) · eased[group[i]]` for every track: the hot loop of a step,
  /// with no reference counting, bounds checks or branches; over runs of one group when tracks come in runs.
  @inline(__always)
  mutating func interpolateAll(eased: [Double]) {
    if !runsAreCurrent { rebuildRuns() }
    let count = group.count
    let runs = runs  // a reference to the array: `withColumns` holds `self`
    _ = withColumns(eased: eased) { columns in
      runs.withUnsafeBufferPointer { runs in
        guard !runs.isEmpty else {
          _ = TableSplit.sum(over: count, InterpolateTracks(columns: columns))
          return
        }
        let work = InterpolateRuns(
          columns: columns, runs: SplitColumn(runs.baseAddress!), runCount: runs.count, count: count)
        _ = TableSplit.sum(over: runs.count, entries: count, work)
      }
    }
  }

  /// Calls `body` with the columns a step reads and writes; nil, without calling it, when the table is empty.
  private mutating func withColumns<Result>(eased: [Double], _ body: (Columns) -> Result) -> Result? {
    guard !group.isEmpty else { return nil }
    return eased.withUnsafeBufferPointer { eased in
      group.withUnsafeBufferPointer { group in
        from.withUnsafeBufferPointer { from in
          to.withUnsafeBufferPointer { to in
            value.withUnsafeMutableBufferPointer { value in
              body(
                Columns(
                  eased: SplitColumn(eased.baseAddress!), group: SplitColumn(group.baseAddress!),
                  from: SplitColumn(from.baseAddress!), to: SplitColumn(to.baseAddress!),
                  value: SplitColumn(value.baseAddress!)))
            }
          }
        }
      }
    }
  }

  /// The columns a step reads and writes, for ``TableSplit``.
  private struct Columns: Sendable {
    let eased: SplitColumn<Double>
    let group: SplitColumn<Int32>
    let from: SplitColumn<Value>
    let to: SplitColumn<Value>
    let value: SplitColumn<Value>
  }

  /// Interpolates the tracks of a range, each by its group's eased progress.
  private struct InterpolateTracks: SplitRanges {
    let columns: Columns

    func callAsFunction(_ range: Range<Int>) -> Int {
      let (eased, group) = (columns.eased.base, columns.group.base)
      let (from, to, value) = (columns.from.base, columns.to.base, columns.value.base)
      for i in range { value[i] = from[i].interpolated(to: to[i], fraction: eased[Int(group[i])]) }
      return 0
    }
  }

  /// Interpolates the tracks of a range of runs, each run's by its group's eased progress read once.
  private struct InterpolateRuns: SplitRanges {
    let columns: Columns
    let runs: SplitColumn<GroupRun>
    let runCount: Int
    /// The number of tracks.
    let count: Int

    func callAsFunction(_ range: Range<Int>) -> Int {
      let (eased, runs) = (columns.eased.base, runs.base)
      let (from, to, value) = (columns.from.base, columns.to.base, columns.value.base)
      for r in range {
        let run = runs[r]
        let end = r &+ 1 < runCount ? Int(runs[r &+ 1].start) : count
        let fraction = eased[Int(run.group)]
        for i in Int(run.start)..<end { value[i] = from[i].interpolated(to: to[i], fraction: fraction) }
      }
      return 0
    }
  }

  /// Interpolates the tracks of a range whose groups still animate; returns the number of the others.
  private struct InterpolateLiveTracks: SplitRanges {
    let columns: Columns
    let state: SplitColumn<GroupTable.State>

    func callAsFunction(_ range: Range<Int>) -> Int {
      let (eased, group, state) = (columns.eased.base, columns.group.base, state.base)
      let (from, to, value) = (columns.from.base, columns.to.base, columns.value.base)
      var endedTracks = 0
      for i in range {
        let g = Int(group[i])
        if state[g] == .ended {
          endedTracks &+= 1
          continue
        }
        value[i] = from[i].interpolated(to: to[i], fraction: eased[g])
      }
      return endedTracks
    }
  }

  /// Finds the runs of `group`, or leaves `runs` empty when they average fewer than `minimumRunLength` tracks
  /// (stopping as soon as that is certain). Allocates only when there are more runs than ever before.
  private mutating func rebuildRuns() {
    runsAreCurrent = true
    runs.removeAll(keepingCapacity: true)
    let count = group.count
    let limit = count / Self.minimumRunLength
    group.withUnsafeBufferPointer { group in
      var previous: Int32 = -1
      for i in 0..<count where group[i] != previous {
        if runs.count >= limit {
          runs.removeAll(keepingCapacity: true)
          return
        }
        previous = group[i]
        runs.append(GroupRun(start: Int32(i), group: previous))
      }
    }
  }

  /// Like `interpolateAll`, but skips the tracks of ended groups; returns how many it skipped.
  mutating func interpolateLiveTracks(eased: [Double], state: [GroupTable.State]) -> Int {
    let count = group.count
    return withColumns(eased: eased) { columns in
      state.withUnsafeBufferPointer { state in
        TableSplit.sum(
          over: count, InterpolateLiveTracks(columns: columns, state: SplitColumn(state.baseAddress!)))
      }
    } ?? 0
  }
}
