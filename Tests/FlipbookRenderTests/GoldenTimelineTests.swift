import Flipbook
import FlipbookPipeline
import FlipbookRender
import FlipbookTestSupport
import FlipbookTimeline
import Foundation
import Testing

/// Renders every timeline in `Timelines/` at a few frames and compares the pixels with the PNGs recorded in
/// `Tests/FlipbookRenderTests/Goldens/<timeline>/` with the one PNG strategy (``Golden/checkPNG``). Set
/// `FLIPBOOK_RECORD_GOLDENS=1` to record them anew (the rendering libraries they were made with go into
/// `Goldens/VERSIONS`); a recording run fails on purpose (``Golden``), so run again without it to check.
@MainActor
@Suite("Golden frames of every example timeline")
struct GoldenTimelineTests {
  nonisolated static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  nonisolated static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens")

  nonisolated static var timelines: [String] {
    let folder = root.appendingPathComponent("Timelines")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// Frames at 0 %, 25 %, 50 %, 75 % and the last frame.
  nonisolated static func frames(count: Int) -> [Int] {
    Array(Set([0, count / 4, count / 2, 3 * count / 4, max(0, count - 1)])).sorted()
  }

  @Test(arguments: timelines)
  func framesMatchTheGoldens(name: String) throws {
    let file = Self.root.appendingPathComponent("Timelines/\(name).json")
    let bytes = [UInt8](try Data(contentsOf: file))
    let images = ImageLoader.timelineImages(relativeTo: file.deletingLastPathComponent().path)
    let document = try TimelineLoader.load(
      bytes: bytes, file: file.path, images: images, splitter: PangoTextSplitter(),
      textMeasurer: { PangoTextMeasurer() }
    ).get()
    let player = TimelinePlayer(document: document, file: file.path)
    let renderer = SnapshotRenderer(scale: document.canvas.scale, background: document.canvas.background)
    var encoder = PNGEncoder()
    let folder = Self.goldens.appendingPathComponent(name)
    for frame in Self.frames(count: document.frameCount) {
      player.step(toFrame: frame)
      let png = try renderer.renderPNG(player.window.renderSnapshot(), encoder: &encoder)
      let golden = folder.appendingPathComponent(String(format: "frame_%06d.png", frame))
      Golden.checkPNG(
        png, against: golden, libraries: RenderLibraries.summary,
        versions: Self.goldens.appendingPathComponent("VERSIONS"), decode: decodePNG)
    }
  }

  @Test func everyGoldenFolderHasATimeline() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.goldens.path)
      .filter { !$0.hasPrefix(".") && $0 != "VERSIONS" }
    #expect(Set(folders) == Set(Self.timelines), "orphaned or missing golden folders")
  }
}
