import FlipbookGeometry
import FlipbookTiming

/// How a ``PropertyAnimator`` drives its group: it sets the group's timing itself (running), holds it at a
/// progress (paused), writes its tracks' values into the model (stopping at a position), and removes it.
extension Animator {
  /// Runs group `g` with `timing` from now on. The group does not end by itself (its owner ends it); earlier
  /// events of the group are made stale.
  func runGroup(_ g: Int32, timing: AnimationTiming) {
    let i = Int(g)
    groups.generation[i] &+= 1
    groups.state[i] = .live
    groups.setTiming(timing, of: i)
    startedGroups?.append(timing)
    groups.eased[i] = timing.progress(at: now) ?? 1
  }

  /// Holds group `g` at eased progress `progress` until it runs again.
  func holdGroup(_ g: Int32, at progress: Double) {
    let i = Int(g)
    groups.generation[i] &+= 1
    groups.state[i] = .paused
    groups.eased[i] = progress
  }

  /// Writes the value each track of group `g` has at the group's current progress into its view's model.
  func settleModel(ofGroup g: Int32) {
    for (view, property, index) in tracks(ofGroup: g) {
      property.descriptor.applyCurrentValue(ofTrack: index, in: self, to: &view.model)
    }
  }

  /// The tracks of group `g`: owner, property and index in its table.
  func tracks(ofGroup g: Int32) -> [(View, AnimatableProperty, Int32)] {
    var finder = GroupTracks(group: g)
    tables.forEach(&finder)
    return finder.tracks
  }

  /// The eased progress group `g` shows now.
  func currentProgress(ofGroup g: Int32) -> Double {
    let i = Int(g)
    switch groups.state[i] {
    case .live: return groups.timing[i].progress(at: now) ?? 1
    case .paused: return groups.eased[i]
    case .recording, .ended, .free: return 0
    }
  }

  /// Makes the tracks of group `g` that are not in `earlier` run over the rest of the group: each starts
  /// from its current value at the group's progress `p` and still reaches its target at 1 (its `from` is
  /// moved so that `from + (to − from)·p` is today's value). Keyframe tracks are left as they are.
  func rebaseNewTracks(ofGroup g: Int32, earlier: Set<TrackKey>, progress p: Double) {
    var rebase = Rebase(group: g, earlier: earlier, progress: p)
    tables.forEach(&rebase)
  }

  /// Ends group `g` now without reporting to its block: its tracks are dropped and the model shows.
  func removeGroup(_ g: Int32) {
    groups.completion[Int(g)] = nil
    endGroup(g, finished: true)
  }
}

/// A track's owner and property, for telling tracks apart across table moves.
struct TrackKey: Hashable {
  let owner: ObjectIdentifier
  let property: AnimatableProperty
}

/// Moves the `from` of a group's new tracks (see ``Animator/rebaseNewTracks(ofGroup:earlier:progress:)``).
private struct Rebase: TrackTableOperation {
  let group: Int32
  let earlier: Set<TrackKey>
  let progress: Double

  mutating func visit<V: Interpolatable>(_ table: inout TrackTable<V>) {
    for i in 0..<table.count where table.group[i] == group && table.keyframes[i] == nil {
      guard !earlier.contains(TrackKey(owner: ObjectIdentifier(table.owner[i]), property: table.property[i]))
      else { continue }
      let current = table.from[i]
      table.from[i] =
        progress < 1 - 1e-9
        ? table.to[i].interpolated(to: current, fraction: 1 / (1 - progress)) : table.to[i]
      table.value[i] = current
    }
  }
}

/// Collects the tracks of one group across every table.
private struct GroupTracks: TrackTableOperation {
  let group: Int32
  var tracks: [(View, AnimatableProperty, Int32)] = []

  init(group: Int32) { self.group = group }

  mutating func visit<V: Interpolatable>(_ table: inout TrackTable<V>) {
    for i in 0..<table.count where table.group[i] == group {
      tracks.append((table.owner[i], table.property[i], Int32(i)))
    }
  }
}
