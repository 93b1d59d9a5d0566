import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// Every interpolated type keeps the laws of `checkInterpolationLaws` on random values.
@Suite struct InterpolationLawTests {
  @Test func numbersPointsSizesAndRects() {
    withEverySeed(0..<50) { _, random in
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
  }

  @Test func colours() {
    withEverySeed(0..<50) { _, random in
      func color() -> Color {
        Color(
          red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
          blue: .random(in: 0...1, using: &random), alpha: .random(in: 0...1, using: &random))
      }
      checkInterpolationLaws(color(), color()) { isClose($0, $1, 1e-9) }
    }
  }
}
