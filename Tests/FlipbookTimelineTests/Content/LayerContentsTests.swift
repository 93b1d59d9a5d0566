import Flipbook
import FlipbookGeometry
import Testing

@testable import FlipbookTimeline

/// A layer's `contents` is an image file like a view's `image`: resolved once, shared, reported where it
/// cannot be read, and printed by `sample` as the path the document names it by; `contentsGravity` takes
/// Core Animation's names and the shadow keys their kinds.
@Suite @MainActor struct LayerContentsTests {
  let dot = Image(width: 2, height: 1, pixels: [0xFFFF_0000, 0xFF00_00FF])

  func load(_ layer: String, images: [String: Image] = [:]) -> Result<TimelineDocument, TimelineErrors> {
    TimelineLoader.load(
      text: timeline(views: #"[{"id": "v", "frame": [0, 0, 20, 20], "layers": [\#(layer)]}]"#),
      file: "t.json",
      images: CountingResolver(images).resolve)
  }

  @Test func contentsLoadAndSampleAsTheirPath() throws {
    let document = try load(
      #"{"id": "l", "frame": [0, 0, 10, 10], "contents": "assets/dot.png", "contentsGravity": "resizeAspect", "shadowOpacity": 0.5, "shadowOffset": [0, 4]}"#,
      images: ["assets/dot.png": dot]
    ).get()
    #expect(document.images["assets/dot.png"] === dot)
    let output = TimelineSampler.sample(document, frames: [0])
    guard case .object(let top) = output,
      case .array(let frames)? = top.first(where: { $0.0 == "frames" })?.1,
      case .object(let frame)? = frames.first,
      case .object(let layers)? = frame.first(where: { $0.0 == "layers" })?.1,
      case .object(let members)? = layers.first(where: { $0.0 == "l" })?.1
    else {
      Issue.record("a layers object with l")
      return
    }
    let l = Dictionary(members, uniquingKeysWith: { (a: JSONOutput, _: JSONOutput) in a })
    #expect(l["contents"] == .string("assets/dot.png"))
    #expect(l["contentsGravity"] == .string("resizeAspect"))
    #expect(l["shadowOpacity"] == .number(0.5))
    #expect(l["shadowOffset"] == .array([.number(0), .number(4)]))
    #expect(l["shadowRadius"] == .number(3), "Core Animation's default")
    #expect(l["contentsRect"] == .array([.number(0), .number(0), .number(1), .number(1)]))
  }

  @Test func badContentsAndGravityAreLocated() {
    guard case .failure(let missing) = load(#"{"contents": "nope.png"}"#) else {
      Issue.record("a missing contents image loaded")
      return
    }
    #expect(missing.diagnostics.map(\.description).contains { $0.contains(#"image "nope.png""#) })
    guard case .failure(let gravity) = load(#"{"contentsGravity": "resizeAspectFil"}"#) else {
      Issue.record("an unknown gravity loaded")
      return
    }
    #expect(gravity.diagnostics.map(\.description).contains { $0.contains("resizeAspectFill") })
    guard case .failure(let opacity) = load(#"{"shadowOpacity": 2}"#) else {
      Issue.record("a shadow opacity of 2 loaded")
      return
    }
    #expect(opacity.diagnostics.map(\.description).contains { $0.contains("shadowOpacity") })
  }
}
