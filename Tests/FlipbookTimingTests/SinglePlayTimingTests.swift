import FlipbookTestSupport
import FlipbookTiming
import Testing

/// A random single-play timing: ease-like curves, curves leaving or reaching an end flat (the square-root
/// guesses), steep ones, and now and then a named or linear curve (which the pair path leaves to the scalar
/// one).
private func randomTiming(_ random: inout SeededGenerator) -> AnimationTiming {
  func unit() -> Double { Double.random(in: 0..<1, using: &random) }
  let curve: CubicBezier
  switch Int.random(in: 0..<8, using: &random) {
  case 0: curve = CubicBezier(x1: 0, y1: unit(), x2: unit(), y2: 1)
  case 1: curve = CubicBezier(x1: unit(), y1: 0, x2: 1, y2: unit())
  case 2: curve = [.easeIn, .easeOut, .easeInEaseOut, .linear][Int.random(in: 0..<4, using: &random)]
  case 3: curve = CubicBezier(x1: 0.95, y1: unit() * 2 - 0.5, x2: 0.05, y2: unit() * 2 - 0.5)
  default: curve = CubicBezier(x1: unit(), y1: unit() * 2 - 0.5, x2: unit(), y2: unit() * 2 - 0.5)
  }
  return AnimationTiming(begin: unit(), duration: 0.1 + unit() * 2, curve: curve)
}

@Test func singlePlayTimingIsTheWholeTimingsProgress() throws {
  var random = SeededGenerator(seed: 7)
  for _ in 0..<2_000 {
    let timing = randomTiming(&random)
    let hot = try #require(SinglePlayTiming(timing))
    for _ in 0..<20 {
      let t = Double.random(in: 0..<3, using: &random)
      #expect(hot.progress(at: t)?.bitPattern == timing.progress(at: t)?.bitPattern)
    }
    #expect(hot.progress(at: timing.end) == nil)
  }
}

@Test func onlySinglePlayBezierTimingsHaveAHotColumn() {
  let curve = CubicBezier.easeInEaseOut
  #expect(SinglePlayTiming(AnimationTiming(begin: 0, duration: 1, curve: curve)) != nil)
  #expect(SinglePlayTiming(AnimationTiming(begin: 0, duration: 1, repeatCount: 2, curve: curve)) == nil)
  #expect(SinglePlayTiming(AnimationTiming(begin: 0, duration: 1, autoreverses: true, curve: curve)) == nil)
  let spring = TimingFunction.spring(Spring(dampingRatio: 0.5, duration: 1))
  #expect(SinglePlayTiming(AnimationTiming(begin: 0, duration: 1, curve: spring)) == nil)
  #expect(MemoryLayout<SinglePlayTiming>.stride == 64)  // one cache line: what a step streams per group
}

/// The four-lane progress of `timings`, or nil.
private func fourAtOnce(_ timings: [SinglePlayTiming], at t: Double) -> SIMD4<Double>? {
  timings.withUnsafeBufferPointer { SinglePlayTiming.progress(of: $0.baseAddress!, at: t) }
}

@Test func fourLaneProgressIsBitForBitTheScalarOne() {
  var random = SeededGenerator(seed: 11)
  var solvedTogether = 0
  for _ in 0..<20_000 {
    let timings = (0..<4).map { _ in randomTiming(&random) }
    let t = Double.random(in: 0.9..<1.2, using: &random)
    guard let four = fourAtOnce(timings.map { SinglePlayTiming($0)! }, at: t) else { continue }
    solvedTogether += 1
    for k in 0..<4 { #expect(four[k].bitPattern == timings[k].progress(at: t)?.bitPattern) }
  }
  #expect(solvedTogether > 1_000)  // enough took the four-lane path for the comparison above to cover it
}

@Test func fourLaneProgressLeavesTheUncommonCasesToTheScalarPath() {
  let ease = SinglePlayTiming(begin: 1, duration: 1, curve: CubicBezier(x1: 0.3, y1: 0, x2: 0.6, y2: 1))
  let named = SinglePlayTiming(begin: 1, duration: 1, curve: .easeInEaseOut)
  let linear = SinglePlayTiming(begin: 1, duration: 1, curve: .linear)
  let late = SinglePlayTiming(begin: 1.6, duration: 1, curve: ease.curve)
  #expect(fourAtOnce([ease, ease, ease, ease], at: 1.5) != nil)
  #expect(fourAtOnce([ease, ease, ease, late], at: 1.5) == nil)  // one not begun
  #expect(fourAtOnce([ease, ease, ease, ease], at: 1) == nil)  // phase 0
  #expect(fourAtOnce([ease, ease, ease, ease], at: 2 - 1e-10) == nil)  // within the end's tolerance
  #expect(fourAtOnce([ease, ease, ease, ease], at: 2.5) == nil)  // over
  #expect(fourAtOnce([ease, named, ease, ease], at: 1.5) == nil)
  #expect(fourAtOnce([ease, ease, linear, ease], at: 1.5) == nil)
}

@Test func firstLegPhaseIsTheLinearCurvesProgressBitForBit() {
  var random = SeededGenerator(seed: 13)
  var inside = 0
  for _ in 0..<20_000 {
    let timings = (0..<4).map { _ in
      AnimationTiming(
        begin: Double.random(in: 0..<1, using: &random),
        duration: 0.1 + Double.random(in: 0..<2, using: &random),
        curve: .linear)
    }
    let t = Double.random(in: 0.5..<1.5, using: &random)
    guard
      let phase = SinglePlayTiming.firstLegPhase(
        begin: SIMD4(timings.map(\.begin)), duration: SIMD4(timings.map(\.duration)), at: t)
    else { continue }
    inside += 1
    for k in 0..<4 { #expect(phase[k].bitPattern == timings[k].progress(at: t)?.bitPattern) }
  }
  #expect(inside > 1_000)  // enough inside every first leg for the comparison to cover it
}
