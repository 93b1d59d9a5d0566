import Flipbook
import FlipbookGeometry
import FlipbookTimeline
import Testing

/// Replicator layers in JSON: their keys decode to the layer's values, and a count outside 1 … 10 000 (or
/// not whole) is a located error (columns counted by hand: `"views": ` takes the first 9 columns of line 2).
@Suite("Replicator decoding")
@MainActor
struct ReplicatorDecodingTests {
  nonisolated static let cases: [TimelineErrorCase] = [
    TimelineErrorCase(
      "noCopies",
      timeline(views: ##"[{"id": "card", "layers": [{"type": "replicator", "instanceCount": 0}]}]"##),
      [
        ##"t.json:2:77: error: instanceCount must be a whole number from 1 to 10000, found 0 (at $.views[0].layers[0].instanceCount)"##
      ]),
    TimelineErrorCase(
      "tooManyCopies",
      timeline(views: ##"[{"id": "card", "layers": [{"type": "replicator", "instanceCount": 10001}]}]"##),
      [
        ##"t.json:2:77: error: instanceCount must be a whole number from 1 to 10000, found 10001 (at $.views[0].layers[0].instanceCount)"##
      ]),
    TimelineErrorCase(
      "partOfACopy",
      timeline(views: ##"[{"id": "card", "layers": [{"type": "replicator", "instanceCount": 2.5}]}]"##),
      [
        ##"t.json:2:77: error: instanceCount must be a whole number from 1 to 10000, found 2.5 (at $.views[0].layers[0].instanceCount)"##
      ]),
    TimelineErrorCase(
      "replicatorKeyOnAShape",
      timeline(views: ##"[{"id": "card", "layers": [{"type": "shape", "instanceDelay": 0.1}]}]"##),
      [
        ##"t.json:2:55: error: 'instanceDelay' is a key of replicator layers, not of shape layers (set "type") (at $.views[0].layers[0].instanceDelay)"##
      ]),
    TimelineErrorCase(
      "animatedToNoCopies",
      timeline(
        views:
          ##"[{"id": "card", "layers": [{"type": "replicator", "animations": [{"keyPath": "instanceCount", "to": 0}]}]}]"##
      ),
      [
        ##"t.json:2:110: error: to must be a whole number from 1 to 10000, found 0 (at $.views[0].layers[0].animations[0].to)"##
      ]),
  ]

  @Test(arguments: cases)
  func reportsExactly(_ errorCase: TimelineErrorCase) {
    #expect(errorLines(errorCase.text) == errorCase.expected)
  }

  /// Every key reaches the layer: the largest count allowed, a transform object, the delay, the colour and
  /// the four offsets, and `preservesDepth`.
  @Test func everyKeyReachesTheLayer() throws {
    let text = timeline(
      views: ##"""
        [{"id": "card", "layers": [{"id": "r", "type": "replicator", "instanceCount": 10000,
          "instanceTransform": {"translate": [4, 0]}, "instanceDelay": 0.125, "instanceColor": "#FF8000",
          "instanceRedOffset": -0.25, "instanceGreenOffset": 0.5, "instanceBlueOffset": 0.75,
          "instanceAlphaOffset": -0.125, "preservesDepth": true}]}]
        """##)
    let document = try TimelineLoader.load(text: text, file: "t.json").get()
    let player = TimelinePlayer(document: document)
    player.step(toFrame: 0)
    let layer = try #require(player.window.subviews.first?.layer.sublayers.first as? ReplicatorLayer)
    #expect(layer.instanceCount == 10_000)
    #expect(layer.instanceTransform == Transform3D(translationX: 4, y: 0, z: 0))
    #expect(layer.instanceDelay == 0.125)
    #expect(layer.instanceColor == Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
    #expect(
      [
        layer.instanceRedOffset, layer.instanceGreenOffset, layer.instanceBlueOffset,
        layer.instanceAlphaOffset,
      ]
        == [-0.25, 0.5, 0.75, -0.125])
    #expect(layer.preservesDepth)
  }
}
