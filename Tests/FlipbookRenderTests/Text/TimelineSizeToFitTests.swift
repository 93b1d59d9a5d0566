import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTimeline
import Testing

/// `"sizeToFit": true` and stacks laying labels out by their text, in a timeline loaded with the Pango
/// measurer (as every `flipbook` command loads one).
@MainActor
@Suite("Timeline views that size themselves")
struct TimelineSizeToFitTests {
  static let timeline = """
    {"version": 1, "canvas": {"width": 400, "height": 100}, "fps": 10, "duration": 1,
     "views": [
       {"id": "name", "frame": [20, 10, 5, 5], "text": {"string": "Ada Lovelace", "font": {"size": 20}},
        "sizeToFit": true},
       {"id": "bar", "frame": [10, 50, 0, 0], "sizeToFit": true, "backgroundColor": "#222222",
        "stack": {"axis": "horizontal", "spacing": 8, "insets": [4, 6, 4, 6], "alignment": "center"},
        "subviews": [{"id": "first", "text": {"string": "Grace"}}, {"id": "last", "text": {"string": "Hopper"}}]}
     ],
     "steps": [{"at": 0.5, "set": [{"view": "name", "text": {"string": "Ada", "font": {"size": 20}}},
                                   {"view": "last", "text": {"string": "Brewster Murray Hopper"}}]}]}
    """

  /// What the Pango measurer says a label with `text` at `size` points needs on one line.
  func measured(_ text: String, size: Double = 17) -> Size {
    PangoTextMeasurer().size(of: TextContent(text, font: Font(size: size)), wrappingAt: nil)
  }

  @Test func labelsAndStacksFitTheirTextAtLoadAndWhenItChanges() throws {
    let document = try TimelineLoader.load(
      text: Self.timeline, file: "fit.json", textMeasurer: { PangoTextMeasurer() }
    ).get()
    let player = TimelinePlayer(document: document, file: "fit.json")
    player.step(toFrame: 0)
    let views = player.viewsByID
    let name = try #require(views["name"])
    // UIKit's sizeToFit: the bounds size becomes sizeThatFits, the frame's origin stays.
    #expect(name.frame == Rect(origin: Point(x: 20, y: 10), size: measured("Ada Lovelace", size: 20)))
    let grace = measured("Grace")
    let hopper = measured("Hopper")
    let bar = try #require(views["bar"])
    // Arranged labels take their intrinsic widths; the stack hugs them, the spacing and its insets.
    #expect(views["first"]?.bounds.size == grace)
    #expect(views["last"]?.frame.minX == 6 + grace.width + 8)
    #expect(
      bar.frame
        == Rect(
          x: 10, y: 50, width: 6 + grace.width + 8 + hopper.width + 6,
          height: 4 + max(grace.height, hopper.height) + 4))
    player.step(toFrame: 6)
    // After the text changes, each fits again.
    #expect(name.frame == Rect(origin: Point(x: 20, y: 10), size: measured("Ada", size: 20)))
    let longer = measured("Brewster Murray Hopper")
    #expect(views["last"]?.bounds.size == longer)
    #expect(bar.frame.width == 6 + grace.width + 8 + longer.width + 6 && bar.frame.minX == 10)
  }

  @Test func textOfSeveralLinesWrapsWithinMaxWidth() throws {
    let text =
      #"{"version": 1, "canvas": {"width": 300, "height": 200}, "fps": 1, "duration": 1, "views": [{"id": "note", "frame": [5, 6, 0, 0], "sizeToFit": true, "text": {"string": "one two three four five six seven", "lines": 0, "maxWidth": 100}}]}"#
    let document = try TimelineLoader.load(text: text, file: "t.json", textMeasurer: { PangoTextMeasurer() })
      .get()
    let player = TimelinePlayer(document: document, file: "t.json")
    player.step(toFrame: 0)
    // UILabel's intrinsic size with preferredMaxLayoutWidth: the text wrapped at 100 points, every line kept.
    let wrapped = PangoTextMeasurer().size(
      of: TextContent("one two three four five six seven", numberOfLines: 0), wrappingAt: 100)
    #expect(wrapped.width <= 100 && wrapped.height > 40)
    #expect(player.viewsByID["note"]?.frame == Rect(origin: Point(x: 5, y: 6), size: wrapped))
  }

  @Test func withoutAMeasurerLabelsKeepTheSizeTheyAreGiven() throws {
    let document = try TimelineLoader.load(text: Self.timeline, file: "fit.json").get()
    let player = TimelinePlayer(document: document, file: "fit.json")
    player.step(toFrame: 0)
    #expect(player.viewsByID["name"]?.frame == Rect(x: 20, y: 10, width: 5, height: 5))
  }

  @Test func sizeToFitOnAViewWithoutContentIsAnError() {
    let text =
      #"{"version": 1, "canvas": {"width": 10, "height": 10}, "fps": 1, "duration": 1, "views": [{"id": "v", "sizeToFit": true}]}"#
    guard case .failure(let errors) = TimelineLoader.load(text: text, file: "t.json") else {
      Issue.record("expected an error")
      return
    }
    #expect(errors.description.contains("'sizeToFit' sizes a view to its content"))
  }
}
