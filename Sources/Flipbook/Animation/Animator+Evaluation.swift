import FlipbookGeometry
import FlipbookTiming

extension Animator {
  /// Evaluates every live group's timing once, then every track from its group's eased progress.
  ///
  /// Tracks of groups that ended are dropped here; while no group has ended (the usual step), the track
  /// loops skip the per-track state check.
  func evaluate(at t: Double) {
    let n = groups.capacity
    var endedGroups = 0
    groups.timing.withUnsafeBufferPointer { timing in
      groups.state.withUnsafeBufferPointer { state in
        groups.eased.withUnsafeMutableBufferPointer { eased in
          for g in 0..<n {
            switch state[g] {
            case .live: eased[g] = timing[g].progress(at: t) ?? 1
            case .ended: endedGroups &+= 1
            case .free, .recording: break
            }
          }
        }
      }
    }
    let hasEndedGroups = endedGroups > 0
    evaluate(&centers, hasEndedGroups)
    evaluate(&bounds, hasEndedGroups)
    evaluate(&transforms, hasEndedGroups)
    evaluate(&alphas, hasEndedGroups)
    evaluate(&colors, hasEndedGroups)
    evaluate(&stretches, hasEndedGroups)
    if hasEndedGroups && !transitions.isEmpty { dropEndedTransitions() }
  }

  private func evaluate<V: Interpolatable>(_ table: inout TrackTable<V>, _ hasEndedGroups: Bool) {
    guard table.count > 0 else { return }
    if hasEndedGroups {
      if table.interpolateLiveTracks(eased: groups.eased, state: groups.state) > 0 { dropEndedTracks(&table) }
    } else {
      table.interpolateAll(eased: groups.eased)
    }
  }

  private func dropEndedTracks<V: Interpolatable>(_ table: inout TrackTable<V>) {
    var i = 0
    while i < table.count {
      let g = table.group[i]
      if groups.state[Int(g)] == .ended {
        table.remove(at: i)
        releaseTrack(of: g)
      } else {
        i += 1
      }
    }
  }

  /// A track stopped referring to group `g`; frees the group once it has ended and has no tracks left.
  func releaseTrack(of g: Int32) {
    let i = Int(g)
    groups.trackCount[i] -= 1
    if groups.trackCount[i] == 0 && groups.state[i] == .ended { groups.free(g) }
  }

  /// The presentation value of track `i` at the current time, computed directly (not from the last step).
  func currentValue<V: Interpolatable>(_ table: TrackTable<V>, _ i: Int, model: V) -> V {
    let g = Int(table.group[i])
    switch groups.state[g] {
    case .live:
      guard let p = groups.timing[g].progress(at: now) else { return model }
      return table.from[i].interpolated(to: table.to[i], fraction: p)
    case .recording: return table.from[i]
    case .ended, .free: return model
    }
  }
}
