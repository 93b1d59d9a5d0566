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
    View.transition(
      from: fromView, to: toView, duration: transition.duration, options: options, timingCurve: customCurve,
      completion: completion(running: transition.completion))
  }
}
