import FlipbookTimeline
import Testing

// `image`, `text` and `contentMode` errors: each case is a small broken document and the exact lines
// `flipbook` prints for it (loaded without an image resolver: only the path's shape is checked).

@Suite("Content errors")
@MainActor
struct ContentErrorTests {
  nonisolated static let cases: [TimelineErrorCase] = [
    TimelineErrorCase(
      "pathLeavesTheFolder", timeline(views: ##"[{"image": "assets/../../logo.png"}]"##),
      [
        ##"t.json:2:21: error: image "assets/../../logo.png": the path leaves the timeline's folder (at $.views[0].image)"##
      ]),
    TimelineErrorCase(
      "absolutePath", timeline(views: ##"[{"image": "/tmp/logo.png"}]"##),
      [
        ##"t.json:2:21: error: image "/tmp/logo.png": absolute paths are not allowed: give a path relative to the timeline's folder (at $.views[0].image)"##
      ]),
    TimelineErrorCase(
      "emptyPath", timeline(views: ##"[{"image": ""}]"##),
      [##"t.json:2:21: error: image "": the path is empty (at $.views[0].image)"##]),
    TimelineErrorCase(
      "pathNamesTheFolder", timeline(views: ##"[{"image": "assets/.."}]"##),
      [
        ##"t.json:2:21: error: image "assets/..": the path names the timeline's folder, not a file (at $.views[0].image)"##
      ]),
    TimelineErrorCase(
      "imageAndText", timeline(views: ##"[{"image": "a.png", "text": {"string": "A"}}]"##),
      [
        ##"t.json:2:30: error: a view cannot have both 'image' and 'text': use an image view and a label side by side (at $.views[0].text)"##
      ]),
    TimelineErrorCase(
      "unknownContentMode", timeline(views: ##"[{"image": "a.png", "contentMode": "scaleAspectFitt"}]"##),
      [
        ##"t.json:2:45: error: unknown content mode 'scaleAspectFitt' (did you mean 'scaleAspectFit'?) (at $.views[0].contentMode)"##
      ]),
    TimelineErrorCase(
      "textWithoutString", timeline(views: ##"[{"text": {"color": "red"}}]"##),
      [##"t.json:2:20: error: missing required key 'string' (at $.views[0].text)"##]),
    TimelineErrorCase(
      "badTextValues",
      timeline(
        views:
          ##"[{"text": {"string": "A", "alignment": "middle", "lines": -1, "color": null, "font": {"size": 0, "weight": 1200, "style": "italic"}}}]"##
      ),
      [
        ##"t.json:2:49: error: unknown text alignment 'middle' (at $.views[0].text.alignment)"##,
        ##"t.json:2:68: error: 'lines' must be 0 (as many as fit) or more, not -1 (at $.views[0].text.lines)"##,
        ##"t.json:2:81: error: expected a colour ("#RRGGBB", [r, g, b, a] or a name such as "red"), found null (at $.views[0].text.color)"##,
        ##"t.json:2:104: error: font size must be more than 0 and at most 4096, not 0 (at $.views[0].text.font.size)"##,
        ##"t.json:2:117: error: font weight must be in 1 ... 1000, not 1200 (at $.views[0].text.font.weight)"##,
        ##"t.json:2:123: error: unknown key 'style' (at $.views[0].text.font.style)"##,
      ]),
  ]

  @Test(arguments: cases)
  func reportsExactly(_ errorCase: TimelineErrorCase) {
    #expect(errorLines(errorCase.text) == errorCase.expected)
  }

  /// The validator runs the script on the real engine: setting `image` or `text` on a view of the other
  /// kind is found when the step runs, inside a block too.
  nonisolated static let scriptCases: [TimelineErrorCase] = [
    TimelineErrorCase(
      "imageOnALabel",
      timeline(
        views: ##"[{"id": "l", "text": {"string": "A"}}]"##,
        steps: ##"[{"at": 1, "set": [{"view": "l", "image": "a.png"}]}]"##),
      [
        ##"t.json:3:52: error: cannot set 'image' on view 'l', which is a label: only a view created with 'image' can change it (at $.steps[0].set[0].image)"##
      ]),
    TimelineErrorCase(
      "textOnAnImageViewInABlock",
      timeline(
        views: ##"[{"id": "i", "image": "a.png"}]"##,
        steps:
          ##"[{"at": 1, "animate": {"duration": 1, "changes": [{"view": "i", "text": {"string": "B"}}]}}]"##),
      [
        ##"t.json:3:82: error: cannot set 'text' on view 'i', which is an image view: only a view created with 'text' can change it (at $.steps[0].animate.changes[0].text)"##
      ]),
    TimelineErrorCase(
      "textOnAPlainView",
      timeline(views: twoViews, steps: ##"[{"at": 0, "set": [{"view": "a", "text": {"string": "B"}}]}]"##),
      [
        ##"t.json:3:51: error: cannot set 'text' on view 'a', which is a plain view: only a view created with 'text' can change it (at $.steps[0].set[0].text)"##
      ]),
    TimelineErrorCase(
      "imageAndTextInOneChange",
      timeline(
        views: ##"[{"id": "i", "image": "a.png"}]"##,
        steps: ##"[{"at": 0, "set": [{"view": "i", "image": "a.png", "text": {"string": "B"}}]}]"##),
      [
        ##"t.json:3:61: error: a change cannot set both 'image' and 'text' (at $.steps[0].set[0].text)"##
      ]),
  ]

  @Test(arguments: scriptCases)
  func scriptErrorsAreLocated(_ errorCase: TimelineErrorCase) {
    #expect(errorLines(errorCase.text) == errorCase.expected)
  }
}
