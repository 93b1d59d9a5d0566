import FlipbookTestSupport
import Testing

@testable import FlipbookTiming

/// The dense tables of Core Animation's named curves: which curves get one, and that its guess is within the
/// solver's tolerance everywhere (so the fast path is the one taken, and its answers are the solver's).
@Suite struct CubicBezierNamedCurveTests {
  static let named: [(CubicBezier, tag: Int)] = [
    (.easeIn, 1), (.easeOut, 2), (.easeInEaseOut, 3), (.default, 4),
  ]

  @Test func namedCurvesAreTaggedByTheirControlPoints() {
    for (curve, tag) in Self.named {
      #expect(curve.inverseLow == tag, "\(curve)")
      // A curve built from the same numbers elsewhere is the same curve.
      let twin = CubicBezier(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
      #expect(twin.inverseLow == curve.inverseLow && twin.inverseHigh == curve.inverseHigh)
    }
    for curve in [
      CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 0.999), CubicBezier(x1: 0.4200001, y1: 0, x2: 0.58, y2: 1),
      .linear, CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1),
    ] {
      #expect(curve.inverseLow & 0xFFFF == 0, "\(curve)")
      #expect(curve.inverseLow != 0 && curve.inverseHigh != 0, "\(curve): an 8-entry table")
    }
  }

  /// `|x(guess) − x|` at `x`, or infinity when the guess is not a parameter in [0, 1].
  static func guessError(_ curve: CubicBezier, tag: Int, at x: Double) -> Double {
    let t = curve.namedCurveParameter(x)
    return t >= 0 && t <= 1 ? abs(curve.sampleX(t) - x) : .infinity
  }

  @Test(arguments: named.map(\.tag))
  func tableGuessesAreWithinTheToleranceAwayFromFlatEnds(tag: Int) {
    let curve = Self.named[tag - 1].0
    // easeIn (x2 = 1) and easeOut (x1 = 0) are flat at one end, where t(x) goes like a square root.
    let flatEnd: Double? = curve.x1 == 0 ? 0 : curve.x2 == 1 ? 1 : nil
    var random = SeededGenerator(seed: UInt64(tag))
    var worstInside = 0.0
    var misses = 0
    let count = 200_000
    for i in 1..<count {
      // A regular grid, the nodes themselves and random points.
      for x in [Double(i) / Double(count), Double(i % 256) / 256, Double.random(in: 0..<1, using: &random)]
      where x > 0 {
        let error = Self.guessError(curve, tag: tag, at: x)
        if error >= CubicBezier.epsilon { misses += 1 }
        if flatEnd.map({ abs(x - $0) > 0.05 }) ?? true { worstInside = max(worstInside, error) }
      }
    }
    // Away from a flat end the table is good to 3e-10 (easeInEaseOut) … 7e-9 (easeIn at x = 0.95), far inside
    // the tolerance of 1e-7.
    #expect(worstInside < (flatEnd == nil ? 1e-9 : 1e-8), "\(curve): \(worstInside)")
    // Next to a flat end, only the last few intervals miss: about 1.7 % of inputs.
    let missed = Double(misses) / Double(3 * count)
    #expect(missed < (flatEnd == nil ? 1e-9 : 0.02), "\(curve): \(missed)")
  }

  @Test(arguments: named.map(\.tag))
  func namedCurvesSolveWithinTheToleranceEverywhere(tag: Int) {
    let curve = Self.named[tag - 1].0
    var fromTable = 0
    let xs =
      (1..<20_000).map { Double($0) / 20_000 } + [1e-300, 1e-12, 1e-9, 1 - 1e-9, 1 - 1e-12, 1.0.nextDown]
    for x in xs {
      let t = curve.parameter(forProgress: x)
      #expect(t >= 0 && t <= 1 && abs(curve.sampleX(t) - x) < CubicBezier.epsilon, "\(curve) at \(x)")
      #expect(curve.value(at: x) == curve.sampleY(t))
      // Where the table's guess is good enough, it is the answer, unchanged.
      if Self.guessError(curve, tag: tag, at: x) < CubicBezier.epsilon {
        #expect(t == curve.namedCurveParameter(x))
        fromTable += 1
      }
    }
    #expect(Double(fromTable) > 0.98 * Double(xs.count))
  }
}
