import FlipbookTimeline
import Testing

/// `flipbook schedule`'s model and output: a step's end is its plan's, with the targets its changes name when
/// it runs, and positions count from those ends.
@Suite("Schedule")
@MainActor
struct ScheduleTests {
  static func document(_ views: String, _ steps: String, labels: String = "") throws -> TimelineDocument {
    let text = """
      {"version": 1, "canvas": {"width": 40, "height": 40}, "fps": 10, "duration": 4\(labels),
       "views": \(views), "steps": \(steps)}
      """
    return try TimelineLoader.load(text: text, file: "t.json").get()
  }

  /// Three dots; `d2` goes at 0.5 s; a 1 s linear stagger of 0.2 over `.dot` at 1 s animates the two left.
  static let dots = (
    views: """
    [{"id": "d1", "class": "dot", "frame": [0, 0, 4, 4]}, {"id": "d2", "class": "dot", "frame": [8, 0, 4, 4]},
     {"id": "d3", "class": "dot", "frame": [16, 0, 4, 4]}]
    """,
    steps: """
    [{"at": 0.5, "removeFromSuperview": "d2"},
     {"at": 1, "label": "wave", "animate": {"duration": 1, "curve": "linear", "stagger": 0.2,
      "changes": [{"view": ".dot", "alpha": 0}]}},
     {"at": "+=0", "set": [{"view": "d1", "alpha": 1}]}]
    """
  )

  @Test func aSelectorCountsTheViewsItsClassHoldsWhenTheStepRuns() throws {
    let document = try Self.document(Self.dots.views, Self.dots.steps)
    // Two targets, starting at 1 and 1.2: the last ends at 2.2, where "+=0" starts (not 2.4, three dots).
    #expect(document.steps[2].at == 2.2)
    let schedule = TimelineSchedule(document: document)
    let wave = schedule.lists[0].steps[1]
    #expect(wave.start == 1)
    #expect(wave.end == 2.2)
    #expect(wave.targets.map(\.id) == ["d1", "d3"])
    #expect(wave.targets.map(\.start) == [1, 1.2])
    #expect(schedule.lists[0].steps[2].start == 2.2)
  }

  @Test func completionListsCountFromTheirMomentWithTheirOwnLabels() throws {
    let steps = """
      [{"at": 0, "animate": {"duration": 0.5, "changes": [{"view": "d1", "alpha": 0.5}],
        "completion": [{"at": 0.25, "label": "after", "set": [{"view": "d3", "alpha": 0}]},
                       {"at": "+=0.5", "animate": {"duration": 1, "repeatCount": 2,
                        "changes": [{"view": "d3", "alpha": 1}]}}]}}]
      """
    let schedule = TimelineSchedule(document: try Self.document(Self.dots.views, steps))
    #expect(schedule.lists.map(\.isCompletion) == [false, true])
    #expect(schedule.lists[1].path == "$.steps[0].animate.completion")
    // After the set's end (0.25), +0.5; two cycles of 1 s.
    #expect(schedule.lists[1].steps.map(\.start) == [0.25, 0.75])
    #expect(schedule.lists[1].steps.map(\.end) == [0.25, 2.75])
    #expect(schedule.lists[1].steps.map(\.label) == ["after", nil])
  }

  @Test func aBlockThatOnlyReflowsAStackEndsWhenTheRowsStopMoving() throws {
    // Hiding r1 lays the stack out inside the block: r2 moves up over 0.5 s, so "+=0" starts at 0.5.
    let views = """
      [{"id": "list", "frame": [0, 0, 20, 40], "stack": {"axis": "vertical"},
        "subviews": [{"id": "r0", "frame": [0, 0, 20, 10]}, {"id": "r1", "frame": [0, 0, 20, 10]},
                     {"id": "r2", "frame": [0, 0, 20, 10]}]}]
      """
    let steps = """
      [{"at": 0, "animate": {"duration": 0.5, "changes": [{"view": "r1", "hidden": true}]}},
       {"at": "+=0", "set": [{"view": "r0", "alpha": 0.5}]}]
      """
    let document = try Self.document(views, steps)
    #expect(document.steps[1].at == 0.5)
    #expect(TimelineSchedule(document: document).lists[0].steps[0].end == 0.5)
  }

  @Test func aNestedBlockRunsForItsParentsDurationUnlessItOverridesIt() throws {
    func end(_ options: String) throws -> Double {
      let steps = """
        [{"at": 0, "animate": {"duration": 1, "changes": [
          {"view": "d1", "alpha": 0},
          {"animate": {"duration": 3\(options), "changes": [{"view": "d3", "alpha": 0}]}}]}},
         {"at": ">", "set": [{"view": "d1", "alpha": 1}]}]
        """
      return try Self.document(Self.dots.views, steps).steps[1].at
    }
    #expect(try end("") == 1)
    #expect(try end(#", "options": ["overrideInheritedDuration"]"#) == 3)
  }
}
