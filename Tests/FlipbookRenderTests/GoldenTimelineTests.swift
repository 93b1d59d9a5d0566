import CCairo
import Flipbook
import FlipbookPipeline
import FlipbookRender
import FlipbookTestSupport
import FlipbookTimeline
import Foundation
import Testing

/// Renders every timeline in `Timelines/` at a few frames and compares the pixels with the PNGs recorded in
/// `Tests/FlipbookRenderTests/Goldens/<timeline>/`. Set `FLIPBOOK_RECORD_GOLDENS=1` to record them anew (the
/// Cairo version they were made with goes into `Goldens/CAIRO_VERSION`); a recording run fails on purpose
/// (``Golden``), so run again without it to check.
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
    let document = try TimelineLoader.load(bytes: bytes, file: file.path, images: images).get()
    let player = TimelinePlayer(document: document, file: file.path)
    let renderer = SnapshotRenderer(scale: document.canvas.scale, background: document.canvas.background)
    var encoder = PNGEncoder()
    let folder = Self.goldens.appendingPathComponent(name)
    for frame in Self.frames(count: document.frameCount) {
      player.step(toFrame: frame)
      let png = try renderer.renderPNG(player.window.renderSnapshot(), encoder: &encoder)
      let golden = folder.appendingPathComponent(String(format: "frame_%06d.png", frame))
      Golden.check(png, against: golden) { actualBytes, expectedBytes in
        guard let actual = decodePNG(actualBytes), let expected = decodePNG(expectedBytes) else {
          return "cannot decode"
        }
        guard actual.width == expected.width && actual.height == expected.height else {
          return "sizes differ"
        }
        let difference = Self.compare(actual.pixels, expected.pixels)
        guard difference.maxChannel > 3 || difference.fractionOver1 > 0.002 else { return nil }
        return """
          \(name) frame \(frame): max channel difference \(difference.maxChannel), \
          \(difference.fractionOver1 * 100)% of pixels differ by more than 1 \
          (goldens made with Cairo \(Self.recordedCairoVersion), running \(Self.cairoVersion))
          """
      }
    }
  }

  @Test func everyGoldenFolderHasATimeline() throws {
    guard !Golden.isRecording else {
      _ = Golden.recordedText(
        at: Self.goldens.appendingPathComponent("CAIRO_VERSION"), current: Self.cairoVersion)
      // Text and fonts decide pixels too: Pango, HarfBuzz, fontconfig and the default font's version.
      _ = Golden.recordedText(
        at: Self.goldens.appendingPathComponent("RENDER_LIBRARIES"), current: RenderLibraries.summary)
      return
    }
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.goldens.path)
      .filter { !$0.hasPrefix(".") && $0 != "CAIRO_VERSION" && $0 != "RENDER_LIBRARIES" }
    #expect(Set(folders) == Set(Self.timelines), "orphaned or missing golden folders")
  }

  nonisolated static var cairoVersion: String { String(cString: cairo_version_string()) }
  nonisolated static var recordedCairoVersion: String {
    (try? String(contentsOf: goldens.appendingPathComponent("CAIRO_VERSION"), encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown"
  }

  /// The largest channel difference and the share of pixels whose channels differ by more than 1.
  nonisolated static func compare(_ a: [UInt32], _ b: [UInt32]) -> (maxChannel: Int, fractionOver1: Double) {
    guard a.count == b.count, !a.isEmpty else { return (255, 1) }
    var maxChannel = 0
    var over = 0
    for i in 0..<a.count where a[i] != b[i] {
      var worst = 0
      for shift in stride(from: 0, to: 32, by: 8) {
        let d = abs(Int((a[i] >> UInt32(shift)) & 0xFF) - Int((b[i] >> UInt32(shift)) & 0xFF))
        worst = max(worst, d)
      }
      maxChannel = max(maxChannel, worst)
      if worst > 1 { over += 1 }
    }
    return (maxChannel, Double(over) / Double(a.count))
  }
}
