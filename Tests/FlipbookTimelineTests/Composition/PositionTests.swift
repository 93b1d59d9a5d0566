import FlipbookTestSupport
import FlipbookTimeline
import Testing

// Expected starts are worked out by hand from the position rules: "+=S" after the latest end so far,
// ">" after the previous step's end, "<" at the previous step's start, "NAME" at a label.

@Suite("Positions and labels")
@MainActor
struct PositionTests {
  /// The resolved starts of `steps` (the two-view document).
  func starts(_ steps: String) throws -> [Double] {
    try #require(loadDocument(timeline(views: twoViews, steps: steps))).steps.map(\.at)
  }

  let move = #"{"duration": 0.5, "changes": [{"view": "a", "alpha": 0}]}"#

  @Test func theGrammarReadsEveryForm() {
    #expect(StepPosition(parsing: "+=0.2") == .afterAll(offset: 0.2))
    #expect(StepPosition(parsing: "-=1") == .afterAll(offset: -1))
    #expect(StepPosition(parsing: ">") == .previousEnd(offset: 0))
    #expect(StepPosition(parsing: ">0.5") == .previousEnd(offset: 0.5))
    #expect(StepPosition(parsing: ">-0.5") == .previousEnd(offset: -0.5))
    #expect(StepPosition(parsing: "<") == .previousStart(offset: 0))
    #expect(StepPosition(parsing: "<-0.25") == .previousStart(offset: -0.25))
    #expect(StepPosition(parsing: "intro") == .label("intro", offset: 0))
    #expect(StepPosition(parsing: "intro+=1.5") == .label("intro", offset: 1.5))
    #expect(StepPosition(parsing: "intro-=1") == .label("intro", offset: -1))
    for bad in ["", "+=", "+=x", ">>", "<a", "1.5", "in tro", "9lives", "a+=-1"] {
      #expect(StepPosition(parsing: bad) == nil, "\(bad)")
    }
    #expect(StepPosition(parsing: "intro-=1")?.written == "intro-=1")
    #expect(StepPosition(parsing: ">-0.5")?.written == ">-0.5")
  }

  @Test func relativePositionsFollowTheStepsBefore() throws {
    // Step 0: 0.2 + delay 0 + 0.5 → ends 0.7. Step 1 "+=0.1": 0.8, ends 1.3. Step 2 "<": 0.8.
    // Step 3 ">-0.3": step 2 is a set (ends where it starts, 0.8) → 0.5. Step 4 "+=0": latest end 1.3.
    let result = try starts(
      """
      [{"at": 0.2, "animate": \(move)}, {"at": "+=0.1", "animate": \(move)},
       {"at": "<", "set": [{"view": "b", "alpha": 0.5}]}, {"at": ">-0.3", "set": [{"view": "b", "alpha": 1}]},
       {"at": "+=0", "set": [{"view": "b", "alpha": 0}]}]
      """)
    #expect(zip(result, [0.2, 0.8, 0.8, 0.5, 1.3]).allSatisfy { isClose($0, $1, 1e-9) }, "\(result)")
  }

  @Test func aStepsEndCountsDelayRepeatsAutoreverseAndNestedBlocks() throws {
    // 0.25 delay + 0.5 × 2 cycles × 2 (autoreverse) = 2.25; the nested block: 0.25 + 1 + 1 (own delay
    // and duration) = 2.25 too; then a keyframe block of 0.4 with delay 0.1.
    let result = try starts(
      """
      [{"animate": {"duration": 0.5, "delay": 0.25, "repeatCount": 2, "options": ["autoreverse"],
         "changes": [{"view": "a", "alpha": 0}]}},
       {"at": "+=0", "animate": {"duration": 0.5, "delay": 0.25, "changes": [
         {"animate": {"duration": 1, "delay": 1, "options": ["overrideInheritedDuration"],
                      "changes": [{"view": "b", "alpha": 0}]}}]}},
       {"at": ">", "animateKeyframes": {"duration": 0.4, "delay": 0.1, "keyframes": [
         {"start": 0, "duration": 1, "changes": [{"view": "a", "alpha": 1}]}]}},
       {"at": ">", "set": [{"view": "a", "alpha": 0}]}]
      """)
    #expect(result == [0, 2.25, 4.5, 5.0])
  }

  @Test func aBlockThatOnlyHoldsNestedBlocksEndsWithThem() throws {
    // The trap from the trial: a parent block that animates nothing itself ends with its nested blocks.
    let result = try starts(
      """
      [{"animate": {"duration": 0.5, "changes": [
         {"animate": {"delay": 1.4, "changes": [{"view": "a", "alpha": 0}]}},
         {"animate": {"delay": 2.1, "changes": [{"view": "b", "alpha": 0}]}}]}},
       {"at": ">", "set": [{"view": "a", "alpha": 1}]}]
      """)
    #expect(result == [0, 2.6])
  }

