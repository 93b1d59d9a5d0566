import FlipbookTimeline
import Testing

/// "Did you mean" knows the names UIKit, Core Animation and web users write.
@Suite("Synonym hints")
@MainActor
struct SynonymHintTests {
  /// The first error line of `text` that mentions `word`, or "" when there is none.
  private func line(_ text: String, mentioning word: String) -> String {
    errorLines(text).first { $0.contains("'\(word)'") } ?? ""
  }

  @Test func viewAndChangeKeys() {
    let views =
      #"[{"id": "a", "frame": [0, 0, 10, 10], "opacity": 0.5}, {"id": "l", "frame": [0, 0, 10, 10], "text": {"string": "hi", "textColor": "red", "font": {"name": "DejaVu Sans"}}}]"#
    let text = timeline(views: views)
    #expect(line(text, mentioning: "opacity").contains("(did you mean 'alpha'?)"))
    #expect(line(text, mentioning: "textColor").contains("(did you mean 'color'?)"))
    #expect(line(text, mentioning: "name").contains("(did you mean 'family'?)"))
    let onView = timeline(views: #"[{"id": "l", "text": {"string": "hi"}, "textColor": "red"}]"#)
    #expect(line(onView, mentioning: "textColor").contains(#"did you mean 'text.color'"#))
  }

  @Test func geometryAndColourKeysOfCSSAndSwiftUI() {
    let text = timeline(
      views: #"[{"id": "a", "width": 10, "height": 5, "x": 1, "y": 2, "size": [3, 4], "color": "red"}]"#)
    for key in ["width", "height", "size"] {
      #expect(
        line(text, mentioning: key).contains("(did you mean 'frame' ([x, y, width, height]) or 'bounds'?)"))
    }
    for key in ["x", "y"] {
      #expect(line(text, mentioning: key).contains("or 'center' ([x, y])?)"), "\(errorLines(text))")
    }
    #expect(line(text, mentioning: "color").contains(#"(did you mean 'backgroundColor' or 'text.color'"#))
    // A key of the same name where it belongs is no error: the canvas's width, a font's size.
    #expect(!errorLines(text).contains { $0.contains("canvas") })
  }

  @Test func blockKeysAndOptions() {
    let steps =
      #"[{"animate": {"duration": 1, "ease": "easeIn", "options": ["curveEaseOut"], "changes": [{"view": "a", "alpha": 0}]}}]"#
    let text = timeline(views: twoViews, steps: steps)
    #expect(line(text, mentioning: "ease").contains("(did you mean 'curve'?)"))
    #expect(line(text, mentioning: "curveEaseOut").contains(#"(did you mean "curve": "easeOut"?)"#))
    let curveOption = timeline(
      views: twoViews,
      steps:
        #"[{"animate": {"duration": 1, "curve": "curveEaseInOut", "changes": [{"view": "a", "alpha": 0}]}}]"#)
    #expect(line(curveOption, mentioning: "curveEaseInOut").contains("(did you mean 'easeInOut'?)"))
    let spring = timeline(
      views: twoViews,
      steps: #"[{"animate": {"duration": 1, "curve": "spring", "changes": [{"view": "a", "alpha": 0}]}}]"#)
    #expect(line(spring, mentioning: "spring").contains("the 'spring' key"))
  }

  @Test func animationStepKey() {
    let text = timeline(
      views: twoViews, steps: #"[{"animation": {"duration": 1, "changes": [{"view": "a", "alpha": 0}]}}]"#)
    #expect(line(text, mentioning: "animation").contains("(did you mean 'animate'?)"), "\(errorLines(text))")
  }

  @Test func cssColours() {
    let text = timeline(
      views:
        #"[{"id": "a", "backgroundColor": "rgba(255, 0, 0, 0.5)"}, {"id": "b", "backgroundColor": "rgb(0 128 255)"}, {"id": "c", "backgroundColor": "hsl(120, 50%, 50%)"}, {"id": "d", "backgroundColor": "transparent"}]"#
    )
    let lines = errorLines(text)
    #expect(lines.contains { $0.contains(##"(did you mean [1, 0, 0, 0.5] or "#FF000080"?)"##) }, "\(lines)")
    #expect(
      lines.contains { $0.contains(##"(did you mean [0, 0.5019607843, 1, 1] or "#0080FFFF"?)"##) }, "\(lines)"
    )
    #expect(lines.contains { $0.contains("'hsl(120, 50%, 50%)' (write a colour as") }, "\(lines)")
    #expect(lines.contains { $0.contains("'transparent' (did you mean 'clear'?)") }, "\(lines)")
  }

  @Test func unknownAnimatorsGetTheClosestId() {
    let steps =
      #"[{"animator": {"id": "fader", "duration": 1, "start": false, "changes": [{"view": "a", "alpha": 0}]}}, {"at": 0.5, "startAnimator": "fadr"}]"#
    let lines = errorLines(timeline(views: twoViews, steps: steps))
    #expect(lines.contains { $0.contains("unknown animator 'fadr' (did you mean 'fader'?)") }, "\(lines)")
  }

  @Test func typosStillWorkAndSynonymsNeedTheirCandidate() {
    #expect(Suggestions.hint(for: "durration", in: ["duration", "delay"]) == " (did you mean 'duration'?)")
    // `opacity` means `alpha` only where `alpha` is a choice.
    #expect(Suggestions.hint(for: "opacity", in: ["duration", "delay"]) == "")
    #expect(Suggestions.closest(to: "animation", in: ["set", "animate", "animator"]) == "animate")
  }
}
