import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import Testing

/// `flipbook plot` plots layers by their numbers, named as the layer keys are.
@MainActor
@Suite("Plotting layers")
struct LayerPlotTests {
  /// A dot whose fade is an explicit animation: opacity 1 → 0 linear over 1 s, then the
  /// snap back to the model value 1 (Core Animation removes a finished animation).
  static let text = """
    {"version": 1, "canvas": {"width": 100, "height": 100}, "fps": 10, "duration": 1.5,
     "views": [{"id": "card", "frame": [0, 0, 100, 100], "layers": [{"id": "dot", "bounds": [0, 0, 4, 4],
       "animations": [{"keyPath": "opacity", "from": 1, "to": 0, "duration": 1}]}]}], "steps": []}
    """

  @Test func aLayerIsPlottedByTheNumbersThatChange() throws {
    let document = try TimelineLoader.load(text: Self.text, file: "t.json").get()
    let plot = try PropertyPlot.sample(TimelinePlayer(document: document), views: ["dot"], properties: nil)
    #expect(plot.properties.map(\.rawValue) == ["opacity"])
    let values = try #require(plot.series.first?.values)
    #expect(values[5] == 0.5, "half way through the linear fade")
    #expect(values[12] == 1, "removed at 1 s: the model value again")
  }

  @Test func anUnknownIDIsAnErrorWithASuggestion() throws {
    let document = try TimelineLoader.load(text: Self.text, file: "t.json").get()
    #expect(throws: PlotError.self) {
      try PropertyPlot.sample(TimelinePlayer(document: document), views: ["dto"], properties: nil)
    }
  }
}
