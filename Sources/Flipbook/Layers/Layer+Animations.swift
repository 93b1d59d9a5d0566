import FlipbookGeometry
import FlipbookTiming

extension Layer {
  /// Adds an explicit animation under `key` (`add(_:forKey:)`): a copy of it, timed from the layer's local
  /// time now. An animation under the same key is replaced (its completion runs with `false`). Animations
  /// of one key path apply in the order they were added. An animation of an unknown key path, or on a layer
  /// outside a window (no clock), is ignored.
  ///
  /// ```swift
  /// let spin = BasicAnimation(keyPath: "transform.rotation.z")
  /// spin.byValue = .number(2 * .pi)
  /// spin.duration = 1
  /// spin.repeatCount = .infinity
  /// spinner.add(spin, forKey: "spin")
  /// ```
  public func add(_ animation: LayerAnimation, forKey key: String?) {
    guard let clock else { return }
    let local = localTime(atGlobalTime: clock.now)
    var outer = animation.mediaTiming(addedAt: local, transactionDuration: Transaction.current.duration)
    if animation.isRemovedOnCompletion {
      // Removed when it ends, it never shows a final value: a forwards fill has nothing to hold.
      outer.fillMode = outer.fillMode == .both || outer.fillMode == .backwards ? .backwards : .removed
    }
    // Core Animation's key for a transition added with none.
    let key = key ?? (animation is LayerTransition ? "transition" : nil)
    // A group's animations run on the group's time (0 at its start), cut at its duration.
    let group = animation as? AnimationGroup
    let members = group?.animations ?? [animation]
    var records: [LayerAnimationRecord] = []
    if let transition = animation as? LayerTransition {
      records.append(
        LayerAnimationRecord(
          key: key, keyPath: nil, timing: outer, group: nil, curve: transition.timingFunction,
          motion: beforePicture(transition, parentTime: parentTime(atGlobalTime: clock.now)),
          additive: false, cumulative: false, removedOnCompletion: transition.isRemovedOnCompletion,
          completion: nil))
    }
    for member in members where !(member is LayerTransition) {
      guard let keyPath = member.keyPathToAnimate, var motion = member.motion() else { continue }
      if case .basic(let from, let to, let by, _) = motion, from == nil, to == nil, by == nil {
        // With no values Core Animation animates from the previous value to the current one.
        let previous = previousValues[keyPath.property].flatMap { $0.time == local ? $0.value : nil }
        var values = model
        if let previous { values[keyPath.property] = previous }
        motion = .basic(from: nil, to: nil, by: nil, previous: keyPath.value(in: values))
      }
      let timing =
        group == nil ? outer : member.mediaTiming(addedAt: 0, transactionDuration: outer.duration)
      records.append(
        LayerAnimationRecord(
          key: key, keyPath: keyPath, timing: timing, group: group == nil ? nil : outer,
          curve: member.timingFunction, motion: motion, additive: member.additive,
          cumulative: member.cumulative, removedOnCompletion: animation.isRemovedOnCompletion,
          completion: nil))
    }
    guard !records.isEmpty else { return }
    if let key { removeAnimation(forKey: key) }
    var completion = animation.completion
    let waiting = Transaction.openCompletions
    if !waiting.isEmpty {
      // The transactions open now wait for this animation to stop.
      for transaction in waiting { transaction.pending += 1 }
      let own = completion
      completion = { finished in
        own?(finished)
        for transaction in waiting { transaction.animationStopped() }
      }
    }
    records[0].completion = completion
    animations += records
    // Retire it (and run its completion) at its end, an event of the window's clock at the global time its
    // active time ends (never, while an ancestor's or its own speed is 0).
    let end =
      outer.speed > 0 && outer.activeDuration.isFinite
      ? globalTime(ofLocalTime: outer.beginTime + outer.activeDuration / outer.speed) : nil
    if let end { clock.schedule(at: end) { [weak self] in self?.retireEndedAnimations() } }
    if clock.startedGroups != nil, let begin = globalTime(ofLocalTime: outer.beginTime) {
      // Recorded as a group of the same span, so that step plans are checked against layer animations too.
      let length = (end ?? .infinity) - begin
      if length > 0 {
        clock.startedGroups?.append(AnimationTiming(begin: begin, duration: length, curve: .linear))
      }
    }
  }

  /// The global time at which the layer's local time is `local`, through its own and its ancestors' timing;
  /// `nil` when a speed on the way is 0 or negative (that time never comes, or came already).
  func globalTime(ofLocalTime local: Double) -> Double? {
    var time = local
    for l in ancestry {
      guard l.model.speed > 0 else { return nil }
      time = MediaTiming.parentTime(
        localTime: time, beginTime: l.model.beginTime, speed: l.model.speed, timeOffset: l.model.timeOffset)
    }
    return time.isFinite ? time : nil
  }

