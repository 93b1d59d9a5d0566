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
  var group: [Int32] = []
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
