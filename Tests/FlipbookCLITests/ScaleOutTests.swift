import Foundation
import Testing

/// Scale-out with GNU parallel, exactly as Documentation/Deploy.md gives it (the README's setup installs
/// `parallel`). The Slurm array is tested by Scripts/test-slurm.sh, which .ci/run runs.
@Suite struct ScaleOutTests {
  static func frameFiles(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("frame_") }.sorted()
  }

  @Test func gnuParallelShardsGiveTheSameBytesAsOneRender() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let whole = tmp.path("whole"), shards = tmp.path("shards")
    #expect(try CLIRunner.run(["render", file, "-o", whole, "--manifest"]).status == 0)
    // Deploy.md: parallel -j4 flipbook render T -o OUT --shard {}/4 --skip-existing --manifest ::: 0 1 2 3
    let result = try CLIRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/parallel"),
      [
        "--halt", "now,fail=1", "-j", "4", CLIRunner.executable.path, "render", file, "-o", shards, "--shard",
        "{}/4", "--skip-existing", "--manifest", "--quiet", ":::", "0", "1", "2", "3",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let names = try Self.frameFiles(whole)
    #expect(names.count == 10)
    #expect(try Self.frameFiles(shards) == names)
    for name in names {
      #expect(
        FileManager.default.contents(atPath: whole + "/" + name)
          == FileManager.default.contents(atPath: shards + "/" + name), "\(name)")
    }
    var union: [Substring] = []
    for index in 0..<4 {
      let text = try String(contentsOfFile: shards + "/manifest.shard-\(index)-of-4.jsonl", encoding: .utf8)
      union += text.split(separator: "\n")
    }
    let single = try String(contentsOfFile: whole + "/manifest.jsonl", encoding: .utf8).split(separator: "\n")
    #expect(union.sorted() == single.sorted())
    #expect(try CLIRunner.run(["verify", file, shards]).status == 0)
  }
}
