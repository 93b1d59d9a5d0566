import FlipbookTestSupport
import FlipbookTiming
import Testing

/// A reference solution by plain bisection on x(t) = x (x(t) monotone for x1, x2 in [0, 1]), written from
/// the Bézier definition independently of the solver under test.
private func referenceValue(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
  func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }
  var low = 0.0, high = 1.0
  for _ in 0..<200 {
    let middle = (low + high) / 2
    if bezier(x1, x2, middle) < x { low = middle } else { high = middle }
  }
  return bezier(y1, y2, (low + high) / 2)
}

@Test func randomCurvesMatchABisectionReference() {
  var random = SeededGenerator(seed: 42)
  for _ in 0..<300 {
    let (x1, x2) = (Double.random(in: 0..<1, using: &random), Double.random(in: 0..<1, using: &random))
    let (y1, y2) = (
      Double.random(in: 0..<1, using: &random) * 2 - 0.5, Double.random(in: 0..<1, using: &random) * 2 - 0.5
    )
    let curve = CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    for i in 1..<200 {
      let x = Double(i) / 200 + (Double.random(in: 0..<1, using: &random) - 0.5) / 400
      let t = curve.parameter(forProgress: x)
      #expect(t >= 0 && t <= 1)
      #expect(isClose(curve.sampleX(t), x, 1e-7), "\(curve) at \(x)")
      #expect(curve.value(at: x) == curve.sampleY(t))
      // y has slope |dy/dx| ≤ ~1e3 here only where x(t) is nearly flat; compare where it is not.
      if abs(curve.sampleX(min(t + 1e-4, 1)) - curve.sampleX(max(t - 1e-4, 0))) > 1e-6 {
        let expected = referenceValue(x1: x1, y1: y1, x2: x2, y2: y2, at: x)
        #expect(isClose(curve.value(at: x), expected, 1e-4), "\(curve) at \(x)")
      }
    }
  }
}

@Test func curvesThatStartOrEndFlatSolveEverywhere() {
  // x1 = 0 (starts with zero x-slope) and x2 = 1 (ends with it): the table is laid out in √x there.
  let curves = [
    CubicBezier.easeIn, .easeOut, CubicBezier(x1: 0, y1: 0.5, x2: 0.3, y2: 1),
    CubicBezier(x1: 0.7, y1: 0, x2: 1, y2: 0.4), CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1),
  ]
  for curve in curves {
    for i in 1..<4_000 {
      let x = Double(i) / 4_000
      let t = curve.parameter(forProgress: x)
      #expect(isClose(curve.sampleX(t), x, 1e-7) && t >= 0 && t <= 1, "\(curve) at \(x)")
    }
  }
  // Near the flat start of easeOut, x(t) ≈ 3·0.58·t², so t ≈ √(x / 1.74).
  let t = CubicBezier.easeOut.parameter(forProgress: 1e-6)
  #expect(isClose(t, (1e-6 / 1.74).squareRoot(), 1e-5))
}

@Test func firstLegProgressIsTheCurveOfThePhase() {
  // One play, no autoreverse: progress(at:) = curve((t − begin) / duration) inside, 0 before, nil after.
  let timing = AnimationTiming(begin: 0.2, duration: 1.5, curve: .easeInEaseOut)
  for i in 0...40 {
    let t = 0.2 + 1.5 * Double(i) / 40
    let expected: Double? = t >= 1.7 ? nil : CubicBezier.easeInEaseOut.value(at: (t - 0.2) / 1.5)
    #expect(timing.progress(at: t) == expected)
  }
  #expect(timing.progress(at: 0.1) == 0)
  // easeInEaseOut(0.5) = 0.5 by symmetry.
  #expect(isClose(timing.progress(at: 0.95)!, 0.5, 1e-9))
}
