import Flipbook
import FlipbookTestSupport
import FlipbookTimeline
import FlipbookTiming
import Testing

// Offsets by hand: target i starts `each × distance(i)` after the block's delay, where the distance is i
// (start), n − 1 − i (end), |i − (n − 1)/2| (center), min(i, n − 1 − i) (edges) or |i − k| (index k).

@Suite("Selectors and stagger")
@MainActor
struct StaggerTests {
  @Test func offsetsFollowTheDistanceFromTheOrigin() {
    func offsets(_ origin: Stagger.Origin, _ n: Int = 5) -> [Double] {
      Stagger(spacing: .each(0.1), origin: origin).offsets(count: n).map { ($0 * 1e9).rounded() / 1e9 }
    }
    #expect(offsets(.start) == [0, 0.1, 0.2, 0.3, 0.4])
    #expect(offsets(.end) == [0.4, 0.3, 0.2, 0.1, 0])
    #expect(offsets(.center) == [0.2, 0.1, 0, 0.1, 0.2])
    #expect(offsets(.center, 4) == [0.15, 0.05, 0.05, 0.15])
    #expect(offsets(.edges) == [0, 0.1, 0.2, 0.1, 0])
    #expect(offsets(.index(1)) == [0.1, 0, 0.1, 0.2, 0.3])
    // amount: the last to start starts `amount` after the first.
    #expect(Stagger(spacing: .amount(1), origin: .start).offsets(count: 5) == [0, 0.25, 0.5, 0.75, 1])
    #expect(Stagger(spacing: .amount(1), origin: .center).offsets(count: 4) == [1, 0, 0, 1])
  }

  @Test(arguments: [0, 1, 7, 12_345] as [UInt64])
  func randomIsASeededPermutation(seed: UInt64) {
    let stagger = Stagger(spacing: .each(1), origin: .random(seed: seed))
    let offsets = stagger.offsets(count: 9)
    #expect(offsets.sorted() == (0..<9).map(Double.init), "seed \(seed)")
    #expect(stagger.offsets(count: 9) == offsets, "seed \(seed): the same every time")
  }

  @Test func differentSeedsGiveDifferentOrders() {
    let orders = Set((0..<8).map { Stagger(spacing: .each(1), origin: .random(seed: $0)).offsets(count: 9) })
    #expect(orders.count > 1)
  }

  @Test(arguments: [
    ("start", Stagger.Origin.start), ("end", .end), ("center", .center), ("edges", .edges),
    ("random", .random(seed: 0)), ("2", .index(2)),
  ])
  func eachOriginNameDecodesToItsOrigin(name: String, origin: Stagger.Origin) throws {
    let from = Int(name) == nil ? "\"\(name)\"" : name
    let text = """
      {"version": 1, "canvas": {"width": 10, "height": 10}, "fps": 10, "duration": 1,
       "views": [{"id": "a", "frame": [0, 0, 5, 5]}],
       "steps": [{"animate": {"duration": 1, "stagger": {"each": 0.1, "from": \(from)},
         "changes": [{"view": "a", "alpha": 0}]}}]}
      """
    let document = try TimelineLoader.load(text: text, file: "t.json").get()
    guard case .animate(let block) = document.steps[0].action else {
      Issue.record("not a block")
      return
    }
    #expect(block.stagger?.origin == origin, "\(name)")
  }

  static let rows = """
    [{"id": "r0", "class": "row", "frame": [0, 0, 10, 10]}, {"id": "x", "frame": [0, 0, 10, 10]},
     {"id": "r1", "class": ["row", "odd"], "frame": [0, 20, 10, 10],
      "subviews": [{"id": "r1a", "class": "row", "frame": [0, 0, 5, 5]}]},
     {"id": "r2", "class": "row", "frame": [0, 40, 10, 10]}]
    """

