import FlipbookTestSupport
import FlipbookTiming
import Testing

@Test func namedCurvesMapToCoreAnimationControlPoints() {
  #expect(TimingCurve.linear.bezier == CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1))
  #expect(TimingCurve.easeIn.bezier == CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
  #expect(TimingCurve.easeOut.bezier == CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
  #expect(TimingCurve.easeInOut.bezier == CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
  let custom = CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5)
  #expect(TimingCurve.cubicBezier(custom).bezier == custom)
}

@Test func timingCurveValues() {
  #expect(TimingCurve.linear.value(at: 0.3) == 0.3)
  #expect(isClose(TimingCurve.easeInOut.value(at: 0.25), 0.129162, 1e-6))
  #expect(isClose(TimingCurve.easeIn.value(at: 0.5), 0.315357, 1e-6))
  #expect(isClose(TimingCurve.easeOut.value(at: 0.75), 0.906535, 1e-6))
  #expect(TimingCurve.easeInOut.value(at: 1) == 1)
}
