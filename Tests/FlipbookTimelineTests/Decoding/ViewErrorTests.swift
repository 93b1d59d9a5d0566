import FlipbookTimeline
import Testing

// Each case is a small broken document and the exact lines `flipbook` prints for it.
// Positions were counted by hand from the document text (see timeline(views:steps:) for the layout).

@Suite("View errors")
@MainActor
struct ViewErrorTests {
  nonisolated static let cases: [TimelineErrorCase] = [
    TimelineErrorCase(
      "invalidID", timeline(views: ##"[{"id": "my card"}]"##),
      [
        ##"t.json:2:18: error: invalid id 'my card': use only letters, digits, '-' and '_' (at $.views[0].id)"##
      ]),
    TimelineErrorCase(
      "reservedRootID", timeline(views: ##"[{"id": "root"}]"##),
      [##"t.json:2:18: error: the id 'root' is reserved for the canvas (at $.views[0].id)"##]),
    TimelineErrorCase(
      "frameWithCenter", timeline(views: ##"[{"frame": [0, 0, 1, 1], "center": [5, 5]}]"##),
      [
        ##"t.json:2:35: error: 'frame' and 'center' cannot be used together: use 'frame', or 'center' with 'bounds' (at $.views[0].center)"##
      ]),
    TimelineErrorCase(
      "boundsSizeDiffersFromFrame",
      timeline(views: ##"[{"frame": [0, 0, 10, 20], "bounds": [5, 5, 10, 10]}]"##),
      [
        ##"t.json:2:47: error: the size of 'bounds' (10×10) must equal the size of 'frame' (10×20) (at $.views[0].bounds)"##
      ]),
    TimelineErrorCase(
      "negativeWidth", timeline(views: ##"[{"frame": [0, 0, -4, 20]}]"##),
      [##"t.json:2:28: error: width must be >= 0, found -4 (at $.views[0].frame[2])"##]),
    TimelineErrorCase(
      "rectWithThreeNumbers", timeline(views: ##"[{"frame": [0, 0, 4]}]"##),
      [##"t.json:2:21: error: expected 4 numbers [x, y, width, height], found 3 (at $.views[0].frame)"##]),
    TimelineErrorCase(
      "rectNotArray", timeline(views: ##"[{"bounds": "big"}]"##),
      [##"t.json:2:22: error: expected an array [x, y, width, height], found string (at $.views[0].bounds)"##]
    ),
    TimelineErrorCase(
      "badHexColour", timeline(views: ##"[{"backgroundColor": "#GG0000"}]"##),
      [
        ##"t.json:2:31: error: invalid hex colour '#GG0000': use #RGB, #RGBA, #RRGGBB or #RRGGBBAA (at $.views[0].backgroundColor)"##
      ]),
    TimelineErrorCase(
      "unknownColourName", timeline(views: ##"[{"backgroundColor": "Red"}]"##),
      [
        ##"t.json:2:31: error: unknown colour name 'Red' (did you mean 'red'?) (at $.views[0].backgroundColor)"##
      ]),
    TimelineErrorCase(
      "colourComponentOutOfRange", timeline(views: ##"[{"backgroundColor": [1, 1.5, 0, 1]}]"##),
      [
        ##"t.json:2:35: error: a colour component must be in [0, 1], found 1.5 (at $.views[0].backgroundColor[1])"##
      ]),
    TimelineErrorCase(
      "colourWithThreeComponents", timeline(views: ##"[{"backgroundColor": [1, 0, 0]}]"##),
      [
        ##"t.json:2:31: error: expected 4 colour components [r, g, b, a], found 3 (at $.views[0].backgroundColor)"##
      ]),
    TimelineErrorCase(
      "colourOfWrongKind", timeline(views: ##"[{"backgroundColor": 7}]"##),
      [
        ##"t.json:2:31: error: expected a colour ("#RRGGBB", [r, g, b, a] or a name such as "red"), found number (at $.views[0].backgroundColor)"##
      ]),
    TimelineErrorCase(
      "transformMatrixWrongCount", timeline(views: ##"[{"transform": [1, 0, 0, 1]}]"##),
      [##"t.json:2:25: error: expected 6 numbers [a, b, c, d, tx, ty], found 4 (at $.views[0].transform)"##]),
    TimelineErrorCase(
      "transformUnknownKey", timeline(views: ##"[{"transform": {"rotation": 15}}]"##),
      [
        ##"t.json:2:26: error: unknown key 'rotation' (did you mean 'rotate'?) (at $.views[0].transform.rotation)"##
      ]),
    TimelineErrorCase(
      "transformScaleOfWrongKind", timeline(views: ##"[{"transform": {"scale": "2"}}]"##),
      [##"t.json:2:35: error: expected a number or [sx, sy], found string (at $.views[0].transform.scale)"##]),
    TimelineErrorCase(
      "transformOfWrongKind", timeline(views: ##"[{"transform": 1}]"##),
      [
        ##"t.json:2:25: error: expected a transform ([a, b, c, d, tx, ty] or an object with 'scale', 'rotate', 'translate'), found number (at $.views[0].transform)"##
      ]),
    TimelineErrorCase(
      "alphaOutOfRange", timeline(views: ##"[{"alpha": 1.5}]"##),
      [##"t.json:2:21: error: alpha must be in [0, 1], found 1.5 (at $.views[0].alpha)"##]),
    TimelineErrorCase(
      "tagNotInteger", timeline(views: ##"[{"tag": 1.5}]"##),
      [##"t.json:2:19: error: expected an integer, found 1.5 (at $.views[0].tag)"##]),
    TimelineErrorCase(
      "hiddenNotBoolean", timeline(views: ##"[{"hidden": "yes"}]"##),
      [##"t.json:2:22: error: expected true or false, found string (at $.views[0].hidden)"##]),
    TimelineErrorCase(
      "unknownAutoresizingName", timeline(views: ##"[{"autoresizingMask": ["flexibleWith"]}]"##),
      [
        ##"t.json:2:33: error: unknown autoresizing name 'flexibleWith' (did you mean 'flexibleWidth'?) (at $.views[0].autoresizingMask[0])"##
      ]),
    TimelineErrorCase(
      "unknownViewKey", timeline(views: ##"[{"backgroundColour": "red"}]"##),
      [
        ##"t.json:2:12: error: unknown key 'backgroundColour' (did you mean 'backgroundColor'?) (at $.views[0].backgroundColour)"##
      ]),
    TimelineErrorCase(
      "subviewsNotArray", timeline(views: ##"[{"subviews": {}}]"##),
      [##"t.json:2:24: error: expected an array of views, found object (at $.views[0].subviews)"##]),
    TimelineErrorCase(
      "viewNotObject", timeline(views: ##"["card"]"##),
      [##"t.json:2:11: error: expected a view object, found string (at $.views[0])"##]),
  ]

  @Test(arguments: cases)
  func reportsExactly(_ errorCase: TimelineErrorCase) {
    #expect(errorLines(errorCase.text) == errorCase.expected)
  }
}
