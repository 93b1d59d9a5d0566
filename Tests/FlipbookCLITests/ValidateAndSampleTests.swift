import Foundation
import Testing

@Suite struct ValidateAndSampleTests {
  @Test func validateAcceptsAGoodTimeline() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("ok.json", smallTimeline)
    let result = try CLIRunner.run(["validate", file])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("\(file): ok: "))
    #expect(result.stderr.isEmpty)
  }

  @Test func validateListsEveryErrorWithFileLineColumnAndPath() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file(
      "bad.json",
      """
      {
        "version": 1,
        "canvas": { "width": 64, "height": 48 },
        "fps": 10,
        "duration": 1,
        "views": [ { "id": "card", "frame": [0, 0, 10, 10], "alpha": 1.5 } ],
        "steps": [ { "animate": { "duration": -1, "changes": [ { "view": "nope", "alpha": 0 } ] } } ]
      }
      """)
    let result = try CLIRunner.run(["validate", file])
    #expect(result.status != 0)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count >= 3)
    #expect(lines.contains { $0.hasPrefix("\(file):6:") && $0.hasSuffix("(at $.views[0].alpha)") })
    #expect(lines.contains { $0.hasPrefix("\(file):7:") && $0.hasSuffix("(at $.steps[0].animate.duration)") })
    #expect(lines.contains { $0.contains("nope") && $0.contains("$.steps[0].animate.changes[0].view") })
    #expect(lines.allSatisfy { $0.contains(": error: ") })
    #expect(result.stdout.isEmpty)
  }

  @Test func syntaxErrorsCarryLineAndColumn() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file(
      "syntax.json", "{\n  \"version\": 1,\n  \"canvas\": { \"width\": 64 \"height\": 48 }\n}\n")
    let result = try CLIRunner.run(["validate", file])
    #expect(result.status != 0)
    #expect(result.stderr.hasPrefix("\(file):3:27: error: "))  // the unexpected "height"
  }

  @Test func missingFileIsAClearError() throws {
    let result = try CLIRunner.run(["validate", "/nonexistent/t.json"])
    #expect(result.status != 0)
    #expect(result.stderr.contains("/nonexistent/t.json"))
  }

  @Test func sampleMatchesTheSpecShape() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("ok.json", smallTimeline)
    let result = try CLIRunner.run(["sample", file, "--frames", "4,0", "--views", "card"])
    #expect(result.status == 0)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    #expect(json?["fps"] as? Int == 10)
    let frames = json?["frames"] as? [[String: Any]] ?? []
    #expect(frames.map { $0["frame"] as? Int } == [0, 4])
    #expect(frames.last?["time"] as? Double == 0.4)
    let card = (frames.last?["views"] as? [String: Any])?["card"] as? [String: Any]
    #expect(card?["superview"] as? String == "root")
    #expect(card?["index"] as? Int == 0)
    // t = 0.4: linear progress (0.4 − 0.15) / 0.5 = 0.5 → center halfway from (14, 12) to (50, 30).
    #expect(card?["center"] as? [Double] == [32, 21])
    #expect(card?["alpha"] as? Double == 0.75)
    #expect(card?["bounds"] as? [Double] == [0, 0, 20, 16])
    #expect(card?["frame"] as? [Double] == [22, 13, 20, 16])
    #expect(card?["transform"] as? [Double] == [1, 0, 0, 1, 0, 0])
    #expect(card?["backgroundColor"] as? [Double] == [1, 0, 0, 1])
    #expect(card?["hidden"] as? Bool == false)
    #expect((frames.last?["views"] as? [String: Any])?["dot"] == nil)  // filtered by --views
  }

  @Test(arguments: ["10", "a-b", "0-100", "5-2", "0-9:0", ""])
  func badFrameSpecsAreErrors(spec: String) throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("ok.json", smallTimeline)
    let result = try CLIRunner.run(["sample", file, "--frames", spec])
    #expect(result.status != 0)
    #expect(!result.stderr.isEmpty)
    #expect(result.stdout.isEmpty)
  }

  @Test func helpExplainsTheCommands() throws {
    let result = try CLIRunner.run(["--help"])
    #expect(result.status == 0)
    for word in ["validate", "sample", "render", "bench"] { #expect(result.stdout.contains(word)) }
  }
}
