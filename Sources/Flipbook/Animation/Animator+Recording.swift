import FlipbookGeometry
import FlipbookTiming

extension Animator {
  /// Records a change of one animatable property of `view` from `old` to `new`.
  ///
  /// Inside an animating block this creates (or retargets) a track; otherwise the change is immediate and any
  /// running animation of that property is cancelled (its block reports `finished = false`).
  func recordChange<Value, Track>(
    _ descriptor: PropertyDescriptor<Value, Track>, view: View, old oldValue: Value, new newValue: Value
  ) {
    let table = descriptor.table
    let existing = view.track(for: descriptor.property).map(Int.init)
    let context = AnimationScope.innermostBlock
    if let context, context.touchedAnimator == nil { context.touchedAnimator = self }
    guard let context, context.animates(in: self),
      let g = context.group(in: self)
    else {
      if let existing { cancelTrack(table, existing) }
      _ = takeOverDeltas(descriptor, view: view, base: descriptor.toTrack(newValue))
      return
    }
    if context.options.contains(.layoutSubviews) { context.touchedViews.append(view) }
    let additive = interruption == .additive
    var old = descriptor.toTrack(oldValue)
    let new = descriptor.toTrack(newValue)
    if additive, let access = descriptor.delta, context.keyframeMode == nil, !context.isPropertyAnimator {
      recordDelta(descriptor, access, view: view, old: old, new: new, group: g)
      return
    }
    // Added animations of the property (a keyframe block or property animator now, or the window switched back
    // to replace) give way: from their summed presentation in additive mode or with beginFromCurrentState.
    if let presented = takeOverDeltas(descriptor, view: view, base: old),
      additive || context.beginsFromCurrentState
    {
      old = presented
    }
    let track: Int
    if let existing {
      let previousGroup = tables[keyPath: table].group[existing]
      if previousGroup == g {
        if context.keyframeMode != nil {
          addKeyframe(new, to: existing, in: table, context: context, adjust: descriptor.adjust)
        } else {
          tables[keyPath: table].to[existing] = descriptor.adjust(tables[keyPath: table].from[existing], new)
        }
        return
      }
      var from = old
      if context.beginsFromCurrentState || additive,
        let current = currentValue(tables[keyPath: table], existing)
      {
        from = current
      }
      detachTrack(from: previousGroup)
      tables[keyPath: table].group[existing] = g
      tables[keyPath: table].from[existing] = from
      tables[keyPath: table].to[existing] = descriptor.adjust(from, new)
      tables[keyPath: table].value[existing] = from
      tables[keyPath: table].setKeyframes(nil, at: existing)
      track = existing
    } else {
      track = Int(
        tables[keyPath: table].append(
          owner: view, property: descriptor.property, group: g, from: old, to: descriptor.adjust(old, new)))
    }
    if context.keyframeMode != nil {
      addKeyframe(new, to: track, in: table, context: context, adjust: descriptor.adjust)
    }
    groups.trackCount[Int(g)] += 1
  }

  /// Adds a keyframe to track `i` of a keyframe block: the value `new` at the block's current keyframe (or
  /// over the whole animation outside one), the track's keyframes rebuilt with it.
  private func addKeyframe<Track: PacedInterpolatable>(
    _ new: Track, to i: Int, in table: WritableKeyPath<TrackTables, TrackTable<Track>>,
    context: AnimationContext, adjust: (Track, Track) -> Track
  ) {
    let span = context.currentKeyframe ?? (start: 0, duration: 1)
    let existing = tables[keyPath: table].keyframes[i]
    let previous = existing?.keyframes.last?.value ?? tables[keyPath: table].from[i]
    let keyframe = Keyframe(
      relativeStartTime: span.start, relativeDuration: span.duration, value: adjust(previous, new))
    let track = KeyframeTrack(
      initial: tables[keyPath: table].from[i], keyframes: (existing?.keyframes ?? []) + [keyframe],
      calculationMode: context.keyframeMode ?? .linear)
    tables[keyPath: table].setKeyframes(track, at: i)
    tables[keyPath: table].to[i] = keyframe.value
  }

  /// Removes track `i` of a table at once, cancelling its group's claim on it.
  func cancelTrack<V>(_ table: WritableKeyPath<TrackTables, TrackTable<V>>, _ i: Int) {
    let g = tables[keyPath: table].group[i]
    tables[keyPath: table].remove(at: i)
    detachTrack(from: g)
  }

  /// Cancels every animation of `view` (used when it leaves the window).
  func cancelAnimations(of view: View) {
    while let track = view.tracks.last {
      track.property.descriptor.cancelTrack(track.index, in: self)
    }
    while let delta = view.deltaTracks.last { delta.property.descriptor.cancelDelta(delta.index, in: self) }
    if view.transitionIndex != nil { cancelTransition(of: view) }
    view.layerHost?.animationLayer?.removeAllAnimations()
  }

  /// Cancels the view's block animations of `property` (`removeAnimation(forKey:)` with its layer's name).
  func cancelAnimations(of view: View, property: AnimatableProperty) {
    while let track = view.tracks.last(where: { $0.property == property }) {
      property.descriptor.cancelTrack(track.index, in: self)
    }
    while let delta = view.deltaTracks.last(where: { $0.property == property }) {
      property.descriptor.cancelDelta(delta.index, in: self)
    }
  }

  /// Cancels the animations of one property of `view`: its track and its additive deltas.
  func cancelAnimations(of property: AnimatableProperty, of view: View) {
    if let track = view.track(for: property) { property.descriptor.cancelTrack(track, in: self) }
    while let delta = view.deltaTracks.last(where: { $0.property == property }) {
      property.descriptor.cancelDelta(delta.index, in: self)
    }
  }

  /// Calls `body` with the group of each of the view's tracks and, if `includingTransition`, of the transition
  /// running on it.
  func forEachGroup(of view: View, includingTransition: Bool = true, _ body: (Int32) -> Void) {
    for track in view.tracks { body(track.property.descriptor.group(ofTrack: track.index, in: self)) }
    for delta in view.deltaTracks { body(delta.property.descriptor.group(ofDelta: delta.index, in: self)) }
    if includingTransition, let t = view.transitionIndex { body(transitions[Int(t)].group) }
  }

  /// A track of group `g` was taken away before its end: the group will report `finished = false`, and ends
  /// now if that was its last track.
  func detachTrack(from g: Int32) {
    let i = Int(g)
    groups.trackCount[i] -= 1
    switch groups.state[i] {
    case .live, .paused:
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
