import FlipbookTimeline
import Testing

// Each case is a small broken `stack` and the exact lines `flipbook` prints for it (positions: see
// timeline(views:steps:); the views array starts at line 2, column 10).

@Suite("Stack errors")
@MainActor
struct StackErrorTests {
  nonisolated static let cases: [TimelineErrorCase] = [
    TimelineErrorCase(
      "unknownKey", timeline(views: ##"[{"stack": {"axsi": "vertical"}}]"##),
      [##"t.json:2:22: error: unknown key 'axsi' (did you mean 'axis'?) (at $.views[0].stack.axsi)"##]),
    TimelineErrorCase(
      "misspeltAxis", timeline(views: ##"[{"stack": {"axis": "verticle"}}]"##),
      [
        ##"t.json:2:30: error: unknown stack axis 'verticle' (did you mean 'vertical'?) (at $.views[0].stack.axis)"##
      ]),
    TimelineErrorCase(
      "topIsLeading", timeline(views: ##"[{"stack": {"alignment": "top"}}]"##),
      [
        ##"t.json:2:35: error: unknown stack alignment 'top' (did you mean 'leading'? A horizontal stack's top edge is its leading edge) (at $.views[0].stack.alignment)"##
      ]),
    TimelineErrorCase(
      "misspeltDistribution", timeline(views: ##"[{"stack": {"distribution": "fillEqualy"}}]"##),
      [
        ##"t.json:2:38: error: unknown stack distribution 'fillEqualy' (did you mean 'fillEqually'?) (at $.views[0].stack.distribution)"##
      ]),
    TimelineErrorCase(
      "threeInsets", timeline(views: ##"[{"stack": {"insets": [1, 2, 3]}}]"##),
      [
        ##"t.json:2:32: error: expected 4 numbers [top, left, bottom, right], found 3 (at $.views[0].stack.insets)"##
      ]),
    TimelineErrorCase(
      "spacingAsText", timeline(views: ##"[{"stack": {"spacing": "8"}}]"##),
      [##"t.json:2:33: error: expected a number, found string (at $.views[0].stack.spacing)"##]),
    TimelineErrorCase(
      "notAnObject", timeline(views: ##"[{"stack": "vertical"}]"##),
      [##"t.json:2:21: error: expected a stack object, found string (at $.views[0].stack)"##]),
    TimelineErrorCase(
      "stackWithText", timeline(views: ##"[{"text": {"string": "Hi"}, "stack": {}}]"##),
      [
        ##"t.json:2:38: error: a view cannot have both 'text' and 'stack': put the label inside the stack (at $.views[0].stack)"##
      ]),
    TimelineErrorCase(
      "inAChange",
      timeline(
        views: ##"[{"id": "s", "stack": {}}]"##,
        steps: ##"[{"set": [{"view": "s", "stack": {"axis": "diagonal"}}]}]"##),
      [
        ##"t.json:3:52: error: unknown stack axis 'diagonal' (at $.steps[0].set[0].stack.axis)"##
      ]),
    TimelineErrorCase(
      "spacingsAddingUpToInfinity",
      timeline(
        views: ##"[{"id": "s", "stack": {"spacing": 1e308}, "subviews": [{"frame": [0, 0, 1, 1]}, {}, {}]}]"##
      ),
      [
        ##"t.json:2:32: error: laying out the stack 's': center[1] is not a finite number after arithmetic (inf); use smaller values (at $.views[0].stack)"##
      ]),
  ]

  @Test(arguments: cases)
  func reportsTheExpectedLines(_ errorCase: TimelineErrorCase) {
    #expect(errorLines(errorCase.text) == errorCase.expected)
  }
}
