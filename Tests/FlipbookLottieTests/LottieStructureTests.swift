import FlipbookTimeline
import FlipbookTiming
import Testing

@testable import FlipbookLottie

/// The animation `text` exports to.
@MainActor
private func exported(_ text: String, scale: Double = 1) throws -> JSONOutput {
  let document = try TimelineLoader.load(text: text, file: "t.json").get()
  return try LottieExporter(scale: scale).animation(document)
}

extension JSONOutput {
  subscript(key: String) -> JSONOutput? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }
  var list: [JSONOutput] {
    guard case .array(let items) = self else { return [] }
    return items
  }
  var double: Double? {
    switch self {
    case .number(let value): value
    case .int(let value): Double(value)
    default: nil
    }
  }
  var text: String? {
    guard case .string(let value) = self else { return nil }
    return value
  }
  /// Every layer of the main composition and of every precomposition.
  var allLayers: [JSONOutput] {
    (self["layers"]?.list ?? []) + (self["assets"]?.list ?? []).flatMap { $0["layers"]?.list ?? [] }
  }
  func layer(named name: String) -> JSONOutput? { allLayers.first { $0["nm"]?.text == name } }
}

private func document(views: String, steps: String, duration: Double = 2) -> String {
  """
  {"version": 1, "canvas": {"width": 200, "height": 100}, "fps": 30, "duration": \(duration),
   "views": \(views), "steps": \(steps)}
  """
}

@MainActor
@Test func headerHasCanvasSizeFpsAndFrameCount() throws {
  let animation = try exported(document(views: "[]", steps: "[]"), scale: 2)
  #expect(animation["w"]?.double == 400)
  #expect(animation["h"]?.double == 200)
  #expect(animation["fr"]?.double == 30)
  #expect(animation["ip"]?.double == 0)
  #expect(animation["op"]?.double == 60)
}

