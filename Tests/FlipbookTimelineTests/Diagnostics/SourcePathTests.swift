import FlipbookTimeline
import Testing

/// Diagnostics spell out their JSON paths only when reported: while decoding, from the parsed tape; while
/// the script runs on the engine (after the tape is released), from the file's bytes parsed again. Both
/// must name the same paths and positions as a path built value by value.
@MainActor
@Suite struct SourcePathTests {
  static let document = """
    {"version": 1, "canvas": {"width": 100, "height": 100}, "fps": 10, "duration": 6,
     "views": [{"id": "a", "my key": 1, "tag\\n": 2}],
     "steps": [
      {"at": 1, "animate": {"duration": 1, "changes": [{"view": "a", "alpha": 0}],
        "completion": [{"at": 0.5, "removeFromSuperview": "b"}]}},
      {"at": 5, "addSubview": {"id": "b"}, "to": "root"}]}
    """

  @Test func keysThatAreNotIdentifiersAreQuotedInPaths() {
    let lines = errorLines(Self.document)
    #expect(lines.count == 3)
    #expect(lines.first == #"t.json:2:24: error: unknown key 'my key' (at $.views[0]["my key"])"#)
    #expect(
      lines.dropFirst().first
        == #"t.json:2:37: error: unknown key 'tag\n' (did you mean 'tag'?) (at $.views[0]["tag\n"])"#)
  }

  @Test func problemsFoundWhileRunningNameTheirPathAfterDecoding() {
    let lines = errorLines(Self.document)
    #expect(
      lines.last
        == "t.json:5:55: error: view 'b' does not exist yet at 2.5 s (it is declared at 6:34) "
        + "(at $.steps[0].animate.completion[0].removeFromSuperview)")
  }

  @Test func everyElementOfALongArrayIsNamedByItsIndex() {
    // The 1000th view's alpha is out of range: the path is found by skipping 999 siblings.
    let views = (0..<1000).map { #"{"id": "v\#($0)", "alpha": \#($0 == 999 ? 2 : 1)}"# }
    let lines = errorLines(timeline(views: "[" + views.joined(separator: ", ") + "]"))
    #expect(lines.count == 1)
    #expect(lines.first?.hasSuffix("alpha must be in [0, 1], found 2 (at $.views[999].alpha)") == true)
  }
}
