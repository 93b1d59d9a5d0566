import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// Every interpolated type keeps the laws of `checkInterpolationLaws` on random values.
@Suite struct InterpolationLawTests {
  @Test(arguments: 0..<50 as Range<UInt64>)
  func numbersPointsSizesAndRects(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    func value() -> Double { Double.random(in: -500...500, using: &random) }
    checkInterpolationLaws(value(), value(), close: { isClose($0, $1, 1e-9) })
    checkInterpolationLaws(Point(x: value(), y: value()), Point(x: value(), y: value())) {
      isClose($0, $1, 1e-9)
    }
    checkInterpolationLaws(Size(width: value(), height: value()), Size(width: value(), height: value())) {
      isClose($0, $1, 1e-9)
    }
    checkInterpolationLaws(
      Rect(x: value(), y: value(), width: value(), height: value()),
      Rect(x: value(), y: value(), width: value(), height: value())
    ) { isClose($0, $1, 1e-9) }
  }

  @Test(arguments: 0..<50 as Range<UInt64>)
  func colours(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    func color() -> Color {
      Color(
        red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
        blue: .random(in: 0...1, using: &random), alpha: .random(in: 0...1, using: &random))
    }
    checkInterpolationLaws(color(), color()) { isClose($0, $1, 1e-9) }
  }
}

/// The laws can fail: a number that clamps its fraction to [0, 1] breaks the extrapolation laws.
@Test func aClampingInterpolationBreaksTheLaws() {
  struct Clamped: Interpolatable {
    var value: Double
    func interpolated(to other: Clamped, fraction: Double) -> Clamped {
      Clamped(value: value.interpolated(to: other.value, fraction: min(max(fraction, 0), 1)))
    }
  }
  withKnownIssue("clamping is not extrapolating") {
    checkInterpolationLaws(Clamped(value: 0), Clamped(value: 10)) { isClose($0.value, $1.value, 1e-9) }
  }
}
