import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import FlipbookTiming
import Testing

/// `StaggerPlan`, the calls a staggered animation makes, and `Animator.startedGroups`, the engine's record
/// of the groups it starts, which plans are compared with.
@MainActor
@Suite(.checksEngineInvariants) struct StaggerPlanTests {
  @Test func eachTargetStartsAtItsOffsetAndOneCallIsMadeWithoutTargets() {
    let plan = StaggerPlan(delay: 0.5, stagger: Stagger(spacing: .each(0.25), origin: .end), count: 3)
    #expect(plan.delays == [1, 0.75, 0.5])
    #expect(plan.latestDelay == 1)
    var calls: [(Int?, Double)] = []
    plan.run(completion: nil) { target, delay, done in
      calls.append((target, delay))
      #expect(done == nil)
    }
    #expect(calls.map(\.0) == [0, 1, 2])
    #expect(calls.map(\.1) == [1, 0.75, 0.5])
    calls = []
    StaggerPlan(delay: 0.5, stagger: Stagger(spacing: .each(1)), count: 0).run(completion: nil) {
      target, delay, _ in calls.append((target, delay))
    }
    #expect(calls.count == 1 && calls[0].0 == nil && calls[0].1 == 0.5)
  }

  @Test func theJoinedCompletionRunsOnceAfterTheLastCallFinishedOnlyIfAllDid() {
    var reports: [Bool] = []
    let done = StaggerPlan.joined(count: 3) { reports.append($0) }
    done?(true)
    done?(false)
    #expect(reports.isEmpty)
    done?(true)
    #expect(reports == [false])
    #expect(StaggerPlan.joined(count: 2, nil) == nil)
  }

  @Test func theSwiftStaggerAPIStartsAGroupPerViewAtItsPlannedDelay() {
    let scene = TestScene()
    let boxes = (0..<3).map { _ in View(frame: Rect(x: 0, y: 0, width: 10, height: 10)) }
    for box in boxes { scene.window.addSubview(box) }
    scene.window.animator.startedGroups = []
    var finished: [Bool] = []
    View.animate(
      withDuration: 1, delay: 0.2, stagger: Stagger(spacing: .each(0.1)), views: boxes,
      animations: { box, _ in box.alpha = 0 }, completion: { finished.append($0) })
    func rounded(_ x: Double) -> Double { (x * 1e9).rounded() / 1e9 }
    let groups = scene.window.animator.startedGroups ?? []
    #expect(groups.map { rounded($0.begin) } == [0.2, 0.3, 0.4])
    #expect(groups.map { rounded($0.end) } == [1.2, 1.3, 1.4])
    scene.window.step(to: 1.4)
    #expect(finished == [true])
  }

  /// Staggered springs and keyframes move each view as its own call with the planned delay would (the
  /// JSON's staggered `spring` and `animateKeyframes` blocks make those calls).
  @Test func springsAndKeyframesStaggerAsSeparateCallsWithThePlannedDelays() {
    let scene = TestScene()
    func boxes() -> [View] {
      (0..<3).map { _ in
        let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        scene.window.addSubview(box)
        return box
      }
    }
    let stagger = Stagger(spacing: .each(0.1))
    let (damped, bouncy, keyed) = (boxes(), boxes(), boxes())
    let (dampedAlone, bouncyAlone, keyedAlone) = (boxes(), boxes(), boxes())
    View.animate(
      withDuration: 0.8, stagger: stagger, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
      views: damped
    ) { box, _ in box.center.x = 100 }
    View.animate(springDuration: 0.6, bounce: 0.3, stagger: stagger, views: bouncy) { box, _ in
      box.center.x = 100
    }
    View.animateKeyframes(withDuration: 1, stagger: stagger, views: keyed) { box, _ in
      View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.center.x = 100 }
      View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.center.x = 0 }
    }
    for i in 0..<3 {
      let delay = Double(i) * 0.1
      View.animate(
        withDuration: 0.8, delay: delay, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
        animations: { dampedAlone[i].center.x = 100 })
      View.animate(springDuration: 0.6, bounce: 0.3, delay: delay) { bouncyAlone[i].center.x = 100 }
      View.animateKeyframes(withDuration: 1, delay: delay) {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { keyedAlone[i].center.x = 100 }
        View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { keyedAlone[i].center.x = 0 }
      }
    }
    scene.window.step(to: 0.35)
    for (staggered, alone) in [(damped, dampedAlone), (bouncy, bouncyAlone), (keyed, keyedAlone)] {
      #expect(staggered.map(\.presentation.center.x) == alone.map(\.presentation.center.x))
      // Later views are behind: each started 0.1 s after the one before.
      #expect(Set(staggered.map(\.presentation.center.x)).count == 3)
    }
  }
}
