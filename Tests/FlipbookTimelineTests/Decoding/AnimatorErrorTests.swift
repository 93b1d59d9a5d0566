import FlipbookTimeline
import Testing

// Bad animator documents and the exact lines `flipbook` prints for them: calls UIKit would reject
// are located at the step. Columns were worked out from the document text: line 3 is `"steps": STEPS`, whose
// first character is column 10.

@Suite("Animator errors")
@MainActor
struct AnimatorErrorTests {
  nonisolated static let cases: [TimelineErrorCase] = [
    TimelineErrorCase(
      "unknownAnimator",
      timeline(views: ##"[{"id": "a"}]"##, steps: ##"[{"at": 0.1, "pauseAnimator": "nope"}]"##),
      [##"t.json:3:40: error: unknown animator 'nope' (at $.steps[0].pauseAnimator)"##]),
    TimelineErrorCase(
      "scrubbingARunningAnimator",
      timeline(
        views: ##"[{"id": "a"}]"##,
        steps:
          ##"[{"animator": {"id": "x", "duration": 1, "changes": [{"view": "a", "alpha": 0}]}}, {"at": 0.5, "scrubAnimator": "x", "fraction": 0.5}]"##
      ),
      [
        ##"t.json:3:93: error: scrubAnimator: animator 'x' is running: pause it before scrubbing (at $.steps[1])"##
      ]),
    TimelineErrorCase(
      "startingAStoppedAnimator",
      timeline(
        views: ##"[{"id": "a"}]"##,
        steps:
          ##"[{"animator": {"id": "x", "duration": 1, "changes": [{"view": "a", "alpha": 0}]}}, {"at": 0.2, "stopAnimator": "x"}, {"at": 0.3, "startAnimator": "x"}]"##
      ),
      [
        ##"t.json:3:127: error: startAnimator: animator 'x' is stopped: stop steps finish it (at $.steps[2])"##
      ]),
    TimelineErrorCase(
      "continuingAnInactiveAnimator",
      timeline(
        views: ##"[{"id": "a"}]"##,
        steps:
          ##"[{"animator": {"id": "x", "duration": 0.2, "changes": [{"view": "a", "alpha": 0}]}}, {"at": 0.5, "continueAnimator": "x"}]"##
      ),
      [
        ##"t.json:3:95: error: continueAnimator: animator 'x' is not active: start or pause it first (at $.steps[1])"##
      ]),
    TimelineErrorCase(
      "animatorWithCurveAndSpring",
      timeline(
        views: ##"[{"id": "a"}]"##,
        steps: ##"[{"animator": {"id": "x", "duration": 1, "curve": "linear", "spring": {"damping": 1}}}]"##),
      [
        ##"t.json:3:70: error: an animator takes 'curve' or 'spring', not both (at $.steps[0].animator.spring)"##
      ]),
    TimelineErrorCase(
      "animatorSpringDampingAboveOne",
      timeline(
        views: ##"[{"id": "a"}]"##,
        steps: ##"[{"animator": {"id": "x", "duration": 1, "spring": {"damping": 2}}}]"##),
      [##"t.json:3:73: error: damping must be in (0, 1], found 2 (at $.steps[0].animator.spring.damping)"##]),
    TimelineErrorCase(
      "badFinalPosition",
      timeline(
        views: ##"[{"id": "a"}]"##,
        steps:
          ##"[{"animator": {"id": "x", "duration": 1}}, {"stopAnimator": "x", "finalPosition": "middle"}]"##),
      [##"t.json:3:92: error: unknown final position 'middle' (at $.steps[1].finalPosition)"##]),
    TimelineErrorCase(
      "finishedIfInAnimatorCompletion",
      timeline(
        views: ##"[{"id": "a"}]"##,
        steps:
          ##"[{"animator": {"id": "x", "duration": 1, "completion": [{"if": "finished", "removeFromSuperview": "a"}]}}]"##
      ),
      [
        ##"t.json:3:73: error: 'if' must be "end", "start" or "current", found "finished" (at $.steps[0].animator.completion[0].if)"##
      ]),
    TimelineErrorCase(
      "animatorInChanges",
      timeline(
        views: ##"[{"id": "a"}]"##,
        steps: ##"[{"animate": {"duration": 1, "changes": [{"pauseAnimator": "x"}]}}]"##),
      [
        ##"t.json:3:52: error: 'pauseAnimator' is not allowed in 'changes' (at $.steps[0].animate.changes[0].pauseAnimator)"##
      ]),
    TimelineErrorCase(
      "animatorRestartingItselfWithNoTimePassing",
      timeline(
        views: ##"[{"id": "a"}]"##,
        steps: ##"[{"animator": {"id": "z", "duration": 0, "completion": [{"startAnimator": "z"}]}}]"##),
      [
        ##"t.json:3:24: error: animator 'z' ended again 0 s after it last ended, within one frame: something restarts it with no time passing, which would never stop, so its completion steps do not run again; give it a duration (or its start a delay) of at least one frame (at $.steps[0].animator)"##
      ]),
  ]

  @Test(arguments: cases)
  func reportsExactly(_ errorCase: TimelineErrorCase) {
    #expect(errorLines(errorCase.text) == errorCase.expected)
  }
}
