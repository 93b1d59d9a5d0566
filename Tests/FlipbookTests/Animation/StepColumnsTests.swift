import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import FlipbookTiming
import Testing

/// A step reads each group's timing from a hot column (begin and duration for linear and named curves, the
/// single-play timing for curves with their own control points, the whole timing otherwise), four neighbours
/// at a time when they share a lane, and interpolates tracks over runs of one group: every value must be bit
/// for bit the whole timing's progress, whichever path computed it.
@MainActor
@Suite(.checksEngineInvariants) struct StepColumnsTests {
  /// Blocks of 1 to 12 views each, their curves mixed (linear runs, named, own control points).
  @Test func everyColumnAndLaneGivesTheWholeTimingsValue() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 64, height: 64))
    var random = SeededGenerator(seed: 5)
    func unit() -> Double { Double.random(in: 0..<1, using: &random) }
    var expected: [(view: View, timing: AnimationTiming, from: Double, to: Double)] = []
    for block in 0..<400 {
      let curve: CubicBezier
      switch block % 10 {
      case 0..<4: curve = .linear
      case 4: curve = .easeIn
      case 5: curve = .easeInEaseOut
      case 6: curve = CubicBezier(x1: 0.3, y1: 0.3, x2: 0.8, y2: 0.8)  // linear, other control points
      default: curve = CubicBezier(x1: unit(), y1: unit(), x2: unit(), y2: unit())
      }
      let timing = AnimationTiming(begin: unit() * 0.2, duration: 0.5 + unit(), curve: curve)
      var views: [View] = []
      for _ in 0..<(1 + block % 12) {
        let view = View(frame: Rect(x: 0, y: 0, width: 1, height: 1))
        view.alpha = unit()
        window.addSubview(view)
        views.append(view)
      }
      let targets = views.map { _ in unit() }
      for (view, target) in zip(views, targets) { expected.append((view, timing, view.alpha, target)) }
      View.animate(withDuration: timing.duration, delay: timing.begin, options: []) {
        View.setAnimationTimingCurve(.cubicBezier(curve))
        for (view, target) in zip(views, targets) { view.alpha = target }
      }
    }
    for k in 1..<40 {
      let t = Double(k) / 30
      window.step(to: t)
      for (view, timing, from, to) in expected {
        let progress = timing.progress(at: t) ?? 1
        let value = min(max(from + (to - from) * progress, 0), 1)
        #expect(view.presentation.alpha.bitPattern == value.bitPattern)
      }
    }
  }
}
