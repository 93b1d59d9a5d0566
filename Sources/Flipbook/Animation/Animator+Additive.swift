import FlipbookGeometry
import FlipbookTiming

extension Animator {
  /// Records an animated change of an additive property in a window with ``AnimationInterruption/additive``:
  /// a delta track of `old − new` running to zero on group `g`, added to those already running (which keep
  /// their clocks). A regular track of the property (a keyframe or property-animator animation) is replaced:
  /// the delta then starts from its presentation value, and its group reports `finished = false`. A second
  /// change in the same block adds to that block's delta.
  func recordDelta<Value, Track>(
    _ descriptor: PropertyDescriptor<Value, Track>, _ access: DeltaAccess<Track>, view: View,
    old: Track, new: Track, group g: Int32
  ) {
    var start = old
    if let existing = view.track(for: descriptor.property).map(Int.init) {
      start = currentValue(tables[keyPath: descriptor.table], existing) ?? old
      cancelTrack(descriptor.table, existing)
    }
    let change = access.minus(start, new)
    for reference in view.deltaTracks where reference.property == descriptor.property {
      let i = Int(reference.index)
      if deltas[keyPath: access.table].group[i] == g {
        deltas[keyPath: access.table].delta[i] = access.plus(deltas[keyPath: access.table].delta[i], change)
        deltas[keyPath: access.table].value[i] = deltas[keyPath: access.table].delta[i]
        return
      }
    }
    _ = deltas[keyPath: access.table].append(
      owner: view, property: descriptor.property, group: g, delta: change)
    groups.trackCount[Int(g)] += 1
  }

  /// Removes every delta track of the property on `view`, each group reporting `finished = false`, and
  /// returns `base` plus their terms now (the presentation they made), or nil if there were none.
  func takeOverDeltas<Value, Track>(_ descriptor: PropertyDescriptor<Value, Track>, view: View, base: Track)
    -> Track?
  {
    guard let access = descriptor.delta,
      view.deltaTracks.contains(where: { $0.property == descriptor.property })
    else { return nil }
    var sum = base
    while let reference = view.deltaTracks.last(where: { $0.property == descriptor.property }) {
      let i = Int(reference.index)
      if let term = currentTerm(deltas[keyPath: access.table], i) { sum = access.plus(sum, term) }
      descriptor.cancelDelta(reference.index, in: self)
    }
    return sum
  }

  /// Delta track `i`'s term at the current time (`delta · (1 − eased progress)`), or nil when its group no
  /// longer animates.
  func currentTerm<V: Interpolatable>(_ table: DeltaTable<V>, _ i: Int) -> V? {
    let g = Int(table.group[i])
    switch groups.state[g] {
    case .live:
      guard let p = groups.timing[g].progress(at: now) else { return nil }
      return table.term(i, fraction: p)
    case .recording: return table.delta[i]
    case .paused: return table.term(i, fraction: groups.eased[g])
    case .ended, .free: return nil
    }
  }

  /// Adds the terms of the view's delta tracks as the last step computed them (for snapshots).
  func applyStepDeltas(of view: View, to values: inout AnimatableValues) {
    for reference in view.deltaTracks {
      reference.property.descriptor.applyStepDelta(ofTrack: reference.index, in: self, to: &values)
    }
  }

  /// Adds the terms of the view's delta tracks at the current time (for `presentation`).
  func applyCurrentDeltas(of view: View, to values: inout AnimatableValues) {
    for reference in view.deltaTracks {
      reference.property.descriptor.applyCurrentDelta(ofTrack: reference.index, in: self, to: &values)
    }
  }
}

extension View {
  /// Renumbers the entry of `deltaTracks` for `property` at index `old` to `new`, or removes it (`new` nil).
  ///
  /// A removal keeps the order of the others: the terms are summed in that order, and a track that ended is
  /// removed at whichever evaluation comes next, so any other order would make the sum's last bits depend
  /// on which frames were computed.
  func renumberDeltaTrack(_ property: AnimatableProperty, from old: Int32, to new: Int32?) {
    guard let k = deltaTracks.firstIndex(where: { $0.property == property && $0.index == old }) else {
      return
    }
    if let new {
      deltaTracks[k].index = new
    } else {
      deltaTracks.remove(at: k)
    }
  }
}
