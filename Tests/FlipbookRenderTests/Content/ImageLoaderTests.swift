import Flipbook
import FlipbookGeometry
import FlipbookRender
import Foundation
import Testing

/// PNG loading: round trips, sharing, and an error (never a crash) for every kind of bad file.
@Suite("Image loading")
struct ImageLoaderTests {
  /// A fresh temporary folder for one test.
  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flipbook-images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// PNG bytes of the content-modes scene, with its translucent-free pixels.
  func samplePNG(background: Color? = .white) throws -> (png: [UInt8], canvas: CairoCanvas) {
    let canvas = try draw(StyleScenes.contentModes, background: background)
    var encoder = PNGEncoder()
    return (encoder.encode(canvas), canvas)
  }

  @Test func aPNGDecodesToTheSamePixels() throws {
    let (png, canvas) = try samplePNG()
    let image = try ImageLoader.decodePNG(png, path: "sample.png")
    #expect(image.width == canvas.width && image.height == canvas.height && image.isOpaque)
    #expect(image.withUnsafePixels { Array($0) } == pixels(of: canvas))
  }

  @Test func translucentPixelsArePremultiplied() throws {
    let canvas = try CairoCanvas(width: 2, height: 1)
    canvas.withMutablePixels { bytes in
      bytes.storeBytes(of: 0x8080_0000 as UInt32, toByteOffset: 0, as: UInt32.self)  // red at alpha 0.5
      bytes.storeBytes(of: 0 as UInt32, toByteOffset: 4, as: UInt32.self)
    }
    var encoder = PNGEncoder()
    let image = try ImageLoader.decodePNG(encoder.encode(canvas), path: "half.png")
    #expect(!image.isOpaque)
    #expect(image.pixel(x: 0, y: 0) == 0x8080_0000 && image.pixel(x: 1, y: 0) == 0)
  }

  @Test func aPathIsReadAndDecodedOnceAndShared() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("logo.png")
    try Data(samplePNG().png).write(to: file)
    let loader = ImageLoader()
    let first = try loader.image(at: file.path)
    try FileManager.default.removeItem(at: file)  // the second request does not read the file again
    let second = try loader.image(at: file.path)
    #expect(first === second && first == second)
    #expect(first != (try ImageLoader.decodePNG(samplePNG().png, path: "other.png")))
  }

  @Test func badFilesAreErrorsNamingThePath() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let png = try samplePNG().png
    let missing = dir.appendingPathComponent("missing.png").path
    #expect(throws: ImageLoadError.notFound(path: missing)) { try ImageLoader().image(at: missing) }
    #expect(throws: ImageLoadError.self) { try ImageLoader().image(at: dir.path) }
    do {
      _ = try ImageLoader().image(at: dir.path)
    } catch {
      #expect(error.description == "image \"\(dir.path)\": cannot be read: not a regular file")
    }

    let text = dir.appendingPathComponent("notes.png")
    try Data("hello".utf8).write(to: text)
    #expect(throws: ImageLoadError.notPNG(path: text.path)) { try ImageLoader().image(at: text.path) }

    let cut = dir.appendingPathComponent("cut.png")
    try Data(png.prefix(png.count / 2)).write(to: cut)
    #expect {
      try ImageLoader().image(at: cut.path)
    } throws: { error in
      guard case .corrupt(let path, _) = error as? ImageLoadError else { return false }
      return path == cut.path
    }
  }

  @Test func sizesAreCheckedBeforeDecoding() throws {
    // A valid signature and header claiming 20000 × 10 pixels, and nothing after it.
    var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    header += Array("IHDR".utf8)
    header += [0, 0, 0x4E, 0x20, 0, 0, 0, 10, 8, 6, 0, 0, 0, 0, 0, 0, 0]
    #expect(throws: ImageLoadError.badSize(path: "big.png", width: 20000, height: 10)) {
      try ImageLoader.decodePNG(header, path: "big.png")
    }
    #expect(
      ImageLoadError.badSize(path: "big.png", width: 20000, height: 10).reason
        == "image of 20000 × 10 pixels is too large: at most 16384 pixels per side")
    header[19] = 0  // width 0: an empty image
    header[18] = 0
    #expect(throws: ImageLoadError.badSize(path: "empty.png", width: 0, height: 10)) {
      try ImageLoader.decodePNG(header, path: "empty.png")
    }
    #expect(throws: ImageLoadError.notPNG(path: "none.png")) {
      try ImageLoader.decodePNG([], path: "none.png")
    }
  }
}
