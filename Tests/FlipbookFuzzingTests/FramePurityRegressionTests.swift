import Flipbook
import FlipbookFuzzing
import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import Testing

/// The three kinds of impure frames an outside checker found (issue 22), each a document whose frames
/// differed between a full render and a frame computed alone.
@Suite("Frame purity regressions")
@MainActor
struct FramePurityRegressionTests {
  static func document(
    fps: Int = 20, duration: Double = 3, interruption: String = "replace", views: String, steps: String
  )
    throws -> TimelineDocument
  {
    let text = """
      {"version": 1, "canvas": {"width": 40, "height": 30}, "fps": \(fps), "duration": \(duration),
       "interruption": "\(interruption)", "views": \(views), "steps": \(steps)}
      """
    return try TimelineLoader.load(text: text, file: "t.json").get()
  }

  /// Paused, scrubbed to 0.8, dragged to 0 over 1 s, continued at the drag's exact end.
  static func dragDocument() throws -> TimelineDocument {
    try document(
      views: #"[{"id": "p", "frame": [0, 0, 10, 10], "backgroundColor": "red"}]"#,
      steps: #"""
        [{"animator": {"id": "a", "duration": 1, "curve": "linear", "changes": [{"view": "p", "alpha": 0}]}},
         {"at": 0.25, "pauseAnimator": "a"},
         {"at": 0.6, "scrubAnimator": "a", "fraction": 0.8},
         {"at": 1.0, "scrubAnimator": "a", "fraction": 0, "over": 1.0},
         {"at": 2.0, "continueAnimator": "a", "durationFactor": 1}]
        """#)
  }

  static func alpha(of id: String, _ player: TimelinePlayer) -> Double? {
    player.viewsByID[id]?.presentation.alpha
  }

  @Test func aDragSetsItsTargetAtItsEndBeforeAContinueAtThatTime() throws {
    let document = try Self.dragDocument()
    // UIKit: the drag ends at fraction 0 at 2 s, and the animator then runs its whole second: 0.5 at 2.5 s.
    let alone = TimelinePlayer(document: document)
    alone.step(toFrame: 50)
    #expect(Self.alpha(of: "p", alone) == 0.5)
    let inOrder = TimelinePlayer(document: document)
    for frame in 0...50 { inOrder.step(toFrame: frame) }
    #expect(Self.alpha(of: "p", inOrder) == 0.5)
    #expect(FramePurity.check(document).map(String.init) == nil)
  }

  @Test func anUnrelatedStepDuringADragChangesNothing() throws {
    let views = #"[{"id": "p", "frame": [0, 0, 10, 10], "backgroundColor": "red"}]"#
    let drag = #"""
      {"animator": {"id": "a", "duration": 1, "curve": "linear", "start": false, "changes": [{"view": "p", "alpha": 0}]}},
      {"at": 0.5, "scrubAnimator": "a", "fraction": 1, "over": 0.25},
      {"at": 0.75, "stopAnimator": "a", "finalPosition": "current"}
      """#
    let plain = try Self.document(views: views, steps: "[\(drag)]")
    let tagged = try Self.document(
      views: views, steps: #"[\#(drag), {"at": 0.61, "set": [{"view": "p", "tag": 3}]}]"#)
    let a = TimelinePlayer(document: plain)
    let b = TimelinePlayer(document: tagged)
    a.step(toFrame: 30)
    b.step(toFrame: 30)
    #expect(Self.alpha(of: "p", a) == 0)
    #expect(Self.alpha(of: "p", b) == 0)
    #expect(FramePurity.check(plain).map(String.init) == nil)
    #expect(FramePurity.check(tagged).map(String.init) == nil)
  }

  @Test func aTransitionsBeforePictureIsTakenAtItsStartTime() throws {
    // A subview moves from 0.1 s to 1.6 s; its container flips at 1.0 s for 0.5 s.
    let document = try Self.document(
      duration: 2,
      views: #"""
        [{"id": "holder", "frame": [0, 0, 30, 20], "backgroundColor": "white", "subviews": [
           {"id": "front", "frame": [0, 10, 8, 8], "backgroundColor": "red"},
           {"id": "back", "frame": [10, 0, 8, 8], "backgroundColor": "blue", "hidden": true}]}]
        """#,
      steps: #"""
        [{"at": 0.1, "animate": {"duration": 1.5, "curve": "linear", "changes": [{"view": "front", "frame": [20, 10, 8, 8]}]}},
         {"at": 1.0, "transition": {"view": "holder", "type": "flipFromLeft", "duration": 0.5,
                                    "changes": [{"view": "back", "hidden": false}]}}]
        """#)
    let alone = TimelinePlayer(document: document)
    alone.step(toFrame: 21)
    let transition = try #require(alone.window.renderSnapshot().transitions.first)
    // The before picture: holder, then front at 0.9 s into its 1.5 s move, x = 20 × 0.6.
    let front = try #require(transition.before.nodes.dropFirst().first)
    #expect(abs(front.values.center.x - (12 + 4)) < 1e-9)
    #expect(FramePurity.check(document).map(String.init) == nil)
  }

  @Test func aTransitionOfAViewTurnedInDepthDrawsOnce() throws {
    // A container turned in perspective flips its subviews (random seed 45 found it): the flip is drawn in
    // the container's plane and projected once. The face of the flip drew the container projected again,
    // whose picture drew the flip again, without end (a stack overflow).
    let document = try Self.document(
      duration: 1,
      views: #"""
        [{"id": "holder", "frame": [5, 5, 30, 20], "backgroundColor": "white",
          "transform3D": {"rotateY": 40, "perspective": 200}, "subviews": [
           {"id": "front", "frame": [0, 10, 8, 8], "backgroundColor": "red"},
           {"id": "back", "frame": [10, 0, 8, 8], "backgroundColor": "blue", "hidden": true}]}]
        """#,
      steps: #"""
        [{"at": 0.2, "transition": {"view": "holder", "type": "flipFromLeft", "duration": 0.5,
                                    "changes": [{"view": "back", "hidden": false}]}}]
        """#)
    #expect(FramePurity.check(document).map(String.init) == nil)
  }

  @Test func aLayerTransitionsOldPictureIsTakenWhenItIsAdded() throws {
    // A sublayer moves from 0 s to 1.5 s; at 0.55 s (between frames) its card is pushed for 0.5 s. Frame 15
    // (0.75 s) computed alone must show the old picture of 0.55 s, as in the pass over every frame.
    let document = try Self.document(
      duration: 2,
      views: #"""
        [{"id": "v", "frame": [0, 0, 40, 30], "layers": [
           {"id": "card", "frame": [5, 5, 30, 20], "backgroundColor": "#FF0000", "sublayers": [
             {"id": "dot", "frame": [0, 0, 6, 6], "backgroundColor": "#00FF00", "animations": [
               {"keyPath": "position.x", "from": 3, "to": 27, "duration": 1.5}]}]}]}]
        """#,
      steps: #"""
        [{"at": 0.55, "layer": "card", "addAnimation": {"type": "transition", "transition": "push",
          "subtype": "fromBottom", "duration": 0.5, "changes": [{"layer": "card", "backgroundColor": "#0000FF"}]}}]
        """#)
    let alone = TimelinePlayer(document: document)
    alone.step(toFrame: 15)
    let node = try #require(alone.window.renderSnapshot().layers.first { $0.id == "card" })
    let transition = try #require(node.transition)
    // The dot's position.x at 0.55 s of its linear 1.5 s move from 3 to 27: 3 + 24 × 0.55 / 1.5.
    let dot = try #require(transition.before.dropFirst().first)
    #expect(abs(dot.values.position.x - (3 + 24 * 0.55 / 1.5)) < 1e-9)
    #expect(abs(transition.progress - 0.4) < 1e-9, "0.2 s of 0.5 s")
    #expect(FramePurity.check(document).map(String.init) == nil)
  }

  @Test func additiveAnimationsThatEndLeaveNoTrace() throws {
    // Three additive moves of one view; the first ends at 0.5 s and a fourth starts at 1.03 s. Frames
    // computed alone never evaluate 0.5 s, so the first is removed only after the fourth was added.
    let document = try Self.document(
      fps: 10, duration: 2, interruption: "additive",
      views: #"[{"id": "m", "center": [10.1, 10.3], "bounds": [0, 0, 6, 6], "backgroundColor": "red"}]"#,
      steps: #"""
        [{"animate": {"duration": 0.5, "curve": "linear", "changes": [{"view": "m", "center": [13.7, 11.9]}]}},
         {"at": 0.1, "animate": {"duration": 1.7, "changes": [{"view": "m", "center": [29.3, 7.1]}]}},
         {"at": 0.2, "animate": {"duration": 1.3, "curve": "easeOut", "changes": [{"view": "m", "center": [3.3, 21.7]}]}},
         {"at": 1.03, "animate": {"duration": 0.9, "curve": "easeIn", "changes": [{"view": "m", "center": [17.1, 5.9]}]}}]
        """#)
    var hashes: [String: String] = [:]
    for frames in [Array(0..<20), [15], [5, 15]] {
      let player = TimelinePlayer(document: document)
      let source = StateHashingSource(player)
      for frame in frames { _ = source.snapshot(at: FrameInstant(frame: frame)) }
      hashes["\(frames.count)"] = source.stateHashes[15]
    }
    #expect(Set(hashes.values).count == 1, "\(hashes)")
    #expect(FramePurity.check(document).map(String.init) == nil)
  }
}
