import Flipbook
import FlipbookRender
import FlipbookTestSupport
import Foundation
import Testing

/// The PNG golden strategy itself: it passes within its tolerance, fails beyond it, and a failure leaves the
/// actual picture beside the golden (removed again by the next passing check).
@Suite("PNG golden strategy")
struct GoldenStrategyTests {
  /// An 8 × 4 picture of one opaque colour whose red channel is `red`.
  static func png(red: Int) throws -> [UInt8] {
    var encoder = PNGEncoder()
    let background = Color(red: Double(red) / 255, green: 0, blue: 0, alpha: 1)
    return try SnapshotRenderer(scale: 1, background: background)
      .renderPNG(makeSnapshot(width: 8, height: 4, []), encoder: &encoder)
  }

  @Test func aFailureSavesTheActualPictureBesideTheGoldenAndAPassRemovesIt() throws {
    try #require(!Golden.isRecording)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flipbook-golden-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("card.png")
    let artifact = folder.appendingPathComponent("card.actual.png")
    try Data(try Self.png(red: 100)).write(to: golden)

    Golden.checkPNG(try Self.png(red: 101), against: golden, libraries: "test", decode: decodePNG)
    #expect(!FileManager.default.fileExists(atPath: artifact.path), "1 is within the tolerance")

    let far = try Self.png(red: 110)
    withKnownIssue("10 is beyond the channel tolerance") {
      Golden.checkPNG(far, against: golden, libraries: "test", decode: decodePNG)
    }
    #expect(FileManager.default.contents(atPath: artifact.path).map { [UInt8]($0) } == far)

    Golden.checkPNG(try Self.png(red: 100), against: golden, libraries: "test", decode: decodePNG)
    #expect(!FileManager.default.fileExists(atPath: artifact.path))
  }

  @Test func theDifferenceNamesTheWorstChannelAndTheShareOfPixelsOffByMoreThanOne() {
    let difference = Golden.pixelDifference(
      [0xFF00_0000, 0xFF02_0000, 0xFF00_0001], [0xFF00_0000, 0xFF00_0000, 0xFF00_0000])
    #expect(difference.maxChannel == 2)
    #expect(isClose(difference.fractionOver1, 1.0 / 3, 1e-12))
    #expect(Golden.pixelDifference([0], [0, 0]).maxChannel == 255)
  }
}
