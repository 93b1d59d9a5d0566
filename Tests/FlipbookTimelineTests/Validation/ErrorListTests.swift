import FlipbookTimeline
import Testing

@Suite("Error lists")
@MainActor
struct ErrorListTests {
  @Test func everyErrorIsListedInFileOrder() {
    let text = timeline(
      views: #"[{"id": "a", "alpha": 2}, {"id": "a"}]"#,
      steps: #"[{"set": [{"view": "zz", "alpha": 0}]}, {"animate": {"duration": -1, "changes": []}}]"#)
    #expect(
      errorLines(text) == [
        "t.json:2:32: error: alpha must be in [0, 1], found 2 (at $.views[0].alpha)",
        "t.json:2:43: error: duplicate id 'a' (first declared at 2:18) (at $.views[1].id)",
        "t.json:3:29: error: unknown view 'zz' (at $.steps[0].set[0].view)",
        "t.json:3:75: error: duration must be >= 0, found -1 (at $.steps[1].animate.duration)",
      ])
  }

  @Test func listIsCutAfterAHundredErrors() {
    let views = "[" + (0..<150).map { _ in #"{"alpha": 9}"# }.joined(separator: ", ") + "]"
    let lines = errorLines(timeline(views: views))
    #expect(lines.count == 101)
    #expect(lines[0] == "t.json:2:21: error: alpha must be in [0, 1], found 9 (at $.views[0].alpha)")
    // `{"alpha": 9}, ` is 14 characters: the 101st view starts at column 10 + 1 + 100 × 14, its value
    // 10 characters later.
    #expect(
      lines[100]
        == "t.json:2:1421: error: too many errors: 150 found, showing the first 100 (at $.views[100].alpha)")
  }
}