@MainActor
@Test func easedMoveBecomesTwoBezierKeyframesNotOnePerFrame() throws {
  let animation = try exported(
    document(
      views: #"[{"id": "a", "frame": [0, 0, 20, 20], "backgroundColor": "red"}]"#,
      steps: #"[{"at": 0.1, "animate": {"duration": 1.2, "changes": [{"view": "a", "center": [150, 50]}]}}]"#)
  )
  let position = try #require(animation.layer(named: "view 'a'")?["ks"]?["p"])
  #expect(position["a"]?.double == 1)
  let keyframes = position["k"]?.list ?? []
  // A hold through the delay, then the leg's start (eased by easeInOut) and its end.
  #expect(keyframes.count == 3)
  #expect(keyframes[1]["t"]?.double == 3)
  #expect(keyframes[1]["o"]?["x"]?.list.first?.double == 0.42)
  #expect(keyframes[1]["i"]?["x"]?.list.first?.double == 0.58)
  #expect(keyframes[2]["t"]?.double == 39)
  #expect(keyframes[2]["s"]?.list.map(\.double) == [150, 50])
}

@MainActor
@Test func autoreversingRepeatBecomesOneKeyframePairPerLeg() throws {
  let animation = try exported(
    document(
      views: #"[{"id": "a", "frame": [0, 0, 20, 20], "backgroundColor": "red"}]"#,
      steps:
        #"[{"animate": {"duration": 0.5, "curve": "linear", "options": ["autoreverse", "repeat"], "repeatCount": 2, "changes": [{"view": "a", "alpha": 0}]}}]"#
    ))
  let opacity = try #require(animation.layer(named: "view 'a' background")?["ks"]?["o"])
  // Four legs of 15 frames: keyframes at 0, 15, 30, 45, 60 (shared ends merged).
  #expect(opacity["k"]?.list.compactMap { $0["t"]?.double } == [0, 15, 30, 45, 60])
}

@MainActor
@Test func springIsWrittenFrameByFrame() throws {
  let animation = try exported(
    document(
      views: #"[{"id": "a", "frame": [0, 0, 20, 20], "backgroundColor": "red"}]"#,
      steps:
        #"[{"animate": {"duration": 1, "spring": {"damping": 0.5}, "changes": [{"view": "a", "center": [150, 50]}]}}]"#
    ))
  let keyframes = animation.layer(named: "view 'a'")?["ks"]?["p"]?["k"]?.list ?? []
  #expect(keyframes.count >= 30)
}

@MainActor
@Test func shearIsSplitOverTwoNestedNullLayers() throws {
  let animation = try exported(
    document(
      views:
        #"[{"id": "s", "frame": [10, 10, 40, 40], "backgroundColor": "blue", "transform": [1, 0, 0.5, 1, 0, 0]}]"#,
      steps: "[]"))
  let outer = try #require(animation.layer(named: "view 's' (scale)"))
  let inner = try #require(animation.layer(named: "view 's'"))
  #expect(outer["ty"]?.double == 3)
  #expect(inner["ty"]?.double == 3)
  #expect(inner["parent"]?.double == outer["ind"]?.double)
  #expect(animation.allLayers.allSatisfy { $0["ks"]?["sk"] == nil })
}

@MainActor
@Test func groupOpacityAndClipMakeAMaskedPrecomposition() throws {
  let animation = try exported(
    document(
      views: #"""
        [{"id": "g", "frame": [10, 10, 80, 60], "alpha": 0.5, "clipsToBounds": true, "cornerRadius": 8,
          "subviews": [{"id": "c", "frame": [0, 0, 100, 100], "backgroundColor": "red"}]}]
        """#,
      steps: "[]"))
  let precomp = try #require(animation["layers"]?.list.first { $0["ty"]?.double == 0 })
  #expect(precomp["ks"]?["o"]?["k"]?.double == 50)
  #expect(precomp["masksProperties"]?.list.count == 1)
  let id = try #require(precomp["refId"]?.text)
  let asset = try #require(animation["assets"]?.list.first { $0["id"]?.text == id })
  #expect(asset["layers"]?.list.contains { $0["nm"]?.text == "view 'c' background" } == true)
}

@MainActor
@Test func aRemovedOrHiddenViewKeepsItsLayersWhichShowNothingWhileItIsNotDrawn() throws {
  let animation = try exported(
    document(
      views:
        #"[{"id": "a", "frame": [0, 0, 20, 20], "backgroundColor": "red"}, {"id": "b", "frame": [50, 0, 20, 20], "backgroundColor": "blue"}]"#,
      steps:
        #"[{"at": 0.5, "removeFromSuperview": "a"}, {"at": 0.2, "set": [{"view": "b", "hidden": true}]}, {"at": 1, "set": [{"view": "b", "hidden": false}]}]"#
    ))
  let a = animation["layers"]?.list.filter { $0["nm"]?.text == "view 'a' background" } ?? []
  #expect(a.count == 1)
  let aOpacity = a.first?["ks"]?["o"]?["k"]?.list ?? []
  #expect(aOpacity.map { $0["t"]?.double } == [0, 15])
  #expect(aOpacity.last?["s"]?.list.first?.double == 0)
  let b = animation.layer(named: "view 'b' background")?["ks"]?["o"]?["k"]?.list ?? []
  #expect(b.compactMap { $0["t"]?.double } == [0, 6, 30])
  #expect(b.compactMap { $0["s"]?.list.first?.double } == [100, 0, 100])
}

@MainActor
@Test func anOrderChangeStartsNewLayers() throws {
  let animation = try exported(
    document(
      views:
        #"[{"id": "a", "frame": [0, 0, 20, 20], "backgroundColor": "red"}, {"id": "b", "frame": [10, 0, 20, 20], "backgroundColor": "blue"}]"#,
      steps: #"[{"at": 0.5, "bringSubviewToFront": "a"}]"#))
  let a = animation["layers"]?.list.filter { $0["nm"]?.text == "view 'a' background" } ?? []
  #expect(a.compactMap { $0["ip"]?.double }.sorted() == [0, 15])
  #expect(a.compactMap { $0["op"]?.double }.sorted() == [15, 60])
}

@Test func seriesThatDoesNotFollowItsCurveFallsBackToEveryFrame() {
  let timing = AnimationTiming(begin: 0, duration: 1, curve: .easeInEaseOut)
  let values: [[Double]] = [[0], [5], [1], [9], [2]]
  let series = PropertySeries(
    firstFrame: 0, values: values, drivers: Array(repeating: .timed(timing), count: 5), tolerance: 1e-6,
    frameRate: FrameRate(numerator: 4))
  let keyframes = series.keyframes() ?? []
  #expect(series.matchesEveryFrame(keyframes))
  #expect(keyframes.count == 5)
}

@MainActor
@Test func aViewTooLargeForLottieIsNamedAndNothingIsExported() throws {
  let text = document(
    views:
      #"[{"id": "huge", "frame": [0, 0, 10, 10], "backgroundColor": "red", "transform": [1e307, 0, 0, 1e307, 0, 0]}]"#,
    steps: "[]")
  let document = try TimelineLoader.load(text: text, file: "t.json").get()
  #expect {
    try LottieExporter().animation(document)
  } throws: { error in
    (error as? LottieExportError)?.part.hasPrefix("view 'huge'") == true
  }
}

/// Siblings export in the order they are drawn: `a`, raised by zPosition, is drawn above `b` though it
/// comes first, so its layer comes before `b`'s (Lottie lists layers front to back), each under its own
/// name.
@MainActor
@Test func aViewRaisedByZPositionExportsAboveItsLaterSibling() throws {
  let animation = try exported(
    document(
      views:
        #"[{"id": "a", "frame": [0, 0, 20, 20], "backgroundColor": "red", "zPosition": 1}, {"id": "b", "frame": [50, 0, 20, 20], "backgroundColor": "blue"}]"#,
      steps: "[]"))
  let names = animation["layers"]?.list.compactMap { $0["nm"]?.text } ?? []
  let a = try #require(names.firstIndex(of: "view 'a' background"))
  let b = try #require(names.firstIndex(of: "view 'b' background"))
  #expect(a < b)
}

/// A view's own mask is drawn with it by Flipbook (a picture of the masked subtree per frame), named in a
/// note, rather than left out, which would show what it hides.
@MainActor
@Test func aMaskedViewIsPicturesOfItsMaskedSubtree() throws {
  let text = document(
    views:
      #"[{"id": "card", "frame": [0, 0, 10, 10], "backgroundColor": "red", "mask": {"frame": [0, 0, 5, 5], "backgroundColor": "black"}}]"#,
    steps: "[]", duration: 0.1)
  let (animation, pictured) = try exportedWithNotes(text)
  #expect(
    pictured.map(\.description) == [
      "view 'card': its mask, one picture per frame, as pictures: a view's own mask is drawn by Flipbook (a "
        + "layer's mask is a track matte)"
    ])
  let pictures = animation.allLayers.filter { $0["nm"]?.text == "view 'card' masked" }
  #expect(pictures.count == 3 && pictures.allSatisfy { $0["ty"]?.double == 2 })
  #expect(animation.layer(named: "view 'card' background") == nil)
}

@MainActor
@Test func aShadowedViewThatOnlyMovesGetsItsPictureAtOutputResolutionOnWholePixels() throws {
  let views = #"""
    [{"id": "m", "frame": [20, 20, 44, 64], "cornerRadius": 8, "backgroundColor": "red",
      "shadowOpacity": 0.35, "shadowOffset": [0, 4], "shadowRadius": 6, "alpha": 0},
     {"id": "t", "frame": [120, 20, 44, 64], "backgroundColor": "red", "shadowOpacity": 0.35, "shadowRadius": 6}]
    """#
  let steps = #"""
    [{"animate": {"duration": 0.6, "spring": {"damping": 0.7}, "changes": [
      {"view": "m", "alpha": 1, "from": {"transform": {"translate": [0, 40]}}},
      {"view": "t", "transform": {"rotate": 0.3}}]}}]
    """#
  let animation = try exported(document(views: views, steps: steps), scale: 2)
  let moving = try #require(animation.layer(named: "view 'm' layer"))
  // Scale 2: two picture pixels per point, shown at 50 % under the root's 200 %, one pixel per pixel.
  #expect(moving["ks"]?["s"]?["k"]?.list.map(\.double) == [50, 50])
  for offset in moving["ks"]?["p"]?["k"]?.list ?? [] {
    let value = try #require(offset.double)
    #expect(value * 2 == (value * 2).rounded())
  }
  let turning = try #require(animation.layer(named: "view 't' layer"))
  #expect((turning["ks"]?["s"]?["k"]?.list.first?.double ?? 50) < 50)
}
