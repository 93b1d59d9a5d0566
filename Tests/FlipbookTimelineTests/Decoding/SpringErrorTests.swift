import FlipbookTimeline
import Testing

// Bad spring documents and the exact lines `flipbook` prints for them. Columns were worked out from
// the document text: line 3 is `"steps": STEPS`, whose first character is column 10.

@Suite("Spring errors")
@MainActor
struct SpringErrorTests {
  nonisolated static let cases: [TimelineErrorCase] = [
    TimelineErrorCase(
      "springWithCurve",
      timeline(
        steps:
          ##"[{"animate": {"duration": 1, "curve": "linear", "spring": {"damping": 0.5}, "changes": []}}]"##),
      [##"t.json:3:58: error: a block takes 'curve' or 'spring', not both (at $.steps[0].animate.spring)"##]),
    TimelineErrorCase(
      "dampingZero",
      timeline(steps: ##"[{"animate": {"duration": 1, "spring": {"damping": 0}, "changes": []}}]"##),
      [##"t.json:3:61: error: damping must be in (0, 1], found 0 (at $.steps[0].animate.spring.damping)"##]),
    TimelineErrorCase(
      "dampingAboveOne",
      timeline(steps: ##"[{"animate": {"duration": 1, "spring": {"damping": 1.5}, "changes": []}}]"##),
      [##"t.json:3:61: error: damping must be in (0, 1], found 1.5 (at $.steps[0].animate.spring.damping)"##]),
    TimelineErrorCase(
      "bounceOne",
      timeline(steps: ##"[{"animate": {"spring": {"duration": 0.5, "bounce": 1}, "changes": []}}]"##),
      [
        ##"t.json:3:62: error: bounce must be between -1 and 1 (exclusive), found 1 (at $.steps[0].animate.spring.bounce)"##
      ]),
    TimelineErrorCase(
      "springDurationZero",
      timeline(steps: ##"[{"animate": {"spring": {"duration": 0, "bounce": 0}, "changes": []}}]"##),
      [##"t.json:3:47: error: spring duration must be > 0, found 0 (at $.steps[0].animate.spring.duration)"##]
    ),
    TimelineErrorCase(
      "blockDurationWithBounceSpring",
      timeline(
        steps: ##"[{"animate": {"duration": 1, "spring": {"duration": 0.5, "bounce": 0}, "changes": []}}]"##),
      [
        ##"t.json:3:24: error: a spring with 'duration' and 'bounce' sets the block's duration: remove the block's 'duration' (at $.steps[0].animate.duration)"##
      ]),
    TimelineErrorCase(
      "springInTransition",
      timeline(
        views: ##"[{"id": "a"}]"##,
        steps:
          ##"[{"transition": {"view": "a", "type": "crossDissolve", "duration": 1, "spring": {"damping": 1}}}]"##
      ),
      [
        ##"t.json:3:80: error: a transition takes a 'curve', not a 'spring' (UIKit has no spring transitions) (at $.steps[0].transition.spring)"##
      ]),
    TimelineErrorCase(
      "unknownSpringKey",
      timeline(
        steps: ##"[{"animate": {"duration": 1, "spring": {"damping": 0.5, "mass": 2}, "changes": []}}]"##),
      [##"t.json:3:66: error: unknown key 'mass' (at $.steps[0].animate.spring.mass)"##]),
    TimelineErrorCase(
      "springNotAnObject",
      timeline(steps: ##"[{"animate": {"duration": 1, "spring": 0.5, "changes": []}}]"##),
      [##"t.json:3:49: error: expected a spring object, found number (at $.steps[0].animate.spring)"##]),
  ]

  @Test(arguments: cases)
  func reportsExactly(_ errorCase: TimelineErrorCase) {
    #expect(errorLines(errorCase.text) == errorCase.expected)
  }
}
