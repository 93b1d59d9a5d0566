import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import FlipbookTimeline
import Testing

/// `stack` views in timelines: laid out at time 0 and after every step, inside blocks with the block's
/// timing, the same whichever frames are computed.
@Suite("Runner stack layout")
@MainActor
struct RunnerStackTests {
  /// A vertical list 200 wide at y 10, spacing 4, with rows r0…r3, 20 high (so at y 0, 24, 48, 72 in it).
  static let list =
    #"[{"id": "list", "frame": [0, 10, 200, 100], "stack": {"spacing": 4}, "subviews": [{"id": "r0", "frame": [0, 0, 0, 20]}, {"id": "r1", "frame": [0, 0, 0, 20]}, {"id": "r2", "frame": [0, 0, 0, 20]}, {"id": "r3", "frame": [0, 0, 0, 20]}]}]"#

  func frame(_ player: TimelinePlayer, _ id: String) -> Rect { player.viewsByID[id]!.frame }
  func presentedCenterY(_ player: TimelinePlayer, _ id: String) -> Double {
    player.viewsByID[id]!.presentation.center.y
  }

  @Test func aStackIsLaidOutBeforeTheFirstFrameWithTheFormatsDefaults() throws {
    let player = try #require(makePlayer(views: Self.list, steps: "[]"))
    let list = try #require(player.viewsByID["list"] as? StackView)
    #expect(list.axis == .vertical && list.alignment == .fill && list.distribution == .fill)
    #expect(list.insets == .zero && list.spacing == 4)
    // Laid out when the player is made: no step and no frame needed.
    #expect(
      ["r0", "r1", "r2", "r3"].map { frame(player, $0) } == [
        Rect(x: 0, y: 0, width: 200, height: 20), Rect(x: 0, y: 24, width: 200, height: 20),
        Rect(x: 0, y: 48, width: 200, height: 20), Rect(x: 0, y: 72, width: 200, height: 20),
      ])
  }

  @Test func everySettingIsRead() throws {
    let views =
      #"[{"id": "bar", "frame": [0, 0, 200, 100], "stack": {"axis": "horizontal", "spacing": 2, "alignment": "center", "distribution": "equalSpacing", "insets": [10, 20, 30, 40]}, "subviews": [{"id": "a", "frame": [0, 0, 30, 20]}, {"id": "b", "frame": [0, 0, 10, 40]}]}]"#
    let player = try #require(makePlayer(views: views, steps: "[]"))
    // Room x 20 ..< 160, y 10 ..< 70: a at the start, b ending at 160, both centred on y 40.
    #expect(frame(player, "a") == Rect(x: 20, y: 30, width: 30, height: 20))
    #expect(frame(player, "b") == Rect(x: 150, y: 20, width: 10, height: 40))
  }

  @Test func aSetStepLaysOutAtItsTime() throws {
    let player = try #require(
      makePlayer(
        views: Self.list,
        steps:
          #"[{"at": 0.3, "set": [{"view": "r1", "hidden": true}, {"view": "r0", "bounds": [0, 0, 200, 50]}]}]"#
      ))
    player.step(toFrame: 2)
    #expect(frame(player, "r3").minY == 72)
    player.step(toFrame: 3)
    #expect(["r0", "r2", "r3"].map { frame(player, $0).minY } == [0, 54, 78])
    #expect(player.viewsByID["r3"]!.presentation.center.y == 88)
  }

  @Test func anExpandInsideABlockMovesTheRowsBelowWithItsCurve() throws {
    let player = try #require(
      makePlayer(
        views: Self.list,
        steps:
          #"[{"at": 0.2, "animate": {"duration": 1, "curve": "easeIn", "changes": [{"view": "r1", "bounds": [0, 0, 200, 120]}]}}]"#
      ))
    player.step(toFrame: 7)  // t = 0.7: half-way through the block
    let progress = CubicBezier.easeIn.value(at: 0.5)
    // r2's center goes from 58 to 158, r3's from 82 to 182; r1 grows from 20 to 120 about a center going
    // from 34 to 84; r0 stays.
    #expect(isClose(presentedCenterY(player, "r2"), 58 + 100 * progress, 1e-6))
    #expect(isClose(presentedCenterY(player, "r3"), 82 + 100 * progress, 1e-6))
    #expect(isClose(presentedCenterY(player, "r1"), 34 + 50 * progress, 1e-6))
    #expect(presentedCenterY(player, "r0") == 10)
    #expect(frame(player, "r3") == Rect(x: 0, y: 172, width: 200, height: 20))  // the model: at once
    player.step(toFrame: 12)
    #expect(presentedCenterY(player, "r3") == 182)
  }

  @Test func inASpringBlockTheRowsBelowFollowTheSameSpring() throws {
    let player = try #require(
      makePlayer(
        views: Self.list,
        steps:
          #"[{"animate": {"duration": 1, "spring": {"damping": 0.4, "velocity": 0}, "changes": [{"view": "r0", "bounds": [0, 0, 200, 60]}]}}]"#
      ))
    var overshot = false
    for frame in 1..<10 {
      player.step(toFrame: frame)
      // r0's height goes 20 → 60 and r3's center 82 → 122 on one spring: equal fractions of the way.
      let grown = (player.viewsByID["r0"]!.presentation.bounds.height - 20) / 40
      let moved = (presentedCenterY(player, "r3") - 82) / 40
      #expect(isClose(grown, moved, 1e-9), "frame \(frame)")
      overshot = overshot || moved > 1
    }
    #expect(overshot)  // under-damped: the rows below overshoot with the row
  }

  @Test func withAlignmentFillTheWidthAChangeGivesIsReplacedInTheSameBlock() throws {
    let player = try #require(
      makePlayer(
        views: Self.list,
        steps:
          #"[{"animate": {"duration": 1, "curve": "linear", "changes": [{"view": "r1", "bounds": [0, 0, 0, 60]}]}}]"#
      ))
    player.step(toFrame: 5)
    let r1 = try #require(player.viewsByID["r1"])
    #expect(r1.presentation.bounds.size == Size(width: 200, height: 40))  // 20 → 60, half-way
    #expect(r1.bounds.size == Size(width: 200, height: 60))
  }

  @Test func staggeredTargetsLayOutWithTheirOwnDelays() throws {
    let steps =
      #"[{"animate": {"duration": 1, "curve": "linear", "stagger": 0.5, "changes": [{"view": ["r0", "r1"], "bounds": [0, 0, 200, 40]}]}}]"#
    // r3 moves 20 with r0's block (0 to 1 s) and 20 with r1's (0.5 s to 1.5 s). Added (additive window):
    // at 0.8 s, 82 + 20 × 0.8 + 20 × 0.3. Replacing (the default): r1's block replaces r0's animation of r3
    // when both start, so r3 holds r0's target, 102, until 0.5 s, then moves on to 122.
    let additive = try #require(
      loadDocument(
        timeline(views: Self.list, steps: steps).replacingOccurrences(
          of: #""duration": 2,"#, with: #""duration": 2, "interruption": "additive","#)))
    let player = TimelinePlayer(document: additive, file: "t.json")
    player.step(toFrame: 8)
    #expect(isClose(presentedCenterY(player, "r3"), 104, 1e-9))
    let replacing = try #require(makePlayer(views: Self.list, steps: steps))
    replacing.step(toFrame: 2)
    #expect(presentedCenterY(replacing, "r3") == 102)
    replacing.step(toFrame: 10)
    #expect(isClose(presentedCenterY(replacing, "r3"), 112, 1e-9))
  }

  @Test func byGrowsAndShrinksARowWithoutNamingItsWidth() throws {
    let player = try #require(
      makePlayer(
        views: Self.list,
        steps:
          #"[{"set": [{"view": "r1", "by": {"bounds": [0, 0, 0, 30]}}]}, {"at": 0.5, "set": [{"view": "r1", "by": {"bounds": [0, 0, 0, -40]}}]}]"#
      ))
    player.step(toFrame: 0)
    #expect(frame(player, "r1") == Rect(x: 0, y: 24, width: 200, height: 50))
    #expect(frame(player, "r2").minY == 78)
    player.step(toFrame: 5)
    #expect(frame(player, "r1") == Rect(x: 0, y: 24, width: 200, height: 10))  // 50 − 40: a negative delta
    #expect(frame(player, "r2").minY == 38)
  }

  @Test func stackSettingsChangeOverTimeAndAnimateInABlock() throws {
    let player = try #require(
      makePlayer(
        views: Self.list,
        steps:
          #"[{"animate": {"duration": 1, "curve": "linear", "changes": [{"view": "list", "stack": {"spacing": 14, "alignment": "leading"}}]}}]"#
      ))
    player.step(toFrame: 5)
    // Spacing 4 → 14: r3's center 82 → 112, half-way at t = 0.5. Width stays 200 with leading (r3 keeps its
    // bounds, which fill alignment had set).
    #expect(isClose(presentedCenterY(player, "r3"), 97, 1e-9))
    #expect(frame(player, "r3") == Rect(x: 0, y: 102, width: 200, height: 20))
  }

  @Test func aRowAddedInABlockPushesTheRowsAfterIt() throws {
    let player = try #require(
      makePlayer(
        views: Self.list,
        steps:
          #"[{"animate": {"duration": 1, "curve": "linear", "changes": [{"insertSubview": {"id": "new", "frame": [0, 0, 0, 36]}, "into": "list", "index": 1}]}}]"#
      ))
    player.step(toFrame: 5)
    // The new row animates from its own frame ([0, 0, 0, 36]) to its slot, as a view added in a UIKit
    // block does: half-way (linear), 100 wide and centred at (50, 30), between (0, 18) and (100, 42).
    let new = try #require(player.viewsByID["new"])
    #expect(new.presentation.bounds.size == Size(width: 100, height: 36))
    #expect(isClose(new.presentation.center.x, 50, 1e-9) && isClose(new.presentation.center.y, 30, 1e-9))
    player.step(toFrame: 10)
    #expect(["r0", "new", "r1", "r2", "r3"].map { frame(player, $0).minY } == [0, 24, 64, 88, 112])
    #expect(frame(player, "new").width == 200)
  }

  @Test func aFrameSampledAloneEqualsTheSameFrameSampledInSequence() throws {
    let document = try #require(
      loadDocument(
        timeline(
          views: Self.list,
          steps:
            #"[{"at": 0.25, "animate": {"duration": 0.6, "changes": [{"view": "r1", "bounds": [0, 0, 200, 80]}], "completion": [{"at": 0.1, "set": [{"view": "r0", "hidden": true}]}]}}, {"at": 1.05, "animate": {"duration": 0.5, "curve": "easeOut", "changes": [{"view": "list", "stack": {"distribution": "fillEqually"}}]}}]"#
        )))
    let frames = Array(0..<document.frameCount)
    let inSequence = entries(TimelineSampler.sample(document, frames: frames))
    #expect(inSequence.count == frames.count)
    for frame in frames {
      let alone = entries(TimelineSampler.sample(document, frames: [frame]))
      #expect(alone == [inSequence[frame]], "frame \(frame)")
    }
  }

  /// The `frames` entries of a `sample` output.
  func entries(_ output: JSONOutput) -> [JSONOutput] {
    guard case .object(let members) = output,
      case .array(let frames)? = members.first(where: { $0.0 == "frames" })?.1
    else { return [] }
    return frames
  }

  @Test func movingAnArrangedViewIsAWarningNotAnError() throws {
    let text = timeline(
      views: Self.list, steps: #"[{"set": [{"view": "r2", "center": [5, 5]}, {"view": "r3", "alpha": 0.5}]}]"#
    )
    let document = try #require(loadDocument(text))
    #expect(
      document.warnings.map(\.description) == [
        "t.json:3:20: warning: 'center' of 'r2' is overridden by the next layout of stack 'list', which arranges it: change its 'bounds' size, its 'hidden' or the stack's settings instead (at $.steps[0].set[0])"
      ])
  }

  @Test func settingStackOnAViewMadeWithoutItIsAnError() {
    let text = timeline(views: twoViews, steps: #"[{"set": [{"view": "a", "stack": {"spacing": 3}}]}]"#)
    #expect(
      errorLines(text) == [
        "t.json:3:43: error: cannot set 'stack' on view 'a', which is a plain view: only a view created with 'stack' can change it (at $.steps[0].set[0].stack)"
      ])
  }
}
