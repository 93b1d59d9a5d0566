import Flipbook
import FlipbookRender
import FlipbookTestSupport
import Foundation
import Testing

/// Renders the hand-built styled scenes of `StyleScenes` and compares them with the PNGs in
/// `Tests/FlipbookRenderTests/StyleGoldens/`, as `GoldenTimelineTests` does for timelines. Set
/// `FLIPBOOK_RECORD_GOLDENS=1` to record them anew; the library and font versions they were made with go
/// into `StyleGoldens/VERSIONS`.
@Suite("Golden frames of styled snapshots")
struct StyleGoldenTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("StyleGoldens")

  static let scenes: [String: RenderSnapshot] = [
    "cards": StyleScenes.cards, "content-modes": StyleScenes.contentModes, "labels": StyleScenes.labels,
  ]

  @Test(arguments: scenes.keys.sorted())
  func matchesTheGolden(name: String) throws {
    let snapshot = try #require(Self.scenes[name])
    var encoder = PNGEncoder()
    let png = try SnapshotRenderer(scale: 2, background: .white).renderPNG(snapshot, encoder: &encoder)
    let golden = Self.folder.appendingPathComponent("\(name).png")
    let recorded = Golden.recordedText(
      at: Self.folder.appendingPathComponent("VERSIONS"), current: RenderLibraries.summary)
    Golden.check(png, against: golden) { actualBytes, expectedBytes in
      guard let actual = decodePNG(actualBytes), let expected = decodePNG(expectedBytes) else {
        return "cannot decode"
      }
      guard actual.width == expected.width && actual.height == expected.height else { return "sizes differ" }
      let difference = GoldenTimelineTests.compare(actual.pixels, expected.pixels)
      guard difference.maxChannel > 3 || difference.fractionOver1 > 0.002 else { return nil }
      return """
        \(name): max channel difference \(difference.maxChannel), \
        \(difference.fractionOver1 * 100)% of pixels differ by more than 1 \
        (goldens made with \(recorded); running \(RenderLibraries.summary))
        """
    }
  }
}
