import Foundation
import Testing

/// Command lines a careless or hostile user gives: each ends in a clear error with the documented status (64
/// for a usage error, 1 for bad input) and writes nothing, instead of a signal or a file in the wrong place.
@Suite struct HostileCommandLineTests {
  static func files(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  @Test func aTimeFarPastTheEndIsAnErrorNotACrash() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    // 1e18 s × 10 fps does not fit an Int; the timeline lasts 1 s.
    let result = try CLIRunner.run(["still", file, "--time", "1e18", "-o", tmp.path("s.png")])
    #expect(result.status == 1)
    #expect(result.stderr.contains("--time 1e+18 is past the end: the timeline lasts 1 s"))
    #expect(Self.files(tmp.url.path) == ["t.json"])
  }

  @Test func anEmptyOutputIsAUsageError() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let result = try CLIRunner.run(["render", file, "-o", ""])
    #expect(result.status == 64)
    #expect(result.stderr.contains("-o is empty"))
  }

  @Test(arguments: [["sheet", "-o", ".png"], ["export", "-o", ".json"], ["sheet", "-o", "dir/.png"]])
  func anOutputThatIsOnlyAnExtensionIsAUsageError(_ words: [String]) throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let result = try CLIRunner.run([words[0], file] + words.dropFirst())
    #expect(result.status == 64, "\(result.stderr)")
    #expect(Self.files(tmp.url.path) == ["t.json"])
  }

  @Test(arguments: [
    ["render", "--frames", "1-", "-o", "out/"], ["sample", "--frames", "a"],
    ["sheet", "--frames", "3-1", "-o", "s.png"],
  ])
  func aMalformedFrameListIsAUsageError(_ words: [String]) throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let result = try CLIRunner.run([words[0], file] + words.dropFirst())
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains("invalid frame"))
    // Frames past the end are bad input, found once the timeline is loaded.
    let late = try CLIRunner.run(["sample", file, "--frames", "0,200"])
    #expect(late.status == 1)
    #expect(late.stderr.contains("frame 200 is out of range"))
  }

  @Test func maxViewsBoundsWhatRepeatsMakeAndCanBeRaised() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file(
      "r.json",
      #"{"version": 1, "canvas": {"width": 10, "height": 10}, "fps": 1, "duration": 1, "views": [{"repeat": 50, "id": "v${i}"}]}"#
    )
    let refused = try CLIRunner.run(["validate", file, "--max-views", "10"])
    #expect(refused.status == 1)
    #expect(
      refused.stderr.contains("r.json:1:101: error: this repeat would make 50 × 1 views, more than the 10"))
    let raised = try CLIRunner.run(["validate", file, "--max-views", "50"])
    #expect(raised.status == 0, "\(raised.stderr)")
    #expect(raised.stdout.contains("50 views"))
    let zero = try CLIRunner.run(["validate", file, "--max-views", "0"])
    #expect(zero.status == 64)
  }

  @Test func aSelfReferencingPropIsALocatedErrorOnEveryCommand() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file(
      "p.json",
      #"{"version": 1, "canvas": {"width": 10, "height": 10}, "fps": 1, "duration": 1, "props": {"a": "x${a}"}, "views": [{"id": "v", "text": {"string": "${a}"}}]}"#
    )
    for words in [
      ["validate"], ["still", "--frame", "0", "-o", tmp.path("s.png")], ["export", "-o", tmp.path("l.json")],
    ] {
      let result = try CLIRunner.run([words[0], file] + words.dropFirst())
      #expect(result.status == 1, "\(words)")
      #expect(
        result.stderr.contains(
          "p.json:1:95: error: props or parameters refer to themselves in a cycle: 'a' → 'a'"))
    }
    #expect(Self.files(tmp.url.path) == ["p.json"])
  }

  @Test func sigtermDuringAnExportLeavesNoTemporaryFile() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    // 3,000 fading views over 200 frames: seconds of work, so the signal arrives while it runs.
    let views = (0..<3000).map {
      #"{"id": "v\#($0)", "class": "c", "frame": [0, 0, 8, 8], "backgroundColor": "red"}"#
    }
    let file = try tmp.file(
      "t.json",
      #"{"version": 1, "canvas": {"width": 100, "height": 100}, "fps": 100, "duration": 2, "views": [\#(views.joined(separator: ","))], "steps": [{"animate": {"duration": 2, "changes": [{"view": ".c", "alpha": 0}]}}]}"#
    )
    let process = Process()
    process.executableURL = CLIRunner.executable
    process.arguments = ["export", file, "-o", tmp.path("out.json")]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    usleep(500_000)
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
    #expect(process.terminationStatus == 143)
    #expect(Self.files(tmp.url.path) == ["t.json"])
  }
}
