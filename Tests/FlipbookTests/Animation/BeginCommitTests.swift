import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

@MainActor
final class DelegateLog: AnimationDelegate {
  var events: [String] = []
  let window: Window
  init(_ window: Window) { self.window = window }
  func animationWillStart(_ id: String?, context: Any?) {
    events.append("start \(id ?? "-") \(context as? Int ?? -1) @\(window.time)")
  }
  func animationDidStop(_ id: String?, finished: Bool, context: Any?) {
    events.append("stop \(id ?? "-") \(finished) \(context as? Int ?? -1) @\(window.time)")
  }
}

@MainActor
@Suite(.checksEngineInvariants) struct BeginCommitTests {
  @Test func defaultsAreTwoTenthsOfASecondEaseInOut() {
    let scene = TestScene()
    scene.window.perform {
      View.beginAnimations("fade", context: nil)
      scene.box.alpha = 0
      View.commitAnimations()
    }
    #expect(isClose(scene.alpha(at: 0.05), 1 - 0.129162, 1e-6))  // x = 0.25 of 0.2 s
    #expect(scene.alpha(at: 0.2) == 0)
  }

  @Test func settersConfigureTheInnermostBlockEvenAfterTheChanges() {
    let scene = TestScene()
    scene.window.perform {
      View.beginAnimations(nil, context: nil)
      scene.box.alpha = 0
      View.setAnimationDuration(2)
      View.setAnimationDelay(1)
      View.setAnimationCurve(.linear)
      View.setAnimationRepeatCount(1.5)
      View.setAnimationRepeatAutoreverses(true)
      View.commitAnimations()
    }
    #expect(scene.alpha(at: 0.9) == 1)
    #expect(isClose(scene.alpha(at: 2), 0.5, 1e-6))
    #expect(isClose(scene.alpha(at: 3.5), 0.25, 1e-6))  // back leg, u = 0.75
    #expect(isClose(scene.alpha(at: 5.5), 0.75, 1e-6))  // third leg forward, u = 0.25
    #expect(scene.alpha(at: 7) == 0)
  }

  @Test func startDateIsATimelineTime() {
    let scene = TestScene()
    scene.window.perform {
      View.beginAnimations(nil, context: nil)
      View.setAnimationStartDate(3)
      View.setAnimationDuration(1)
      View.setAnimationCurve(.linear)
      scene.box.alpha = 0
      View.commitAnimations()
    }
    #expect(scene.alpha(at: 2.9) == 1)
    #expect(isClose(scene.alpha(at: 3.5), 0.5, 1e-6))
  }

  @Test func delegateHearsStartAndStopWithIDAndContext() {
    let scene = TestScene()
    let log = DelegateLog(scene.window)
    scene.window.perform {
      View.beginAnimations("slide", context: 7)
      View.setAnimationDelegate(log)
      View.setAnimationDelay(0.5)
      View.setAnimationDuration(1)
      scene.box.center = Point(x: 10, y: 10)
      View.commitAnimations()
    }
    scene.window.step(to: 3)
    #expect(log.events == ["start slide 7 @0.5", "stop slide true 7 @1.5"])
  }

  @Test func beginsFromCurrentStateSetter() {
    let scene = TestScene()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) { scene.box.alpha = 0 }
    scene.window.step(to: 0.5)
    scene.window.perform {
      View.beginAnimations(nil, context: nil)
      View.setAnimationBeginsFromCurrentState(true)
      View.setAnimationCurve(.linear)
      View.setAnimationDuration(1)
      scene.box.alpha = 1
      View.commitAnimations()
    }
    #expect(isClose(scene.alpha(at: 1.0), 0.75, 1e-6))
  }

  @Test func settersDoNothingOutsideABlock() {
    let scene = TestScene()
    scene.window.perform {
      View.setAnimationDuration(5)
      View.setAnimationRepeatCount(3)
      View.commitAnimations()  // no open block: ignored
    }
    scene.box.alpha = 0
    #expect(scene.box.presentation.alpha == 0)
    #expect(View.inheritedAnimationDuration == 0)
  }

  @Test func nestedBeginCommitBlocksAreIndependent() {
    let scene = TestScene()
    let other = View(frame: Rect(x: 0, y: 0, width: 1, height: 1))
    scene.window.addSubview(other)
    scene.window.perform {
      View.beginAnimations("outer", context: nil)
      View.setAnimationDuration(1)
      View.setAnimationCurve(.linear)
      scene.box.alpha = 0
      View.beginAnimations("inner", context: nil)
      View.setAnimationDuration(2)
      View.setAnimationCurve(.linear)
      other.alpha = 0
      View.commitAnimations()
      View.commitAnimations()
    }
    scene.window.step(to: 0.5)
    #expect(isClose(scene.box.presentation.alpha, 0.5, 1e-6))
    #expect(isClose(other.presentation.alpha, 0.75, 1e-6))
  }
}
