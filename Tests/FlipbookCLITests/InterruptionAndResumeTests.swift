import Foundation
import Testing

/// Issue 15: interrupted renders leave no temporary files, later runs clean old ones, and a resume trusts
/// only complete frames.
@Suite struct InterruptionAndResumeTests {
  /// A timeline slow enough to interrupt: 600 frames of a 640×480 canvas at scale 2.
  static let slowTimeline = smallTimeline.replacingOccurrences(
    of: #""duration": 1,"#, with: #""duration": 60,"#
  )
  .replacingOccurrences(of: #""width": 64, "height": 48"#, with: #""width": 640, "height": 480"#)

  static func files(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  /// Starts a render, waits for its first frame, sends `signal`, and checks the exit status and the folder.
  func interrupt(with signal: Int32, expecting status: Int32) throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    #expect(Self.slowTimeline != smallTimeline)
    let file = try tmp.file("t.json", Self.slowTimeline)
    let out = tmp.path("out")
    let process = Process()
    process.executableURL = CLIRunner.executable
    process.arguments = ["render", file, "-o", out, "--jobs", "2", "--scale", "2", "--quiet"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    while !Self.files(out).contains(where: { $0.hasSuffix(".png") }) && Date() < deadline {
      usleep(20_000)
    }
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationStatus == status)
    let left = Self.files(out)
    #expect(!left.contains { $0.hasSuffix(".tmp") }, "\(left)")
    #expect(left.filter { $0.hasSuffix(".png") }.count < 600)
    // What is left is whole: a resume renders the rest and the result equals one full render.
    let resumed = try CLIRunner.run(["render", file, "-o", out, "--skip-existing", "--frames", "0-39"])
    #expect(resumed.status == 0, "\(resumed.stderr)")
  }

  @Test func sigintRemovesTemporaryFilesAndExits130() throws {
    try interrupt(with: SIGINT, expecting: 130)
  }

  @Test func sigtermRemovesTemporaryFilesAndExits143() throws {
    try interrupt(with: SIGTERM, expecting: 143)
  }

  @Test func sigtermDuringAVideoRemovesItsPartialFile() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", Self.slowTimeline)
    let process = Process()
    process.executableURL = CLIRunner.executable
    process.arguments = ["render", file, "-o", tmp.path("v.mp4"), "--scale", "2", "--quiet"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    while !Self.files(tmp.url.path).contains(where: { $0.hasSuffix(".part") }) && Date() < deadline {
      usleep(20_000)
    }
    usleep(300_000)
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
    #expect(process.terminationStatus == 143)
    #expect(Self.files(tmp.url.path) == ["t.json"])
  }

  @Test func aLaterRunRemovesTemporaryFilesOfDeadRuns() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let out = tmp.path("out")
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    let host = ProcessInfo.processInfo.hostName.split(separator: ".").first.map(String.init) ?? ""
    var name = [CChar](repeating: 0, count: 256)
    gethostname(&name, 255)
    let fullHost = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // A dead process of this host (pid 2^22 + 1 is above Linux's pid_max default), the old naming, and a
    // live process (this test) whose file must stay.
    let dead = ".frame_000003.png.\(fullHost).4194305.tmp"
    let legacy = ".frame_000004.png.4194305.tmp"
    let live = ".frame_000005.png.\(fullHost).\(getpid()).tmp"
    let otherHost = ".frame_000006.png.another-\(host)-node.4194305.tmp"
    for stale in [dead, legacy, live, otherHost] {
      #expect(FileManager.default.createFile(atPath: out + "/" + stale, contents: Data([1, 2, 3])))
    }
    let result = try CLIRunner.run(["render", file, "-o", out, "--frames", "0-1", "--skip-existing"])
    #expect(result.status == 0, "\(result.stderr)")
    let left = Self.files(out)
    #expect(!left.contains(dead) && !left.contains(legacy))
    #expect(left.contains(live) && left.contains(otherHost))
  }

  @Test func skipExistingRendersATruncatedOrCorruptFrameAgain() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let out = tmp.path("out")
    #expect(try CLIRunner.run(["render", file, "-o", out]).status == 0)
    let third = out + "/frame_000003.png", fifth = out + "/frame_000005.png",
      sixth = out + "/frame_000006.png"
    let original = try Data(contentsOf: URL(fileURLWithPath: third))
    let originalFifth = try Data(contentsOf: URL(fileURLWithPath: fifth))
    try original.prefix(original.count / 2).write(to: URL(fileURLWithPath: third))  // cut short
    var flipped = originalFifth
    flipped[flipped.count / 2] ^= 0xFF  // a bit flipped: the CRC fails
    try flipped.write(to: URL(fileURLWithPath: fifth))
    try Data().write(to: URL(fileURLWithPath: sixth))  // empty, as after a power loss
    let resumed = try CLIRunner.run(["render", file, "-o", out, "--skip-existing"])
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stdout.contains("rendered 3 frames"), "\(resumed.stdout)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: third)) == original)
    #expect(try Data(contentsOf: URL(fileURLWithPath: fifth)) == originalFifth)
    #expect(try Data(contentsOf: URL(fileURLWithPath: sixth)).count > 0)
  }

  /// `--jobs 100000` for 2 frames allocated a canvas and a compressor per job (2 GB, and a trap under a
  /// memory limit). Under a 1.5 GB address-space limit it must simply work.
  @Test func hugeJobCountsAreCappedByTheFrames() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", Self.slowTimeline)
    let out = tmp.path("out")
    let command =
      "ulimit -v 1500000; exec '\(CLIRunner.executable.path)' render '\(file)' -o '\(out)' "
      + "--frames 0-1 --scale 2 --jobs 100000"
    let result = try CLIRunner.run(executable: URL(fileURLWithPath: "/bin/sh"), ["-c", command])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.files(out) == ["frame_000000.png", "frame_000001.png"])
  }
}

/// Issue 15: the cost of a render follows the frames it renders, not the timeline's length.
@Suite struct LazyFrameSelectionTests {
  @Test func aShardOfAHundredMillionFramesStartsAtOnceInLittleMemory() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let long = smallTimeline.replacingOccurrences(of: #""duration": 1,"#, with: #""duration": 10000000,"#)
    #expect(long != smallTimeline)
    let file = try tmp.file("t.json", long)
    let out = tmp.path("out")
    // 10^8 frames at 10 fps; the listing of all of them alone needed 2 GB.
    let command =
      "ulimit -v 1000000; exec '\(CLIRunner.executable.path)' render '\(file)' -o '\(out)' "
      + "--shard 0/50000000"
    let result = try CLIRunner.run(executable: URL(fileURLWithPath: "/bin/sh"), ["-c", command])
    #expect(result.status == 0, "\(result.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    #expect(files == ["frame_000000.png", "frame_50000000.png"])
  }
}
