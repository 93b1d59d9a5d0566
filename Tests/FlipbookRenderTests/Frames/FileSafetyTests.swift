import Foundation
import Testing

@testable import FlipbookRender

@Suite("Complete PNG files and atomic writes")
struct FileSafetyTests {
  static func png() throws -> [UInt8] {
    let canvas = try CairoCanvas(width: 8, height: 4)
    var encoder = PNGEncoder()
    return encoder.encode(canvas)
  }

  @Test func aWholePNGIsCompleteAndAnyCutOrFlipIsNot() throws {
    let bytes = try Self.png()
    #expect(PNGFileCheck.isComplete(bytes: bytes))
    for length in [0, 7, 8, 33, bytes.count / 2, bytes.count - 12, bytes.count - 1] {
      #expect(!PNGFileCheck.isComplete(bytes: Array(bytes.prefix(length))), "cut at \(length)")
    }
    for index in stride(from: 8, to: bytes.count, by: 7) {
      var flipped = bytes
      flipped[index] ^= 0x01
      #expect(!PNGFileCheck.isComplete(bytes: flipped), "flip at \(index)")
    }
    #expect(!PNGFileCheck.isComplete(bytes: bytes + [0]))  // bytes after IEND
  }

  @Test func interruptedWritersRemoveTheirTemporariesAndRefuseMore() throws {
    let folder = NSTemporaryDirectory() + "flipbook-atomic-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let writer = AtomicFileWriter()
    try writer.write([1, 2, 3], to: folder + "/a.png")
    #expect(FileManager.default.contents(atPath: folder + "/a.png") == Data([1, 2, 3]))
    // Temporary names carry the host and the process, so that later runs know whose they are.
    let temporary = writer.temporaryPath(for: folder + "/b.png")
    #expect(temporary.hasSuffix(".\(getpid()).tmp") && temporary.contains("/.b.png."))
    // After interrupt(), writes fail and leave nothing behind (the CLI tests interrupt real renders).
    writer.interrupt()
    #expect(throws: CancellationError.self) { try writer.write([4], to: folder + "/b.png") }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.png"])
  }
}
