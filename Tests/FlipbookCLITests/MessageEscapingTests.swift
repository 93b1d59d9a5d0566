import Foundation
import Testing

/// Issue 15: control characters from a document or the command line never reach the terminal raw.
@Suite struct MessageEscapingTests {
  /// Bytes below 0x20 other than the line feeds that end lines, and DEL.
  static func controlBytes(_ text: String) -> [UInt8] {
    text.utf8.filter { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }
  }

  @Test func validateEscapesANulInAKeyAndAnEscapeInTheFileName() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let bad = smallTimeline.replacingOccurrences(of: #""fps": 10,"#, with: #""fps": 10, "a\u0000b": 1,"#)
    #expect(bad != smallTimeline)
    let file = try tmp.file("x\u{1B}[2Jy.json", bad)
    let result = try CLIRunner.run(["validate", file])
    #expect(result.status == 1)
    #expect(result.stderr.contains(#"unknown key 'a\u{0000}b'"#))
    #expect(result.stderr.contains(#"x\u{001B}[2Jy.json:"#))
    #expect(Self.controlBytes(result.stderr).isEmpty)
  }

  @Test func sampleEscapesAnUnknownViewNamedOnTheCommandLine() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let result = try CLIRunner.run(["sample", file, "--frames", "0", "--views", "ca\u{7}rd"])
    #expect(result.status == 1)
    #expect(result.stderr.contains(#"ca\u{0007}rd"#))
    #expect(Self.controlBytes(result.stderr).isEmpty)
  }

  @Test func usageErrorsAndStatusLinesEscapeArguments() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let usage = try CLIRunner.run(["render", file, "-o", tmp.path("a\u{7}b.gif"), "--shard", "1/2"])
    #expect(usage.status == 64)
    #expect(usage.stderr.contains(#"a\u{0007}b.gif"#))
    #expect(Self.controlBytes(usage.stderr).isEmpty)
    let rendered = try CLIRunner.run(["render", file, "-o", tmp.path("c\u{1B}d"), "--frames", "0"])
    #expect(rendered.status == 0, "\(rendered.stderr)")
    #expect(rendered.stdout.contains(#"c\u{001B}d"#))
    #expect(Self.controlBytes(rendered.stdout).isEmpty)
  }
}
