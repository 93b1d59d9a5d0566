import FlipbookTimeline
import FlipbookTiming
import Testing

@testable import FlipbookLottie

/// The animation a document with one view holding `layers` exports to, and the parts drawn as pictures.
@MainActor
func exportedLayers(_ layers: String, duration: Double = 1) throws -> (
  JSONOutput, [LottiePicturedPart]
) {
  let text = """
    {"version": 1, "canvas": {"width": 200, "height": 100}, "fps": 30, "duration": \(duration),
     "views": [{"id": "v", "frame": [0, 0, 200, 100], "layers": \(layers)}], "steps": []}
    """
  return try exportedWithNotes(text)
}

extension JSONOutput {
  /// The items of the shape group named `name` in a shape layer.
  func group(_ name: String) -> [JSONOutput] {
    let items = self["shapes"]?.list.first?["it"]?.list ?? []
    return items.first { $0["nm"]?.text == name }?["it"]?.list ?? []
  }
  func item(_ type: String, in items: [JSONOutput]) -> JSONOutput? { items.first { $0["ty"]?.text == type } }
}

/// Lottie's trim is in percent: `strokeEnd` sampled at each frame times 100 (a linear 0 → 1 over 30
/// frames gives frame k the value 100 k / 30).
@MainActor
@Test func trimKeyframesAreStrokeEndTimesOneHundred() throws {
  let (animation, _) = try exportedLayers(
    #"""
    [{"id": "ring", "type": "shape", "frame": [0, 0, 100, 100], "fillColor": null, "strokeColor": "red",
      "lineWidth": 4, "path": {"ellipse": [10, 10, 80, 80]},
      "animations": [{"keyPath": "strokeEnd", "from": 0, "to": 1, "duration": 1}]}]
    """#)
  let layer = try #require(animation.layer(named: "view 'v' layer 'ring'"))
  let trim = try #require(layer.item("tm", in: layer.group("stroke")))
  let keyframes = trim["e"]?["k"]?.list ?? []
  #expect(keyframes.count >= 2)
  for keyframe in keyframes {
    let t = try #require(keyframe["t"]?.double)
    let value = try #require(keyframe["s"]?.list.first?.double)
    // The animation ends at frame 30, where the model value 1 shows again.
    #expect(abs(value - min(100, 100 * t / 30)) < 1e-3)
  }
  #expect(trim["s"]?["k"]?.double == 0)
  // The fill of a shape with no fill colour is not drawn at all.
  #expect(layer.group("fill").isEmpty)
}

/// lineCap round is `lc` 2, lineJoin bevel `lj` 3, miterLimit `ml`; an odd dash pattern repeats (as Cairo
/// does) and the offset is the phase plus the length cut off by strokeStart.
@MainActor
@Test func strokeStyleMapsCapsJoinsMiterAndDashes() throws {
  let (animation, _) = try exportedLayers(
    #"""
    [{"id": "line", "type": "shape", "frame": [0, 0, 200, 100], "fillColor": null, "strokeColor": "blue",
      "lineWidth": 6, "lineCap": "round", "lineJoin": "bevel", "miterLimit": 3,
      "lineDashPattern": [10, 4, 2], "lineDashPhase": 5, "strokeStart": 0.5, "path": "M 0 50 L 100 50"}]
    """#)
  let layer = try #require(animation.layer(named: "view 'v' layer 'line'"))
  let stroke = try #require(layer.item("st", in: layer.group("stroke")))
  #expect(stroke["lc"]?.double == 2)
  #expect(stroke["lj"]?.double == 3)
  #expect(stroke["ml"]?.double == 3)
  let dashes = stroke["d"]?.list ?? []
  #expect(dashes.compactMap { $0["n"]?.text } == ["d", "g", "d", "g", "d", "g", "o"])
  #expect(dashes.compactMap { $0["v"]?["k"]?.double } == [10, 4, 2, 10, 4, 2, 55])
}

/// fillRule evenOdd is Lottie's `r` 2 (nonZero 1), and each subpath is its own `sh`.
@MainActor
@Test func evenOddFillIsRuleTwoOverEverySubpath() throws {
  let (animation, _) = try exportedLayers(
    #"""
    [{"id": "frame", "type": "shape", "frame": [0, 0, 100, 100], "fillColor": "green", "fillRule": "evenOdd",
      "path": [{"rect": [0, 0, 100, 100]}, {"ellipse": [20, 20, 60, 60]}]}]
    """#)
  let layer = try #require(animation.layer(named: "view 'v' layer 'frame'"))
  let items = layer.group("fill")
  #expect(items.filter { $0["ty"]?.text == "sh" }.count == 2)
  #expect(layer.item("fl", in: items)?["r"]?.double == 2)
  // The ellipse's last curve returns to its start: 4 vertices, closed.
  let ellipse = items.filter { $0["ty"]?.text == "sh" }[1]["ks"]?["k"]
  #expect(ellipse?["c"].map { if case .bool(true) = $0 { true } else { false } } == true)
  #expect(ellipse?["v"]?.list.count == 4)
}

/// A radial gradient is `gf` type 2 with colour stops then alpha stops; its ellipse is a circle of the
/// horizontal radius scaled vertically by the group (ry / rx).
@MainActor
@Test func radialGradientIsTypeTwoWithAlphaStopsAndAnEllipseScale() throws {
  let (animation, _) = try exportedLayers(
    #"""
    [{"id": "glow", "type": "gradient", "frame": [0, 0, 200, 100], "gradientType": "radial",
      "colors": ["#FF000080", "#0000FF"], "startPoint": [0.5, 0.5], "endPoint": [1, 1]}]
    """#)
  let layer = try #require(animation.layer(named: "view 'v' layer 'glow'"))
  let items = layer.group("gradient")
  let fill = try #require(layer.item("gf", in: items))
  #expect(fill["t"]?.double == 2)
  #expect(fill["g"]?["p"]?.double == 2)
  let stops = fill["g"]?["k"]?["k"]?.list.compactMap(\.double) ?? []
  // [offset, r, g, b] per colour, then [offset, alpha] per colour.
  #expect(stops.count == 12)
  #expect(stops[8...].map { ($0 * 1000).rounded() / 1000 } == [0, 0.502, 1, 1])
  // Centre (100, 50), radii 100 and 50: the circle of radius 100 squashed to half its height.
  #expect(fill["e"]?["k"]?.list.compactMap(\.double) == [200, 50])
  let transform = try #require(layer.item("tr", in: items))
  #expect(transform["s"]?["k"]?.list.compactMap(\.double) == [100, 50])
}

/// A mask is an alpha track matte: the mask's precomposition (`td` 1) comes right before (in front of) the
/// masked layer's (`tt` 1).
@MainActor
@Test func maskIsAnAlphaTrackMatteBeforeTheMaskedLayer() throws {
  let (animation, _) = try exportedLayers(
    #"""
    [{"id": "photo", "frame": [0, 0, 100, 100], "backgroundColor": "green",
      "mask": {"id": "lens", "type": "shape", "frame": [0, 0, 100, 100], "path": {"ellipse": [0, 0, 100, 100]}}}]
    """#)
  let layers = animation.allLayers
  let matte = try #require(layers.firstIndex { $0["nm"]?.text == "view 'v' layer 'photo' mask" })
  #expect(layers[matte]["td"]?.double == 1)
  #expect(layers[matte + 1]["nm"]?.text == "view 'v' layer 'photo'")
  #expect(layers[matte + 1]["tt"]?.double == 1)
}

/// A conic gradient has no Lottie form: drawn by Flipbook as pictures, and named.
@MainActor
@Test func conicGradientIsPicturedAndNamed() throws {
  let (animation, pictured) = try exportedLayers(
    #"""
    [{"id": "cone", "type": "gradient", "frame": [0, 0, 100, 100], "gradientType": "conic",
      "colors": ["red", "blue"]}]
    """#)
  #expect(
    pictured.map(\.description) == [
      "view 'v': its layer 'cone', a conic gradient, as pictures: Lottie has no conic gradient"
    ])
  #expect(animation.layer(named: "view 'v' layer 'cone'")?["ty"]?.double == 2)
}

/// A path animation between paths of one structure is shape keyframes of one vertex count; values known
/// frame by frame that lie on a line (a linear morph) are one straight keyframe, not one per frame.
@MainActor
@Test func pathAnimationIsShapeKeyframes() throws {
  let (animation, _) = try exportedLayers(
    #"""
    [{"id": "morph", "type": "shape", "frame": [0, 0, 100, 100], "fillColor": "red",
      "path": "M 0 0 L 100 0 L 50 100 Z",
      "animations": [{"keyPath": "path", "to": "M 0 60 L 100 60 L 50 0 Z", "duration": 2}]}]
    """#)
  let layer = try #require(animation.layer(named: "view 'v' layer 'morph'"))
  let path = try #require(layer.item("sh", in: layer.group("fill"))?["ks"])
  #expect(path["a"]?.double == 1)
  let keyframes = path["k"]?.list ?? []
  #expect(keyframes.count == 2)
  #expect(keyframes.allSatisfy { $0["s"]?.list.first?["v"]?.list.count == 3 })
  // Frame 29 of a 60-frame morph: 29/60 of the way, the first vertex at y = 60 × 29 / 60 = 29.
  #expect(keyframes.last?["t"]?.double == 29)
  #expect(keyframes.last?["s"]?.list.first?["v"]?.list.first?.list.compactMap(\.double) == [0, 29])
}

/// Frame-by-frame values become a hold over equal values, one straight keyframe over values on a line,
/// and a keyframe per frame where they bend (each checked against every frame).
@Test func linearRunsOfFrameValuesAreOneKeyframeEach() throws {
  let values: [[Double]] = [[0], [0], [0], [1], [2], [3], [5], [9]]
  let series = PropertySeries(
    firstFrame: 10, values: values, drivers: Array(repeating: .sampled, count: values.count), tolerance: 1e-3,
    frameRate: FrameRate(numerator: 30))
  let keyframes = try #require(series.linearRunKeyframes())
  #expect(keyframes.map(\.time) == [10, 12, 15, 16, 17])
  #expect(keyframes.map(\.easing) == [.hold, .linear, .linear, .linear, .hold])
  #expect(series.matchesEveryFrame(keyframes))
}

/// Layer opacity and hidden multiply into the drawn layer's opacity; a layer with opacity below 1 and
/// several parts (a background under sublayers) is composited as one precomposition.
@MainActor
@Test func hiddenLayerIsTransparentAndAGroupIsPrecomposed() throws {
  let (animation, _) = try exportedLayers(
    #"""
    [{"id": "gone", "frame": [0, 0, 10, 10], "backgroundColor": "red", "hidden": true},
     {"id": "group", "frame": [0, 0, 100, 100], "backgroundColor": "blue", "opacity": 0.5,
      "sublayers": [{"id": "inner", "frame": [10, 10, 20, 20], "backgroundColor": "red"}]}]
    """#)
  let gone = try #require(animation.layer(named: "view 'v' layer 'gone'"))
  #expect(gone["ks"]?["o"]?["k"]?.double == 0)
  let group = try #require(
    animation.allLayers.first { $0["nm"]?.text == "view 'v' layer 'group'" && $0["ty"]?.double == 0 })
  #expect(group["ks"]?["o"]?["k"]?.double == 50)
}

/// masksToBounds clips the sublayers only: they are a precomposition masked by the rounded bounds, while
/// the layer's own path (which may reach outside its bounds) stays outside that precomposition.
@MainActor
@Test func masksToBoundsClipsOnlyTheSublayers() throws {
  let (animation, _) = try exportedLayers(
    #"""
    [{"id": "spill", "type": "shape", "frame": [50, 40, 40, 20], "fillColor": "red", "masksToBounds": true,
      "path": {"ellipse": [-10, -5, 60, 30]},
      "sublayers": [{"id": "bar", "frame": [-10, 5, 60, 10], "backgroundColor": "blue"}]}]
    """#)
  let clip = try #require(animation.layer(named: "view 'v' layer 'spill' sublayers"))
  #expect(clip["ty"]?.double == 0)
  #expect(clip["masksProperties"]?.list.first?["mode"]?.text == "a")
  let main = animation["layers"]?.list ?? []
  #expect(main.contains { $0["nm"]?.text == "view 'v' layer 'spill'" && $0["ty"]?.double == 4 })
  #expect(!main.contains { $0["nm"]?.text == "view 'v' layer 'bar'" })
}

/// A cross-dissolve over an opaque container that clips is opacity over two precompositions even when the
/// views hold layers (the before picture's layers are rebuilt from the captured tree); without the clip,
/// layers may draw outside the container, so the transition is reported pictures.
@MainActor
@Test func crossDissolveWithLayersIsOpacityOnlyInsideAClip() throws {
  func text(clips: Bool) -> String {
    """
    {"version": 1, "canvas": {"width": 200, "height": 100}, "fps": 30, "duration": 1,
     "views": [{"id": "stage", "frame": [0, 0, 200, 100], "backgroundColor": "black",
       "clipsToBounds": \(clips),
       "subviews": [{"id": "a", "frame": [0, 0, 100, 100],
         "layers": [{"id": "dot", "frame": [10, 10, 20, 20], "backgroundColor": "red"}]}]}],
     "steps": [{"at": 0.2, "transition": {"view": "stage", "type": "crossDissolve", "duration": 0.5,
       "changes": [{"view": "a", "hidden": true}]}}]}
    """
  }
  let (clipped, clippedNotes) = try exportedWithNotes(text(clips: true))
  #expect(clippedNotes.isEmpty)
  #expect(clipped.allLayers.contains { $0["nm"]?.text == "view 'stage' before #1 layer 'dot'" })
  let (_, notes) = try exportedWithNotes(text(clips: false))
  #expect(notes.map(\.what) == ["its transition, one picture per frame"])
}

/// A layer transition (CATransition) moves two pictures of the layer's subtree, which only Flipbook's
/// renderer draws: the layer is exported as pictures, and named.
@MainActor
@Test func layerTransitionIsPicturedAndNamed() throws {
  let text = """
    {"version": 1, "canvas": {"width": 200, "height": 100}, "fps": 30, "duration": 1,
     "views": [{"id": "v", "frame": [0, 0, 200, 100],
                "layers": [{"id": "card", "frame": [20, 20, 60, 40], "backgroundColor": "#FF0000"}]}],
     "steps": [{"at": 0.2, "layer": "card", "addAnimation": {"type": "transition", "transition": "push",
                "duration": 0.5, "changes": [{"layer": "card", "backgroundColor": "#0000FF"}]}}]}
    """
  let (animation, pictured) = try exportedWithNotes(text)
  #expect(
    pictured.map(\.description) == [
      "view 'v': its layer 'card', its transition, as pictures: layer transitions are exported as pictures"
    ])
  #expect(animation.layer(named: "view 'v' layer 'card'")?["ty"]?.double == 2)
}
