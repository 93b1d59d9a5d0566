import Flipbook
import FlipbookPipeline
import FlipbookRender
import FlipbookTestSupport
import FlipbookTimeline
import Foundation
import Testing

/// Timelines with `image` loaded through `ImageLoader.timelineImages(relativeTo:)`: files are read from the
/// timeline's folder, decoded once, shared, drawn; bad files are located errors.
@MainActor
@Suite("Images in timelines, loaded from files")
struct TimelineImageTests {
  static let logo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Timelines/assets/logo.png")

  /// A folder with `assets/logo.png`, `assets/bad.png` (not a PNG), `assets/huge.png` (a PNG header
  /// claiming 16385 × 1 pixels) and `assets/cut.png` (a PNG cut short).
  static func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-images-\(UUID())")
    let assets = folder.appendingPathComponent("assets")
    try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
    let logo = try Data(contentsOf: Self.logo)
    try logo.write(to: assets.appendingPathComponent("logo.png"))
    try Data("not a picture".utf8).write(to: assets.appendingPathComponent("bad.png"))
    try Data(logo.prefix(60)).write(to: assets.appendingPathComponent("cut.png"))
    var huge = Data(logo.prefix(33))
    huge.replaceSubrange(16..<20, with: [0, 0, 0x40, 0x01])  // width 16385
    try huge.write(to: assets.appendingPathComponent("huge.png"))
    return folder
  }

  func load(_ views: String, in folder: URL) -> Result<TimelineDocument, TimelineErrors> {
    TimelineLoader.load(
      text: timelineText(views: views), file: "t.json",
      images: ImageLoader.timelineImages(relativeTo: folder.path))
  }

  func timelineText(views: String) -> String {
    """
    {"version": 1, "canvas": {"width": 96, "height": 96}, "fps": 10, "duration": 1,
    "views": \(views),
    "steps": []}
    """
  }

  @Test func badFilesAreLocatedErrors() throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let views =
      ##"[{"image": "assets/missing.png"}, {"image": "assets/bad.png"}, {"image": "assets/huge.png"}, {"image": "assets/cut.png"}, {"image": "assets"}]"##
    guard case .failure(let errors) = load(views, in: folder) else {
      Issue.record("bad images loaded")
      return
    }
    #expect(
      errors.diagnostics.map(\.description) == [
        ##"t.json:2:21: error: image "assets/missing.png": no such file (at $.views[0].image)"##,
        ##"t.json:2:54: error: image "assets/bad.png": not a PNG or JPEG file (only PNG and JPEG images are supported) (at $.views[1].image)"##,
        ##"t.json:2:83: error: image "assets/huge.png": image of 16385 × 96 pixels is too large: at most 16384 pixels per side (at $.views[2].image)"##,
        ##"t.json:2:113: error: image "assets/cut.png": damaged PNG: error while reading from input stream (at $.views[3].image)"##,
        ##"t.json:2:142: error: image "assets": cannot be read: not a regular file (at $.views[4].image)"##,
      ])
  }

  @Test func anImageIsDecodedOnceSharedAndDrawn() throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let views =
      ##"[{"id": "a", "frame": [0, 0, 96, 96], "image": "assets/logo.png"}, {"id": "b", "frame": [0, 0, 1, 1], "image": "./assets/../assets/logo.png"}]"##
    let document = try load(views, in: folder).get()
    let image = try #require(document.images["assets/logo.png"])
    #expect(document.images.count == 1)
    #expect(document.views.views[1].image?.image === image)
    let player = TimelinePlayer(document: document, file: "t.json")
    player.step(toFrame: 0)
    let canvas = try draw(player.window.renderSnapshot(), background: nil)
    for (x, y) in [(48, 80), (35, 30), (10, 10), (48, 48)] {
      let word = image.pixel(x: x, y: y)
      let expected = [Int(word >> 16 & 0xFF), Int(word >> 8 & 0xFF), Int(word & 0xFF), Int(word >> 24)]
      #expect(isClose(rgba(canvas, x, y), expected, 1), "pixel (\(x), \(y))")
    }
  }
}
