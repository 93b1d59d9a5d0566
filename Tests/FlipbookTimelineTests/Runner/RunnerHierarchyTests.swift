import Flipbook
import FlipbookGeometry
import FlipbookTimeline
import Testing

@Suite("Runner hierarchy")
@MainActor
struct RunnerHierarchyTests {
  /// The ids of `view`'s subviews, back to front.
  func ids(_ player: TimelinePlayer, _ view: View) -> [String?] { view.subviews.map { player.id(of: $0) } }

  @Test func buildsTheWindowAndTheInitialViews() throws {
    let player = try #require(
      makePlayer(
        views:
          #"[{"id": "p", "center": [50, 40], "bounds": [10, 0, 60, 20], "alpha": 0.5, "tag": 4, "backgroundColor": "blue", "transform": {"translate": [3, 4]}, "subviews": [{"id": "q"}, {"frame": [1, 1, 1, 1]}]}]"#,
        steps: "[]"))
    #expect(player.window.frame == Rect(x: 0, y: 0, width: 200, height: 100))
    #expect(player.viewsByID["root"] === player.window)
    let p = try #require(player.viewsByID["p"])
    #expect(p.frame == Rect(x: 23, y: 34, width: 60, height: 20))  // moved by the translation
    #expect(p.bounds.origin == Point(x: 10, y: 0))
    #expect(p.alpha == 0.5 && p.tag == 4 && p.backgroundColor == Color.blue)
    #expect(p.transform == AffineTransform(translationX: 3, y: 4))
    #expect(ids(player, p) == ["q", nil])
    #expect(player.frameCount == 20)
  }

  @Test func addSubviewRunsAtItsTime() throws {
    let player = try #require(
      makePlayer(steps: #"[{"at": 0.3, "addSubview": {"id": "c", "subviews": [{"id": "d"}]}, "to": "a"}]"#))
    player.step(toFrame: 2)
    #expect(player.viewsByID["c"] == nil)
    player.step(toFrame: 3)
    let a = try #require(player.viewsByID["a"])
    #expect(ids(player, a) == ["c"])
    #expect(player.viewsByID["d"]?.superview === player.viewsByID["c"])
  }

  @Test func insertSubviewByIndexAboveAndBelow() throws {
    let player = try #require(
      makePlayer(
        steps:
          #"[{"insertSubview": {"id": "c"}, "into": "root", "index": 0}, {"at": 0.1, "insertSubview": "a", "above": "b"}, {"at": 0.2, "insertSubview": {"id": "d"}, "below": "c", "into": "root"}]"#
      ))
    player.step(toFrame: 0)
    #expect(ids(player, player.window) == ["c", "a", "b"])
    player.step(toFrame: 1)
    #expect(ids(player, player.window) == ["c", "b", "a"])
    player.step(toFrame: 2)
    #expect(ids(player, player.window) == ["d", "c", "b", "a"])
  }

  @Test func reorderingAndRemoval() throws {
    let player = try #require(
      makePlayer(
        views: #"[{"id": "a"}, {"id": "b"}, {"id": "c"}]"#,
        steps:
          #"[{"bringSubviewToFront": "a"}, {"at": 0.1, "sendSubviewToBack": "c"}, {"at": 0.2, "exchangeSubviews": [0, 2], "in": "root"}, {"at": 0.3, "removeFromSuperview": "b"}]"#
      ))
    player.step(toFrame: 0)
    #expect(ids(player, player.window) == ["b", "c", "a"])
    player.step(toFrame: 1)
    #expect(ids(player, player.window) == ["c", "b", "a"])
    player.step(toFrame: 2)
    #expect(ids(player, player.window) == ["a", "b", "c"])
    player.step(toFrame: 3)
    #expect(ids(player, player.window) == ["a", "c"])
  }

  @Test func removingAViewCancelsItsAnimations() throws {
    let player = try #require(
      makePlayer(
        steps:
          #"[{"animate": {"duration": 1, "changes": [{"view": "a", "alpha": 0}], "completion": [{"if": "cancelled", "set": [{"view": "b", "tag": 9}]}]}}, {"at": 0.4, "removeFromSuperview": "a"}]"#
      ))
    player.step(toFrame: 4)
    #expect(player.viewsByID["b"]!.tag == 9)
  }

  @Test func hierarchyStepsInsideABlockRunAtItsStart() throws {
    let player = try #require(
      makePlayer(
        steps:
          #"[{"at": 0.5, "animate": {"duration": 1, "changes": [{"addSubview": {"id": "c"}, "to": "b"}, {"removeFromSuperview": "a"}]}}]"#
      ))
    player.step(toFrame: 5)
    #expect(player.viewsByID["c"]?.superview === player.viewsByID["b"])
    #expect(player.viewsByID["a"]!.superview == nil)
  }

  @Test func invalidMovesAreSkippedAndReportedAtRunTime() throws {
    // A hand-made document the validator never saw: removing a view twice.
    var document = try #require(loadDocument(timeline(views: twoViews)))
    let source = SourceReference(
      path: "$.steps[0].removeFromSuperview", location: .init(line: 3, column: 5, offset: 0))
    let reference = ViewReference(id: "a", source: source)
    document.steps = [
      Step(action: .removeFromSuperview(reference), source: source),
      Step(at: 0.5, action: .removeFromSuperview(reference), source: source),
    ]
    let player = TimelinePlayer(document: document, file: "t.json")
    player.step(toFrame: 10)
    #expect(
      player.diagnostics.map(\.description) == [
        "t.json:3:5: error: view 'a' has no superview at 0.5 s (at $.steps[0].removeFromSuperview)"
      ])
  }
}
