import FlipbookGeometry
import FlipbookTiming

extension Animator {
  /// Evaluates every live group's timing once, then every track from its group's eased progress.
  ///
  /// Tracks of groups that ended are dropped here; while no group has ended (the usual step), the track
  /// loops skip the per-track state check.
  func evaluate(at t: Double) {
    let endedGroups = groups.ease(at: t)
    var released = droppedTrackGroups
    droppedTrackGroups = []
    do {
      var step = TrackStep(
        eased: groups.eased, state: groups.state, hasEndedGroups: endedGroups > 0, releasedGroups: released)
      tables.forEach(&step)
      released = step.releasedGroups
    }
    if deltas.count > 0 { deltas.step(eased: groups.eased, state: groups.state, released: &released) }
    for g in released { releaseTrack(of: g) }
    released.removeAll(keepingCapacity: true)
    droppedTrackGroups = released
    if endedGroups > 0 && !transitions.isEmpty { dropEndedTransitions() }
  }

  /// A track stopped referring to group `g`; frees the group once it has ended and has no tracks left.
  func releaseTrack(of g: Int32) {
    let i = Int(g)
    groups.trackCount[i] -= 1
    if groups.trackCount[i] == 0 && groups.state[i] == .ended { groups.free(g) }
  }

  /// The presentation value of track `i` at the current time, computed directly (not from the last step), or
  /// nil when the track's group no longer animates (the model value shows).
  func currentValue<V: Interpolatable>(_ table: TrackTable<V>, _ i: Int) -> V? {
    let g = Int(table.group[i])
    switch groups.state[g] {
    case .live:
      guard let p = groups.timing[g].progress(at: now) else { return nil }
      if let keyframes = table.keyframes[i] { return keyframes.value(at: p) }
      return table.from[i].interpolated(to: table.to[i], fraction: p)
    case .recording: return table.from[i]
    case .paused:
      if let keyframes = table.keyframes[i] { return keyframes.value(at: groups.eased[g]) }
      return table.from[i].interpolated(to: table.to[i], fraction: groups.eased[g])
    case .ended, .free: return nil
    }
  }

  /// Whether group `g` has not ended (its tracks' step values show).
  func isAnimating(group g: Int32) -> Bool { groups.state[Int(g)].showsStepValues }
}

/// One step of every track table: interpolate, and drop the tracks of groups that ended.
private struct TrackStep: TrackTableOperation {
  let eased: [Double]
  let state: [GroupTable.State]
  let hasEndedGroups: Bool
  /// Groups that lost a track (one entry per track dropped); released after the walk.
  var releasedGroups: [Int32]

  mutating func visit<V: Interpolatable>(_ table: inout TrackTable<V>) {
    guard table.count > 0 else { return }
    defer { if table.keyframedCount > 0 { table.evaluateKeyframes(eased: eased, state: state) } }
    guard hasEndedGroups else {
      table.interpolateAll(eased: eased)
      return
    }
    guard table.interpolateLiveTracks(eased: eased, state: state) > 0 else { return }
    var i = 0
    while i < table.count {
      let g = table.group[i]
      if state[Int(g)] == .ended {
        table.remove(at: i)
        releasedGroups.append(g)
      } else {
        i += 1
      }
    }
  }
}
