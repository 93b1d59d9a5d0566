import Flipbook
import Testing

@testable import FlipbookTimeline

/// `CAKeyframeAnimation`'s calculation modes and paths, sampled through a timeline; each expected value is
/// worked out by hand from the rule the test names.
@MainActor @Suite struct LayerKeyframeModeTests {
  /// The value of `key` of layer `dot` at `time` (10 fps) with `animation` added at 0 (linear timing).
  func sampled(_ animation: String, _ key: String, at time: Double) throws -> JSONOutput? {
    let text = """
      {"version": 1, "canvas": {"width": 200, "height": 200}, "fps": 10, "duration": 2,
       "views": [{"id": "v", "layers": [{"id": "dot", "bounds": [0, 0, 4, 4],
         "animations": [\(animation)]}]}], "steps": []}
      """
    let document = try TimelineLoader.load(text: text, file: "t.json").get()
    let frame = Int((time * 10).rounded())
    guard case .object(let top) = TimelineSampler.sample(document, frames: [frame]),
      case .array(let frames)? = top.first(where: { $0.0 == "frames" })?.1,
      case .object(let members)? = frames.first,
      case .object(let layers)? = members.first(where: { $0.0 == "layers" })?.1,
      case .object(let dot)? = layers.first(where: { $0.0 == "dot" })?.1
    else { return nil }
    return dot.first(where: { $0.0 == key })?.1
  }

  func point(_ value: JSONOutput?) -> (Double, Double)? {
    func number(_ v: JSONOutput) -> Double? {
      switch v {
      case .number(let d): d
      case .int(let i): Double(i)
      default: nil
      }
    }
    guard case .array(let xy)? = value, xy.count == 2, let x = number(xy[0]), let y = number(xy[1]) else {
      return nil
    }
    return (x, y)
  }

  /// `paced` ignores key times: 0 → 10 → 30 at constant speed reaches 15 half way (linear mode, with the
  /// key times evenly spaced, would be at 10).
  @Test func pacedMovesAtConstantSpeed() throws {
    let values =
      #""keyPath": "position.x", "values": [0, 10, 30], "duration": 1, "fillMode": "forwards", "removedOnCompletion": false"#
    let paced = try sampled(
      #"{"type": "keyframe", \#(values), "calculationMode": "paced"}"#, "position", at: 0.5)
    #expect(point(paced)?.0 == 15)
    let linear = try sampled(#"{"type": "keyframe", \#(values)}"#, "position", at: 0.5)
    #expect(point(linear)?.0 == 10)
  }

  /// `cubic` follows the Catmull-Rom spline through the values (end values repeated past the ends): with
  /// p0 = p1 = 0, p2 = 10, p3 = 0 at t = 0.5 of the first segment,
  /// ½·[2p1 + (p2 − p0)t + (2p0 − 5p1 + 4p2 − p3)t² + (3p1 − p0 − 3p2 + p3)t³] = ½·(5 + 10 − 3.75) = 5.625.
  @Test func cubicFollowsTheCatmullRomSpline() throws {
    let value = try sampled(
      #"{"type": "keyframe", "keyPath": "position.x", "values": [0, 10, 0], "duration": 2, "calculationMode": "cubic"}"#,
      "position", at: 0.5)
    let x = try #require(point(value)?.0)
    #expect(abs(x - 5.625) < 1e-9)
  }

  /// Along a path each drawn piece is one keyframe's segment: M 0 0 L 100 0 L 100 50 has two pieces, so
  /// three quarters of the way the layer is half way down the second, at (100, 25); paced, it has covered
  /// 0.75 × 150 = 112.5 of the length, 12.5 down the second piece. With `rotationMode` `auto` it faces
  /// down the second piece: a rotation of 90°, whose matrix has b = sin 90° = 1.
  @Test func motionAlongAPath() throws {
    let path = #""keyPath": "position", "path": "M 0 0 L 100 0 L 100 50", "duration": 2"#
    let linear = try #require(point(try sampled(#"{"type": "keyframe", \#(path)}"#, "position", at: 1.5)))
    #expect(linear.0 == 100 && abs(linear.1 - 25) < 1e-9)
    let paced = try #require(
      point(try sampled(#"{"type": "keyframe", \#(path), "calculationMode": "paced"}"#, "position", at: 1.5)))
    #expect(abs(paced.0 - 100) < 1e-9 && abs(paced.1 - 12.5) < 1e-6)
    let turned = try sampled(#"{"type": "keyframe", \#(path), "rotationMode": "auto"}"#, "transform", at: 1.5)
    guard case .array(let m)? = turned, m.count == 16, case .number(let b) = m[1] else {
      Issue.record("a 16-number transform")
      return
    }
    #expect(abs(b - 1) < 1e-9)
  }

  /// A path on a key path that is not a point, and `keyTimes` that do not count the path's keyframes, are
  /// located errors.
  @Test func pathErrors() {
    let text = timeline(
      views:
        ##"[{"id": "v", "layers": [{"animations": [{"type": "keyframe", "keyPath": "opacity", "path": "M 0 0 L 1 1"}, {"type": "keyframe", "keyPath": "position", "path": "M 0 0 L 1 1", "keyTimes": [0, 0.5, 1]}]}]}]"##
    )
    #expect(
      errorLines(text) == [
        ##"t.json:2:93: error: a keyframe 'path' moves a point: its keyPath must be a point such as 'position', not 'opacity' (at $.views[0].layers[0].animations[0].path)"##,
        ##"t.json:2:196: error: 'keyTimes' has 3 entries but the path has 2 keyframes (at $.views[0].layers[0].animations[1].keyTimes)"##,
      ])
  }

  /// `CAAnimationGroup`: the members run on the group's time and are cut at its duration. A group of 1 s
  /// repeated twice runs its 0 → 1 fade (1 s) twice, so 1.2 s in it shows 0.2; its member moving x by
  /// 100 over 2 s is cut at 1 s (45 at 0.9 s), and starts again from 0 with the second repeat (10 at 1.2 s).
  @Test func aGroupTimesItsMembers() throws {
    let group =
      #"{"type": "group", "duration": 1, "repeatCount": 2, "animations": [{"keyPath": "opacity", "from": 0, "to": 1}, {"keyPath": "position.x", "from": 0, "to": 100, "duration": 2}]}"#
    let opacity = try #require(try sampled(group, "opacity", at: 1.2))
    guard case .number(let o) = opacity else { throw Failure("opacity") }
    #expect(abs(o - 0.2) < 1e-9)
    let x = try #require(point(try sampled(group, "position", at: 0.9))?.0)
    #expect(abs(x - 45) < 1e-9)
    let after = try #require(point(try sampled(group, "position", at: 1.2))?.0)
    #expect(abs(after - 10) < 1e-9)
  }
}
