import Foundation
import Testing

/// `flipbook schedule`'s output: the table and `--json`, for a document whose selector loses a view before
/// its staggered step runs (the step ends with the two targets left) and for completion lists.
@Suite("flipbook schedule")
struct ScheduleCommandTests {
  static func document(_ steps: String, labels: String = "") -> String {
    """
    {"version": 1, "canvas": {"width": 40, "height": 40}, "fps": 10, "duration": 4\(labels),
     "views": [{"id": "d1", "class": "dot", "frame": [0, 0, 4, 4]},
               {"id": "d2", "class": "dot", "frame": [8, 0, 4, 4]},
               {"id": "d3", "class": "dot", "frame": [16, 0, 4, 4]}],
     "steps": \(steps)}
    """
  }

  static let wave = document(
    """
    [{"at": 0.5, "removeFromSuperview": "d2"},
     {"at": 1, "label": "wave", "animate": {"duration": 1, "curve": "linear", "stagger": 0.2,
      "changes": [{"view": ".dot", "alpha": 0}]}},
     {"at": "+=0", "set": [{"view": "d1", "alpha": 1}]}]
    """)

  @Test func theTableListsEveryStepWithItsStartEndLabelAndTargets() throws {
    let result = try CLIRunner.run(["schedule", "-"], stdin: Self.wave)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        $.steps (timeline time):
          $.steps[0]  removeFromSuperview  at 0.5  start 0.5  end 0.5
          $.steps[1]  animate  at 1  start 1  end 2.2  label wave
            stagger: d1 1, d3 1.2
          $.steps[2]  set  at +=0  start 2.2  end 2.2

        """)
  }

  @Test func theJSONHoldsTheSameScheduleWithLabelsAndCompletionLists() throws {
    let text = Self.document(
      """
      [{"at": 0, "animate": {"duration": 0.5, "changes": [{"view": "d1", "alpha": 0.5}],
        "completion": [{"at": 0.25, "label": "after", "set": [{"view": "d3", "alpha": 0}]},
                       {"at": "+=0.5", "animate": {"duration": 1,
                        "options": ["repeat"], "changes": [{"view": "d3", "alpha": 1}]}}]}},
       {"at": 1, "animate": {"duration": 1, "stagger": 0.5, "changes": [{"view": ".dot", "alpha": 0}]}}]
      """, labels: #", "labels": {"intro": 1.5}"#)
    let result = try CLIRunner.run(["schedule", "--json", "-"], stdin: text)
    #expect(result.status == 0, "\(result.stderr)")
    let expected = """
      {"labels": {"intro": 1.5}, "lists": [
        {"path": "$.steps", "completion": false, "steps": [
          {"path": "$.steps[0]", "action": "animate", "at": 0, "start": 0, "end": 0.5, "label": null},
          {"path": "$.steps[1]", "action": "animate", "at": 1, "start": 1, "end": 3, "label": null,
           "stagger": [{"view": "d1", "start": 1}, {"view": "d2", "start": 1.5}, {"view": "d3", "start": 2}]}]},
        {"path": "$.steps[0].animate.completion", "completion": true, "steps": [
          {"path": "$.steps[0].animate.completion[0]", "action": "set", "at": 0.25, "start": 0.25, "end": 0.25,
           "label": "after"},
          {"path": "$.steps[0].animate.completion[1]", "action": "animate", "at": "+=0.5", "start": 0.75,
           "end": null, "label": null}]}]}
      """
    let printed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? NSDictionary
    let wanted = try JSONSerialization.jsonObject(with: Data(expected.utf8)) as? NSDictionary
    #expect(printed != nil && printed == wanted, "\(result.stdout)")
  }
}