  @Test func labelsNameStartsAndDocumentTimesAndMayComeLater() throws {
    let text = """
      {"version": 1, "canvas": {"width": 200, "height": 100}, "fps": 10, "duration": 5,
       "labels": {"intro": 1, "outro": "intro+=2", "late": "card-=0.5"},
       "views": \(twoViews),
       "steps": [{"at": "card+=0.5", "set": [{"view": "a", "alpha": 0.5}]},
                 {"at": "intro", "label": "card", "animate": \(move)},
                 {"at": "outro", "set": [{"view": "b", "alpha": 0.5}]},
                 {"at": "late", "set": [{"view": "b", "alpha": 1}]}]}
      """
    let document = try #require(loadDocument(text))
    #expect(document.steps.map(\.at) == [1.5, 1, 3, 0.5])
    #expect(document.labels.map(\.seconds) == [1, 3, 0.5])
  }

  @Test func completionPositionsCountFromTheCompletionMoment() throws {
    let player = try #require(
      makePlayer(
        steps: """
          [{"animate": {"duration": 0.5, "changes": [{"view": "a", "alpha": 0}], "completion": [
             {"at": 0.2, "label": "x", "animate": {"duration": 0.3, "curve": "linear", "changes": [{"view": "b", "alpha": 0}]}},
             {"at": "+=0.1", "set": [{"view": "a", "alpha": 1}]}]}}]
          """))
    // Completion at 0.5; its list: 0.2 (ends 0.5), then "+=0.1" → 0.6 after the moment → t = 1.1.
    let (a, b) = (try #require(player.viewsByID["a"]), try #require(player.viewsByID["b"]))
    player.step(toFrame: 9)  // b: u = (0.9 − 0.7) / 0.3
    #expect(isClose(b.presentation.alpha, 1 - 2.0 / 3, 1e-9))
    player.step(toFrame: 10)
    #expect(a.alpha == 0)
    player.step(toFrame: 11)
    #expect(a.alpha == 1)
  }

  @Test(arguments: [
    TimelineErrorCase(
      "unknown label with a hint",
      timeline(
        views: twoViews,
        steps:
          #"[{"label": "intro", "set": [{"view": "a", "alpha": 1}]}, {"at": "intor", "set": [{"view": "a", "alpha": 0}]}]"#
      ),
      ["t.json:3:74: error: unknown label 'intor' (did you mean 'intro'?) (at $.steps[1].at)"]),
    TimelineErrorCase(
      "a label defined twice",
      timeline(
        views: twoViews,
        steps:
          #"[{"label": "x", "set": [{"view": "a", "alpha": 1}]}, {"label": "x", "set": [{"view": "a", "alpha": 0}]}]"#
      ),
      ["t.json:3:73: error: label 'x' is defined twice (first at 3:21) (at $.steps[1].label)"]),
    TimelineErrorCase(
      "a cycle",
      timeline(
        views: twoViews,
        steps:
          #"[{"at": "b", "label": "a", "set": [{"view": "a", "alpha": 1}]}, {"at": "a", "label": "b", "set": [{"view": "a", "alpha": 0}]}]"#
      ),
      ["t.json:3:18: error: positions form a cycle through this step (at $.steps[0].at)"]),
    TimelineErrorCase(
      "after a step that repeats forever",
      timeline(
        views: twoViews,
        steps:
          #"[{"animate": {"duration": 1, "options": ["repeat"], "changes": [{"view": "a", "alpha": 0}]}}, {"at": "+=1", "set": [{"view": "a", "alpha": 1}]}]"#
      ),
      [
        "t.json:3:111: error: this position comes after a step that repeats forever, which never ends (at $.steps[1].at)"
      ]),
    TimelineErrorCase(
      "below zero", timeline(views: twoViews, steps: #"[{"at": "-=1", "set": [{"view": "a", "alpha": 1}]}]"#),
      [
        #"t.json:3:18: error: the position "-=1" resolves to -1 s, before the start of the list (at $.steps[0].at)"#
      ]),
    TimelineErrorCase(
      "not a position",
      timeline(
        views: twoViews,
        steps:
          #"[{"at": "soon", "set": [{"view": "a", "alpha": 1}]}, {"at": "1s", "set": [{"view": "a", "alpha": 1}]}]"#
      ),
      [
        "t.json:3:18: error: unknown label 'soon' (at $.steps[0].at)",
        #"t.json:3:70: error: invalid position "1s": use seconds, "+=S", "-=S", ">", ">S", "<", "<S", "LABEL" or "LABEL+=S" (at $.steps[1].at)"#,
      ]),
  ])
  func badPositionsAreLocatedErrors(_ test: TimelineErrorCase) {
    #expect(errorLines(test.text) == test.expected)
  }
}
