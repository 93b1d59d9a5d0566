import FlipbookFuzzing
import FlipbookTimeline
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

  /// Pango breaks a word wider than its label in time quadratic in the word's length (the smoke run once spent
  /// more than 20 s on one input that way), so `play` draws no frame whose labels cost more than the budget;
  /// it still plays, samples and checks them.
  @Test func textPastTheBudgetIsNotDrawn() throws {
    let input = Self.root.appendingPathComponent(
      "Tests/FlipbookFuzzingTests/Regressions/word-of-8000-characters-in-a-narrow-label.json")
    let document = try #require(FuzzBodies.load([UInt8](try Data(contentsOf: input))))
    let long = TimelinePlayer(document: document, file: "long.json").window.renderSnapshot()
    #expect(FuzzBodies.textCost(of: long) == 8_000 * 8_000)
    #expect(FuzzBodies.textCost(of: long) > FuzzBodies.textBudget)
    let hello = try #require(
      FuzzBodies.load(
        Array(
          #"{"version": 1, "canvas": {"width": 80, "height": 20}, "fps": 10, "duration": 1, "views": [{"id": "l", "frame": [0, 0, 80, 20], "text": {"string": "Hello"}}]}"#
            .utf8)))
    let short = TimelinePlayer(document: hello, file: "hello.json").window.renderSnapshot()
    #expect(FuzzBodies.textCost(of: short) == 25)
  }

  /// The fuzzers' dictionary (Scripts/fuzz-timeline.dict) names every key and every name the schema
  /// knows, so that mutations reach the newest properties too.
  @Test func dictionaryCoversTheSchema() throws {
    let schema = try JSONSerialization.jsonObject(
      with: Data(contentsOf: Self.root.appendingPathComponent("Documentation/timeline.schema.json")))
    var names = Set<String>()
    func collect(_ value: Any) {
      if let object = value as? [String: Any] {
        for (key, inner) in object {
          if key == "properties", let properties = inner as? [String: Any] {
            names.formUnion(properties.keys)
          }
          if key == "enum", let cases = inner as? [Any] {
            names.formUnion(cases.compactMap { $0 as? String })
          }
          if key == "const", let name = inner as? String { names.insert(name) }
          collect(inner)
        }
      } else if let array = value as? [Any] {
        array.forEach(collect)
      }
    }
    collect(schema)
    names.remove("$schema")
    #expect(names.count > 100)
    let dictionary = try String(
      contentsOf: Self.root.appendingPathComponent("Scripts/fuzz-timeline.dict"), encoding: .utf8)
    let tokens = Set(dictionary.split(separator: "\n").map(String.init))
    let missing = names.filter { !tokens.contains("\"\\\"\($0)\\\"\"") }.sorted()
    #expect(missing.isEmpty, "add to Scripts/fuzz-timeline.dict: \(missing)")
  }
}