  @Test func aSelectorStaggersItsViewsInDocumentOrderAndTheCompletionRunsOnceAfterTheLast() throws {
    // .row matches r0, r1, r1a, r2 (depth first, back to front). Linear 0.5 s, each 0.25, delay 0.1:
    // starts 0.1, 0.35, 0.6, 0.85; the last ends at 1.35; the completion moves x at 1.35 + 0.
    let player = try #require(
      makePlayer(
        views: Self.rows,
        steps: """
          [{"animate": {"duration": 0.5, "delay": 0.1, "curve": "linear", "stagger": 0.25,
             "changes": [{"view": ".row", "alpha": 0}],
             "completion": [{"set": [{"view": "x", "tag": 9}]}]}}]
          """))
    let views = ["r0", "r1", "r1a", "r2"].compactMap { player.viewsByID[$0] }
    let x = try #require(player.viewsByID["x"])
    player.step(toFrame: 6)  // t = 0.6
    let expected = [0.1, 0.35, 0.6, 0.85].map { start in min(max(1 - (0.6 - start) / 0.5, 0), 1) }
    for (view, alpha) in zip(views, expected) { #expect(isClose(view.presentation.alpha, alpha, 1e-9)) }
    player.step(toFrame: 13)
    #expect(x.tag == 0)
    player.step(toFrame: 14)
    #expect(x.tag == 9)
  }

  @Test func aListOfIdsChangesEachAndStaggersInOrderOfFirstMention() throws {
    let player = try #require(
      makePlayer(
        steps: """
          [{"animate": {"duration": 1, "curve": "linear", "stagger": {"each": 0.5, "from": "end"},
             "changes": [{"view": ["a", "b"], "alpha": 0}]}}]
          """))
    let (a, b) = (try #require(player.viewsByID["a"]), try #require(player.viewsByID["b"]))
    player.step(toFrame: 5)  // from the end: b starts at 0, a at 0.5
    #expect(isClose(b.presentation.alpha, 0.5, 1e-9))
    #expect(a.presentation.alpha == 1)
  }

  @Test func fromHoldsThroughTheStaggerDelayThenAnimatesBackToTheModelValues() throws {
    let player = try #require(
      makePlayer(
        steps: """
          [{"at": 0.2, "animate": {"duration": 1, "curve": "linear", "stagger": 0.5,
             "changes": [{"view": ["a", "b"], "from": {"alpha": 0, "center": [5, 55]}}]}}]
          """))
    let (a, b) = (try #require(player.viewsByID["a"]), try #require(player.viewsByID["b"]))
    player.step(toFrame: 2)  // the step's start: both at their from values
    #expect(a.presentation.alpha == 0 && b.presentation.alpha == 0)
    #expect(b.presentation.center == Point(x: 5, y: 55))
    player.step(toFrame: 6)  // t = 0.6: a at u = 0.4, b still in its delay
    #expect(isClose(a.presentation.alpha, 0.4, 1e-9))
    #expect(isClose(a.presentation.center.y, 55 - 50 * 0.4, 1e-9))
    #expect(b.presentation.alpha == 0)
    player.step(toFrame: 18)
    #expect(a.alpha == 1 && b.alpha == 1 && b.center == Point(x: 105, y: 5))
  }

