import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

@MainActor
@Suite(.checksEngineInvariants) struct TransitionTests {
  let window = TestWindow(frame: Rect(x: 0, y: 0, width: 200, height: 200))
  let container = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
  let front = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  let back = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))

  init() {
    window.addSubview(container)
    container.addSubview(front)
    front.backgroundColor = .red
    back.backgroundColor = .blue
  }

  private func transition(in snapshot: RenderSnapshot) -> TransitionSnapshot? {
    guard let index = snapshot.nodes.lazy.compactMap(\.transition).first else { return nil }
    return snapshot.transitions[Int(index)]
  }

  @Test func transitionWithViewCarriesTheBeforePictureAndEasedProgress() {
    var finished: Bool?
    View.transition(
      with: container, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
      animations: {
        front.removeFromSuperview()
        container.addSubview(back)
      }, completion: { finished = $0 })
    #expect(container.subviews.count == 1 && container.subviews[0] === back)  // the model changed at once
    window.step(to: 0.25)
    let t = transition(in: window.renderSnapshot())
    #expect(t?.kind == .flipFromLeft)
    #expect(t.map { isClose($0.progress, 0.25, 1e-6) } == true)
    // Before-picture: the container (first node) with the red front view.
    #expect(t?.before.nodes.count == 2)
    #expect(t?.before.nodes[1].backgroundColor == .red)
    window.step(to: 1)
    #expect(transition(in: window.renderSnapshot()) == nil)
    #expect(finished == true)
    #expect(!container.isAnimating)
    #expect(window.animator.runningAnimationCount == 0)
    #expect(window.animator.activeGroupCount == 0)
  }

  @Test func curveOptionShapesTheProgress() {
    View.transition(
      with: container, duration: 2, options: [.transitionCrossDissolve, .curveEaseIn], animations: {},
      completion: nil)
    window.step(to: 0.5)
    #expect(transition(in: window.renderSnapshot()).map { isClose($0.progress, 0.093465, 1e-6) } == true)
  }

  @Test func propertyChangesApplyAtOnceWithoutAllowAnimatedContent() {
    View.transition(
      with: container, duration: 1, options: .transitionCurlUp, animations: { front.alpha = 0.2 },
      completion: nil)
    window.step(to: 0.5)
    #expect(front.presentation.alpha == 0.2)
    let animated = View(frame: .zero)
    container.addSubview(animated)
    View.transition(
      with: container, duration: 1, options: [.transitionCurlUp, .allowAnimatedContent, .curveLinear],
      animations: { animated.alpha = 0 }, completion: nil)
    window.step(to: 1)
    #expect(isClose(animated.presentation.alpha, 0.5, 1e-6))
  }

  @Test func aNewTransitionOnTheSameContainerReplacesTheOld() {
    var first: Bool?
    View.transition(
      with: container, duration: 1, options: .transitionFlipFromTop, animations: {},
      completion: { first = $0 })
    window.step(to: 0.5)
    View.transition(
      with: container, duration: 1, options: .transitionFlipFromBottom, animations: {}, completion: nil)
    window.step(to: 0.6)
    #expect(first == false)
    #expect(transition(in: window.renderSnapshot())?.kind == .flipFromBottom)
  }

  @Test func transitionFromToReplacesTheViewInItsPlace() {
    let sibling = View(frame: .zero)
    container.addSubview(sibling)
    var finished: Bool?
    View.transition(from: front, to: back, duration: 0.5, options: .transitionCurlDown) { finished = $0 }
    #expect(front.superview == nil)
    #expect(container.subviews.first === back && container.subviews.last === sibling)
    window.step(to: 0.25)
    #expect(transition(in: window.renderSnapshot())?.kind == .curlDown)
    window.step(to: 0.5)
    #expect(finished == true)
  }

  @Test func showHideTransitionViewsHidesAndShows() {
    container.addSubview(back)
    back.isHidden = true
    View.transition(
      from: front, to: back, duration: 0.5, options: [.transitionFlipFromRight, .showHideTransitionViews])
    #expect(front.isHidden && !back.isHidden)
    #expect(front.superview === container)
  }

  @Test func transitionFromWaitsForAnAnimationInFlight() {
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) { front.alpha = 0.5 }
    View.transition(from: front, to: back, duration: 1, options: .transitionCrossDissolve)
    #expect(front.superview === container)  // not yet: the fade is in flight
    window.step(to: 0.5)
    #expect(front.superview === container)
    window.step(to: 1.25)
    #expect(back.superview === container && front.superview == nil)
    let t = transition(in: window.renderSnapshot())
    // started at 1.0, ease-in-out at x = 0.25
    #expect(t.map { isClose($0.progress, 0.129162, 1e-6) } == true)
  }

  @Test func zeroDurationTransitionsJustChange() {
    var finished: Bool?
    View.transition(
      with: container, duration: 0, options: .transitionFlipFromLeft, animations: { front.isHidden = true },
      completion: { finished = $0 })
    window.step(to: 0)
    #expect(front.isHidden && finished == true)
    #expect(transition(in: window.renderSnapshot()) == nil)
  }

  @Test func legacyBeginCommitTransition() {
    window.perform {
      View.beginAnimations("flip", context: nil)
      View.setAnimationDuration(1)
      View.setAnimationCurve(.linear)
      View.setAnimationTransition(.flipFromRight, for: container, cache: true)
      front.removeFromSuperview()
      container.addSubview(back)
      View.commitAnimations()
    }
    window.step(to: 0.75)
    let t = transition(in: window.renderSnapshot())
    #expect(t?.kind == .flipFromRight)
    #expect(t.map { isClose($0.progress, 0.75, 1e-6) } == true)
    #expect(t?.before.nodes[1].backgroundColor == .red)
  }
}

/// Each kind's option is UIKit's `UIViewAnimationOptionTransition…` value, and the option field decodes back
/// to the kind; the format names are the case names.
@Test func transitionKindsCarryUIKitsOptionValues() {
  let expected: [(TransitionKind, AnimationOptions, String)] = [
    (.flipFromLeft, .transitionFlipFromLeft, "flipFromLeft"),
    (.flipFromRight, .transitionFlipFromRight, "flipFromRight"),
    (.curlUp, .transitionCurlUp, "curlUp"), (.curlDown, .transitionCurlDown, "curlDown"),
    (.crossDissolve, .transitionCrossDissolve, "crossDissolve"),
    (.flipFromTop, .transitionFlipFromTop, "flipFromTop"),
    (.flipFromBottom, .transitionFlipFromBottom, "flipFromBottom"),
  ]
  #expect(expected.count == TransitionKind.allCases.count)
  for (kind, option, name) in expected {
    #expect(kind.option == option)
    #expect(AnimationOptions([option, .curveLinear]).transition == kind)
    #expect(kind.name == name && TransitionKind(name: name) == kind)
  }
  #expect(TransitionKind(name: "flip") == nil)
}
