import FlipbookFuzzing
import Foundation
import Testing

/// Replays the fuzz targets' bodies on their seeds (Timelines/) and on every input that once crashed them
/// (Regressions/): these must keep running to the end. See Documentation/Fuzzing.md.
@Suite("Fuzz inputs replayed")
@MainActor
struct FuzzReplayTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func files(in folder: String) -> [URL] {
    let url = root.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.sorted().filter { !$0.hasPrefix(".") }.map { url.appendingPathComponent($0) }
  }

  @Test func seedsLoadAndPlay() throws {
    let seeds = Self.files(in: "Timelines").filter { $0.pathExtension == "json" }  // not Timelines/assets
    #expect(seeds.count >= 10)
    for seed in seeds {
      let bytes = [UInt8](try Data(contentsOf: seed))
      #expect(FuzzBodies.load(bytes) != nil, "\(seed.lastPathComponent)")
      FuzzBodies.play(bytes)
    }
  }

  @Test func pastCrashesRunToTheEnd() throws {
    let regressions = Self.files(in: "Tests/FlipbookFuzzingTests/Regressions")
    #expect(!regressions.isEmpty)
    for input in regressions {
      let bytes = [UInt8](try Data(contentsOf: input))
      FuzzBodies.load(bytes)
      FuzzBodies.play(bytes)
    }
  }
}
