import Flipbook
import FlipbookTiming
import Testing

@testable import FlipbookTimeline

/// Layer steps and layer changes, with values worked out from Core Animation's rules (each test names its
/// rule).
@MainActor @Suite struct LayerStepTests {
  /// A 200×100 canvas at 10 fps with one view `card` holding a 20×20 layer `dot` at (20, 50).
  func document(_ steps: String, duration: Double = 3, layers: String = "") throws -> TimelineDocument {
    let text = """
      {"version": 1, "canvas": {"width": 200, "height": 100}, "fps": 10, "duration": \(duration),
       "views": [{"id": "card", "frame": [0, 0, 200, 100], "layers": [
         {"id": "dot", "class": "bead", "bounds": [0, 0, 20, 20], "position": [20, 50], "backgroundColor": "red"}
         \(layers)]}],
       "steps": \(steps)}
      """
    return try TimelineLoader.load(text: text, file: "t.json").get()
  }

  /// The `layers` object of frame `k`.
  func layers(_ document: TimelineDocument, frame k: Int) -> [String: [String: JSONOutput]] {
    guard case .object(let top) = TimelineSampler.sample(document, frames: [k]),
      case .array(let frames)? = top.first(where: { $0.0 == "frames" })?.1,
      case .object(let frame)? = frames.first,
      case .object(let layers)? = frame.first(where: { $0.0 == "layers" })?.1
    else { return [:] }
    var result: [String: [String: JSONOutput]] = [:]
    for (id, value) in layers {
      guard case .object(let members) = value else { continue }
      result[id] = Dictionary(members, uniquingKeysWith: { a, _ in a })
    }
    return result
  }

  func number(_ value: JSONOutput?) -> Double? {
    switch value {
    case .number(let x): x
    case .int(let n): Double(n)
    default: nil
    }
  }

