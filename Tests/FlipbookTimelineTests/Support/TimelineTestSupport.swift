import FlipbookTimeline
import Testing

/// A document whose first line is fixed, with `views` on line 2 and `steps` on line 3, both starting at
/// column 10 (after `"views": ` / `"steps": `). Errors in them have predictable positions.
///
///     {"version": 1, "canvas": {"width": 200, "height": 100}, "fps": 10, "duration": 2,
///     "views": VIEWS,
///     "steps": STEPS}
func timeline(views: String = "[]", steps: String = "[]") -> String {
  """
  {"version": 1, "canvas": {"width": 200, "height": 100}, "fps": 10, "duration": 2,
  "views": \(views),
  "steps": \(steps)}
  """
}

/// The diagnostics of loading `text` as `t.json`, as printed lines; empty when it loads.
@MainActor
func errorLines(_ text: String) -> [String] {
  switch TimelineLoader.load(text: text, file: "t.json") {
  case .success: []
  case .failure(let errors): errors.diagnostics.map(\.description)
  }
}

/// The document `text` decodes to; records an issue when it does not load.
@MainActor
func loadDocument(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  -> TimelineDocument?
{
  switch TimelineLoader.load(text: text, file: "t.json") {
  case .success(let document): return document
  case .failure(let errors):
    Issue.record("unexpected errors:\n\(errors)", sourceLocation: sourceLocation)
    return nil
  }
}

/// Two card views for runner tests: `a` at frame [0, 0, 10, 10], `b` at [100, 0, 10, 10].
let twoViews = #"[{"id": "a", "frame": [0, 0, 10, 10]}, {"id": "b", "frame": [100, 0, 10, 10]}]"#

/// A broken document and the diagnostics it must produce, line for line.
struct TimelineErrorCase: Sendable, CustomTestStringConvertible {
  var name: String
  var text: String
  var expected: [String]

  init(_ name: String, _ text: String, _ expected: [String]) {
    self.name = name
    self.text = text
    self.expected = expected
  }

  var testDescription: String { name }
}

/// A player for `timeline(views:steps:)` (10 fps, 2 s, canvas 200×100).
@MainActor
func makePlayer(
  views: String = twoViews, steps: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> TimelinePlayer? {
  guard let document = loadDocument(timeline(views: views, steps: steps), sourceLocation: sourceLocation)
  else { return nil }
  return TimelinePlayer(document: document, file: "t.json")
}
