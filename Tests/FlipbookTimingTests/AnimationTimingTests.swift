import FlipbookTestSupport
import FlipbookTiming
import Testing

private func linear(
  begin: Double = 0, duration: Double = 1, repeatCount: Double = 0, autoreverses: Bool = false
) -> AnimationTiming {
  AnimationTiming(
    begin: begin, duration: duration, repeatCount: repeatCount, autoreverses: autoreverses, curve: .linear)
}

@Test func activeDurationAndEnd() {
  #expect(linear(begin: 1, duration: 2).activeDuration == 2)
  #expect(linear(begin: 1, duration: 2).end == 3)
  #expect(linear(duration: 2, repeatCount: 3).activeDuration == 6)
  #expect(linear(duration: 2, autoreverses: true).activeDuration == 4)
  #expect(linear(duration: 2, repeatCount: 2.5, autoreverses: true).activeDuration == 10)
  #expect(linear(duration: 2, repeatCount: .infinity).end == .infinity)
}

@Test func singlePlayEdges() {
  let timing = linear(begin: 1, duration: 2)
  #expect(timing.progress(at: 0) == 0)  // before begin: the from value
  #expect(timing.progress(at: 1) == 0)  // exactly at begin: u = 0
  #expect(timing.progress(at: 1.5) == 0.25)
  #expect(timing.progress(at: 2) == 0.5)
  #expect(isClose(timing.progress(at: 2.999), 0.9995))  // just before the end
  #expect(timing.progress(at: 3) == nil)  // exactly at the end: over
  #expect(timing.progress(at: 100) == nil)
}

@Test func delayShowsTheFromValueWithAnyCurve() {
  let timing = AnimationTiming(
    begin: 0.2, duration: 0.6, curve: CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5))
  #expect(timing.progress(at: 0) == 0)
  #expect(timing.progress(at: 0.19) == 0)
  #expect(timing.progress(at: 0.2) == 0)
  #expect(timing.progress(at: 0.8) == nil)
}

@Test func autoreverseLegBoundaries() {
  // d = 1, one cycle forward then back: A = 2.
  let timing = linear(begin: 0, duration: 1, autoreverses: true)
  #expect(timing.progress(at: 0) == 0)
  #expect(timing.progress(at: 0.25) == 0.25)
  #expect(timing.progress(at: 1) == 1)  // leg 1 starts: u = 1 − 0 = 1
  #expect(timing.progress(at: 1.25) == 0.75)
  #expect(isClose(timing.progress(at: 1.999), 0.001))
  #expect(timing.progress(at: 2) == nil)
}

@Test func wholeRepeatsRestartAtEachCycle() {
  let timing = linear(begin: 0, duration: 1, repeatCount: 3)
  #expect(timing.progress(at: 0.5) == 0.5)
  #expect(timing.progress(at: 1) == 0)  // new cycle jumps back to the start
  #expect(timing.progress(at: 2.75) == 0.75)
  #expect(timing.progress(at: 3) == nil)
}

@Test func repeatTwoAndAHalfWithAutoreverseEndsAfterAForwardLeg() {
  // A = 2 s × 2.5 × 2 = 10 s: legs forward [0,2), back [2,4), forward [4,6), back [6,8), forward [8,10).
  let timing = linear(begin: 0, duration: 2, repeatCount: 2.5, autoreverses: true)
  #expect(timing.progress(at: 3) == 0.5)  // back leg: u = 1 − 0.5
  #expect(timing.progress(at: 6) == 1)  // leg 3 (back) starts at the to value
  #expect(timing.progress(at: 7.5) == 0.25)  // leg 3: 1 − 0.75
  #expect(timing.progress(at: 8) == 0)  // leg 4 (forward) starts at the from value
  #expect(timing.progress(at: 9) == 0.5)  // mid forward leg
  #expect(isClose(timing.progress(at: 9.998), 0.999))
  #expect(timing.progress(at: 10) == nil)
}

@Test func repeatThreeAndAHalfWithoutAutoreverse() {
  // A = 3.5 d; at 3.25 d the phase is 0.25.
  let timing = linear(begin: 0, duration: 2, repeatCount: 3.5)
  #expect(timing.progress(at: 6.5) == 0.25)
  #expect(timing.progress(at: 6) == 0)
  #expect(isClose(timing.progress(at: 6.999), 0.4995))
  #expect(timing.progress(at: 7) == nil)
}

@Test func halfRepeatWithAutoreverseIsTheForwardLegOnly() {
  // A = d × 0.5 × 2 = d.
  let timing = linear(begin: 1, duration: 4, repeatCount: 0.5, autoreverses: true)
  #expect(timing.activeDuration == 4)
  #expect(timing.progress(at: 3) == 0.5)
  #expect(isClose(timing.progress(at: 4.996), 0.999))
  #expect(timing.progress(at: 5) == nil)
}

@Test func backwardLegAppliesTheCurveToTheReversedPhase() {
  let timing = AnimationTiming(begin: 0, duration: 1, autoreverses: true, curve: .easeIn)
  // Not flipped: at 1.25 s the phase is 0.75 and the value easeIn(0.75) (0.621862).
  #expect(isClose(timing.progress(at: 1.25), 0.621862, 1e-6))
  #expect(isClose(timing.progress(at: 0.75), 0.621862, 1e-6))
  #expect(isClose(timing.progress(at: 1.9), 0.017027, 1e-6))  // phase 0.1
}

@Test func repeatForeverNeverEnds() {
  let timing = linear(begin: 0, duration: 1, repeatCount: .infinity, autoreverses: true)
  #expect(timing.progress(at: 1_000_000.25) == 0.25)  // leg 1_000_000 is even: forward
  #expect(timing.progress(at: 1_000_001.25) == 0.75)  // odd: backward
  #expect(timing.progress(at: 1e9) != nil)
}

/// The step loop streams one timing per animation group; springs must not make every timing larger than a
/// Bézier timing (80 bytes: four words, the 48-byte curve, its case tag and `autoreverses`).
@Test func aTimingIsAsSmallAsItsBezierFormWhateverTheCurveCases() {
  #expect(MemoryLayout<AnimationTiming>.stride == 80)
  #expect(MemoryLayout<TimingFunction>.size == MemoryLayout<CubicBezier>.size + 1)
  let spring = AnimationTiming(begin: 0, duration: 1, curve: .spring(Spring(dampingRatio: 0.5, duration: 1)))
  #expect(spring.progress(at: 0.25) == Spring(dampingRatio: 0.5, duration: 1).value(at: 0.25))
}
