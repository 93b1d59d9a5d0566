import Foundation
import Testing

/// `still --frame last`, a `--time` or `--frame` past the end that names the last frame and its time, and a
/// script error after the frame drawn (found by the same run of the script), which writes nothing.
@Suite struct StillFrameTests {
  private func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  @Test func frameLastIsTheLastFrame() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let last = try CLIRunner.run(["still", file, "--frame", "last", "-o", tmp.path("last.png")])
    #expect(last.status == 0, "\(last.stderr)")
    #expect(last.stdout.contains("frame 9 "), "\(last.stdout)")
    let nine = try CLIRunner.run(["still", file, "--frame", "9", "-o", tmp.path("nine.png")])
    #expect(nine.status == 0)
    #expect(bytes(tmp.path("last.png")) != nil)
    #expect(bytes(tmp.path("last.png")) == bytes(tmp.path("nine.png")))
    let word = try CLIRunner.run(["still", file, "--frame", "first", "-o", tmp.path("x.png")])
    #expect(word.status == 64)
  }

  @Test func aTimePastTheEndNamesTheLastFrameAndItsTime() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file("t.json", smallTimeline)
    let past = try CLIRunner.run(["still", file, "--time", "1", "-o", tmp.path("x.png")])
    #expect(past.status == 1)
    #expect(past.stderr.contains("the last frame is 9 at 0.9 s"), "\(past.stderr)")
    #expect(past.stderr.contains("--frame last"), "\(past.stderr)")
    let frame = try CLIRunner.run(["still", file, "--frame", "10", "-o", tmp.path("x.png")])
    #expect(frame.status == 1)
    #expect(frame.stderr.contains("the last frame is 9 at 0.9 s"), "\(frame.stderr)")
    #expect(!FileManager.default.fileExists(atPath: tmp.path("x.png")))
  }

  /// The frame is drawn before the rest of the script is checked: an error at 0.5 s still fails frame 0,
  /// with its location, and the PNG is not written; without the error the same command writes it.
  @Test func aScriptErrorAfterTheFrameWritesNothing() throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    // Inserting `c` above `b` once `b` has left the window is an error the script run finds at 0.5 s.
    func timeline(above sibling: String) -> String {
      """
      {"version": 1, "canvas": {"width": 40, "height": 30}, "fps": 10, "duration": 1,
       "views": [{"id": "a", "frame": [0, 0, 10, 10], "backgroundColor": "#FF0000"}, {"id": "b"}, {"id": "c"}],
       "steps": [{"at": 0.2, "removeFromSuperview": "b"},
                 {"at": 0.5, "insertSubview": "c", "into": "root", "above": "\(sibling)"}]}
      """
    }
    let broken = try tmp.file("broken.json", timeline(above: "b"))
    let failed = try CLIRunner.run(["still", broken, "--frame", "0", "-o", tmp.path("x.png")])
    #expect(failed.status == 1)
    #expect(
      failed.stderr.contains("broken.json:4:") && failed.stderr.contains("no superview at 0.5 s"),
      "\(failed.stderr)")
    #expect(!FileManager.default.fileExists(atPath: tmp.path("x.png")))
    let valid = try tmp.file("valid.json", timeline(above: "a"))
    let written = try CLIRunner.run(["still", valid, "--frame", "0", "-o", tmp.path("x.png")])
    #expect(written.status == 0, "\(written.stderr)")
    #expect(FileManager.default.fileExists(atPath: tmp.path("x.png")))
  }
}