  /// CALayer's default action: a change to a standalone layer animates from the value on screen over the
  /// transaction's duration (0.25 s by default) with the `default` timing function (0.25, 0.1, 0.25, 1).
  @Test func aSetAnimatesAStandaloneLayerImplicitly() throws {
    let doc = try document(#"[{"at": 0.5, "set": [{"layer": "dot", "opacity": 0}]}]"#)
    let expected = 1 - CubicBezier.default.value(at: 0.4)
    let opacity = try #require(number(layers(doc, frame: 6)["dot"]?["opacity"]))
    #expect(abs(opacity - expected) < 1e-9, "0.1 s into 0.25 s")
    #expect(number(layers(doc, frame: 8)["dot"]?["opacity"]) == 0, "ended by 0.8 s")
  }

  /// `CATransaction.setAnimationDuration` and `setAnimationTimingFunction` time the implicit animations of
  /// the changes inside; `setDisableActions(true)` makes them apply at once.
  @Test func aTransactionTimesItsChanges() throws {
    let doc = try document(
      #"""
      [{"at": 1, "transaction": {"duration": 1, "timingFunction": "linear",
         "changes": [{"layer": "dot", "position": [120, 50]}]}},
       {"at": 1, "transaction": {"disableActions": true, "changes": [{"layer": "dot", "cornerRadius": 10}]}}]
      """#)
    let frame15 = layers(doc, frame: 15)["dot"]
    #expect(frame15?["position"] == [.number(70), .number(50)].jsonArray, "half way, linear")
    #expect(number(frame15?["cornerRadius"]) == 10, "actions disabled: at once")
  }

  /// A transaction's completion runs when the animations added in it have all stopped: here the 1 s move,
  /// so the layer its completion adds appears at 2 s, not before.
  @Test func aTransactionCompletesWhenItsAnimationsStop() throws {
    let doc = try document(
      #"""
      [{"at": 1, "transaction": {"duration": 1, "changes": [{"layer": "dot", "position": [120, 50]}],
         "completion": [{"addSublayer": {"id": "late", "bounds": [0, 0, 4, 4]}, "to": "card"}]}}]
      """#)
    #expect(layers(doc, frame: 19)["late"] == nil)
    #expect(layers(doc, frame: 20)["late"]?["index"] == .int(1), "on top of the card's list")
  }

  /// `add(_:forKey:)` changes the presentation only (the snap back when it is removed), and
  /// `animationDidStop(_:finished:)` runs at its end with `finished` true, even when a forwards fill keeps
  /// it on the layer.
  @Test func addAnimationAndItsCompletion() throws {
    let doc = try document(
      #"""
      [{"at": 1, "layer": "dot", "key": "round", "addAnimation": {"keyPath": "cornerRadius", "from": 0,
         "to": 10, "duration": 0.5, "fillMode": "forwards", "removedOnCompletion": false,
         "completion": [{"if": "finished", "set": [{"layer": "dot", "opacity": 0.5}]}]}}]
      """#)
    let radius = try #require(number(layers(doc, frame: 12)["dot"]?["cornerRadius"]))
    #expect(abs(radius - 4) < 1e-9, "linear: 0.2 s of 0.5 s")
    let after = layers(doc, frame: 20)["dot"]
    #expect(number(after?["cornerRadius"]) == 10, "the forwards fill holds the end")
    #expect(number(after?["opacity"]) == 0.5, "the completion ran at 1.5 s, its fade is over by 2 s")
  }

  /// `removeAnimation(forKey:)` removes it before its end: the layer shows its model value again and the
  /// completion runs with `finished` false.
  @Test func removeAnimationSnapsBackAndCancels() throws {
    let doc = try document(
      #"""
      [{"at": 0, "layer": "dot", "key": "spin", "addAnimation": {"keyPath": "opacity", "from": 0, "to": 0,
         "duration": 2, "completion": [{"if": "cancelled", "removeFromSuperlayer": "dot"}]}},
       {"at": 1, "removeAnimation": "spin", "layer": "dot"}]
      """#)
    #expect(number(layers(doc, frame: 5)["dot"]?["opacity"]) == 0)
    #expect(layers(doc, frame: 10)["dot"] == nil, "removed by the cancelled completion at 1 s")
  }

  /// `insertSublayer(_:above:)` and `insertSublayer(_:below:)` place the layer next to its sibling;
  /// `removeFromSuperlayer()` takes it out.
  @Test func insertAboveAndBelowAndRemove() throws {
    let doc = try document(
      #"""
      [{"at": 0.5, "insertSublayer": {"id": "under"}, "below": "dot"},
       {"at": 0.5, "insertSublayer": {"id": "over"}, "above": "dot"},
       {"at": 1, "removeFromSuperlayer": "dot"}]
      """#)
    let frame5 = layers(doc, frame: 5)
    #expect(frame5["under"]?["index"] == .int(0))
    #expect(frame5["dot"]?["index"] == .int(1))
    #expect(frame5["over"]?["index"] == .int(2))
    let frame10 = layers(doc, frame: 10)
    #expect(frame10["dot"] == nil)
    #expect(frame10["over"]?["index"] == .int(1))
  }

  /// A `".class"` layer change changes every layer of the class.
  @Test func aClassSelectorChangesEveryLayerOfTheClass() throws {
    let doc = try document(
      #"[{"at": 0, "transaction": {"disableActions": true, "changes": [{"layer": ".bead", "opacity": 0.25}]}}]"#,
      layers: #", {"id": "twin", "class": "bead"}"#)
    let frame0 = layers(doc, frame: 0)
    #expect(number(frame0["dot"]?["opacity"]) == 0.25)
    #expect(number(frame0["twin"]?["opacity"]) == 0.25)
  }

  /// `schedule` and positions take an added animation's end from its timing: delay 0.5, then 2 passes of
  /// 0.4 s each played forward and back (active duration 1.6 s) at speed 2 (0.8 s): it ends at 1.3 s.
  @Test func anAddedAnimationsEndInTheSchedule() throws {
    let doc = try document(
      #"""
      [{"at": 0, "layer": "dot", "addAnimation": {"keyPath": "opacity", "to": 0, "duration": 0.4,
         "delay": 0.5, "repeatCount": 2, "autoreverses": true, "speed": 2}},
       {"at": "+=0", "set": [{"layer": "dot", "cornerRadius": 3}]}]
      """#)
    let entries = TimelineSchedule(document: doc).lists[0].steps
    #expect(abs(entries[0].end - 1.3) < 1e-12)
    #expect(abs(entries[1].start - 1.3) < 1e-12)
  }

  /// Bad references are located errors: an unknown layer (with a suggestion), a view where a layer must
  /// be, and a layer where a view must be.
  @Test func badReferencesAreLocated() {
    let text = timeline(
      views: ##"[{"id": "card", "layers": [{"id": "ring"}]}]"##,
      steps:
        ##"[{"removeFromSuperlayer": "rign"}, {"removeFromSuperlayer": "card"}, {"removeFromSuperview": "ring"}]"##
    )
    #expect(
      errorLines(text) == [
        ##"t.json:3:36: error: unknown layer 'rign' (did you mean 'ring'?) (at $.steps[0].removeFromSuperlayer)"##,
        ##"t.json:3:70: error: 'card' is a view, not a layer: change a view with "view" (a view's own layer takes addAnimation, removeAnimation, removeAllAnimations and new sublayers, no other layer step) (at $.steps[1].removeFromSuperlayer)"##,
        ##"t.json:3:103: error: 'ring' is a layer, not a view (at $.steps[2].removeFromSuperview)"##,
      ])
  }

  /// `addAnimation` on a view's id animates its backing layer: the presentation changes, the model does not
  /// (`sample --model`), and at its end the view shows its own value again.
  @Test func addAnimationOnAViewAnimatesItsLayer() throws {
    let doc = try document(
      #"""
      [{"at": 0, "animate": {"duration": 1, "curve": "linear", "changes": [{"view": "card", "alpha": 0.5}]}},
       {"at": 0, "layer": "card", "key": "drop", "addAnimation": {"keyPath": "position.y", "from": 0, "to": 20,
         "duration": 1, "additive": true}}]
      """#)
    func values(_ y: Double, _ alpha: Double) -> [String: JSONOutput] {
      ["center": .array([.number(100), .number(y)]), "alpha": .number(alpha)]
    }
    #expect(try views(doc, frame: 5, model: false) == values(60, 0.75), "block 0.75, +10 added")
    #expect(try views(doc, frame: 5, model: true) == values(50, 0.5), "the model values")
    #expect(try views(doc, frame: 12, model: false) == values(50, 0.5), "removed at its end")
  }

  /// A view's layer animates only the key paths it shows from the view, an animation of it needs a value
  /// to start or end at, and it takes no layer transition (a view transition does that); all are located
  /// errors.
  @Test func aViewsLayerRejectsKeyPathsItDoesNotShow() {
    let text = timeline(
      views: ##"[{"id": "card"}]"##,
      steps:
        ##"[{"layer": "card", "addAnimation": {"keyPath": "strokeEnd", "to": 1}}, {"at": 1, "layer": "card", "addAnimation": {"keyPath": "opacity"}}]"##
    )
    let lines = errorLines(text)
    #expect(lines.count == 2)
    #expect(lines.first?.contains("'strokeEnd' is not a key path of a view's layer ('card')") == true)
    #expect(lines.last?.contains("needs 'from', 'to' or 'by'") == true)
    let transition = timeline(
      views: ##"[{"id": "card"}]"##,
      steps: ##"[{"layer": "card", "addAnimation": {"type": "transition", "transition": "fade"}}]"##)
    #expect(errorLines(transition).first?.contains("takes no layer transition") == true)
  }

  /// The `center` and `alpha` of `card` in frame `k`, presented or model.
  func views(_ document: TimelineDocument, frame k: Int, model: Bool) throws -> [String: JSONOutput] {
    guard
      case .object(let top) = TimelineSampler.sample(
        document, frames: [k], properties: try SampleProperties(["center", "alpha"]), model: model),
      case .array(let frames)? = top.first(where: { $0.0 == "frames" })?.1,
      case .object(let frame)? = frames.first,
      case .object(let views)? = frame.first(where: { $0.0 == "views" })?.1,
      case .object(let card)? = views.first(where: { $0.0 == "card" })?.1
    else { throw CancellationError() }
    return Dictionary(card, uniquingKeysWith: { a, _ in a })
  }
}
