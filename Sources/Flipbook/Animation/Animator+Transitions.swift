/// A transition requested inside an animation block, started on `view` when the block commits.
@MainActor
struct PendingTransition {
  var kind: TransitionKind
  var view: View
  /// The container as it looked when the transition was requested.
  var before: RenderSnapshot
}

/// A transition in flight: the container, the group timing it, and the picture it started from.
@MainActor
struct TransitionRecord {
  var container: View
  var group: Int32
  var kind: TransitionKind
  var before: RenderSnapshot
}

extension AnimationContext {
  /// Starts the transition requested in this block on the container's animator, replacing one in flight.
  func commitTransition(_ transition: PendingTransition) {
    guard duration > 0, let animator = transition.view.window?.animator, animator.areAnimationsEnabled,
      !AnimationScope.suppressesAnimations.get(), let g = group(in: animator)
    else { return }
    animator.startTransition(
      TransitionRecord(container: transition.view, group: g, kind: transition.kind, before: transition.before)
    )
  }
}

extension Animator {
  /// Records a transition, cancelling one already running on the same container.
  func startTransition(_ record: TransitionRecord) {
    let container = record.container
    if container.transitionIndex != nil { cancelTransition(of: container) }
    transitions.append(record)
    container.transitionIndex = Int32(transitions.count - 1)
    groups.trackCount[Int(record.group)] += 1
  }

  /// Ends the transition running on `container` now; its block reports `finished = false`.
  func cancelTransition(of container: View) {
    guard let i = container.transitionIndex.map(Int.init) else { return }
    let g = transitions[i].group
    removeTransition(at: i)
    detachTrack(from: g)
  }

  func removeTransition(at i: Int) {
    transitions[i].container.transitionIndex = nil
    let last = transitions.count - 1
    if i != last {
      transitions[i] = transitions[last]
      transitions[i].container.transitionIndex = Int32(i)
    }
    transitions.removeLast()
  }

  /// Drops transitions whose group has ended.
  func dropEndedTransitions() {
    var i = 0
    while i < transitions.count {
      let g = transitions[i].group
      if groups.state[Int(g)] == .ended {
        removeTransition(at: i)
        releaseTrack(of: g)
      } else {
        i += 1
      }
    }
  }

  /// The eased progress of the transition on `container`, or `nil` when none runs.
  func transitionProgress(_ i: Int) -> Double? {
    let g = Int(transitions[i].group)
    switch groups.state[g] {
    case .live: return groups.timing[g].progress(at: now) ?? nil
    case .recording: return 0
    case .paused: return groups.eased[g]
    case .ended, .free: return nil
    }
  }

  /// The latest end time among the animations running on `views` (transitions included), if later than now:
  /// when `View.transition(from:to:duration:options:completion:)` starts, given its container and `fromView`.
  ///
  /// ```swift
  /// View.animate(withDuration: 1) { card.alpha = 0 }
  /// window.animator.busyUntil([card])  // 1
  /// ```
  public func busyUntil(_ views: [View]) -> Double? {
    var latest = now
    func consider(_ group: Int32) {
      let g = Int(group)
      guard groups.state[g] == .live else { return }
      let end = groups.timing[g].end
      if end.isFinite { latest = max(latest, end) }
    }
    for view in views { forEachGroup(of: view, consider) }
    return latest > now ? latest : nil
  }
}
