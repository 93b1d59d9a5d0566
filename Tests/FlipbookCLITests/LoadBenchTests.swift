import FlipbookTestSupport
import Foundation
import Testing

@Suite struct LoadBenchTests {
  /// `flipbook bench load` runs validate and Python's json.load on the same generated file and reports
  /// both, their ratio and validate's peak memory.
  @Test func reportsBothProgramsAndTheRatio() throws {
    let result = try CLIRunner.run(["bench", "load", "--views", "200", "--runs", "1", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let row = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(row["views"] as? Int == 200)
    let validate = try #require(row["validateSeconds"] as? Double)
    let python = try #require(row["pythonSeconds"] as? Double)
    #expect(validate > 0 && python > 0)
    #expect(isClose(row["ratio"] as? Double ?? 0, validate / python, 1e-6 * max(1, validate / python)))
    #expect((row["peakBytesPerView"] as? Int ?? 0) > 0)
    #expect((row["bytes"] as? Int ?? 0) > 200 * 100)
    let parse = try #require(row["parseSeconds"] as? Double)
    let load = try #require(row["pythonLoadSeconds"] as? Double)
    #expect(parse > 0 && load > 0)
    // Printed with at most 10 decimals: equal to the quotient of the printed times within that rounding.
    #expect(isClose(row["parseRatio"] as? Double ?? 0, parse / load, 1e-6 * max(1, parse / load)))
  }

  /// `validate --stages` reports every loading stage once, in the order they run, each with a time and the
  /// resident memory at its end, on standard error; standard output keeps its one summary line.
  @Test func validateStagesReportsEachStageInOrder() throws {
    let file = CLIRunner.repositoryRoot.appendingPathComponent("Timelines/showcase.json").path
    let result = try CLIRunner.run(["validate", "--stages", file])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("\(file): ok: "))
    let lines = result.stderr.split(separator: "\n").map(String.init)
    let stages = ["read", "parse", "decode", "views", "script"]
    #expect(lines.count == stages.count, "\(result.stderr)")
    for (line, stage) in zip(lines, stages) {
      let prefix = "\(file): \(stage) "
      #expect(line.hasPrefix(prefix), "\(line)")
      let fields = line.dropFirst(prefix.count).split(separator: " ")
      // "0.012 s, resident 40 MB"
      #expect(
        fields.count == 5 && fields[1] == "s," && fields[2] == "resident" && fields[4] == "MB", "\(line)")
      #expect(Double(fields[0]).map { $0 >= 0 } == true, "\(line)")
      #expect(Int(fields[3]).map { $0 > 0 } == true, "\(line)")
    }
  }

  /// With `--layers` every view holds a shape layer with an animation of its own: the file still validates
  /// (the command fails otherwise) and is larger than the same views without layers.
  @Test func layersGiveEveryViewAnAnimatedShapeLayer() throws {
    func row(_ extra: [String]) throws -> [String: Any] {
      let result = try CLIRunner.run(["bench", "load", "--views", "50", "--runs", "1", "--json"] + extra)
      #expect(result.status == 0, "\(result.stderr)")
      return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }
    let plain = try row([])
    let layered = try row(["--layers"])
    #expect(plain["layers"] as? Int == 0)
    #expect(layered["layers"] as? Int == 50)
    #expect((layered["bytes"] as? Int ?? 0) > 2 * (plain["bytes"] as? Int ?? .max))
  }
}
