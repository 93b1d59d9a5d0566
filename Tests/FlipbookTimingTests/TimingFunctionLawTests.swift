import FlipbookTestSupport
import FlipbookTiming
import Testing

/// The named curves and random custom Béziers keep the timing-function laws; Béziers whose control points'
/// y-values lie in [0, 1] never decrease.
@Suite struct TimingFunctionLawTests {
  @Test func namedCurves() {
    for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut] {
      checkTimingFunctionLaws(curve.function, monotone: true)
    }
  }

  @Test(arguments: 0..<40 as Range<UInt64>)
  func randomBeziers(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let x1 = Double.random(in: 0...1, using: &random), x2 = Double.random(in: 0...1, using: &random)
    let inside = seed % 2 == 0
    let range: ClosedRange<Double> = inside ? 0...1 : -1...2
    let y1 = Double.random(in: range, using: &random), y2 = Double.random(in: range, using: &random)
    checkTimingFunctionLaws(.cubicBezier(CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)), monotone: inside)
  }
}
