import Foundation
import Testing

/// A one-line label whose text is cut at frame 0 is a warning on every command (`--strict`: an error).
@Suite struct CutTextWarningTests {
  static let timeline = """
    {"version": 1, "canvas": {"width": 300, "height": 100}, "fps": 10, "duration": 0.2,
     "views": [{"id": "name", "frame": [0, 0, 60, 30], "text": {"string": "Ada Lovelace, Countess", "font": {"size": 20}}},
               {"id": "fits", "frame": [0, 40, 300, 30], "text": {"string": "Ada"}},
               {"id": "fitted", "frame": [0, 70, 10, 10], "text": {"string": "Ada Lovelace, Countess"}, "sizeToFit": true}]}
    """

  @Test func aCutLabelIsAWarningThatLeavesTheStatusAlone() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("cut.json", Self.timeline)
    let validate = try CLIRunner.run(["validate", file])
    #expect(validate.status == 0)
    let lines = validate.stderr.split(separator: "\n")
    // Once, for the label that is cut (UILabel cuts one line with "…"); none for the others.
    #expect(lines.count == 1, "\(validate.stderr)")
    #expect(
      lines.first?.contains("cut.json:2:19: warning: label 'name' needs ") == true, "\(validate.stderr)")
    #expect(lines.first?.contains(" pt but has 60 pt") == true)
    let still = try CLIRunner.run(["still", file, "--frame", "0", "-o", tmp.path("a.png")])
    #expect(still.status == 0 && still.stderr.contains("warning: label 'name'"), "\(still.stderr)")
  }

  @Test func strictMakesItAnErrorAndWritesNothing() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("cut.json", Self.timeline)
    let validate = try CLIRunner.run(["validate", "--strict", file])
    #expect(validate.status == 1)
    #expect(validate.stderr.contains("cut.json:2:19: error: label 'name' needs "), "\(validate.stderr)")
    let still = try CLIRunner.run(["still", file, "--strict", "--frame", "0", "-o", tmp.path("a.png")])
    #expect(still.status == 1)
    let export = try CLIRunner.run(["export", file, "--strict", "-o", tmp.path("a.json")])
    #expect(export.status == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.url.path) == ["cut.json"])
  }
}
