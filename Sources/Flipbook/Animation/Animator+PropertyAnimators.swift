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
    groups.timing[i] = timing
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
    var finder = GroupTracks(group: g)
    tables.forEach(&finder)
    for (view, property, index) in finder.tracks {
      property.descriptor.applyCurrentValue(ofTrack: index, in: self, to: &view.model)
    }
  }

  /// Ends group `g` now without reporting to its block: its tracks are dropped and the model shows.
  func removeGroup(_ g: Int32) {
    groups.completion[Int(g)] = nil
    endGroup(g, finished: true)
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
