import Flipbook
import FlipbookTiming

extension TimelinePlayer {
  /// `transition`: `View.transition(with:duration:options:animations:completion:)` on the container.
  func runTransition(_ transition: TransitionBlock) {
    guard let container = lookUp(transition.view) else { return }
    let (options, customCurve) = Self.curveOptions(
      transition.curve, transition.options.union(transition.type.option))
    View.transition(
      with: container, duration: transition.duration, options: options,
      animations: {
        if let customCurve { View.setAnimationTimingCurve(customCurve) }
        self.runItems(transition.changes)
      },
      completion: completion(running: transition.completion))
  }

  /// `transitionFrom`: `View.transition(from:to:duration:options:completion:)`. `to` takes `from`'s place in
  /// `from`'s superview (or, with `showHideTransitionViews`, `from` is hidden and `to` shown); the engine
  /// starts it when animations in flight on `from` or the container have ended.
  func runTransitionFrom(_ transition: TransitionFromBlock) {
    let toView: View
    let toName: String
    let toReference: ViewReference
    switch transition.to {
    case .new(let tree):
      guard let top = makeViews(tree).first else { return }
      (toView, toName, toReference) = (top, tree.first?.id ?? "new view", transition.from)
    case .existing(let reference):
      guard let found = lookUp(reference) else { return }
      (toView, toName, toReference) = (found, reference.id, reference)
    }
    guard let fromView = lookUp(transition.from), requireSuperview(fromView, transition.from),
      let container = fromView.superview
    else { return }
    if !transition.options.contains(.showHideTransitionViews) {
      guard checkNoCycle(toView, toName, into: container, toReference) else { return }
    } else if case .existing(let reference) = transition.to, toView.superview == nil {
      report(HierarchyMessages.noSuperview(reference.id, at: now), at: reference.source)
    }
    let (options, customCurve) = Self.curveOptions(
      transition.curve, transition.options.union(transition.type.option))
    // While runs are recorded, the start the engine defers (it waits for animations in flight) is
    // bracketed by two events at its time, scheduled just before and just after it: events at one time run
    // in the order scheduled, so the groups started between them are this step's.
    let deferred = runs.flatMap { _ in window.animator.busyUntil([container, fromView]) }
    let bracket = DeferredStart(run: runs?.count ?? 0)  // the running step's record comes next
    if let deferred {
      window.animator.schedule(at: deferred) { [weak self] in
        guard let self else { return }
        bracket.open(window.animator)
      }
    }
    View.transition(
      from: fromView, to: toView, duration: transition.duration, options: options, timingCurve: customCurve,
      completion: completion(running: transition.completion))
    if let deferred {
      window.animator.schedule(at: deferred) { [weak self] in
        guard let self else { return }
        let started = bracket.close(window.animator)
        runs?[bracket.run].startedGroups += started
        if started.isEmpty && fromView.superview !== container {
          runs?[bracket.run].cancelledBeforeStart = true
        }
      }
    }
  }
}

/// The groups the engine starts for a step at a later event (see ``TimelinePlayer/runTransitionFrom(_:)``).
@MainActor
private final class DeferredStart {
  let run: Int
  var outer: [AnimationTiming]?
  var count = 0

  init(run: Int) { self.run = run }

  func open(_ animator: Animator) {
    outer = animator.startedGroups
    count = outer?.count ?? 0
    if outer == nil { animator.startedGroups = [] }
  }

  func close(_ animator: Animator) -> [AnimationTiming] {
    let started = Array((animator.startedGroups ?? []).dropFirst(count))
    animator.startedGroups = outer.map { $0 + started }
    return started
  }
}
