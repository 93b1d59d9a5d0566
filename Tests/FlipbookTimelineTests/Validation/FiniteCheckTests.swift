import Flipbook
import FlipbookGeometry
import FlipbookTimeline
import Testing

/// Values that are finite as written but overflow in the engine's arithmetic are located errors: the check
/// runs on the engine's own values (and its frame rule) as the validator replays the script.
@MainActor
@Suite struct FiniteCheckTests {
  @Test func ordinaryValuesAreFine() {
    var values = AnimatableValues(
      center: Point(x: 60, y: 45), bounds: Rect(x: 0, y: 0, width: 100, height: 50))
    values.transform = AffineTransform(rotationAngle: 0.3)
    #expect(FiniteCheck.nonFiniteValue(in: values) == nil)
    var moved = values
    moved.center = Point(x: -500, y: 9000)
    #expect(FiniteCheck.nonFiniteChange(from: values, to: moved) == nil)
  }

  @Test func animatingAcrossTheWholeRangeOverflows() throws {
    let start = AnimatableValues(
      center: Point(x: 1.7e308, y: 0), bounds: Rect(x: 0, y: 0, width: 4, height: 4))
    var end = start
    end.center.x = -1.7e308
    let message = try #require(FiniteCheck.nonFiniteChange(from: start, to: end))
    #expect(message.hasPrefix("animating center[0] from 1.7e+308 to -1.7e+308 overflows"))
  }

  @Test func aFrameThatOverflowsIsNamed() throws {
    var values = AnimatableValues(
      center: Point(x: 1e308, y: 0), bounds: Rect(x: 0, y: 0, width: 1e308, height: 1))
    values.transform = AffineTransform(scaleX: 1e10, y: 1)
    let message = try #require(FiniteCheck.nonFiniteValue(in: values))
    #expect(message.hasPrefix("frame["))
  }

  @Test func everyOtherPropertyIsCheckedByItsComponents() throws {
    #expect(FiniteCheck.nonFiniteAnimation(of: "alpha", from: .number(0), to: .number(1)) == nil)
    let radius = try #require(
      FiniteCheck.nonFiniteAnimation(of: "shadowRadius", from: .number(1.7e308), to: .number(-1.7e308)))
    #expect(radius.hasPrefix("animating shadowRadius from 1.7e+308 to -1.7e+308 overflows"))
    let offset = try #require(
      FiniteCheck.nonFiniteAnimation(
        of: "shadowOffset", from: .size(Size(width: 0, height: 1e308)),
        to: .size(Size(width: 0, height: -1e308))))
    #expect(offset.hasPrefix("animating shadowOffset[1]"))
    #expect(
      FiniteCheck.nonFiniteAnimation(of: "backgroundColor", from: .color(nil), to: .color(Color(hex: "#FFF")))
        == nil)
  }

  /// The issue's case, end to end: a frame of 1.7e308 animated to -1.7e308 validated as fine before.
  @Test func theValidatorReportsAnOverflowingAnimationAtItsChange() {
    let lines = errorLines(
      timeline(
        views: #"[{"id": "a", "frame": [1.7e308, 0, 4, 4]}]"#,
        steps: #"[{"animate": {"duration": 1, "changes": [{"view": "a", "frame": [-1.7e308, 0, 4, 4]}]}}]"#))
    #expect(lines.count == 1)
    #expect(
      lines.first?.hasPrefix("t.json:3:51: error: animating center[0] from 1.7e+308 to -1.7e+308") == true)
    #expect(lines.first?.hasSuffix("(at $.steps[0].animate.changes[0])") == true)
  }

  @Test func theValidatorReportsAViewWhoseFrameOverflows() {
    let lines = errorLines(
      timeline(views: #"[{"id": "a", "frame": [1e308, 0, 1e308, 1], "transform": [1e10, 0, 0, 1, 0, 0]}]"#))
    #expect(lines.count == 1)
    #expect(lines.first?.contains("is not a finite number after arithmetic") == true)
    #expect(lines.first?.hasSuffix("(at $.views[0])") == true)
  }
}
