import Foundation
import Testing

/// Progress styles, --quiet, --version, several files and standard input, typos and folder errors.
@Suite struct CommandLineTests {
  @Test func jsonProgressPrintsOneObjectPerFrame() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let result = try CLIRunner.run([
      "render", file, "-o", tmp.path("out"), "--progress", "json", "--jobs", "2",
    ])
    #expect(result.status == 0)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 10)
    var frames: [Int] = []
    for (index, line) in lines.enumerated() {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object?["done"] as? Int == index + 1)
      #expect(object?["total"] as? Int == 10)
      #expect(object?["framesPerSecond"] is Double || object?["framesPerSecond"] is Int)
      #expect(object?["etaSeconds"] != nil)
      frames.append(object?["frame"] as? Int ?? -1)
    }
    #expect(frames.sorted() == Array(0..<10))
  }

  @Test func plainProgressEndsWithASummaryLineAndQuietPrintsNothing() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    // Standard error is a pipe here, so the default is plain lines.
    let plain = try CLIRunner.run(["render", file, "-o", tmp.path("a")])
    #expect(plain.status == 0)
    #expect(
      plain.stderr.range(
        of: #"^flipbook: 10/10 frames \(100%\)  [0-9.]+ fps  in 0:00:0\d\n$"#, options: .regularExpression)
        != nil, "\(plain.stderr)")
    #expect(!plain.stderr.contains("\r"))
    let quiet = try CLIRunner.run(["render", file, "-o", tmp.path("b"), "--quiet"])
    #expect(quiet.status == 0)
    #expect(quiet.stdout.isEmpty && quiet.stderr.isEmpty)
    let bar = try CLIRunner.run(["render", file, "-o", tmp.path("c"), "--progress", "bar"])
    // Each redraw clears the line first, so a shorter line leaves no debris behind.
    #expect(bar.stderr.hasPrefix("\r\u{1B}[2K["))
    #expect(bar.stderr.contains("100%  10/10 frames"))
    #expect(bar.stderr.hasSuffix("\n"))
  }

  @Test func versionIsPrinted() throws {
    let result = try CLIRunner.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout.range(of: #"^\d+\.\d+\.\d+"#, options: .regularExpression) != nil)
  }

  @Test func validateTakesSeveralFilesAndStandardInput() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let good = try tmp.file("good.json", smallTimeline)
    let bad = try tmp.file(
      "bad.json", smallTimeline.replacingOccurrences(of: "\"fps\": 10", with: "\"fps\": -1"))
    let both = try CLIRunner.run(["validate", good, bad, "-"], stdin: smallTimeline)
    #expect(both.status == 1)
    #expect(both.stdout.contains("good.json: ok"))
    #expect(both.stdout.contains("<stdin>: ok"))
    #expect(both.stderr.contains("bad.json:"))
    #expect(both.stderr.contains("$.fps"))
    let piped = try CLIRunner.run(
      ["render", "-", "-o", tmp.path("out"), "--frames", "0"], stdin: smallTimeline)
    #expect(piped.status == 0, "\(piped.stderr)")
    #expect(FileManager.default.fileExists(atPath: tmp.path("out/frame_000000.png")))
    let brokenStdin = try CLIRunner.run(["validate", "-"], stdin: "{ \"version\": 1,")
    #expect(brokenStdin.status == 1)
    #expect(brokenStdin.stderr.hasPrefix("<stdin>:"))
  }

  @Test func aMisspeltCommandGetsASuggestion() throws {
    let result = try CLIRunner.run(["rendr", "x.json"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("unknown command 'rendr' (did you mean 'render'?)"))
    let unknown = try CLIRunner.run(["frobnicate"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("validate, schedule, sample, render, still, sheet, plot"))
  }

  @Test func aFolderGivenAsTheTimelineSaysSo() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let result = try CLIRunner.run(["render", tmp.url.path, "-o", tmp.path("out")])
    #expect(result.status == 1)
    #expect(result.stderr.contains("is a directory"))
    #expect(!FileManager.default.fileExists(atPath: tmp.path("out")))
  }

  @Test func folderCreationErrorsAreInWords() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let blocker = try tmp.file("blocker", "a file")
    for output in [blocker + "/frames", blocker + "/sub/x_##.png", blocker + "/v.mp4"] {
      let result = try CLIRunner.run(["render", file, "-o", output])
      #expect(result.status == 1)
      #expect(result.stderr.contains("exists and is not a folder"), "\(result.stderr)")
      #expect(!result.stderr.contains("NSCocoaErrorDomain"))
    }
    try FileManager.default.createDirectory(atPath: tmp.path("locked"), withIntermediateDirectories: true)
    chmod(tmp.path("locked"), 0o500)
    defer { chmod(tmp.path("locked"), 0o700) }
    if getuid() != 0 {  // root writes anywhere
      let result = try CLIRunner.run(["render", file, "-o", tmp.path("locked/new/frames")])
      #expect(result.status == 1)
      #expect(result.stderr.contains("Permission denied"))
    }
  }
}
