import FlipbookGeometry
import FlipbookTestSupport
import FlipbookTiming
import Testing

private func kf<V>(_ start: Double, _ duration: Double, _ value: V) -> Keyframe<V> {
  Keyframe(relativeStartTime: start, relativeDuration: duration, value: value)
}

private func track(
  _ initial: Double, _ keyframes: [Keyframe<Double>], _ mode: KeyframeCalculationMode = .linear
) -> KeyframeTrack<Double> {
  KeyframeTrack(initial: initial, keyframes: keyframes, calculationMode: mode)
}

@Test func linearMovesDuringKeyframesAndHoldsBetweenThem() {
  let t = track(0, [kf(0, 0.5, 100), kf(0.75, 0.25, 50)])
  #expect(t.value(at: 0) == 0)
  #expect(t.value(at: 0.25) == 50)
  #expect(t.value(at: 0.5) == 100)  // first keyframe's end
  #expect(t.value(at: 0.6) == 100 && t.value(at: 0.75) == 100)  // held, then the second starts from it
  #expect(t.value(at: 0.875) == 75)
  #expect(t.value(at: 1) == 50)
  // Progress outside [0, 1] (an overshooting overall curve) holds the ends.
  #expect(t.value(at: -0.2) == 0 && t.value(at: 1.3) == 50 && t.value(at: .nan) == 0)
}

@Test func theInitialValueHoldsUntilTheFirstKeyframeStarts() {
  let t = track(0, [kf(0.2, 0.3, 10)])
  #expect(t.value(at: 0.1) == 0 && t.value(at: 0.2) == 0)
  #expect(isClose(t.value(at: 0.35), 5))
  #expect(t.value(at: 0.5) == 10 && t.value(at: 0.9) == 10)
}

@Test(arguments: [KeyframeCalculationMode.linear, .cubic])
func aZeroDurationKeyframeAppliesAtItsStart(_ mode: KeyframeCalculationMode) {
  let t = track(0, [kf(0.5, 0, 7)], mode)
  #expect(t.value(at: 0.4999) == 0)
  #expect(t.value(at: 0.5) == 7 && t.value(at: 1) == 7)
}

@Test func discreteJumpsAtEachKeyframesStart() {
  // Given out of order: keyframes are taken by start time.
  let t = track(0, [kf(0.6, 0.1, 20), kf(0.2, 0.3, 10)], .discrete)
  #expect(t.value(at: 0) == 0 && t.value(at: 0.1999) == 0)
  #expect(t.value(at: 0.2) == 10 && t.value(at: 0.59) == 10)
  #expect(t.value(at: 0.2 - 1e-12) == 10)  // within the progress tolerance of the start
  #expect(t.value(at: 0.6) == 20 && t.value(at: 1) == 20)
}

@Test func aKeyframeStillRunningWhenTheNextStartsIsCutShort() {
  // The first would run [0, 0.8]; the second starts at 0.4, so the first reaches 100 at 0.4.
  let t = track(0, [kf(0, 0.8, 100), kf(0.4, 0.2, 0)])
  #expect(t.value(at: 0.2) == 50)
  #expect(t.value(at: 0.4) == 100)
  #expect(isClose(t.value(at: 0.5), 50, 1e-9) && t.value(at: 0.6) == 0)
}

@Test func keyframesWithEqualStartsRunInTheOrderGiven() {
  // The first is cut to zero duration (applies at 0.5), the second moves on from its value.
  let t = track(0, [kf(0.5, 0.5, 10), kf(0.5, 0.5, 20)])
  #expect(t.value(at: 0.49) == 0 && t.value(at: 0.5) == 10 && t.value(at: 0.75) == 15 && t.value(at: 1) == 20)
}

@Test func cubicFollowsTheCatmullRomSplineThroughTheKeyframeValues() {
  // v = [0, 10, 30, 0]; keyframes [0, .25], [.25, .5], [.5, 1]. Hand arithmetic with
  // ½·[2p1 + (p2 − p0)t + (2p0 − 5p1 + 4p2 − p3)t² + (3p1 − p0 − 3p2 + p3)t³] at t = ½:
  //   segment 1 (0, 0, 10, 30): ½·[0 + 5 + 2.5 + 0] = 3.75
  //   segment 2 (0, 10, 30, 0): ½·[20 + 15 + 17.5 − 7.5] = 22.5
  //   segment 3 (10, 30, 0, 0): ½·[60 − 5 − 32.5 + 10] = 16.25
  let t = track(0, [kf(0, 0.25, 10), kf(0.25, 0.25, 30), kf(0.5, 0.5, 0)], .cubic)
  #expect(isClose(t.value(at: 0.125), 3.75))
  #expect(t.value(at: 0.25) == 10)
  #expect(isClose(t.value(at: 0.375), 22.5))
  #expect(t.value(at: 0.5) == 30)
  #expect(isClose(t.value(at: 0.75), 16.25))
  #expect(t.value(at: 1) == 0)
}

@Test func cubicHoldsBetweenKeyframes() {
  let t = track(0, [kf(0, 0.25, 10), kf(0.75, 0.25, 30)], .cubic)
  #expect(t.value(at: 0.25) == 10 && t.value(at: 0.5) == 10 && t.value(at: 0.75) == 10)
}

