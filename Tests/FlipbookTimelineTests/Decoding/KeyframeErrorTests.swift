import FlipbookTimeline
import Testing

// Bad keyframe documents and the exact lines `flipbook` prints for them. Columns were worked out
// from the document text: line 3 is `"steps": STEPS`, whose first character is column 10.

@Suite("Keyframe errors")
@MainActor
struct KeyframeErrorTests {
  nonisolated static let cases: [TimelineErrorCase] = [
    TimelineErrorCase(
      "keyframeEndsAfterOne",
      timeline(
        steps:
          ##"[{"animateKeyframes": {"duration": 1, "keyframes": [{"start": 0.6, "duration": 0.5, "changes": []}]}}]"##
      ),
      [
        ##"t.json:3:77: error: a keyframe must end by 1: start + duration is 1.1 (at $.steps[0].animateKeyframes.keyframes[0].duration)"##
      ]),
    TimelineErrorCase(
      "twoCalculationModes",
      timeline(
        steps:
          ##"[{"animateKeyframes": {"duration": 1, "options": ["calculationModeCubic", "calculationModePaced"], "keyframes": []}}]"##
      ),
      [
        ##"t.json:3:84: error: at most one calculation mode, found 'calculationModeCubic' and 'calculationModePaced' (at $.steps[0].animateKeyframes.options[1])"##
      ]),
    TimelineErrorCase(
      "keyframeStartAboveOne",
      timeline(
        steps:
          ##"[{"animateKeyframes": {"duration": 1, "keyframes": [{"start": 1.5, "duration": 0, "changes": []}]}}]"##
      ),
      [
        ##"t.json:3:72: error: start must be in [0, 1], found 1.5 (at $.steps[0].animateKeyframes.keyframes[0].start)"##
      ]),
    TimelineErrorCase(
      "keyframeWithoutChanges",
      timeline(
        steps: ##"[{"animateKeyframes": {"duration": 1, "keyframes": [{"start": 0, "duration": 1}]}}]"##),
      [##"t.json:3:62: error: missing required key 'changes' (at $.steps[0].animateKeyframes.keyframes[0])"##]
    ),
    TimelineErrorCase(
      "keyframesWithSpring",
      timeline(
        steps: ##"[{"animateKeyframes": {"duration": 1, "spring": {"damping": 1}, "keyframes": []}}]"##),
      [##"t.json:3:48: error: unknown key 'spring' (at $.steps[0].animateKeyframes.spring)"##]),
    TimelineErrorCase(
      "keyframesInChanges",
      timeline(
        steps:
          ##"[{"animate": {"duration": 1, "changes": [{"animateKeyframes": {"duration": 1, "keyframes": []}}]}}]"##
      ),
      [
        ##"t.json:3:52: error: 'animateKeyframes' is not allowed in 'changes' (at $.steps[0].animate.changes[0].animateKeyframes)"##
      ]),
  ]

  @Test(arguments: cases)
  func reportsExactly(_ errorCase: TimelineErrorCase) {
    #expect(errorLines(errorCase.text) == errorCase.expected)
  }
}
