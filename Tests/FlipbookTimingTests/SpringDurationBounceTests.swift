import FlipbookTestSupport
import FlipbookTiming
import Testing

@Test func positiveBounceIsUnderdampedWithApplesMapping() {
  // duration 0.5, bounce 0.3: ζ = 0.7, k = (2π / 0.5)², c = 4πζ / 0.5.
  let spring = Spring(perceptualDuration: 0.5, bounce: 0.3)
  #expect(isClose(spring.dampingRatio, 0.7, 1e-15))
  #expect(isClose(spring.stiffness, 157.91367041742973, 1e-10))
  #expect(isClose(spring.damping, 4 * Double.pi * 0.7 / 0.5, 1e-12))
  // Completes when e^(−ζω0·t)·√(1 + B²) = 0.001, B = ζω0 / ωd: t = 0.82356… (worked out in Python).
  #expect(isClose(spring.duration, 0.8235617538193627, 1e-12))
}

@Test func zeroBounceIsCriticallyDamped() {
  let spring = Spring(perceptualDuration: 0.5, bounce: 0)
  #expect(spring.dampingRatio == 1)
  // e^(−ω0·t)·(1 + ω0·t) = 0.001 with ω0 = 4π: t = 0.73477… (bisection in Python).
  #expect(isClose(spring.duration, 0.7347716981942958, 1e-9))
}

@Test func negativeBounceIsOverdamped() {
  // bounce −0.5: ζ = 1 / (1 − 0.5) = 2, damping 4πζ / 0.5.
  let spring = Spring(perceptualDuration: 0.5, bounce: -0.5)
  #expect(spring.dampingRatio == 2)
  #expect(isClose(spring.damping, 50.26548245743669, 1e-10))
  #expect(isClose(spring.duration, 2.073641572042516, 1e-9))
  // Never overshoots: the progress rises monotonically.
  var previous = 0.0
  for k in 1...200 {
    let p = spring.progress(atTime: Double(k) * 0.01)
    #expect(p >= previous)
    previous = p
  }
}

@Test(arguments: [(0.5, 0.3, 0.0), (0.4, 0.8, 2.0), (1.0, 0.0, -1.0), (0.3, -0.7, 0.5), (0.8, 0.95, 0)])
func aSpringHasSettledByItsDuration(_ d: Double, _ bounce: Double, _ v0: Double) {
  // After `duration` the distance still to go stays below 0.001 (checked on a fine grid of the closed form),
  // and shortly before, something is still further away (the bound is tight within a few percent).
  let spring = Spring(perceptualDuration: d, bounce: bounce, initialVelocity: v0)
  let end = spring.duration
  for k in 0...2000 {
    let t = end + Double(k) * end * 0.002
    #expect(abs(spring.displacement(atTime: t)) <= 0.001 + 1e-15)
  }
  let before = stride(from: 0, to: end * 0.85, by: end * 0.0005).map { abs(spring.displacement(atTime: $0)) }
  #expect(before.contains { $0 > 0.001 })
}

@Test func settlingDurationIsTheSpringsDurationOrNilWhenItLeavesTheDoubles() {
  #expect(
    Spring.settlingDuration(perceptualDuration: 0.5, bounce: 0.3)
      == Spring(perceptualDuration: 0.5, bounce: 0.3).duration)
  // Over-damped (ζ = 2) with ω0 = 2π / 1e308: its slow mode decays at about ω0 / 4, so it settles after
  // some 1e309 s, past the largest Double; critically damped it settles at 1.1e308 s, just inside.
  #expect(Spring.settlingDuration(perceptualDuration: 1e308, bounce: -0.5) == nil)
  #expect(Spring.settlingDuration(perceptualDuration: 1e308, bounce: 0).map { $0 > 1e308 } == true)
  // So short that 2π / d is infinite.
  #expect(Spring.settlingDuration(perceptualDuration: .leastNonzeroMagnitude, bounce: 0.3) == nil)
  #expect(Spring.settlingDuration(perceptualDuration: 0, bounce: 0.3) == nil)
  // Long but representable: an under-damped spring of 1e300 s settles in finite time.
  let long = Spring.settlingDuration(perceptualDuration: 1e300, bounce: 0.3)
  #expect(long.map { $0.isFinite && $0 > 1e300 } == true)
}