@Test func catmullRomEqualsTheCubicPolynomial() {
  var random = SeededGenerator(seed: 3)
  for _ in 0..<200 {
    let p = (0..<4).map { _ in Double.random(in: -100..<100, using: &random) }
    let t = Double.random(in: 0..<1, using: &random)
    let polynomial: Double =
      0.5
      * (2 * p[1] + (p[2] - p[0]) * t + (2 * p[0] - 5 * p[1] + 4 * p[2] - p[3]) * t * t
        + (3 * p[1] - p[0] - 3 * p[2] + p[3]) * t * t * t)
    #expect(isClose(catmullRom(p[0], p[1], p[2], p[3], t), polynomial, 1e-10))
  }
  // Points: component-wise.
  let q = catmullRom(Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 30, y: 10), Point(x: 0, y: 10), 0.5)
  #expect(isClose(q.x, 22.5, 1e-12) && isClose(q.y, 5, 1e-12))  // y: ½·[0 + 5 + 7.5 − 2.5]
}

@Test func pacedIgnoresKeyframeTimesAndSpacesValuesByDistance() {
  // By start: 40 (0.1) then 10 (0.9): values 0, 40, 10, distances 40 and 30, times 0, 4/7, 1.
  let t = track(0, [kf(0.9, 0.1, 10), kf(0.1, 0.1, 40)], .paced)
  #expect(isClose(t.value(at: 2.0 / 7), 20))
  #expect(isClose(t.value(at: 4.0 / 7), 40))
  #expect(isClose(t.value(at: 5.0 / 7), 30))
  #expect(t.value(at: 1) == 10 && t.value(at: 0) == 0)
  // Points: (0, 0) → (3, 4) → (3, 14): lengths 5 and 10.
  let path = KeyframeTrack(
    initial: Point(x: 0, y: 0),
    keyframes: [kf(0, 0.5, Point(x: 3, y: 4)), kf(0.5, 0.5, Point(x: 3, y: 14))], calculationMode: .paced)
  #expect(isClose(path.value(at: 1.0 / 3), Point(x: 3, y: 4), 1e-12))
  #expect(isClose(path.value(at: 2.0 / 3), Point(x: 3, y: 9), 1e-12))
  #expect(isClose(path.value(at: 1.0 / 6), Point(x: 1.5, y: 2), 1e-12))
}

@Test func pacedWithRepeatedValuesSkipsTheStandstills() {
  // 0 → 10 → 10 → 20: the repeat has no length, so 10 is passed at 0.5 without a stop.
  let t = track(0, [kf(0, 0.3, 10), kf(0.3, 0.3, 10), kf(0.6, 0.4, 20)], .paced)
  #expect(isClose(t.value(at: 0.25), 5) && isClose(t.value(at: 0.5), 10) && isClose(t.value(at: 0.75), 15))
  // All values equal: nothing moves.
  let still = track(5, [kf(0, 1, 5)], .paced)
  #expect(still.value(at: 0.3) == 5 && still.value(at: 1) == 5)
}

@Test func cubicPacedMovesAtConstantSpeed() {
  // Evenly spaced values on a line: the spline eases at the ends, but paced it moves at one speed.
  let t = track(0, [kf(0, 0.1, 10), kf(0.5, 0.1, 20), kf(0.6, 0.4, 30)], .cubicPaced)
  for k in 0...100 {
    let p = Double(k) / 100
    #expect(isClose(t.value(at: p), 30 * p, 0.05), "at \(p): \(t.value(at: p))")
  }
  // A curved path: equal progress steps cover nearly equal arc lengths.
  let corners = [Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)]
  let path = KeyframeTrack(
    initial: Point(x: 0, y: 0), keyframes: corners.map { kf(0, 1, $0) }, calculationMode: .cubicPaced)
  var steps: [Double] = []
  var previous = path.value(at: 0)
  for k in 1...200 {
    let point = path.value(at: Double(k) / 200)
    steps.append(previous.distance(to: point))
    previous = point
  }
  let mean = steps.reduce(0, +) / Double(steps.count)
  let spread = steps.map { abs($0 - mean) / mean }.max() ?? 0
  #expect(spread < 0.01, "largest step differs from the mean by \(spread)")
  // It passes through every value, at its paced time.
  #expect(isClose(path.value(at: 1), Point(x: 0, y: 100), 1e-12))
}

@Test func noKeyframesHoldTheInitialValue() {
  for mode in KeyframeCalculationMode.allCases {
    let t = track(3, [], mode)
    #expect(t.value(at: 0) == 3 && t.value(at: 0.5) == 3 && t.value(at: 1) == 3)
  }
}

@Test func colorsAndTransformsInterpolateThroughTheirOwnRules() {
  let colors = KeyframeTrack(
    initial: Color(red: 0, green: 0, blue: 0, alpha: 1),
    keyframes: [kf(0.5, 0.5, Color(red: 1, green: 0.5, blue: 0, alpha: 1))])
  #expect(colors.value(at: 0.75) == Color(red: 0.5, green: 0.25, blue: 0, alpha: 1))
  // Rotations take the shorter way: 3 rad to −3 rad passes through π.
  let turns = KeyframeTrack(
    initial: AffineTransform(rotationAngle: 3), keyframes: [kf(0, 1, AffineTransform(rotationAngle: -3))])
  let middle = AffineTransform.Decomposition(turns.value(at: 0.5)).rotation
  #expect(isClose(abs(middle), Double.pi, 1e-9))
}
