import Foundation
import Testing

/// `-o` with an extension that is not an output format is a usage error listing the formats, never a folder.
@Suite struct OutputExtensionTests {
  @Test(arguments: ["intro.webp", "intro.avi", "intro.JPG", "out.v2"])
  func renderRefusesAnUnknownExtension(name: String) throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let result = try CLIRunner.run(["render", file, "-o", tmp.path(name)])
    #expect(result.status == 64, "\(result.stderr)")
    let fileExtension = String(name.split(separator: ".").last!).lowercased()
    #expect(result.stderr.contains("'.\(fileExtension)' is not an output format"), "\(result.stderr)")
    for format in [".mp4", ".mov", ".webm", ".gif", ".apng", "_####.png"] {
      #expect(result.stderr.contains(format), "\(format) missing from \(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: tmp.path(name)))
  }

  @Test func aDottedFolderNameEndingInASlashIsAFolder() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let result = try CLIRunner.run(["render", file, "-o", tmp.path("out.v2") + "/", "--quiet"])
    #expect(result.status == 0, "\(result.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: tmp.path("out.v2"))
    #expect(names.filter { $0.hasSuffix(".png") }.count == 10)
  }

  @Test(arguments: [
    ["still", "--frame", "0", "-o"], ["sheet", "-o"], ["plot", "--views", "card", "-o"],
  ])
  func singleFileCommandsRefuseOtherExtensions(command: [String]) throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    for name in ["poster.webp", "poster.jpg"] {
      let result = try CLIRunner.run([command[0], file] + command.dropFirst() + [tmp.path(name)])
      #expect(result.status == 64, "\(command[0]) \(name): \(result.stderr)")
      #expect(result.stderr.contains(".png"), "\(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: tmp.path(name)))
    }
  }
}
