import FlipbookRender
import FlipbookTimeline
import Testing

@testable import FlipbookLottie

/// The animation `text` exports to, and the parts drawn as pictures.
@MainActor
func exportedWithNotes(_ text: String) throws -> (JSONOutput, [LottiePicturedPart]) {
  let document = try TimelineLoader.load(text: text, file: "t.json").get()
  var diagnostics: [TimelineDiagnostic] = []
  var pictured: [LottiePicturedPart] = []
  let animation = try LottieExporter().animation(
    document, file: "t.json", diagnostics: &diagnostics, pictured: &pictured)
  return (animation, pictured)
}

private func timeline(views: String, steps: String) -> String {
  """
  {"version": 1, "canvas": {"width": 200, "height": 100}, "fps": 30, "duration": 1,
   "views": \(views), "steps": \(steps)}
  """
}

/// Every shape item of every layer, groups opened.
private func shapeItems(_ layer: JSONOutput) -> [JSONOutput] {
  func open(_ items: [JSONOutput]) -> [JSONOutput] {
    items.flatMap { item in item["ty"]?.text == "gr" ? open(item["it"]?.list ?? []) : [item] }
  }
  return open(layer["shapes"]?.list ?? [])
}

@MainActor
@Test func labelTextBecomesAShapeLayerOfGlyphPathsFilledNonzeroInTheTextColour() throws {
  let (animation, pictured) = try exportedWithNotes(
    timeline(
      views: #"""
        [{"id": "t", "frame": [10, 10, 180, 40],
          "text": {"string": "Hello o", "font": {"size": 20, "weight": "bold"}, "color": "#FF0000"}}]
        """#,
      steps: "[]"))
  let layer = try #require(animation.layer(named: "view 't' text"))
  #expect(layer["ty"]?.double == 4)
  let items = shapeItems(layer)
  let paths = items.filter { $0["ty"]?.text == "sh" }
  // H, e, l, l, o (outer and hole), o (outer and hole): at least 7 contours.
  #expect(paths.count >= 7)
  #expect(paths.allSatisfy { $0["ks"]?["k"]?["c"] == .bool(true) })
  let fill = try #require(items.first { $0["ty"]?.text == "fl" })
  #expect(fill["r"]?.double == 1)
  #expect(fill["c"]?["k"]?.list.map(\.double) == [1, 0, 0])
  // Curves carry tangents: some vertex has a nonzero out tangent.
  let tangents = paths.flatMap { $0["ks"]?["k"]?["o"]?.list ?? [] }.flatMap { $0.list.compactMap(\.double) }
  #expect(tangents.contains { $0 != 0 })
  #expect(animation["assets"]?.list.isEmpty == true)
  #expect(pictured.isEmpty)
}

@MainActor
@Test func glyphsReachingOutOfTheLabelAreMaskedToItsBounds() throws {
  let (animation, _) = try exportedWithNotes(
    timeline(
      views:
        #"[{"id": "t", "frame": [10, 10, 30, 12], "text": {"string": "Wide text", "font": {"size": 24}}}]"#,
      steps: "[]"))
  let layer = try #require(animation.layer(named: "view 't' text"))
  #expect(layer["masksProperties"]?.list.first?["nm"]?.text == "text clip")
}

@MainActor
@Test func textOnAShadowedViewStaysInItsPictureAndIsReported() throws {
  let (animation, pictured) = try exportedWithNotes(
    timeline(
      views: #"""
        [{"id": "t", "frame": [10, 10, 120, 40], "shadowOpacity": 0.5, "shadowRadius": 4,
          "text": {"string": "Shadowed"}}]
        """#,
      steps: "[]"))
  #expect(animation.layer(named: "view 't' text") == nil)
  #expect(animation.layer(named: "view 't' layer")?["ty"]?.double == 2)
  #expect(pictured.map(\.part) == ["view 't'"])
}

@MainActor
@Test func crossDissolveOverAnOpaqueContainerIsOpacityKeyframesWithoutPictures() throws {
  let (animation, pictured) = try exportedWithNotes(
    timeline(
      views: #"""
        [{"id": "box", "frame": [10, 10, 100, 60], "backgroundColor": "#334155",
          "subviews": [{"id": "dot", "frame": [10, 10, 20, 20], "backgroundColor": "red"}]}]
        """#,
      steps: #"""
        [{"at": 0.2, "transition": {"view": "box", "type": "crossDissolve", "duration": 0.5,
          "changes": [{"view": "dot", "frame": [60, 30, 20, 20], "backgroundColor": "blue"}]}}]
        """#))
  #expect(animation["assets"]?.list.allSatisfy { $0["p"] == nil } == true)
  #expect(pictured.isEmpty)
  let before = try #require(animation.layer(named: "view 'box' before"))
  let after = try #require(animation.layer(named: "view 'box' after"))
  #expect(before["ty"]?.double == 0)
  #expect(after["ty"]?.double == 0)
  // The after state fades in over the before picture, frame by frame (0.2 s to 0.7 s: 15 frames).
  let keys = after["ks"]?["o"]?["k"]?.list ?? []
  #expect(keys.count >= 15)
  #expect(keys.first?["s"]?.list.first?.double == 0)
  #expect(keys.dropLast().last?["s"]?.list.first?.double ?? 0 > 90)
  #expect(before["ks"]?["o"]?["k"]?.list.first?["s"]?.list.first?.double == 100)
  // Lottie lists layers front to back: the after state is in front.
  let names = animation["layers"]?.list.compactMap { $0["nm"]?.text } ?? []
  #expect(names.firstIndex(of: "view 'box' after")! < names.firstIndex(of: "view 'box' before")!)
  // The before picture is the captured tree, rebuilt as layers: the red dot where it was.
  let inBefore = animation["assets"]?.list.first { $0["id"] == before["refId"] }?["layers"]?.list ?? []
  #expect(inBefore.contains { $0["nm"]?.text == "view 'box' before #1 background" })
}

@MainActor
@Test func crossDissolveOverAClearContainerFallsBackToReportedFrames() throws {
  let (animation, pictured) = try exportedWithNotes(
    timeline(
      views: #"""
        [{"id": "box", "frame": [10, 10, 100, 60],
          "subviews": [{"id": "dot", "frame": [10, 10, 20, 20], "backgroundColor": "red"}]}]
        """#,
      steps: #"""
        [{"at": 0.2, "transition": {"view": "box", "type": "crossDissolve", "duration": 0.5,
          "changes": [{"view": "dot", "frame": [60, 30, 20, 20]}]}}]
        """#))
  #expect(animation.layer(named: "view 'box' after") == nil)
  #expect(animation["assets"]?.list.contains { $0["p"] != nil } == true)
  #expect(pictured.first?.part == "view 'box'")
  #expect(pictured.first?.reason.contains("cross-dissolve") == true)
}

@MainActor
@Test func aMovingLabelIsALayerPerGlyphPlacedOnWholeOutputPixelsAtEachFrame() throws {
  let (animation, _) = try exportedWithNotes(
    timeline(
      views: #"[{"id": "t", "frame": [10, 10, 120, 30], "text": {"string": "Move", "font": {"size": 18}}}]"#,
      steps: #"""
        [{"animate": {"duration": 1, "curve": "easeInOut", "changes": [{"view": "t", "center": [120.3, 60.7]}]}}]
        """#))
  let glyphs = animation.allLayers.filter { $0["nm"]?.text?.hasPrefix("view 't' glyph ") == true }
  #expect(glyphs.count == 4)
  #expect(animation.layer(named: "view 't' text") == nil)
  // The glyph's origin, in the label's bounds, moves by the fraction the label's own position needs to land
  // the glyph on a whole pixel: a keyframe per frame, each origin within half a point of the first.
  let keys = glyphs[0]["ks"]?["p"]?["k"]?.list ?? []
  #expect(keys.count > 2)
  let xs = keys.compactMap { $0["s"]?.list.first?.double }
  #expect((xs.max() ?? 0) - (xs.min() ?? 0) <= 1)
}

@MainActor
@Test func aStillLabelIsOneLayerOfOutlines() throws {
  let (animation, _) = try exportedWithNotes(
    timeline(
      views:
        #"[{"id": "t", "frame": [10.3, 10.6, 120, 30], "text": {"string": "Still", "font": {"size": 18}}}]"#,
      steps: "[]"))
  let layers = animation.allLayers.filter { $0["nm"]?.text?.hasPrefix("view 't' ") == true }
  #expect(layers.compactMap { $0["nm"]?.text } == ["view 't' text"])
  #expect(layers.first?["ks"]?["p"]?["a"]?.double == 0)
}

@Test func picturedPartsWithTheSameReasonShareOneLine() {
  let lines = LottiePicturedPart.grouped([
    LottiePicturedPart(part: "view 'a'", what: "its shadow", reason: "no shadows"),
    LottiePicturedPart(part: "view 'b'", what: "its transition", reason: "no 3D"),
    LottiePicturedPart(part: "view 'c'", what: "its shadow", reason: "no shadows"),
  ])
  #expect(
    lines == [
      "view 'a', view 'c': its shadow, as pictures: no shadows",
      "view 'b': its transition, as pictures: no 3D",
    ])
}

@MainActor
@Test func aSplitLabelExportsEachPieceAsItsOwnGlyphOutlineLayers() throws {
  // Rule: the export keeps a split label's pieces as separate glyph-outline layers, each piece's layers
  // under its own view's layer, and together they are the whole label's outline.
  func export(_ split: String, fading target: String) throws -> JSONOutput {
    let text = timeline(
      views: #"""
        [{"id": "t", "frame": [10, 10, 180, 40],
          "text": {"string": "Hi yo", "font": {"size": 20}, "color": "#FF0000"\#(split)}}]
        """#,
      steps: #"[{"animate": {"duration": 1, "changes": [{"view": "\#(target)", "alpha": 0}]}}]"#)
    let document = try TimelineLoader.load(text: text, file: "t.json", splitter: PangoTextSplitter()).get()
    var diagnostics: [TimelineDiagnostic] = []
    var pictured: [LottiePicturedPart] = []
    return try LottieExporter().animation(
      document, file: "t.json", diagnostics: &diagnostics, pictured: &pictured)
  }
  func contours(_ layers: [JSONOutput]) -> Int {
    layers.flatMap(shapeItems).filter { $0["ty"]?.text == "sh" }.count
  }
  let split = try export(#", "split": "chars""#, fading: "t/char3")
  let whole = try export("", fading: "t")
  let pieceLayers = (0..<4).map { i in
    split.allLayers.filter { $0["nm"]?.text?.hasPrefix("view 't/char\(i)' text") == true }
  }
  #expect(pieceLayers.allSatisfy { !$0.isEmpty }, "every piece has its own outline layer")
  #expect(split.allLayers.contains { $0["nm"]?.text == "view 't' text" } == false, "the label draws no text")
  let wholeLayers = whole.allLayers.filter { $0["nm"]?.text == "view 't' text" }
  // H, i (stem and dot), y, o (outer and hole): as many contours in the pieces as in the whole label.
  #expect(contours(pieceLayers.flatMap { $0 }) == contours(wholeLayers))
  #expect(contours(wholeLayers) >= 6)
}