  /// Removes the animation under `key` (`removeAnimation(forKey:)`); its completion runs with `false`.
  public func removeAnimation(forKey key: String) {
    var removed: [LayerAnimationRecord] = []
    animations.removeAll { record in
      guard record.key == key else { return false }
      removed.append(record)
      return true
    }
    for record in removed where !hasEnded(record) { record.completion?(false) }
  }

  /// Removes every animation (`removeAllAnimations()`).
  public func removeAllAnimations() {
    let removed = animations
    animations = []
    for record in removed where !hasEnded(record) { record.completion?(false) }
  }

  /// The keys of the animations, in the order they were added (`animationKeys()`).
  public func animationKeys() -> [String] { animations.compactMap(\.key) }

  /// Whether the animation's active time is over at the window's current time.
  func hasEnded(_ record: LayerAnimationRecord) -> Bool {
    guard let clock else { return true }
    let timing = record.group ?? record.timing
    let t = (localTime(atGlobalTime: clock.now) - timing.beginTime) * timing.speed
    // A relative tolerance: the end event's time went through the inverse of the same arithmetic.
    return t >= timing.activeDuration * (1 - 1e-12) - 1e-12
  }

  /// Removes the animations that have ended and are removed on completion, and runs the completion of
  /// every animation that has ended with `true` (one kept on the layer stops all the same, as
  /// `animationDidStop(_:finished:)` is called for it); the window's clock calls it as time passes.
  func retireEndedAnimations() {
    guard !animations.isEmpty else { return }
    var ended: [@MainActor (Bool) -> Void] = []
    for index in animations.indices where animations[index].completion != nil && hasEnded(animations[index]) {
      ended.append(animations[index].completion!)
      animations[index].completion = nil
    }
    if kind == .emitter { keepBirthHistory() }
    animations.removeAll { $0.removedOnCompletion && hasEnded($0) }
    for completion in ended { completion(true) }
  }

  /// The values on screen at global time `t`: the model with each animation applied in the order added
  /// (each non-additive one overrides the result so far, an additive one adds to it).
  public func presentation(atGlobalTime t: Double) -> LayerValues {
    presentation(atParentTime: parentTime(atGlobalTime: t))
  }

  /// The values on screen when the superlayer's local time is `parentTime` (global time for a layer in a view's layer).
  public func presentation(atParentTime parentTime: Double) -> LayerValues {
    guard !animations.isEmpty else { return model }
    return presentation(atLocalTime: localTime(atParentTime: parentTime))
  }

  /// The values on screen when the layer's own local time is `local`.
  func presentation(atLocalTime local: Double) -> LayerValues {
    presentation(atLocalTime: local, over: model)
  }

  /// `base` with the animations at local time `local` applied over it in the order added (a view's layer
  /// passes the view's values with its block animations applied, which its explicit animations follow).
  func presentation(atLocalTime local: Double, over base: LayerValues) -> LayerValues {
    var result = base
    guard !animations.isEmpty else { return result }
    for record in animations {
      guard let keyPath = record.keyPath else { continue }
      var time = local
      if let group = record.group {
        guard let (fraction, _) = group.phase(atParentTime: local) else { continue }
        time = fraction * group.duration
      }
      guard let (fraction, iteration) = record.timing.phase(atParentTime: time) else { continue }
      let underlying = keyPath.value(in: result)
      var value = record.value(fraction: fraction, iteration: iteration, underlying: underlying)
      if record.additive { value = underlying.adding(value) ?? value }
      keyPath.set(value, in: &result)
      if let angle = record.rotation(fraction: fraction) {
        // rotationMode: the layer turns to the path's direction, on top of its transform.
        result.transform = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1).concatenating(result.transform)
      }
    }
    result.opacity = min(max(result.opacity, 0), 1)
    // A replicator shows whole copies: an animated count is rounded, as the copies drawn are.
    result.instanceCount = result.instanceCount.rounded()
    return result
  }

  /// The presentation value at `keyPath` at global time `t`.
  func presentationValue(of keyPath: LayerKeyPath, atGlobalTime t: Double) -> LayerValue {
    keyPath.value(in: presentation(atGlobalTime: t))
  }

  /// The superlayer's local time (global time for a layer in a view's layer) at global time `t`.
  func parentTime(atGlobalTime t: Double) -> Double {
    if let parent = superlayer ?? maskedLayer { return parent.localTime(atGlobalTime: t) }
    return t
  }
}
