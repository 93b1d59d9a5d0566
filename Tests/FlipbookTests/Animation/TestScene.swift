import Flipbook
import FlipbookGeometry
import FlipbookTestSupport

/// A window with one 100×100 view at the origin, for animation tests.
@MainActor
struct TestScene {
  let window = TestWindow(frame: Rect(x: 0, y: 0, width: 400, height: 300))
  let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))

  init() { window.addSubview(box) }

  /// Steps to `time` and returns the box's presentation alpha.
  func alpha(at time: Double) -> Double {
    window.step(to: time)
    return box.presentation.alpha
  }

  /// Steps to `time` and returns the x of the box's presentation center.
  func centerX(at time: Double) -> Double {
    window.step(to: time)
    return box.presentation.center.x
  }
}

/// Records completion calls with the time they ran at.
@MainActor
final class CompletionLog {
  var calls: [(finished: Bool, time: Double)] = []
  let window: Window
  init(_ window: Window) { self.window = window }
  func record(_ finished: Bool) { calls.append((finished, window.time)) }
}
