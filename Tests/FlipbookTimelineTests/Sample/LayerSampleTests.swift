import Foundation
import Testing

@testable import FlipbookTimeline

/// `sample` lists layers beside views, with presentation values worked out from Core Animation's rules.
@MainActor @Suite struct LayerSampleTests {
  func document(_ name: String) throws -> TimelineDocument {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Timelines/\(name)")
    return try TimelineLoader.load(text: String(contentsOf: url, encoding: .utf8), file: name).get()
  }

  func layer(_ output: JSONOutput, _ id: String) -> [String: JSONOutput] {
    guard case .object(let top) = output,
      case .array(let frames)? = top.first(where: { $0.0 == "frames" })?.1,
      case .object(let frame)? = frames.first,
      case .object(let layers)? = frame.first(where: { $0.0 == "layers" })?.1,
      case .object(let members)? = layers.first(where: { $0.0 == id })?.1
    else { return [:] }
    return Dictionary(members, uniquingKeysWith: { a, _ in a })
  }

  /// The loading ring at 0.6 s: strokeEnd runs 0 → 1 over 1.2 s easeInEaseOut, symmetric, so half way it is
  /// 0.5; the spin adds 360° over 2.4 s, a quarter turn by then (the matrix of 90°: b = 1).
  @Test func theLoadingRingHalfWay() throws {
    let output = TimelineSampler.sample(try document("loading-ring.json"), frames: [18])
    let ring = layer(output, "ring")
    #expect(ring["superlayer"] == .string("card"))
    #expect(ring["index"] == .int(1))
    #expect(ring["type"] == .string("shape"))
    guard case .number(let end)? = ring["strokeEnd"], case .array(let m)? = ring["transform"], m.count == 16,
      case .number(let b) = m[1]
    else {
      Issue.record("strokeEnd and a 16-number transform")
      return
    }
    #expect(abs(end - 0.5) < 1e-9)
    #expect(abs(b - 1) < 1e-9)
    #expect(ring["frame"] == [.number(20), .number(20), .number(80), .number(80)].jsonArray)
  }

  /// Confetti at frame 45 (1.5 s): three cells of 12, 10 and 10 a second whose particles live at least
  /// 3 − 1/2 = 2.5 s, so none has died; births at j / rate for j with j / rate <= 1.5: 19 + 16 + 16 = 51.
  @Test func theConfettiCountsItsParticles() throws {
    let output = TimelineSampler.sample(try document("confetti.json"), frames: [45])
    #expect(layer(output, "confetti")["particleCount"] == .int(51))
  }

  /// Fireworks at frame 64 (t = 64/30 ≈ 2.133 s): a rocket a second (born at 0, 1, 2, living 1.2 s), so
  /// rockets 1 and 2 are alive and rocket 0 is not. Each emits sparks at 1000 a second from 1 s of its life
  /// for 0.1005 s: 1000 × 0.1005 = 100.5, sparks 0 … 100, 101 a rocket. Rocket 0's were born at 1.0 … 1.1
  /// and live at least 1.4 − 0.4/2 = 1.2 s, so all are alive (ages 1.03 … 1.13); rocket 1's were born at
  /// 2.0 … 2.1: 2 + 101 + 101 = 204.
  @Test func theFireworksCountTheirSparks() throws {
    let output = TimelineSampler.sample(try document("fireworks.json"), frames: [64])
    #expect(layer(output, "fireworks")["particleCount"] == .int(204))
  }

  /// The checkmark: its stroke waits 0.35 s with a backwards fill (strokeEnd 0 before it starts), then is
  /// removed and shows its model value 1; the disc's fade keeps its end on screen (forwards,
  /// removedOnCompletion false) while its model opacity stays 0.
  @Test func fillsAndTheSnapBack() throws {
    let doc = try document("checkmark.json")
    let early = TimelineSampler.sample(doc, frames: [6])
    #expect(layer(early, "check")["strokeEnd"] == .number(0), "0.2 s: the backwards fill shows `from`")
    let late = TimelineSampler.sample(doc, frames: [57])
    #expect(layer(late, "check")["strokeEnd"] == .number(1), "1.9 s: removed, the model value")
    #expect(layer(late, "disc")["opacity"] == .number(1), "held by the forwards fill")
    let model = try TimelineLoader.load(
      text:
        #"{"version": 1, "canvas": {"width": 10, "height": 10}, "fps": 1, "duration": 1, "views": [{"id": "v", "layers": [{"id": "l", "opacity": 0}]}], "steps": []}"#,
      file: "t.json"
    ).get()
    #expect(layer(TimelineSampler.sample(model, frames: [0]), "l")["opacity"] == .number(0))
  }

  /// `sample --model` prints model values: the disc's explicit fade holds opacity 1 on screen (forwards
  /// fill) while its model opacity is 0.
  @Test func modelValuesBesidePresentationValues() throws {
    let doc = try document("checkmark.json")
    let model = TimelineSampler.sample(doc, frames: [57], model: true)
    #expect(layer(model, "disc")["opacity"] == .number(0), "the model keeps its own value")
    let shown = TimelineSampler.sample(doc, frames: [57])
    #expect(layer(shown, "disc")["opacity"] == .number(1))
  }

  /// The replicator spinner at 0.5 s: `sample` prints the replicator's keys like any layer's (12 copies, the
  /// delay, 30° per copy: b = sin 30° = 0.5 in the instance transform) and the dot once, as copy 0: its
  /// opacity runs 1 → 0.2 linearly over 1 s, so 1 − 0.8 × 0.5 = 0.6.
  @Test func theReplicatorSpinnerHalfWay() throws {
    let output = TimelineSampler.sample(try document("replicator-spinner.json"), frames: [15])
    let spinner = layer(output, "spinner")
    #expect(spinner["type"] == .string("replicator"))
    #expect(spinner["instanceCount"] == .number(12))
    #expect(spinner["preservesDepth"] == .bool(false))
    guard case .number(let delay)? = spinner["instanceDelay"],
      case .array(let m)? = spinner["instanceTransform"],
      m.count == 16, case .number(let b) = m[1], case .number(let opacity)? = layer(output, "dot")["opacity"]
    else {
      Issue.record("instanceDelay, a 16-number instanceTransform and the dot's opacity")
      return
    }
    #expect(abs(delay - 1.0 / 12) < 1e-9)
    #expect(abs(b - 0.5) < 1e-9)
    #expect(abs(opacity - 0.6) < 1e-9)
  }

  /// A frame of the spinner computed alone is the frame computed after every one before it: each copy is
  /// evaluated from the time, with nothing carried between frames.
  @Test func aSpinnerFrameAloneEqualsItInSequence() throws {
    let doc = try document("replicator-spinner.json")
    let alone = TimelinePlayer(document: doc)
    alone.step(toFrame: 45)
    let inOrder = TimelinePlayer(document: doc)
    for frame in 0...45 { inOrder.step(toFrame: frame) }
    let snapshot = alone.window.renderSnapshot()
    #expect(snapshot.layers.count == 1 + 12, "the replicator and the dot once per copy")
    #expect(snapshot == inOrder.window.renderSnapshot())
  }
}

extension Array where Element == JSONOutput {
  var jsonArray: JSONOutput { .array(self) }
}
