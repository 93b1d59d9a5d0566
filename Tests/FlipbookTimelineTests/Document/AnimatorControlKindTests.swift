import FlipbookTimeline
import Testing

/// A control step's kind is its control's: a step's action cannot hold one control under another kind.
@Suite("Animator control kinds")
@MainActor
struct AnimatorControlKindTests {
  @Test func everyControlKindDecodesToTheControlThatNamesIt() throws {
    let text = """
      {"version": 1, "canvas": {"width": 10, "height": 10}, "fps": 10, "duration": 2,
       "views": [{"id": "a", "frame": [0, 0, 5, 5]}],
       "steps": [
         {"at": 0, "animator": {"id": "p", "duration": 1, "start": false,
          "changes": [{"view": "a", "alpha": 0}]}},
         {"at": 0.1, "addAnimations": {"animator": "p", "changes": [{"view": "a", "cornerRadius": 2}]}},
         {"at": 0.1, "scrubAnimator": "p", "fraction": 0.5},
         {"at": 0.2, "reverseAnimator": "p", "reversed": true},
         {"at": 0.3, "startAnimator": "p"},
         {"at": 0.4, "pauseAnimator": "p"},
         {"at": 0.5, "continueAnimator": "p", "durationFactor": 1},
         {"at": 0.6, "stopAnimator": "p", "withoutFinishing": false, "finalPosition": "end"}]}
      """
    let document = try TimelineLoader.load(text: text, file: "t.json").get()
    let kinds = document.steps.dropFirst().map(\.action.kind)
    #expect(
      kinds.map(\.rawValue) == [
        "addAnimations", "scrubAnimator", "reverseAnimator", "startAnimator", "pauseAnimator",
        "continueAnimator", "stopAnimator",
      ])
    #expect(Set(kinds) == Set(StepKind.allCases.filter(\.controlsAnimator)))
    for step in document.steps.dropFirst() {
      guard case .animatorControl(_, let control) = step.action else {
        Issue.record("\(step.action.name) is not a control step")
        continue
      }
      #expect(control.kind == step.action.kind)
    }
  }
}
