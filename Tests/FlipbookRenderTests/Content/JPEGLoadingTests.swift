import Flipbook
import FlipbookGeometry
import FlipbookPipeline
import FlipbookRender
import FlipbookTestSupport
import FlipbookTimeline
import Foundation
import Testing

/// JPEG loading with TurboJPEG, against two tiny checked-in files made with ffmpeg from hand-written
/// pixels: `quadrants.jpg` (16 × 16, 4:4:4, quality 1: red, green, blue and white 8 × 8 blocks, each flat, so
/// the DCT keeps them to within a few levels) and `gray.jpg` (8 × 4, every pixel 128: a partial block row).
@MainActor
@Suite("JPEG loading")
struct JPEGLoadingTests {
  /// The target's `Images` folder, beside this file's `Content` folder.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Images")

  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  /// `[r, g, b, a]` of a `0xAARRGGBB` pixel.
  func channels(_ pixel: UInt32) -> [Int] {
    [Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF), Int(pixel >> 24)]
  }

  @Test func aJPEGDecodesToItsPixelsOpaque() throws {
    let image = try ImageLoader.decodeJPEG(Self.bytes("quadrants.jpg"), path: "quadrants.jpg")
    #expect(image.width == 16 && image.height == 16 && image.isOpaque)
    let colours = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 255, 255]]
    for y in 0..<16 {
      for x in 0..<16 {
        let expected = colours[(y >= 8 ? 2 : 0) + (x >= 8 ? 1 : 0)]
        let got = channels(image.pixel(x: x, y: y))
        #expect(isClose(got, expected, 3), "(\(x), \(y)): \(got)")
      }
    }
    let gray = try ImageLoader.decodeJPEG(Self.bytes("gray.jpg"), path: "gray.jpg")
    #expect(gray.width == 8 && gray.height == 4)
    #expect(
      gray.withUnsafePixels { $0.allSatisfy { isClose(channels($0), [128, 128, 128, 255], 2) } })
  }

  @Test func theLoaderTellsJPEGByItsBytesReadsItOnceAndDrawsIt() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-jpeg-\(UUID())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("photo.png")  // the name does not decide the format
    try Data(Self.bytes("quadrants.jpg")).write(to: file)
    let loader = ImageLoader()
    let image = try loader.image(at: file.path)
    try FileManager.default.removeItem(at: file)
    #expect(try loader.image(at: file.path) === image)  // decoded once, shared
    // Drawn scaled ×2 by an image view: the quadrants keep their colours.
    let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    let view = ImageView(image: image)
    view.frame = Rect(x: 4, y: 4, width: 32, height: 32)
    window.addSubview(view)
    let canvas = try draw(window.renderSnapshot())
    #expect(isClose(rgba(canvas, 10, 10), [255, 0, 0, 255], 3))
    #expect(isClose(rgba(canvas, 30, 10), [0, 255, 0, 255], 3))
    #expect(isClose(rgba(canvas, 10, 30), [0, 0, 255, 255], 3))
    #expect(isClose(rgba(canvas, 30, 30), [255, 255, 255, 255], 3))
    #expect(rgba(canvas, 1, 1) == [255, 255, 255, 255])  // the white background outside the view
  }

  @Test func damagedAndOversizedJPEGsAreErrorsNamingThePath() throws {
    let jpeg = try Self.bytes("quadrants.jpg")
    #expect {
      try ImageLoader.decodeJPEG(Array(jpeg.prefix(120)), path: "cut.jpg")
    } throws: { error in
      guard case .corruptJPEG(let path, let reason)? = error as? ImageLoadError else { return false }
      return path == "cut.jpg" && !reason.isEmpty
    }
    #expect {
      try ImageLoader.decodeJPEG([0xFF, 0xD8, 0xFF] + Array("garbage".utf8), path: "junk.jpg")
    } throws: { error in
      guard case .corruptJPEG(let path, _)? = error as? ImageLoadError else { return false }
      return path == "junk.jpg"
    }
    // The start-of-frame header (at byte 168) claims 20000 pixels across: refused before decoding.
    var huge = jpeg
    #expect(Array(huge[168..<170]) == [0xFF, 0xC0])
    huge.replaceSubrange(175..<177, with: [0x4E, 0x20])
    #expect(throws: ImageLoadError.badSize(path: "huge.jpg", width: 20000, height: 16)) {
      try ImageLoader.decodeJPEG(huge, path: "huge.jpg")
    }
  }

  @Test func aTimelineShowsJPEGsAndLocatesBadOnes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-jpeg-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let jpeg = try Self.bytes("quadrants.jpg")
    try Data(jpeg).write(to: folder.appendingPathComponent("photo.jpg"))
    try Data(jpeg.prefix(120)).write(to: folder.appendingPathComponent("cut.jpg"))
    func load(_ views: String) -> Result<TimelineDocument, TimelineErrors> {
      TimelineLoader.load(
        text: """
          {"version": 1, "canvas": {"width": 32, "height": 32}, "fps": 10, "duration": 1,
          "views": \(views), "steps": []}
          """, file: "t.json", images: ImageLoader.timelineImages(relativeTo: folder.path))
    }
    let good = try load(#"[{"id": "p", "frame": [0, 0, 16, 16], "image": "photo.jpg"}]"#).get()
    #expect(good.views.views[0].image?.image?.width == 16)
    guard case .failure(let errors) = load(#"[{"image": "cut.jpg"}]"#) else {
      Issue.record("a damaged JPEG loaded")
      return
    }
    let lines = errors.diagnostics.map(\.description)
    #expect(lines.count == 1 && lines[0].hasPrefix(#"t.json:2:21: error: image "cut.jpg": damaged JPEG: "#))
    #expect(lines.first?.hasSuffix("(at $.views[0].image)") == true)
  }
}
