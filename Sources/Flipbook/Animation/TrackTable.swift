import FlipbookGeometry

/// The animations of every property whose tracks interpolate `Value`, stored as parallel flat arrays
/// (structure of arrays).
///
/// Track `i` drives `property[i]` of `owner[i]` from `from[i]` to `to[i]`, timed by group `group[i]`; stepping
/// writes the interpolated presentation value into `value[i]`. The hot loop touches only the value arrays,
/// never the owners. Each owner lists its tracks in `View.tracks`; this table keeps those entries in step when
/// tracks move.
struct TrackTable<Value: Interpolatable> {
  var group: [Int32] = []
  var from: [Value] = []
  var to: [Value] = []
  var value: [Value] = []
  var owner: [View] = []
  var property: [AnimatableProperty] = []

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
    let index = Int32(group.count - 1)
    view.setTrack(index, for: p)
    return index
  }

  /// Removes track `i` by moving the last track into its place; updates both owners' track lists.
  @MainActor
  mutating func remove(at i: Int) {
    owner[i].removeTrack(for: property[i])
    let last = group.count - 1
    if i != last {
      group[i] = group[last]
      from[i] = from[last]
      to[i] = to[last]
      value[i] = value[last]
      owner[i] = owner[last]
      property[i] = property[last]
      owner[i].setTrack(Int32(i), for: property[i])
    }
    group.removeLast()
    from.removeLast()
    to.removeLast()
    value.removeLast()
    owner.removeLast()
    property.removeLast()
  }

  /// `value[i] = from[i] ⊕ (to[i] ⊖ from[i]) · eased[group[i]]` for every track: the hot loop of a step,
  /// with no reference counting, bounds checks or branches.
  @inline(__always)
  mutating func interpolateAll(eased: [Double]) {
    let count = group.count
    eased.withUnsafeBufferPointer { eased in
      group.withUnsafeBufferPointer { group in
        from.withUnsafeBufferPointer { from in
          to.withUnsafeBufferPointer { to in
            value.withUnsafeMutableBufferPointer { value in
              let eased = eased.baseAddress!, group = group.baseAddress!
              let from = from.baseAddress!, to = to.baseAddress!, value = value.baseAddress!
              for i in 0..<count {
                value[i] = from[i].interpolated(to: to[i], fraction: eased[Int(group[i])])
              }
            }
          }
        }
      }
    }
  }

  /// Like `interpolateAll`, but skips the tracks of ended groups; returns how many it skipped.
  mutating func interpolateLiveTracks(eased: [Double], state: [GroupTable.State]) -> Int {
    let count = group.count
    var endedTracks = 0
    eased.withUnsafeBufferPointer { eased in
      state.withUnsafeBufferPointer { state in
        group.withUnsafeBufferPointer { group in
          from.withUnsafeBufferPointer { from in
            to.withUnsafeBufferPointer { to in
              value.withUnsafeMutableBufferPointer { value in
                for i in 0..<count {
                  let g = Int(group[i])
                  if state[g] == .ended {
                    endedTracks &+= 1
                    continue
                  }
                  value[i] = from[i].interpolated(to: to[i], fraction: eased[g])
                }
              }
            }
          }
        }
      }
    }
    return endedTracks
  }
}
