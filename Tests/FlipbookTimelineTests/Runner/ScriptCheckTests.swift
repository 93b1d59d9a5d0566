import FlipbookTimeline
import Testing

/// A checking player that plays some frames before ``ScriptCheck/finish()`` finds what the validator finds
/// (the script runs once for `flipbook still`): the same warnings for every example, the same errors for a
/// script that goes wrong after the frame drawn.
@MainActor
@Suite struct ScriptCheckTests {
  /// `finish()` after playing to `frame` against `load`, as text.
  private func outcomes(_ bytes: [UInt8], file: String, frame: Int) throws -> (
    checked: String, loaded: String
  ) {
    func text(_ result: Result<TimelineDocument, TimelineErrors>) -> String {
      switch result {
      case .success(let document): "ok \(document.warnings.map(\.description))"
      case .failure(let errors): "failed \(errors.description)"
      }
    }
    let check = try TimelineLoader.startChecking(bytes: bytes, file: file).get()
    check.player.step(toFrame: min(frame, max(check.document.frameCount - 1, 0)))
    return (text(check.finish()), text(TimelineLoader.load(bytes: bytes, file: file)))
  }

  @Test(arguments: ExampleFiles.timelineNames)
  func anExampleChecksTheSameAfterPlayingFrames(name: String) throws {
    let bytes = try ExampleFiles.bytes(of: name)
    for frame in [0, 17] {
      let (checked, loaded) = try outcomes(bytes, file: name, frame: frame)
      #expect(checked == loaded, "\(name) after frame \(frame)")
      #expect(checked.hasPrefix("ok"), "\(checked)")
    }
  }

  @Test func anErrorAfterTheFramePlayedIsStillFound() throws {
    let text = """
      {"version": 1, "canvas": {"width": 40, "height": 30}, "fps": 10, "duration": 1,
       "views": [{"id": "b"}, {"id": "c"}],
       "steps": [{"at": 0.2, "removeFromSuperview": "b"},
                 {"at": 0.5, "insertSubview": "c", "into": "root", "above": "b"}]}
      """
    let (checked, loaded) = try outcomes(Array(text.utf8), file: "t.json", frame: 3)
    #expect(checked == loaded)
    #expect(checked.contains("t.json:4:") && checked.contains("no superview at 0.5 s"), "\(checked)")
  }
}
