import Flipbook
import FlipbookGeometry
import FlipbookTimeline
import Testing

@Suite("Deep view trees")
@MainActor
struct DeepTreeTests {
  /// `[{"id": "v0", "frame": [1, 0, 10, 10], "subviews": [{"id": "v1", ...}]}]`, `depth` levels deep.
  static func chain(depth: Int, prefix: String = "v") -> String {
    var text = ""
    for level in 0..<depth {
      text += #"[{"id": "\#(prefix)\#(level)", "frame": [1, 0, 10, 10], "subviews": "#
    }
    text += "[]"
    text += String(repeating: "}]", count: depth)
    return text
  }

  @Test func tenThousandLevelsLoadRunAndSample() throws {
    let document = try #require(
      loadDocument(
        timeline(
          views: Self.chain(depth: 10_000),
          steps:
            #"[{"animate": {"duration": 1, "curve": "linear", "changes": [{"view": "v9999", "alpha": 0}]}}]"#)
      ))
    #expect(document.views.views.count == 10_000)
    let player = TimelinePlayer(document: document)
    let deepest = try #require(player.viewsByID["v9999"])
    #expect(deepest.superview === player.viewsByID["v9998"])
    let output = TimelineSampler.sample(player, frames: [5], viewIDs: ["v9999"])
    let text = JSONWriter(style: .compact).string(from: output)
    #expect(text.contains(#""v9999":{"superview":"v9998","index":0,"center":[6,5]"#))
    #expect(text.contains(#""alpha":0.5"#))
  }

  /// Issue 15: views 100,000 deep crashed validate, sample and render when the parsed JSON and then the
  /// views were released recursively. Both are now released with explicit stacks.
  @Test func hundredThousandLevelsLoadSampleAndAreReleased() throws {
    var document = loadDocument(timeline(views: Self.chain(depth: 100_000)))
    #expect(document?.views.views.count == 100_000)
    var player = document.map { TimelinePlayer(document: $0) }
    let output = try #require(player.map { TimelineSampler.sample($0, frames: [0], viewIDs: ["v99999"]) })
    #expect(JSONWriter(style: .compact).string(from: output).contains(#""v99999":{"superview":"v99998""#))
    player = nil
    document = nil
    #expect(player == nil && document == nil)
  }

  /// Issue 15: 60,000 nested brackets (a 120 KB file) crashed every command; now a located error,
  /// at the top level and inside a value.
  @Test func sixtyThousandNestedBracketsAreALocatedError() {
    let brackets = String(repeating: "[", count: 60_000) + String(repeating: "]", count: 60_000)
    #expect(errorLines(brackets) == ["t.json:1:1: error: expected a timeline object, found array (at $)"])
    let lines = errorLines(timeline(views: "[" + brackets + "]"))
    #expect(lines.count == 1)
    #expect(lines.first?.hasSuffix("error: expected a view object, found array (at $.views[0])") == true)
  }

  @Test func tenThousandLevelsAddedByAStep() throws {
    let added = String(Self.chain(depth: 10_000, prefix: "w").dropFirst().dropLast())
    let document = try #require(
      loadDocument(timeline(steps: #"[{"at": 0.5, "addSubview": "# + added + #", "to": "root"}]"#)))
    let player = TimelinePlayer(document: document)
    player.step(toFrame: 5)
    #expect(player.viewsByID["w9999"]?.window === player.window)
  }

  @Test func deepErrorsAreReportedWithTheirPath() {
    var views = Self.chain(depth: 3)
    views = views.replacing(#""id": "v2""#, with: #""id": "v 2""#, maxReplacements: 1)
    #expect(
      errorLines(timeline(views: views)) == [
        "t.json:2:120: error: invalid id 'v 2': use only letters, digits, '-' and '_' (at $.views[0].subviews[0].subviews[0].id)"
      ])
  }

  @Test func deeplyNestedBlocksAreRefused() {
    var block = #"{"changes": []}"#
    for _ in 0..<40 { block = #"{"changes": [{"animate": "# + block + "}]}" }
    let lines = errorLines(
      timeline(steps: #"[{"animate": {"duration": 1, "changes": [{"animate": "# + block + "}]}}]"))
    #expect(lines.count == 1)
    #expect(lines.first?.contains("steps are nested too deeply (more than 32 levels)") == true)
  }
}
