import Flipbook
import FlipbookRender
import FlipbookTestSupport
import Foundation
import Testing

/// Renders the hand-built styled scenes of `StyleScenes` and compares them with the PNGs in
/// `Tests/FlipbookRenderTests/StyleGoldens/` with the same PNG strategy as `GoldenTimelineTests`. Set
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
    Golden.checkPNG(png, against: golden, libraries: RenderLibraries.summary, decode: decodePNG)
  }
}
