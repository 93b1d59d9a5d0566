import Flipbook

// STAND-IN for the engine's transition API, which does not exist yet. Everything transition-specific the
// player does is in this file, to be rewired to `View.transition(with:duration:options:animations:completion:)`
// and `View.transition(from:to:duration:options:completion:)` once they exist.
//
// For now a transition applies its effect at once, without animation, and its completion runs `duration`
// seconds later with finished = true. The validator (`HierarchySimulation+Transitions.swift`) assumes the
// same timing.

extension TimelinePlayer {
  /// `transition`: the changes apply at once (no animation); the completion runs after `duration`.
  func runTransition(_ transition: TransitionBlock) {
    _ = lookUp(transition.view)
    View.performWithoutAnimation { runItems(transition.changes) }
    scheduleTransitionCompletion(transition.completion, after: transition.duration)
  }

  /// `transitionFrom`: `to` takes `from`'s place in `from`'s superview and `from` is removed; with
  /// `showHideTransitionViews`, `from` is hidden and `to` shown instead. The completion runs after `duration`.
  func runTransitionFrom(_ transition: TransitionFromBlock) {
    defer { scheduleTransitionCompletion(transition.completion, after: transition.duration) }
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
    if transition.options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
      return
    }
    guard checkNoCycle(toView, toName, into: container, toReference) else { return }
    container.insertSubview(toView, aboveSubview: fromView)
    fromView.removeFromSuperview()
  }

  private func scheduleTransitionCompletion(_ steps: [Step], after duration: Double) {
    let end = now + max(duration, 0)
    window.animator.schedule(at: end) { [weak self] in self?.complete(steps, finished: true) }
  }
}
