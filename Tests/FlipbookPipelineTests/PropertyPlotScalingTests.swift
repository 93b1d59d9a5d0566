import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import Testing

/// `flipbook plot`'s defaults: only the components that change, and each view on its own range when a
/// shared axis would flatten it.
@MainActor
@Suite("Plot panels and scales")
struct PropertyPlotScalingTests {
  let centerX = PlotProperty(name: "center.x")!
  let frameX = PlotProperty(name: "frame.x")!

  /// `slider` slides 300 points and fades over 1 s; `nudge` moves 5 points far to its right (frames 0-9 show
  /// 90 % of each).
  static let text = """
    {"version": 1, "canvas": {"width": 800, "height": 100}, "fps": 10, "duration": 1,
     "views": [{"id": "slider", "frame": [0, 0, 20, 20]}, {"id": "nudge", "frame": [600, 0, 20, 20]}],
     "steps": [{"animate": {"duration": 1, "curve": "linear", "changes": [
       {"view": "slider", "center": [310, 10], "alpha": 0.5}, {"view": "nudge", "center": [615, 10]}]}}]}
    """

  private func makePlot(views: [String] = ["slider", "nudge"], _ properties: [PlotProperty]? = nil) throws
    -> PropertyPlot
  {
    let document = try TimelineLoader.load(text: Self.text, file: "t.json").get()
    return try PropertyPlot.sample(TimelinePlayer(document: document), views: views, properties: properties)
  }

  @Test func defaultPanelsAreTheComponentsThatChange() throws {
    #expect(try makePlot().properties == [centerX, frameX, .alpha])
  }

  @Test func aViewMovingOverATenthOfThePanelIsScaledToItsOwnRange() throws {
    let plot = try makePlot()
    #expect(plot.ranges(of: centerX)["nudge"] == 610...614.5)
    #expect(plot.ranges(of: centerX)["slider"] == 10...280)
    #expect(plot.isScaledPerView(centerX))
    #expect(plot.isScaledPerView(frameX))
    // 0.5 to 1 against 1 to 1: one axis shows both well.
    #expect(!plot.isScaledPerView(.alpha))
    #expect(try !makePlot(views: ["nudge"], [centerX]).isScaledPerView(centerX))
  }
}
