import Flipbook
import FlipbookGeometry
import FlipbookTimeline
import Testing

/// A view's `anchorPoint` and `zPosition` keys, its layer's, in documents: applied after the geometry as
/// `view.layer.anchorPoint = …` after `UIView(frame:)` is, and checked as the layer keys of the same names.
@Suite("A view's layer keys")
@MainActor
struct ViewLayerKeyTests {
  /// center (100, 100), bounds 50 × 50, anchor (0, 0): the bounds' origin sits at the center, so the frame
  /// is (100, 100, 50, 50) (UIKit keeps the position and moves the frame). `b` is raised by zPosition, so
  /// its node draws last although it comes first in the list.
  @Test func theKeysPlaceAndOrderTheViews() throws {
    let views = #"""
      [{"id": "a", "center": [100, 100], "bounds": [0, 0, 50, 50], "anchorPoint": [0, 0]},
         {"id": "b", "frame": [0, 0, 20, 20], "zPosition": 2}, {"id": "c", "frame": [0, 0, 30, 30]}]
      """#
    let player = try #require(makePlayer(views: views, steps: "[]"))
    let a = try #require(player.viewsByID["a"])
    #expect(a.frame == Rect(x: 100, y: 100, width: 50, height: 50))
    #expect(a.center == Point(x: 100, y: 100))
    #expect(a.layer.anchorPoint == Point(x: 0, y: 0))
    #expect(try #require(player.viewsByID["b"]).layer.zPosition == 2)
    player.step(toFrame: 0)
    let widths = player.window.renderSnapshot().nodes.dropFirst().map(\.bounds.size.width)
    #expect(widths == [50, 30, 20])
  }

  /// A frame given with the anchor point is the frame before it moves: the frame [75, 75, 50, 50] makes the
  /// center (100, 100), and the anchor (1, 1) then puts the bounds' far corner there: frame (50, 50, 50, 50).
  @Test func theAnchorPointAppliesAfterTheFrame() throws {
    let views = #"[{"id": "a", "frame": [75, 75, 50, 50], "anchorPoint": [1, 1]}]"#
    let player = try #require(makePlayer(views: views, steps: "[]"))
    #expect(try #require(player.viewsByID["a"]).frame == Rect(x: 50, y: 50, width: 50, height: 50))
  }

  /// A change sets them at once, in a block too (UIKit animates neither): `a`'s anchor (0, 0) keeps its
  /// center (100, 100) and moves its frame to (100, 100, 50, 50) at the block's start, and `c`'s zPosition 3
  /// draws it above `b`'s 2.
  @Test func aChangeSetsThemAtOnce() throws {
    let views = #"""
      [{"id": "a", "center": [100, 100], "bounds": [0, 0, 50, 50]},
         {"id": "b", "frame": [0, 0, 20, 20], "zPosition": 2}, {"id": "c", "frame": [0, 0, 30, 30]}]
      """#
    let steps = #"""
      [{"at": 0.5, "animate": {"duration": 1, "changes": [{"view": "a", "anchorPoint": [0, 0]},
         {"view": "c", "zPosition": 3}]}}]
      """#
    let player = try #require(makePlayer(views: views, steps: steps))
    player.step(toFrame: 6)
    let a = try #require(player.viewsByID["a"])
    #expect(a.presentation.frame == Rect(x: 100, y: 100, width: 50, height: 50))
    #expect(a.center == Point(x: 100, y: 100))
    let widths = player.window.renderSnapshot().nodes.dropFirst().map(\.bounds.size.width)
    #expect(widths == [50, 20, 30])
    #expect(
      errorLines(timeline(views: #"[{"id": "a"}]"#, steps: #"[{"set": [{"view": "a", "zPosition": "up"}]}]"#))
        == [#"t.json:3:47: error: expected a number, found string (at $.steps[0].set[0].zPosition)"#])
  }

  /// Bad values are located errors, with the layer keys' messages.
  @Test func badValuesAreLocatedErrors() {
    #expect(
      errorLines(timeline(views: #"[{"anchorPoint": [0]}]"#)) == [
        #"t.json:2:27: error: expected 2 numbers [x, y], found 1 (at $.views[0].anchorPoint)"#
      ])
    #expect(
      errorLines(timeline(views: #"[{"zPosition": "up"}]"#)) == [
        #"t.json:2:25: error: expected a number, found string (at $.views[0].zPosition)"#
      ])
  }

  /// `mask` is a layer object, as a layer's `mask` is: it becomes `view.layer.mask`, its id names it, and
  /// the snapshot records it after the view's layers.
  @Test func aMaskIsALayerOfTheView() throws {
    let views = #"""
      [{"id": "a", "frame": [0, 0, 50, 50], "backgroundColor": "red",
         "mask": {"id": "hole", "type": "shape", "frame": [0, 0, 50, 50], "path": {"ellipse": [0, 0, 50, 50]}}}]
      """#
    let player = try #require(makePlayer(views: views, steps: "[]"))
    let a = try #require(player.viewsByID["a"])
    let mask = try #require(a.layer.mask)
    #expect(mask.id == "hole")
    #expect(mask.kind == .shape)
    player.step(toFrame: 0)
    let snapshot = player.window.renderSnapshot()
    let node = try #require(snapshot.nodes.last)
    #expect(node.mask == 0)
    #expect(snapshot.layers.first?.id == "hole")
    // `sample` lists it beside the view's layers, its superlayer the view and its index null (a mask).
    let sampled = TimelineSampler.layers(of: player, filter: ["hole"], properties: nil)
    #expect(sampled.map(\.0) == ["hole"])
    let members = try #require(sampled.first?.1)
    #expect(members.first { $0.0 == "superlayer" }?.1 == .string("a"))
    #expect(members.first { $0.0 == "index" }?.1 == .null)
    #expect(
      errorLines(timeline(views: #"[{"mask": 3}]"#)) == [
        #"t.json:2:20: error: expected a layer object, found number (at $.views[0].mask)"#
      ])
  }
}
