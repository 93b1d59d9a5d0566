import FlipbookTestSupport
import FlipbookTiming
import Testing

@Test func aSpringTimingFollowsTheClosedFormAndEndsAtItsDuration() {
  let spring = Spring(dampingRatio: 0.5, duration: 1)
  let timing = AnimationTiming(begin: 2, duration: 1, curve: .spring(spring))
  #expect(timing.progress(at: 1.5) == 0)  // the delay shows the from value
  #expect(timing.progress(at: 2) == 0)
  #expect(timing.progress(at: 2.25) == spring.progress(atTime: 0.25))
  #expect(timing.progress(at: 2.25)! > 1)  // overshoot is not clamped
  #expect(timing.progress(at: 3) == nil)  // over at D: the model value shows
}

@Test func repeatAndAutoreverseApplyToTheSpringsProgressAsToACurves() {
  // D = 0.5, 1.5 cycles with autoreverse: legs forward [0, .5), back [.5, 1), forward [1, 1.5).
  let spring = Spring(dampingRatio: 0.7, duration: 0.5)
  let timing = AnimationTiming(
    begin: 0, duration: 0.5, repeatCount: 1.5, autoreverses: true, curve: .spring(spring))
  #expect(timing.progress(at: 0.1) == spring.progress(atTime: 0.1))
  // Back leg: the phase runs backwards, the spring is not flipped: u = 1 − 0.2 = 0.8 → p(0.4 s).
  #expect(timing.progress(at: 0.6) == spring.value(at: 1 - (0.6 - 0.5) / 0.5))
  #expect(isClose(timing.progress(at: 0.6)!, spring.progress(atTime: 0.4), 1e-15))
  #expect(timing.progress(at: 1.1) == spring.value(at: (1.1 - 1) / 0.5))
  #expect(timing.progress(at: 1.5) == nil)
}
