import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

@MainActor
@Suite(.checksEngineInvariants) struct CompletionTests {
  @Test func completionRunsOnceAtTheExactEndWithFinished() {
    let scene = TestScene()
    let log = CompletionLog(scene.window)
    View.animate(
      withDuration: 0.3, delay: 0.05, options: [],
      animations: {
        scene.box.alpha = 0
        scene.box.center = .zero
      }, completion: log.record)
    scene.window.step(to: 0.2)
    #expect(log.calls.isEmpty)
    scene.window.step(to: 1)
    #expect(log.calls.count == 1)
    #expect(log.calls[0].finished)
    #expect(isClose(log.calls[0].time, 0.35, 1e-12))
  }

  @Test func animationsStartedInACompletionBeginAtTheExactEndTime() {
    let scene = TestScene()
    View.animate(
      withDuration: 0.25, delay: 0, options: .curveLinear, animations: { scene.box.alpha = 0 },
      completion: { _ in
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { scene.box.alpha = 1 }
      })
    // Frames at 0.2 and 0.3: the second animation began at 0.25, not 0.3.
    #expect(isClose(scene.alpha(at: 0.2), 0.2, 1e-6))
    #expect(isClose(scene.alpha(at: 0.3), 0.05, 1e-6))
  }

  @Test func zeroDurationAppliesAtOnceAndCompletesFinished() {
    let scene = TestScene()
    let log = CompletionLog(scene.window)
    scene.window.step(to: 2)
    View.animate(
      withDuration: 0, delay: 0, options: [], animations: { scene.box.alpha = 0.4 }, completion: log.record)
    #expect(scene.box.presentation.alpha == 0.4)
    #expect(log.calls.isEmpty)  // deferred to the next step, as UIKit defers to the next run loop
    scene.window.step(to: 2.5)
    #expect(log.calls.count == 1)
    #expect(log.calls[0].finished && log.calls[0].time == 2)
  }

  @Test func aBlockThatAnimatesNothingCompletesAtOnce() {
    let scene = TestScene()
    let log = CompletionLog(scene.window)
    View.animate(
      withDuration: 1, delay: 0, options: [], animations: { scene.box.isHidden = true },
      completion: log.record)
    #expect(scene.box.isHidden)
    scene.window.step(to: 0.1)
    #expect(log.calls.map(\.finished) == [true])
    #expect(log.calls.first?.time == 0)
  }

  @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() {
    let scene = TestScene()
    let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let third = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    scene.window.addSubview(other)
    scene.window.addSubview(third)
    View.animate(withDuration: 2, delay: 0, options: .curveLinear) {
      scene.box.alpha = 0
      View.animate(withDuration: 10, delay: 0, options: .curveEaseIn) { other.alpha = 0 }
      View.animate(withDuration: 1, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve])
      {
        third.alpha = 0
      }
    }
    scene.window.step(to: 0.5)
    #expect(isClose(scene.box.presentation.alpha, 0.75, 1e-6))
    #expect(isClose(other.presentation.alpha, 0.75, 1e-6))  // inherited 2 s, linear
    #expect(isClose(third.presentation.alpha, 0.5, 1e-6))  // own 1 s, own ease-in-out: 0.5 at x = 0.5
  }

  @Test func nestedBlocksStartWithTheirParentAfterItsDelay() {
    let scene = TestScene()
    let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    scene.window.addSubview(other)
    View.animate(withDuration: 1, delay: 1, options: .curveLinear) {
      scene.box.alpha = 0
      View.animate(withDuration: 1, delay: 0.5, options: []) { other.alpha = 0 }
    }
    #expect(scene.alpha(at: 1.5) == 0.5)
    #expect(other.presentation.alpha == 1)  // begins at 1 + 0.5
    scene.window.step(to: 2)
    #expect(isClose(other.presentation.alpha, 0.5, 1e-6))
  }

  @Test func blocksEndingTogetherCompleteInTheOrderTheyBegan() {
    // The outer block begins before the blocks nested in it but is committed after them; all three end at
    // 1 s, and complete outer first, then the nested ones in the order they began.
    let scene = TestScene()
    let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    scene.window.addSubview(other)
    var order: [String] = []
    scene.window.perform {
      View.animate(
        withDuration: 1, delay: 0, options: [],
        animations: {
          View.animate(
            withDuration: 1, delay: 0, options: [], animations: { other.alpha = 0 },
            completion: { _ in order.append("first nested") })
          scene.box.alpha = 0
          View.animate(
            withDuration: 1, delay: 0, options: [], animations: { other.center = .zero },
            completion: { _ in order.append("second nested") })
        }, completion: { _ in order.append("outer") })
    }
    scene.window.step(to: 2)
    #expect(order == ["outer", "first nested", "second nested"])
  }

  @Test func animationsDisabledApplyAtOnceButStillComplete() {
    let scene = TestScene()
    let log = CompletionLog(scene.window)
    scene.window.perform {
      View.setAnimationsEnabled(false)
      #expect(!View.areAnimationsEnabled)
      View.animate(
        withDuration: 1, delay: 0, options: [], animations: { scene.box.alpha = 0 }, completion: log.record)
      View.setAnimationsEnabled(true)
    }
    #expect(scene.box.presentation.alpha == 0)
    scene.window.step(to: 0.01)
    #expect(log.calls.map(\.finished) == [true])
  }

  @Test func performWithoutAnimationExemptsChangesInsideABlock() {
    let scene = TestScene()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      scene.box.alpha = 0
      View.performWithoutAnimation { scene.box.center = Point(x: 300, y: 10) }
    }
    scene.window.step(to: 0.5)
    #expect(scene.box.presentation.center == Point(x: 300, y: 10))
    #expect(isClose(scene.box.presentation.alpha, 0.5, 1e-6))
    #expect(View.areAnimationsEnabled)
  }

  @Test func layoutSubviewsOptionAnimatesLayoutChanges() {
    final class Stretchy: View {
      let child = View(frame: .zero)
      override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(child)
      }
      override func layoutSubviews() { child.frame = bounds }
    }
    let window = TestWindow(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let parent = Stretchy(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(parent)
    parent.layoutIfNeeded()
    View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .layoutSubviews]) {
      parent.bounds = Rect(x: 0, y: 0, width: 300, height: 100)
    }
    window.step(to: 0.5)
    #expect(isClose(parent.child.presentation.bounds.size.width, 200, 1e-6))
  }
}
