import FlipbookTimeline
import Testing

// Each case is a small broken document and the exact lines `flipbook` prints for it.
// Positions were counted by hand from the document text (see timeline(views:steps:) for the layout).

@Suite("Step and block errors")
@MainActor
struct StepErrorTests {
  nonisolated static let cases: [TimelineErrorCase] = [
    TimelineErrorCase(
      "duplicateIDAcrossLaterViews",
      timeline(views: ##"[{"id": "a"}]"##, steps: ##"[{"addSubview": {"id": "a"}, "to": "root"}]"##),
      [##"t.json:3:33: error: duplicate id 'a' (first declared at 2:18) (at $.steps[0].addSubview.id)"##]),
    TimelineErrorCase(
      "stepWithoutAction", timeline(steps: ##"[{"at": 1}]"##),
      [
        ##"t.json:3:11: error: a step needs one action key: animate, animateKeyframes, animator, startAnimator, pauseAnimator, scrubAnimator, reverseAnimator, continueAnimator, stopAnimator, addAnimations, set, transition, transitionFrom, addSubview, insertSubview, removeFromSuperview, bringSubviewToFront, sendSubviewToBack, exchangeSubviews, sound, addSublayer, insertSublayer, removeFromSuperlayer, addAnimation, removeAnimation, removeAllAnimations, transaction (at $.steps[0])"##
      ]),
    TimelineErrorCase(
      "misspeltAction", timeline(steps: ##"[{"animat": {}}]"##),
      [##"t.json:3:12: error: unknown key 'animat' (did you mean 'animate'?) (at $.steps[0].animat)"##]),
    TimelineErrorCase(
      "bareChangeAsStep", timeline(views: ##"[{"id": "a"}]"##, steps: ##"[{"view": "a", "alpha": 0}]"##),
      [##"t.json:3:11: error: a change must be inside 'set' or a block's 'changes' (at $.steps[0])"##]),
    TimelineErrorCase(
      "twoActions",
      timeline(
        views: ##"[{"id": "a"}]"##, steps: ##"[{"removeFromSuperview": "a", "sendSubviewToBack": "a"}]"##),
      [
        ##"t.json:3:40: error: a step has one action key, found 'removeFromSuperview' and 'sendSubviewToBack' (at $.steps[0].sendSubviewToBack)"##
      ]),
    TimelineErrorCase(
      "negativeAt",
      timeline(views: ##"[{"id": "a"}]"##, steps: ##"[{"at": -1, "removeFromSuperview": "a"}]"##),
      [##"t.json:3:18: error: at must be >= 0, found -1 (at $.steps[0].at)"##]),
    TimelineErrorCase(
      "ifOutsideCompletion",
      timeline(views: ##"[{"id": "a"}]"##, steps: ##"[{"if": "finished", "removeFromSuperview": "a"}]"##),
      [##"t.json:3:12: error: 'if' is only allowed on steps in a 'completion' (at $.steps[0].if)"##]),
    TimelineErrorCase(
      "badIfValue",
      timeline(
        views: ##"[{"id": "a"}]"##,
        steps:
          ##"[{"animate": {"duration": 1, "changes": [], "completion": [{"if": "done", "removeFromSuperview": "a"}]}}]"##
      ),
      [
        ##"t.json:3:76: error: 'if' must be "finished" or "cancelled", found "done" (at $.steps[0].animate.completion[0].if)"##
      ]),
    TimelineErrorCase(
      "unknownOption",
      timeline(steps: ##"[{"animate": {"duration": 1, "options": ["repeats"], "changes": []}}]"##),
      [
        ##"t.json:3:51: error: unknown option 'repeats' (did you mean 'repeat'?) (at $.steps[0].animate.options[0])"##
      ]),
    TimelineErrorCase(
      "unknownCurve",
      timeline(steps: ##"[{"animate": {"duration": 1, "curve": "easeinout", "changes": []}}]"##),
      [
        ##"t.json:3:48: error: unknown curve 'easeinout' (did you mean 'easeInOut'?) (at $.steps[0].animate.curve)"##
      ]),
    TimelineErrorCase(
      "bezierXOutOfRange",
      timeline(steps: ##"[{"animate": {"duration": 1, "curve": [0.2, 0, 1.2, 1], "changes": []}}]"##),
      [
        ##"t.json:3:57: error: Bézier control point x2 must be in [0, 1], found 1.2 (at $.steps[0].animate.curve[2])"##
      ]),
    TimelineErrorCase(
      "negativeRepeatCount",
      timeline(steps: ##"[{"animate": {"duration": 1, "repeatCount": -2, "changes": []}}]"##),
      [##"t.json:3:54: error: repeatCount must be >= 0, found -2 (at $.steps[0].animate.repeatCount)"##]),
    TimelineErrorCase(
      "negativeDelay", timeline(steps: ##"[{"animate": {"duration": 1, "delay": -0.5, "changes": []}}]"##),
      [##"t.json:3:48: error: delay must be >= 0, found -0.5 (at $.steps[0].animate.delay)"##]),
    TimelineErrorCase(
      "negativeDuration", timeline(steps: ##"[{"animate": {"duration": -1, "changes": []}}]"##),
      [##"t.json:3:36: error: duration must be >= 0, found -1 (at $.steps[0].animate.duration)"##]),
    TimelineErrorCase(
      "numberOutOfRangeInBlock", timeline(steps: ##"[{"animate": {"duration": 1e999, "changes": []}}]"##),
      [##"t.json:3:36: error: number out of range: 1e999 (at $.steps[0].animate.duration)"##]),
    TimelineErrorCase(
      "missingDuration", timeline(steps: ##"[{"animate": {"changes": []}}]"##),
      [##"t.json:3:23: error: missing required key 'duration' (at $.steps[0].animate)"##]),
    TimelineErrorCase(
      "overrideWithoutDuration",
      timeline(
        steps:
          ##"[{"animate": {"duration": 1, "changes": [{"animate": {"options": ["overrideInheritedDuration"], "changes": []}}]}}]"##
      ),
      [
        ##"t.json:3:63: error: 'overrideInheritedDuration' needs a 'duration' (at $.steps[0].animate.changes[0].animate)"##
      ]),
    TimelineErrorCase(
      "unknownTransitionType",
      timeline(
        views: ##"[{"id": "a"}]"##,
        steps: ##"[{"transition": {"view": "a", "type": "crossDisolve", "duration": 1}}]"##),
      [
        ##"t.json:3:48: error: unknown transition type 'crossDisolve' (did you mean 'crossDissolve'?) (at $.steps[0].transition.type)"##
      ]),
    TimelineErrorCase(
      "setInsideChanges",
      timeline(
        views: ##"[{"id": "a"}]"##,
        steps: ##"[{"animate": {"duration": 1, "changes": [{"set": [{"view": "a", "alpha": 0}]}]}}]"##),
      [
        ##"t.json:3:52: error: 'set' is not allowed in 'changes': list the changes directly (at $.steps[0].animate.changes[0].set)"##
      ]),
    TimelineErrorCase(
      "atInsideChanges",
      timeline(
        views: ##"[{"id": "a"}]"##,
        steps: ##"[{"animate": {"duration": 1, "changes": [{"at": 1, "removeFromSuperview": "a"}]}}]"##),
      [
        ##"t.json:3:52: error: 'at' is not allowed in 'changes' (changes run when the block starts) (at $.steps[0].animate.changes[0].at)"##
      ]),
    TimelineErrorCase(
      "changeWithoutProperties",
      timeline(views: ##"[{"id": "a"}]"##, steps: ##"[{"set": [{"view": "a"}]}]"##),
      [##"t.json:3:20: error: a change needs at least one property besides 'view' (at $.steps[0].set[0])"##]),
    TimelineErrorCase(
      "changeWithFrameAndCenter",
      timeline(
        views: ##"[{"id": "a"}]"##,
        steps: ##"[{"set": [{"view": "a", "center": [1, 1], "frame": [0, 0, 1, 1]}]}]"##),
      [
        ##"t.json:3:52: error: 'frame' and 'center' cannot be used together: use 'frame', or 'center' with 'bounds' (at $.steps[0].set[0].frame)"##
      ]),
    TimelineErrorCase(
      "unrecognisedChangesItem",
      timeline(steps: ##"[{"animate": {"duration": 1, "changes": [{"alpah": 0}]}}]"##),
      [
        ##"t.json:3:51: error: expected a change (with 'view') or a step (with an action key) (at $.steps[0].animate.changes[0])"##,
        ##"t.json:3:52: error: unknown key 'alpah' (did you mean 'alpha'?) (at $.steps[0].animate.changes[0].alpah)"##,
      ]),
    TimelineErrorCase(
      "changeWithoutView", timeline(steps: ##"[{"animate": {"duration": 1, "changes": [{"alpha": 0}]}}]"##),
      [##"t.json:3:51: error: missing required key 'view' (at $.steps[0].animate.changes[0])"##]),
  ]

  @Test(arguments: cases)
  func reportsExactly(_ errorCase: TimelineErrorCase) {
    #expect(errorLines(errorCase.text) == errorCase.expected)
  }
}
