import Flipbook
import FlipbookGeometry
import FlipbookTimeline
import Testing

/// An in-memory image resolver that counts how often each path is asked for.
@MainActor
final class CountingResolver {
  var requests: [String] = []
  let images: [String: Image]

  init(_ images: [String: Image]) { self.images = images }

  var resolve: TimelineImageResolver {
    { path in
      self.requests.append(path)
      guard let image = self.images[path] else { return .failure(ImageResolutionError("no such file")) }
      return .success(image)
    }
  }
}

@Suite("Image and text content in timelines")
@MainActor
struct ContentLoadingTests {
  let dot = Image(width: 2, height: 1, pixels: [0xFFFF_0000, 0xFF00_00FF])
  let other = Image(width: 1, height: 1, pixels: [0xFF00_FF00])

  @Test func eachDistinctPathIsResolvedOnceAndShared() throws {
    let resolver = CountingResolver(["assets/dot.png": dot, "other.png": other])
    let text = timeline(
      views: ##"[{"id": "a", "image": "assets/dot.png"}, {"id": "b", "image": "./assets/x/../dot.png"}]"##,
      steps:
        ##"[{"at": 1, "set": [{"view": "a", "image": "other.png"}, {"view": "b", "image": "assets//dot.png"}]}]"##
    )
    let document = try TimelineLoader.load(text: text, file: "t.json", images: resolver.resolve).get()
    #expect(resolver.requests.sorted() == ["assets/dot.png", "other.png"])
    #expect(document.images.count == 2)
    #expect(document.images["assets/dot.png"] === dot)
    #expect(document.views.views[0].image?.image === dot)
    #expect(document.views.views[1].image?.image === dot)
    #expect(document.views.views[1].image?.path == "assets/dot.png")
  }

  @Test func aResolverFailureIsLocatedAndNamesThePathAsWritten() {
    let resolver = CountingResolver([:])
    let text = timeline(views: ##"[{"image": "./missing.png"}]"##)
    guard
      case .failure(let errors) = TimelineLoader.load(text: text, file: "t.json", images: resolver.resolve)
    else {
      Issue.record("a missing image loaded")
      return
    }
    #expect(
      errors.diagnostics.map(\.description) == [
        ##"t.json:2:21: error: image "./missing.png": no such file (at $.views[0].image)"##
      ])
  }

  @Test func imageAndTextViewsAreMadeAsImageViewsAndLabels() throws {
    let resolver = CountingResolver(["dot.png": dot])
    let text = timeline(
      views: ##"""
        [{"id": "i", "frame": [0, 0, 20, 10], "image": "dot.png", "contentMode": "bottomRight"},
         {"id": "l", "frame": [0, 20, 100, 30], "text": {"string": "Hi", "font": {"family": "DejaVu Serif", "size": 24, "weight": "semibold"}, "color": "#FF0000", "alignment": "justified", "lines": 0}},
         {"id": "p", "contentMode": "center"}]
        """##)
    let document = try TimelineLoader.load(text: text, file: "t.json", images: resolver.resolve).get()
    let player = TimelinePlayer(document: document, file: "t.json")
    player.step(toFrame: 0)
    let views = player.window.subviews
    let imageView = try #require(views[0] as? ImageView)
    #expect(imageView.image === dot)
    #expect(imageView.contentMode == .bottomRight)
    let label = try #require(views[1] as? Label)
    #expect(
      label.textContent
        == TextContent(
          "Hi", font: Font(family: "DejaVu Serif", size: 24, weight: .semibold),
          color: Color(hex: "#FF0000")!,
          alignment: .justified, numberOfLines: 0))
    #expect(!(views[2] is ImageView) && !(views[2] is Label))
    #expect(views[2].contentMode == .center)
  }

  @Test func contentChangesApplyAtOnceEvenInsideABlock() throws {
    let resolver = CountingResolver(["dot.png": dot, "other.png": other])
    let text = timeline(
      views: ##"[{"id": "i", "image": "dot.png"}, {"id": "l", "text": {"string": "A"}}]"##,
      steps: ##"""
        [{"at": 1, "animate": {"duration": 1, "changes": [{"view": "i", "image": "other.png", "contentMode": "top"}, {"view": "l", "text": {"string": "B", "lines": 2}, "alpha": 0}]}}]
        """##)
    let document = try TimelineLoader.load(text: text, file: "t.json", images: resolver.resolve).get()
    let player = TimelinePlayer(document: document, file: "t.json")
    player.step(toFrame: 9)  // 0.9 s: before the step
    let imageView = try #require(player.window.subviews[0] as? ImageView)
    let label = try #require(player.window.subviews[1] as? Label)
    #expect(imageView.image === dot && label.text == "A")
    player.step(toFrame: 11)  // 1.1 s: the block is 10 % through; content has switched, alpha is animating
    #expect(imageView.image === other)
    #expect(imageView.contentMode == .top)
    #expect(label.text == "B" && label.numberOfLines == 2)
    #expect(label.presentation.alpha > 0.5 && label.alpha == 0)
  }

  @Test func withoutAResolverPathsAreCheckedButNothingIsLoaded() throws {
    let document = try #require(loadDocument(timeline(views: ##"[{"image": "a/../b.png"}]"##)))
    #expect(document.views.views[0].image?.path == "b.png")
    #expect(document.views.views[0].image?.image == nil)
    #expect(document.images.isEmpty)
  }
}
