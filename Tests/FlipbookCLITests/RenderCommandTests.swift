import Foundation
import Testing

@Suite struct RenderCommandTests {
  private func hashes(in folder: String) throws -> [String: Data] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    var result: [String: Data] = [:]
    for name in names { result[name] = FileManager.default.contents(atPath: folder + "/" + name) }
    return result
  }

  @Test func rendersOnePNGPerFrameNamedWithSixDigits() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let result = try CLIRunner.run(["render", file, "-o", tmp.path("out")])
    #expect(result.status == 0, "\(result.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: tmp.path("out")).sorted()
    #expect(names == (0..<10).map { String(format: "frame_%06d.png", $0) })
    let png = FileManager.default.contents(atPath: tmp.path("out/frame_000000.png"))!
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(png[25] == 6)  // colour type RGBA: the canvas has no background
    #expect(png.count > 0)
  }

  @Test func outputIsByteIdenticalWhateverJobsShardsAndFrameOrder() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    #expect(try CLIRunner.run(["render", file, "-o", tmp.path("one"), "--jobs", "1"]).status == 0)
    #expect(try CLIRunner.run(["render", file, "-o", tmp.path("two"), "--jobs", "2"]).status == 0)
    #expect(
      try CLIRunner.run(["render", file, "-o", tmp.path("shuf"), "--frames", "9,3,0-2,8,4-7"]).status == 0)
    for i in 0..<3 {
      #expect(try CLIRunner.run(["render", file, "-o", tmp.path("shards"), "--shard", "\(i)/3"]).status == 0)
    }
    let reference = try hashes(in: tmp.path("one"))
    #expect(reference.count == 10)
    #expect(try hashes(in: tmp.path("two")) == reference)
    #expect(try hashes(in: tmp.path("shuf")) == reference)
    #expect(try hashes(in: tmp.path("shards")) == reference)
  }

  @Test func shardAutoReadsKubernetesAndSlurmVariables() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let k8s = try CLIRunner.run(
      ["render", file, "-o", tmp.path("k8s"), "--shard", "auto"],
      environment: ["JOB_COMPLETION_INDEX": "1", "JOB_COMPLETIONS": "4"])
    #expect(k8s.status == 0)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: tmp.path("k8s")).sorted() == [
        "frame_000001.png", "frame_000005.png", "frame_000009.png",
      ])
    let slurm = try CLIRunner.run(
      ["render", file, "-o", tmp.path("slurm"), "--shard", "auto"],
      environment: ["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "5", "SLURM_ARRAY_TASK_MIN": "0"])
    #expect(slurm.status == 0)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: tmp.path("slurm")).sorted() == [
        "frame_000002.png", "frame_000007.png",
      ])
    let none = try CLIRunner.run(["render", file, "-o", tmp.path("none"), "--shard", "auto"])
    #expect(none.status != 0 && none.stderr.contains("JOB_COMPLETION_INDEX"))
  }

  @Test func skipExistingKeepsFramesAndRendersTheRest() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    #expect(try CLIRunner.run(["render", file, "-o", tmp.path("out"), "--frames", "0-4"]).status == 0)
    // A complete PNG is trusted even if it is another frame's picture (only --manifest can tell).
    let kept = try #require(FileManager.default.contents(atPath: tmp.path("out/frame_000000.png")))
    try kept.write(to: URL(fileURLWithPath: tmp.path("out/frame_000002.png")))
    let result = try CLIRunner.run(["render", file, "-o", tmp.path("out"), "--skip-existing"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("rendered 5 frames"))
    #expect(FileManager.default.contents(atPath: tmp.path("out/frame_000002.png")) == kept)
    #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path("out")).count == 10)
  }

  @Test func aCanvasTooLargeIsRefusedBeforeAnyWork() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let result = try CLIRunner.run(["render", file, "-o", tmp.path("out"), "--scale", "1000"])
    #expect(result.status != 0)
    #expect(result.stderr.contains("32767"))
    #expect(!FileManager.default.fileExists(atPath: tmp.path("out")))
  }

  @Test func anUnwritableOutputIsRefusedBeforeAnyWork() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let blocker = try tmp.file("blocker", "not a folder")
    let result = try CLIRunner.run(["render", file, "-o", blocker + "/frames"])
    #expect(result.status != 0)
    #expect(result.stderr.contains(blocker))
  }

  @Test func anInvalidTimelineWritesNothing() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file(
      "t.json", smallTimeline.replacingOccurrences(of: "\"fps\": 10", with: "\"fps\": 0"))
    let result = try CLIRunner.run(["render", file, "-o", tmp.path("out")])
    #expect(result.status != 0)
    #expect(result.stderr.contains("$.fps"))
    #expect(!FileManager.default.fileExists(atPath: tmp.path("out")))
  }

  @Test func noTemporaryFilesAreLeftBehind() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    #expect(try CLIRunner.run(["render", file, "-o", tmp.path("out"), "--jobs", "2"]).status == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: tmp.path("out"))
    #expect(names.allSatisfy { $0.hasPrefix("frame_") && $0.hasSuffix(".png") })
  }
}
