import FlipbookTestSupport
import Foundation
import Testing

@Suite struct BenchCommandTests {
  private func objects(_ output: String) throws -> [[String: Any]] {
    try output.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  @Test func interpolationPrintsOneJSONObjectWithTheIssuesFields() throws {
    let result = try CLIRunner.run([
      "bench", "interpolation", "--properties", "200", "--animations", "20", "--frames", "3", "--json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try objects(result.stdout)
    #expect(rows.count == 1)
    let row = try #require(rows.first)
    #expect(row["properties"] as? Int == 200)
    #expect(row["animations"] as? Int == 20)
    #expect(row["frames"] as? Int == 3)
    #expect(row["samples"] as? Int == 600)
    let seconds = try #require(row["seconds"] as? Double)
    let rate = try #require(row["samplesPerSecond"] as? Double)
    #expect(seconds > 0)
    #expect(isClose(rate * seconds, 600, 1e-6 * 600))
  }

  @Test func hierarchyReportsEachSizeOnItsOwnLine() throws {
    let result = try CLIRunner.run([
      "bench", "hierarchy", "--views", "50,100", "--depth", "4", "--frames", "2", "--json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try objects(result.stdout)
    #expect(rows.compactMap { $0["views"] as? Int } == [50, 100])
    #expect(rows.allSatisfy { $0["depth"] as? Int == 4 && $0["frames"] as? Int == 2 })
    #expect(rows.allSatisfy { ($0["seconds"] as? Double ?? -1) > 0 })
  }

  @Test func hierarchyInterruptsEachViewsMoveByReplacingOrAdding() throws {
    let result = try CLIRunner.run([
      "bench", "hierarchy", "--views", "40", "--interruption", "none,replace,additive", "--frames", "2",
      "--json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try objects(result.stdout)
    #expect(rows.compactMap { $0["interruption"] as? String } == ["none", "replace", "additive"])
    // Replacing leaves one move and one fade per view; adding keeps both moves (two delta tracks) and the fade.
    #expect(rows.compactMap { $0["animations"] as? Int } == [80, 80, 120])
    let bad = try CLIRunner.run(["bench", "hierarchy", "--views", "4", "--interruption", "sideways"])
    #expect(bad.status != 0 && bad.stderr.contains("sideways"))
  }

  @Test func renderSplitsEvaluationDrawingAndEncoding() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let result = try CLIRunner.run(["bench", "render", file, "--frames", "0-3", "--jobs", "2", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let row = try #require(try objects(result.stdout).first)
    #expect(row["frames"] as? Int == 4)
    #expect(row["jobs"] as? Int == 2)
    for key in ["evaluationSeconds", "drawingSeconds", "encodingSeconds", "seconds"] {
      #expect((row[key] as? Double ?? -1) > 0, "\(key)")
    }
    #expect((row["pngBytes"] as? Int ?? 0) > 0)
    // Nothing is written.
    #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.url.path) == ["t.json"])
  }

  @Test func badArgumentsAreRefused() throws {
    let result = try CLIRunner.run(["bench", "interpolation", "--properties", "0", "--json"])
    #expect(result.status != 0)
    #expect(!result.stderr.isEmpty)
  }
}
