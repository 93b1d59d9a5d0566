import FlipbookTestSupport
import Foundation
import Testing

/// `flipbook verify` renders each checked frame alone too: a user's check that frame k depends on the
/// document and k only. It accepts generated documents over every step kind, and the issue-22 drag.
@Suite struct VerifyAloneTests {
  /// The JSON paths `flipbook validate` names for `text`, or nil when it is valid.
  static func errorPaths(_ text: String, in tmp: TemporaryFolder) -> [String]? {
    guard let file = try? tmp.file("candidate.json", text),
      let result = try? CLIRunner.run(["validate", file])
    else { return [] }
    guard result.status != 0 else { return nil }
    let pattern = /\(at (\$[^)]*)\)/
    return result.stderr.split(separator: "\n").compactMap { line in
      line.firstMatch(of: pattern).map { String($0.1) }
    }
  }

  @Test(arguments: [UInt64(3), 11, 29])
  func verifyAcceptsAGeneratedDocumentAndChecksEachFrameAlone(seed: UInt64) throws {
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let timeline = try #require(RandomTimeline(seed: seed).repaired { Self.errorPaths($0, in: tmp) })
    let file = try tmp.file("t.json", timeline.json)
    let out = tmp.path("out")
    let render = try CLIRunner.run(["render", file, "-o", out, "--manifest", "--scale", "0.5"])
    #expect(render.status == 0, "seed \(seed): \(render.stderr)")
    let verify = try CLIRunner.run(["verify", file, out, "--scale", "0.5"])
    #expect(verify.status == 0, "seed \(seed): \(verify.stderr)\n\(timeline.json)")
    #expect(verify.stdout.contains("and each alone: all identical"))
    let skipped = try CLIRunner.run(["verify", file, out, "--scale", "0.5", "--no-alone"])
    #expect(skipped.status == 0 && !skipped.stdout.contains("each alone"))
  }

  @Test func verifyAcceptsADragContinuedAtItsEnd() throws {
    // Issue 22: a plain render of this failed verify (10 of 80 frames differed).
    let tmp = try TemporaryFolder()
    defer { tmp.remove() }
    let file = try tmp.file(
      "drag.json",
      #"""
      {"version": 1, "canvas": {"width": 40, "height": 30}, "fps": 20, "duration": 4,
       "views": [{"id": "p", "frame": [0, 0, 10, 10], "backgroundColor": "red"}],
       "steps": [{"animator": {"id": "a", "duration": 1, "curve": "linear", "changes": [{"view": "p", "alpha": 0}]}},
                 {"at": 0.25, "pauseAnimator": "a"},
                 {"at": 0.6, "scrubAnimator": "a", "fraction": 0.8},
                 {"at": 1.0, "scrubAnimator": "a", "fraction": 0, "over": 1.0},
                 {"at": 2.0, "continueAnimator": "a", "durationFactor": 1}]}
      """#)
    let out = tmp.path("out")
    #expect(try CLIRunner.run(["render", file, "-o", out, "--manifest"]).status == 0)
    let verify = try CLIRunner.run(["verify", file, out])
    #expect(verify.status == 0, "\(verify.stderr)")
    #expect(verify.stdout.contains("verified 80 frames"))
  }
}
