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

  /// A step of more groups and tracks than ``TableSplit/minimumCount`` eases the groups and interpolates the
  /// tracks in ranges on several threads: each view's own block (alpha, one group per view: the per-track
  /// loop) and blocks of eight (center: runs of one group), some ended by the later steps (the live-track
  /// loop). The frame must not depend on the split: every value is bit for bit the whole timing's.
  @Test func largeTablesSplitAcrossThreadsGiveTheWholeTimingsValues() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 64, height: 64))
    var random = SeededGenerator(seed: 11)
    func unit() -> Double { Double.random(in: 0..<1, using: &random) }
    let curves: [CubicBezier] = [.linear, .easeIn, .easeInEaseOut, .easeOut]
    func curve(_ k: Int) -> CubicBezier {
      k % 5 < 4 ? curves[k % 5] : CubicBezier(x1: unit(), y1: unit(), x2: unit(), y2: unit())
    }
    let count = 8 * 8_200  // 65 600 alpha tracks in as many groups, 8 200 center groups: 73 800 groups
    #expect(count >= 65_536)
    var views: [View] = []
    var fades: [(timing: AnimationTiming, from: Double, to: Double)] = []
    for i in 0..<count {
      let view = View(frame: Rect(x: 0, y: 0, width: 1, height: 1))
      view.alpha = unit()
      window.addSubview(view)
      views.append(view)
      let bezier = curve(i)
      let timing = AnimationTiming(begin: unit() * 0.2, duration: 0.05 + unit(), curve: bezier)
      let target = unit()
      fades.append((timing, view.alpha, target))
      View.animate(withDuration: timing.duration, delay: timing.begin, options: []) {
        View.setAnimationTimingCurve(.cubicBezier(bezier))
        view.alpha = target
      }
    }
    var moves: [(timing: AnimationTiming, from: Point, to: Point)] = []
    for block in 0..<count / 8 {
      let bezier = curve(block)
      let timing = AnimationTiming(begin: unit() * 0.2, duration: 0.05 + unit(), curve: bezier)
      let members = views[block * 8..<block * 8 + 8]
      let targets = members.map { _ in Point(x: unit() * 64, y: unit() * 64) }
      for (view, target) in zip(members, targets) { moves.append((timing, view.center, target)) }
      View.animate(withDuration: timing.duration, delay: timing.begin, options: []) {
        View.setAnimationTimingCurve(.cubicBezier(bezier))
        for (view, target) in zip(members, targets) { view.center = target }
      }
    }
    for t in [0.1, 0.45, 0.8, 1.1] {
      window.step(to: t)
      let nodes = window.renderSnapshot().nodes
      var mismatches = 0
      for i in 0..<count {
        let values = nodes[i + 1].values
        let fade = fades[i]
        let alpha = min(
          max(fade.from.interpolated(to: fade.to, fraction: fade.timing.progress(at: t) ?? 1), 0), 1)
        let move = moves[i]
        let center = move.from.interpolated(to: move.to, fraction: move.timing.progress(at: t) ?? 1)
        if values.alpha.bitPattern != alpha.bitPattern || values.center.x.bitPattern != center.x.bitPattern
          || values.center.y.bitPattern != center.y.bitPattern
        {
          mismatches += 1
        }
      }
      #expect(mismatches == 0, "at \(t) s")
    }
  }
}
