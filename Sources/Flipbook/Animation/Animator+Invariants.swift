import FlipbookGeometry

extension Animator {
  /// Traps unless the engine's tables are consistent: every column of a track table has one entry per track and
  /// `keyframedCount` counts the keyframe tracks; every track's owner lists it under its property and
  /// nothing else does; each group's track count equals the tracks (and transitions) that name it; no track
  /// names a free group; the live-group count matches. Delta tracks (additive interruption) likewise: equal
  /// columns, listed once by their owner, counted by their group, and never beside a regular track of the same
  /// view and property. For tests (swift-collections' `_checkInvariants`
  /// convention): O(tracks + groups), not for production paths.
  ///
  /// ```swift
  /// window.step(to: 0.5)
  /// window.animator._checkInvariants()
  /// ```
  public func _checkInvariants() {
    var checker = InvariantChecker(groups: groups)
    tables.forEach(&checker)
    checker.visitDeltas(deltas.points)
    checker.visitDeltas(deltas.rects)
    for (i, record) in transitions.enumerated() {
      precondition(
        record.container.transitionIndex == Int32(i), "transition \(i): its container lists another index")
      checker.count(group: record.group, what: "transition \(i)")
    }
    for g in 0..<groups.capacity where groups.state[g] != .free {
      let counted = checker.tracksPerGroup[g]
      precondition(
        Int(groups.trackCount[g]) == counted,
        "group \(g): trackCount \(groups.trackCount[g]) but \(counted) tracks name it")
    }
    let notFree = groups.state.filter { $0 != .free }.count
    precondition(
      notFree == groups.liveCount, "liveCount \(groups.liveCount) but \(notFree) groups are not free")
    for view in checker.owners { checkTrackList(of: view) }
  }

  /// Traps unless every entry of `view.tracks` names a track of this animator that the view owns, once per
  /// property, and its transition index (if any) names a transition on it.
  public func _checkTrackList(of view: View) { checkTrackList(of: view) }

  func checkTrackList(of view: View) {
    precondition(
      Set(view.tracks.map(\.property)).count == view.tracks.count, "a view lists a property twice")
    for track in view.tracks {
      track.property.descriptor.checkTrack(track.index, of: view, in: self)
    }
    precondition(
      Set(view.deltaTracks.map { "\($0.property):\($0.index)" }).count == view.deltaTracks.count,
      "a view lists a delta track twice")
    for delta in view.deltaTracks {
      precondition(
        view.track(for: delta.property) == nil, "\(delta.property): a regular track beside delta tracks")
      delta.property.descriptor.checkDelta(delta.index, of: view, in: self)
    }
    if let t = view.transitionIndex {
      precondition(
        Int(t) < transitions.count && transitions[Int(t)].container === view, "stale transition index")
    }
  }
}

extension Window {
  /// `animator._checkInvariants()`, plus the track list of every view in the window (see
  /// ``Animator/_checkInvariants()``), plus the layout marks: a view that needs layout, or has a subview
  /// that does, is marked so that `layoutIfNeeded()` does not skip it.
  public func _checkInvariants() {
    animator._checkInvariants()
    var stack: [View] = [self]
    while let view = stack.popLast() {
      animator.checkTrackList(of: view)
      precondition(!view.needsLayout || view.layoutPending, "a view that needs layout is not marked pending")
      if let superview = view.superviewStorage, view.layoutPending {
        precondition(superview.layoutPending, "a view with layout pending has a superview not marked pending")
      }
      stack.append(contentsOf: view.subviews)
    }
  }
}

/// Walks every track table for `_checkInvariants()`.
private struct InvariantChecker: TrackTableOperation {
  let groups: GroupTable
  var tracksPerGroup: [Int]
  var owners: [View] = []

  init(groups: GroupTable) {
    self.groups = groups
    tracksPerGroup = Array(repeating: 0, count: groups.capacity)
  }

  mutating func count(group g: Int32, what: String) {
    precondition(g >= 0 && Int(g) < groups.capacity, "\(what): group \(g) out of range")
    precondition(groups.state[Int(g)] != .free, "\(what): group \(g) is free")
    tracksPerGroup[Int(g)] += 1
  }

  mutating func visitDeltas<V: Interpolatable>(_ table: DeltaTable<V>) {
    let n = table.count
    precondition(
      table.delta.count == n && table.value.count == n && table.owner.count == n && table.property.count == n,
      "a delta table's columns differ in length")
    for i in 0..<n {
      let owner = table.owner[i], property = table.property[i]
      precondition(
        owner.deltaTracks.filter { $0.property == property && $0.index == Int32(i) }.count == 1,
        "delta track \(i) (\(property)): its owner does not list it once")
      count(group: table.group[i], what: "delta track \(i) (\(property))")
      owners.append(owner)
    }
  }

  mutating func visit<V: Interpolatable>(_ table: inout TrackTable<V>) {
    let n = table.count
    precondition(
      table.from.count == n && table.to.count == n && table.value.count == n && table.owner.count == n
        && table.property.count == n && table.keyframes.count == n, "a track table's columns differ in length"
    )
    precondition(
      table.keyframedCount == table.keyframes.lazy.filter { $0 != nil }.count,
      "keyframedCount differs from the keyframe tracks set")
    for i in 0..<n {
      let owner = table.owner[i], property = table.property[i]
      precondition(
        owner.track(for: property) == Int32(i), "track \(i) (\(property)): its owner lists another index")
      count(group: table.group[i], what: "track \(i) (\(property))")
      owners.append(owner)
    }
  }
}
