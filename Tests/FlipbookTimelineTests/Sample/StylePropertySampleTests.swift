import FlipbookTimeline
import Testing

/// Layer-style properties come into the format from the engine's property list: they decode with their
/// kind's checks, animate in blocks, and `sample` prints them.
@MainActor
@Suite struct StylePropertySampleTests {
  @Test func cornerRadiusAnimatesAndIsSampled() throws {
    let document = try #require(
      loadDocument(
        timeline(
          views: #"[{"id": "a", "frame": [0, 0, 10, 10], "cornerRadius": 2}]"#,
          steps:
            #"[{"animate": {"duration": 1, "curve": "linear", "changes": [{"view": "a", "cornerRadius": 6}]}}]"#
        )))
    let output = JSONWriter(style: .compact).string(
      from: TimelineSampler.sample(document, frames: [0, 5, 10]))
    #expect(output.contains(#""cornerRadius":2,"#))
    #expect(output.contains(#""cornerRadius":4,"#))  // halfway, linear
    #expect(output.contains(#""cornerRadius":6,"#))
  }

  @Test func aNegativeCornerRadiusIsALocatedError() {
    let lines = errorLines(timeline(views: #"[{"id": "a", "cornerRadius": -1}]"#, steps: "[]"))
    #expect(
      lines == [#"t.json:2:39: error: cornerRadius must be >= 0, found -1 (at $.views[0].cornerRadius)"#])
  }
}
