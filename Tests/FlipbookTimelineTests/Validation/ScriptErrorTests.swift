import FlipbookTimeline
import Testing

// Each case is a small broken document and the exact lines `flipbook` prints for it.
// Positions were counted by hand from the document text (see timeline(views:steps:) for the layout).

@Suite("Errors found by replaying the script")
@MainActor
struct ScriptErrorTests {
  nonisolated static let cases: [TimelineErrorCase] = [
    TimelineErrorCase(
      "unknownViewWithHint",
      timeline(views: ##"[{"id": "card"}]"##, steps: ##"[{"set": [{"view": "crad", "alpha": 0}]}]"##),
      [##"t.json:3:29: error: unknown view 'crad' (did you mean 'card'?) (at $.steps[0].set[0].view)"##]),
    TimelineErrorCase(
      "removeRoot", timeline(steps: ##"[{"removeFromSuperview": "root"}]"##),
      [##"t.json:3:35: error: the root view cannot be removed (at $.steps[0].removeFromSuperview)"##]),
    TimelineErrorCase(
      "animateRoot",
      timeline(steps: ##"[{"animate": {"duration": 1, "changes": [{"view": "root", "alpha": 0}]}}]"##),
      [##"t.json:3:60: error: the root view cannot be animated (at $.steps[0].animate.changes[0].view)"##]),
    TimelineErrorCase(
      "moveRootWithSet", timeline(steps: ##"[{"set": [{"view": "root", "center": [0, 0]}]}]"##),
      [
        ##"t.json:3:37: error: the root view cannot be moved or resized ('center') (at $.steps[0].set[0].center)"##
      ]),
    TimelineErrorCase(
      "viewDoesNotExistYet",
      timeline(
        steps:
          ##"[{"at": 1, "addSubview": {"id": "late"}, "to": "root"}, {"at": 0.5, "removeFromSuperview": "late"}]"##
      ),
      [
        ##"t.json:3:101: error: view 'late' does not exist yet at 0.5 s (it is declared at 3:42) (at $.steps[1].removeFromSuperview)"##
      ]),
    TimelineErrorCase(
      "insertIntoOwnDescendant",
      timeline(
        views: ##"[{"id": "a", "subviews": [{"id": "b"}]}]"##,
        steps: ##"[{"insertSubview": "a", "into": "b", "index": 0}]"##),
      [
        ##"t.json:3:42: error: cannot put 'a' into 'b' at 0 s: 'b' is 'a' or inside it (that would make a cycle) (at $.steps[0].into)"##
      ]),
    TimelineErrorCase(
      "exchangeIndexOutOfRange",
      timeline(
        views: ##"[{"id": "a"}, {"id": "b"}]"##, steps: ##"[{"exchangeSubviews": [0, 2], "in": "root"}]"##),
      [##"t.json:3:46: error: index 2 is out of range: 'root' has 2 subviews at 0 s (at $.steps[0].in)"##]),
    TimelineErrorCase(
      "insertIndexOutOfRange",
      timeline(
        views: ##"[{"id": "a"}]"##, steps: ##"[{"insertSubview": {"id": "n"}, "into": "a", "index": 1}]"##),
      [##"t.json:3:50: error: index 1 is out of range: 'a' has 0 subviews at 0 s (at $.steps[0].into)"##]),
    TimelineErrorCase(
      "removeTwice",
      timeline(
        views: ##"[{"id": "a"}]"##,
        steps: ##"[{"removeFromSuperview": "a"}, {"at": 1, "removeFromSuperview": "a"}]"##),
      [##"t.json:3:74: error: view 'a' has no superview at 1 s (at $.steps[1].removeFromSuperview)"##]),
    TimelineErrorCase(
      "showHideWithNewView",
      timeline(
        views: ##"[{"id": "a"}]"##,
        steps:
          ##"[{"transitionFrom": {"from": "a", "to": {"id": "n"}, "type": "curlUp", "duration": 1, "options": ["showHideTransitionViews"]}}]"##
      ),
      [
        ##"t.json:3:50: error: with 'showHideTransitionViews', 'to' must name a view already in the hierarchy (at $.steps[0].transitionFrom.to)"##
      ]),
    TimelineErrorCase(
      "addSubviewWithID",
      timeline(views: ##"[{"id": "a"}]"##, steps: ##"[{"addSubview": "a", "to": "root"}]"##),
      [
        ##"t.json:3:26: error: 'addSubview' takes a view object; to move an existing view use 'insertSubview' with its id (at $.steps[0].addSubview)"##
      ]),
    TimelineErrorCase(
      "insertWithoutPosition",
      timeline(views: ##"[{"id": "a"}]"##, steps: ##"[{"insertSubview": "a", "into": "root"}]"##),
      [##"t.json:3:11: error: 'insertSubview' needs one of 'index', 'above' or 'below' (at $.steps[0])"##]),
    TimelineErrorCase(
      "completionAfterBlockEnd",
      timeline(
        views: ##"[{"id": "a"}]"##,
        steps:
          ##"[{"animate": {"duration": 1, "changes": [{"view": "a", "alpha": 0}], "completion": [{"removeFromSuperview": "a"}]}}, {"at": 0.5, "bringSubviewToFront": "a"}, {"at": 1.5, "sendSubviewToBack": "a"}]"##
      ),
      [##"t.json:3:201: error: view 'a' has no superview at 1.5 s (at $.steps[2].sendSubviewToBack)"##]),
    TimelineErrorCase(
      "completionBranchOfInterruptedBlock",
      timeline(
        views: ##"[{"id": "a"}]"##,
        steps:
          ##"[{"animate": {"duration": 1, "changes": [{"view": "a", "alpha": 0}], "completion": [{"if": "finished", "addSubview": {"id": "c"}, "to": "root"}]}}, {"at": 0.5, "set": [{"view": "a", "alpha": 1}]}, {"at": 2, "removeFromSuperview": "c"}]"##
      ),
      [
        ##"t.json:3:240: error: view 'c' does not exist yet at 2 s (it is declared at 3:134) (at $.steps[2].removeFromSuperview)"##
      ]),
    TimelineErrorCase(
      "siblingInAnotherContainer",
      timeline(
        views: ##"[{"id": "a", "subviews": [{"id": "s"}]}, {"id": "b"}]"##,
        steps: ##"[{"insertSubview": {"id": "n"}, "into": "b", "above": "s"}]"##),
      [##"t.json:3:64: error: view 's' is not a subview of 'b' at 0 s (at $.steps[0].above)"##]),
    TimelineErrorCase(
      "insertRelativeToItself",
      timeline(views: ##"[{"id": "a"}]"##, steps: ##"[{"insertSubview": "a", "below": "a"}]"##),
      [##"t.json:3:43: error: view 'a' cannot be placed relative to itself (at $.steps[0].below)"##]),
    TimelineErrorCase(
      "transitionIntoOwnDescendant",
      timeline(
        views: ##"[{"id": "a", "subviews": [{"id": "b"}]}]"##,
        steps: ##"[{"transitionFrom": {"from": "b", "to": "a", "type": "curlUp", "duration": 1}}]"##),
      [
        ##"t.json:3:50: error: cannot put 'a' into 'a' at 0 s: 'a' is 'a' or inside it (that would make a cycle) (at $.steps[0].transitionFrom.to)"##
      ]),
    TimelineErrorCase(
      "showHideTargetOutsideTheHierarchy",
      timeline(
        views: ##"[{"id": "a"}]"##,
        steps:
          ##"[{"addSubview": {"id": "c", "subviews": [{"id": "d"}]}, "to": "a"}, {"at": 0.5, "removeFromSuperview": "c"}, {"at": 1, "transitionFrom": {"from": "a", "to": "c", "type": "curlUp", "duration": 1, "options": ["showHideTransitionViews"]}}]"##
      ),
      [##"t.json:3:167: error: view 'c' has no superview at 1 s (at $.steps[2].transitionFrom.to)"##]),
  ]

  @Test(arguments: cases)
  func reportsExactly(_ errorCase: TimelineErrorCase) {
    #expect(errorLines(errorCase.text) == errorCase.expected)
  }
}