  @Test func byAddsToTheModelValueWhenTheStepRuns() throws {
    let player = try #require(
      makePlayer(
        steps: """
          [{"set": [{"view": "a", "alpha": 0.5}]},
           {"at": 0.5, "animate": {"duration": 0.5, "changes": [
             {"view": "a", "by": {"center": [10, 20], "alpha": 0.25, "frame": [0, 0, 4, 0],
                                  "transform": {"rotate": 90}}}]}},
           {"at": 1.5, "set": [{"view": "a", "by": {"alpha": 1, "backgroundColor": [0.5, 0, 0, 1]}}]}]
          """))
    let a = try #require(player.viewsByID["a"])
    player.step(toFrame: 10)
    // The frame grows 4 wide ([0, 0, 14, 10]), then center (5, 5) + (10, 20) applies: frame, center, bounds.
    #expect(a.center == Point(x: 15, y: 25))
    #expect(a.bounds.width == 14)
    #expect(isClose(a.alpha, 0.75, 1e-9))
    #expect(isClose(a.transform.b, 1, 1e-9) && isClose(a.transform.a, 0, 1e-12))
    player.step(toFrame: 15)
    #expect(a.alpha == 1)  // clamped
    #expect(a.backgroundColor == Color(red: 0.5, green: 0, blue: 0, alpha: 1))
  }

  @Test(arguments: [
    TimelineErrorCase(
      "a plain and a 'by' value of one property",
      timeline(views: twoViews, steps: #"[{"set": [{"view": "a", "alpha": 1, "by": {"alpha": 0.5}}]}]"#),
      ["t.json:3:34: error: 'alpha' is given both plainly and in 'by': use one (at $.steps[0].set[0].alpha)"]),
    TimelineErrorCase(
      "a selector that matches nothing",
      timeline(views: twoViews, steps: #"[{"set": [{"view": ".cards", "alpha": 1}]}]"#),
      ["t.json:3:29: error: no view has the class 'cards' (at $.steps[0].set[0].view)"]),
    TimelineErrorCase(
      "a stagger with a nested block",
      timeline(
        views: twoViews,
        steps:
          #"[{"animate": {"duration": 1, "stagger": 0.1, "changes": [{"animate": {"changes": [{"view": "a", "alpha": 0}]}}]}}]"#
      ),
      [
        "t.json:3:67: error: a staggered block's 'changes' hold changes and sounds only, found 'animate': each target gets its own copy of the block (at $.steps[0].animate.changes[0])"
      ]),
    TimelineErrorCase(
      "a bad stagger origin",
      timeline(
        views: twoViews,
        steps:
          #"[{"animate": {"duration": 1, "stagger": {"each": 0.1, "from": "centre"}, "changes": [{"view": "a", "alpha": 0}]}}]"#
      ),
      [
        "t.json:3:72: error: unknown stagger origin (or a target index) 'centre' (did you mean 'center'?) (at $.steps[0].animate.stagger.from)"
      ]),
  ])
  func badSelectorsAndStaggersAreLocatedErrors(_ test: TimelineErrorCase) {
    #expect(errorLines(test.text) == test.expected)
  }

  @Test func aSelectorMatchesViewsAddedLaterAndNotRemovedOnes() throws {
    let player = try #require(
      makePlayer(
        views: Self.rows,
        steps: """
          [{"at": 0.1, "removeFromSuperview": "r0"},
           {"at": 0.2, "addSubview": {"id": "r3", "class": "row", "frame": [0, 60, 10, 10]}, "to": "root"},
           {"at": 0.3, "set": [{"view": ".row", "tag": 5}]}]
          """))
    player.step(toFrame: 3)
    #expect(player.viewsByID["r0"]?.tag == 0)
    #expect(["r1", "r1a", "r2", "r3"].allSatisfy { player.viewsByID[$0]?.tag == 5 })
  }

  @Test func theSwiftStaggerHelperStartsEachViewLater() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let views = (0..<3).map { _ in View(frame: Rect(x: 0, y: 0, width: 10, height: 10)) }
    for view in views { window.addSubview(view) }
    var finished: Bool?
    View.animate(
      withDuration: 1, stagger: Stagger(spacing: .each(0.5)), options: .curveLinear, views: views,
      animations: { view, _ in view.alpha = 0 }, completion: { finished = $0 })
    window.step(to: 0.75)
    #expect(isClose(views[0].presentation.alpha, 0.25, 1e-9))
    #expect(isClose(views[1].presentation.alpha, 0.75, 1e-9))
    #expect(views[2].presentation.alpha == 1)
    window.step(to: 1.99)
    #expect(finished == nil)
    window.step(to: 2)
    #expect(finished == true)
  }
}
