import Foundation
import Testing

/// `render --manifest` and `flipbook verify`.
@Suite struct ManifestAndVerifyTests {
  struct Line: Decodable, Equatable {
    var frame: Int
    var sha256: String
    var state: String?
  }

  static func lines(_ path: String) throws -> [Line] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return try text.split(separator: "\n").map { try JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
  }

  /// `sha256sum`'s digest of a file: an implementation independent of Flipbook's.
  static func sha256sum(_ path: String) throws -> String {
    let result = try CLIRunner.run(executable: URL(fileURLWithPath: "/usr/bin/sha256sum"), [path])
    return String(result.stdout.prefix(64))
  }

  @Test func theManifestListsEveryFrameWithItsFilesDigest() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let out = tmp.path("out")
    let result = try CLIRunner.run(["render", file, "-o", out, "--manifest"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = try Self.lines(out + "/manifest.jsonl")
    #expect(lines.map(\.frame) == Array(0..<10))
    for line in lines {
      #expect(line.sha256 == (try Self.sha256sum(out + String(format: "/frame_%06d.png", line.frame))))
      #expect(line.state?.count == 64)
    }
    // Frames with the same picture at different times have the same file digest but not the same state.
    #expect(lines[0].sha256 == lines[1].sha256 && lines[0].state != lines[1].state)
  }

  @Test func shardManifestsTogetherEqualTheWholeRendersManifest() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    #expect(try CLIRunner.run(["render", file, "-o", tmp.path("whole"), "--manifest"]).status == 0)
    var union: [Line] = []
    for index in 0..<3 {
      let result = try CLIRunner.run([
        "render", file, "-o", tmp.path("shards"), "--manifest", "--shard", "\(index)/3", "--jobs",
        "\(index + 1)",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      union += try Self.lines(tmp.path("shards/manifest.shard-\(index)-of-3.jsonl"))
    }
    #expect(union.sorted { $0.frame < $1.frame } == (try Self.lines(tmp.path("whole/manifest.jsonl"))))
  }

  @Test func verifyPassesOnAFaithfulRenderAndNamesAChangedFrame() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let out = tmp.path("out")
    #expect(try CLIRunner.run(["render", file, "-o", out, "--manifest"]).status == 0)
    let good = try CLIRunner.run(["verify", file, out])
    #expect(good.status == 0, "\(good.stderr)")
    #expect(good.stdout.contains("verified 10 frames"))

    // A frame replaced by another frame's (valid) PNG.
    try FileManager.default.removeItem(atPath: out + "/frame_000007.png")
    try FileManager.default.copyItem(atPath: out + "/frame_000002.png", toPath: out + "/frame_000007.png")
    let changed = try CLIRunner.run(["verify", file, out, "--sample", "10"])
    #expect(changed.status == 1)
    #expect(changed.stderr.contains("frame_000007.png: frame 7 differs"))
    #expect(!changed.stderr.contains("frame 2 differs"))
    #expect(changed.stderr.contains("1 of 10 frames"))
  }

  @Test func verifyChecksAManifestWithoutFilesAndAFolderWithoutManifest() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let out = tmp.path("out")
    #expect(try CLIRunner.run(["render", file, "-o", out, "--frames", "0-4"]).status == 0)
    #expect(try CLIRunner.run(["verify", file, out]).status == 0)  // files only
    let manifestOnly = tmp.path("m")
    #expect(try CLIRunner.run(["render", file, "-o", manifestOnly, "--manifest"]).status == 0)
    let path = manifestOnly + "/manifest.jsonl"
    var text = try String(contentsOfFile: path, encoding: .utf8)
    let third = try Self.lines(path)[3]
    text = text.replacingOccurrences(of: third.sha256, with: String(repeating: "0", count: 64))
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["verify", file, manifestOnly])
    #expect(result.status == 1)
    #expect(result.stderr.contains("frame 3 differs: PNG sha256"))
  }

  @Test func verifyChecksAVideoAgainstTheManifestBesideIt() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let video = tmp.path("clip.mp4")
    // Without a manifest there is nothing to compare a lossy video with.
    #expect(try CLIRunner.run(["render", file, "-o", video]).status == 0)
    let missing = try CLIRunner.run(["verify", file, video])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("manifest.jsonl beside it"), "\(missing.stderr)")

    #expect(try CLIRunner.run(["render", file, "-o", video, "--manifest"]).status == 0)
    let good = try CLIRunner.run(["verify", file, video, "--jobs", "2"])
    #expect(good.status == 0, "\(good.stderr)")
    #expect(good.stdout.contains("verified 10 frames"))

    // A frame whose recorded digest is not what the timeline renders.
    let path = tmp.path("manifest.jsonl")
    let fifth = try Self.lines(path)[5]
    var text = try String(contentsOfFile: path, encoding: .utf8)
    text = text.replacingOccurrences(of: fifth.sha256, with: String(repeating: "f", count: 64))
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let changed = try CLIRunner.run(["verify", file, video])
    #expect(changed.status == 1)
    #expect(changed.stderr.contains("clip.mp4: frame 5 differs: raw pixels' sha256"), "\(changed.stderr)")
    #expect(changed.stderr.contains("1 of 10 frames"))
  }

  @Test func skipExistingWithAManifestRendersFramesThatDoNotMatchIt() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let out = tmp.path("out")
    #expect(try CLIRunner.run(["render", file, "-o", out, "--manifest"]).status == 0)
    let before = try Self.lines(out + "/manifest.jsonl")
    let original = try Data(contentsOf: URL(fileURLWithPath: out + "/frame_000006.png"))
    try FileManager.default.removeItem(atPath: out + "/frame_000006.png")
    try FileManager.default.copyItem(atPath: out + "/frame_000002.png", toPath: out + "/frame_000006.png")
    let resumed = try CLIRunner.run(["render", file, "-o", out, "--manifest", "--skip-existing"])
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stdout.contains("rendered 1 frame "))
    #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/frame_000006.png")) == original)
    #expect(try Self.lines(out + "/manifest.jsonl") == before)
  }
}
