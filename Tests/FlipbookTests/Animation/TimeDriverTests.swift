import Flipbook
import FlipbookGeometry
import FlipbookTiming
import Testing

/// Time drivers (`Animator.drive(until:every:_:)`): ticks at frame times and at the end, before anything else
/// due at their time, whichever times are observed.
@MainActor
@Suite struct TimeDriverTests {
  /// Two drivers writing one value (one from 0.1 s to 0.55 s, one from 0.3 s to 0.8 s) and a callback at
  /// 0.55 s that records the value; the record and the value at `end`, stepping through `observed` first.
  func run(observing observed: [Double], end: Double) -> (seen: Double?, value: Double) {
    let scene = TestScene()
    let animator = scene.window.animator
    let rate = FrameRate(numerator: 10)
    var value = -1.0
    var seen: Double?
    animator.schedule(at: 0.1) {
      animator.drive(until: 0.55, every: rate) { t in value = t >= 0.55 ? 100 : t }
    }
    animator.schedule(at: 0.3) {
      animator.drive(until: 0.8, every: rate) { t in value = t >= 0.8 ? 200 : 10 + t }
    }
    animator.schedule(at: 0.55) { seen = value }
    for time in observed { scene.window.step(to: time) }
    scene.window.step(to: end)
    return (seen, value)
  }

  @Test func aDriverSetsItsEndValueBeforeAnEventAtItsEnd() {
    // The first driver ends at 0.55 s: its final value is set before the callback at 0.55 s reads it, even
    // though the second driver's tick at 0.5 s came last among the frames; at 0.6 s the second one ticks.
    let sixth = 10 + FrameRate(numerator: 10).time(ofFrame: 6)
    let alone = run(observing: [], end: 0.6)
    #expect(alone.seen == 100 && alone.value == sixth)
    let framed = run(observing: [0.1, 0.2, 0.3, 0.4, 0.5], end: 0.6)
    #expect(framed.seen == 100 && framed.value == sixth)
  }

  @Test func whatAFrameSeesDoesNotDependOnTheFramesBefore() {
    let times = stride(from: 0.0, through: 1.0, by: 0.05).map { $0 }
    for end in times {
      let alone = run(observing: [], end: end)
      let framed = run(observing: times.filter { $0 < end }, end: end)
      #expect(alone.value == framed.value, "at \(end)")
      #expect(alone.seen == framed.seen, "at \(end)")
    }
    // After both ends: the later driver's exact final value.
    #expect(run(observing: [], end: 1).value == 200)
    // Between frames the last frame's tick shows: at 0.75 s the second driver's tick at 0.7 s.
    #expect(run(observing: [], end: 0.75).value == 10 + FrameRate(numerator: 10).time(ofFrame: 7))
  }
}
