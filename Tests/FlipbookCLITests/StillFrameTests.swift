import Foundation
import Testing

/// `still --frame last`, and a `--time` or `--frame` past the end that names the last frame and its time.
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
}
