import FlipbookGeometry
import FlipbookTiming

extension Animator {
  /// Records a change of one animatable property of `view` from `old` to `new`.
  ///
  /// Inside an animating block this creates (or retargets) a track; otherwise the change is immediate and any
  /// running animation of that property is cancelled (its block reports `finished = false`).
  func recordChange<V: Interpolatable>(
    _ tableKey: ReferenceWritableKeyPath<Animator, TrackTable<V>>, view: View, old: V, new: V,
    adjust: (V, V) -> V = { _, to in to }
  ) {
    let slot = self[keyPath: tableKey].slot
    let existing = Int(view.trackIndex[keyPath: slot])
    AnimationContext.ambientAnimator = self
    guard let context = AnimationContext.current, context.animates,
      let g = context.group(in: self)
    else {
      if existing >= 0 { cancelTrack(tableKey, existing) }
      return
    }
    if context.options.contains(.layoutSubviews) { context.touchedViews.append(view) }
    var from = old
    if existing >= 0 {
      let previousGroup = self[keyPath: tableKey].group[existing]
      if previousGroup == g {
        self[keyPath: tableKey].to[existing] = adjust(self[keyPath: tableKey].from[existing], new)
        return
      }
      if context.beginsFromCurrentState {
        from = currentValue(self[keyPath: tableKey], existing, model: old)
      }
      detachTrack(from: previousGroup)
      let to = adjust(from, new)
      self[keyPath: tableKey].group[existing] = g
      self[keyPath: tableKey].from[existing] = from
      self[keyPath: tableKey].to[existing] = to
      self[keyPath: tableKey].value[existing] = from
    } else {
      _ = self[keyPath: tableKey].append(owner: view, group: g, from: from, to: adjust(from, new))
    }
    groups.trackCount[Int(g)] += 1
  }

  /// Removes track `i` of a table at once, cancelling its group's claim on it.
  func cancelTrack<V: Interpolatable>(_ tableKey: ReferenceWritableKeyPath<Animator, TrackTable<V>>, _ i: Int)
  {
    let g = self[keyPath: tableKey].group[i]
    self[keyPath: tableKey].remove(at: i)
    detachTrack(from: g)
  }

  /// Cancels every animation of `view` (used when it leaves the window).
  func cancelAnimations(of view: View) {
    let t = view.trackIndex
    if t.center >= 0 { cancelTrack(\.centers, Int(t.center)) }
    if t.bounds >= 0 { cancelTrack(\.bounds, Int(t.bounds)) }
    if t.transform >= 0 { cancelTrack(\.transforms, Int(t.transform)) }
    if t.alpha >= 0 { cancelTrack(\.alphas, Int(t.alpha)) }
    if t.backgroundColor >= 0 { cancelTrack(\.colors, Int(t.backgroundColor)) }
    if t.contentStretch >= 0 { cancelTrack(\.stretches, Int(t.contentStretch)) }
    if t.transition >= 0 { cancelTransition(of: view) }
  }

  /// Calls `body` with the group of each track (and transition) in `t`.
  func forEachGroup(of t: TrackIndices, _ body: (Int32) -> Void) {
    if t.center >= 0 { body(centers.group[Int(t.center)]) }
    if t.bounds >= 0 { body(bounds.group[Int(t.bounds)]) }
    if t.transform >= 0 { body(transforms.group[Int(t.transform)]) }
    if t.alpha >= 0 { body(alphas.group[Int(t.alpha)]) }
    if t.backgroundColor >= 0 { body(colors.group[Int(t.backgroundColor)]) }
    if t.contentStretch >= 0 { body(stretches.group[Int(t.contentStretch)]) }
    if t.transition >= 0 { body(transitions[Int(t.transition)].group) }
  }

  /// A track of group `g` was taken away before its end: the group will report `finished = false`, and ends
  /// now if that was its last track.
  func detachTrack(from g: Int32) {
    let i = Int(g)
    groups.trackCount[i] -= 1
    switch groups.state[i] {
    case .live:
      groups.wasCancelled[i] = true
      if groups.trackCount[i] == 0 { endGroupSoon(g, finished: false) }
    case .recording:
      groups.wasCancelled[i] = true
    case .ended:
      if groups.trackCount[i] == 0 { groups.free(g) }
    case .free:
      break
    }
  }
}
