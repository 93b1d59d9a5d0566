import FlipbookTestSupport
import FlipbookTiming
import Testing

/// Reference values of the named curves (WebKit's solver, six digits) at x = 0.10, 0.25, 0.50, 0.75, 0.90.
private let inputs = [0.10, 0.25, 0.50, 0.75, 0.90]
private let golden: [(String, CubicBezier, [Double])] = [
  ("easeIn", .easeIn, [0.017027, 0.093465, 0.315357, 0.621862, 0.839428]),
  ("easeOut", .easeOut, [0.160572, 0.378138, 0.684643, 0.906535, 0.982973]),
  ("easeInEaseOut", .easeInEaseOut, [0.019722, 0.129162, 0.500000, 0.870838, 0.980278]),
  ("default", .default, [0.094796, 0.408511, 0.802403, 0.960459, 0.994316]),
]

@Test func referenceValuesOfTheNamedCurves() {
  for (name, curve, values) in golden {
    for (x, expected) in zip(inputs, values) {
      #expect(isClose(curve.value(at: x), expected, 1e-6), "\(name) at \(x)")
    }
  }
}

@Test func namedControlPoints() {
  #expect(CubicBezier.easeInEaseOut == CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
  #expect(CubicBezier.easeIn == CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
  #expect(CubicBezier.easeOut == CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
  #expect(CubicBezier.default == CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
  #expect(CubicBezier.linear.isLinear && !CubicBezier.easeIn.isLinear)
  #expect(CubicBezier(x1: 0.3, y1: 0.3, x2: 0.6, y2: 0.6).isLinear)
}

@Test func endpointsAndClamping() {
  for (_, curve, _) in golden {
    #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
    #expect(curve.value(at: -0.5) == 0 && curve.value(at: 1.5) == 1)
  }
  let overshoot = CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5)
  #expect(overshoot.value(at: 0) == 0 && overshoot.value(at: 1) == 1)
}

@Test func linearCurvesReturnTheInput() {
  for x in stride(from: 0.0, through: 1.0, by: 0.01) {
    #expect(CubicBezier.linear.value(at: x) == x)
    #expect(CubicBezier(x1: 0.2, y1: 0.2, x2: 0.9, y2: 0.9).value(at: x) == x)
  }
}

@Test func monotoneWhenYInUnitInterval() {
  for (name, curve, _) in golden {
    var previous = 0.0
    for i in 1...1000 {
      let y = curve.value(at: Double(i) / 1000)
      #expect(y >= previous, "\(name) at \(i)")
      previous = y
    }
  }
}

@Test func easeOutMirrorsEaseIn() {
  // easeOut's control points are easeIn's rotated by 180° about (0.5, 0.5).
  for i in 0...100 {
    let x = Double(i) / 100
    #expect(abs(CubicBezier.easeOut.value(at: x) - (1 - CubicBezier.easeIn.value(at: 1 - x))) < 1e-6)
  }
}

@Test func overshootingCurve() {
  let curve = CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5)
  // Symmetric about (0.5, 0.5): y(0.5) = 0.5, and y(x) + y(1 − x) = 1.
  #expect(isClose(curve.value(at: 0.5), 0.5, 1e-9))
  let samples = (1..<100).map { curve.value(at: Double($0) / 100) }
  #expect(samples.min()! < 0 && samples.max()! > 1)
  for i in 1..<100 {
    let x = Double(i) / 100
    #expect(isClose(curve.value(at: x) + curve.value(at: 1 - x), 1, 1e-6))
  }
  // The value is y at the solved parameter, whose x is within 1e-7 of the input.
  let t = curve.parameter(forProgress: 0.1)
  #expect(isClose(curve.sampleX(t), 0.1, 1e-7))
  #expect(curve.value(at: 0.1) == curve.sampleY(t))
}

@Test func steepCurvesMeetTheTolerance() {
  let curves = [
    CubicBezier(x1: 0, y1: 1, x2: 1, y2: 0), CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1),
    CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1), CubicBezier(x1: 1, y1: 0, x2: 1, y2: 0),
    CubicBezier(x1: 0, y1: 1, x2: 0, y2: 1), CubicBezier(x1: 0.99, y1: 0, x2: 0.01, y2: 1),
    .easeIn, .easeOut, .easeInEaseOut, .default,
  ]
  for curve in curves {
    for i in 1..<10_000 {
      let x = Double(i) / 10_000
      let t = curve.parameter(forProgress: x)
      if !isClose(curve.sampleX(t), x, 1e-7) || !(t >= 0 && t <= 1) {
        Issue.record("\(curve) at \(x): t = \(t), x(t) = \(curve.sampleX(t))")
        break
      }
    }
  }
}

@Test func hashableUsesControlPoints() {
  let a = CubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4)
  let b = CubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4)
  #expect(a == b && a.hashValue == b.hashValue)
  #expect(a != CubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.5))
  #expect(Set([a, b, .easeIn]).count == 2)
}

@Test func isPlainData() {
  #expect(_isPOD(CubicBezier.self))
  #expect(_isPOD(AnimationTiming.self))
  #expect(MemoryLayout<CubicBezier>.size <= 160)
}
