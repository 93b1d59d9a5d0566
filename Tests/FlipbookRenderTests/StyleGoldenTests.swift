import Flipbook
import FlipbookRender
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
    if GoldenTimelineTests.recording {
      try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
      try Data(png).write(to: golden)
      try (RenderLibraries.summary + "\n").write(
        to: Self.folder.appendingPathComponent("VERSIONS"), atomically: true, encoding: .utf8)
      return
    }
    let expectedBytes = try #require(
      FileManager.default.contents(atPath: golden.path),
      "no golden \(golden.path): record with FLIPBOOK_RECORD_GOLDENS=1 swift test")
    let actual = try #require(decodePNG(png))
    let expected = try #require(decodePNG([UInt8](expectedBytes)))
    #expect(actual.width == expected.width && actual.height == expected.height)
    let difference = GoldenTimelineTests.compare(actual.pixels, expected.pixels)
    let recorded =
      (try? String(contentsOf: Self.folder.appendingPathComponent("VERSIONS"), encoding: .utf8)) ?? "unknown"
    #expect(
      difference.maxChannel <= 3 && difference.fractionOver1 <= 0.002,
      """
      \(name): max channel difference \(difference.maxChannel), \
      \(difference.fractionOver1 * 100)% of pixels differ by more than 1 \
      (goldens made with \(recorded.trimmingCharacters(in: .whitespacesAndNewlines)); running \
      \(RenderLibraries.summary))
      """)
  }
}
