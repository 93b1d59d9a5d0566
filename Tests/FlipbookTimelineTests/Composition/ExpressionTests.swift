import Flipbook
import FlipbookGeometry
import FlipbookTimeline
import Testing

/// `${…}` expressions and repeats over lists, evaluated when the document loads. Expected values are worked
/// out by hand from the rules in "Templates, repeats and props" (operators, precedence, `+` joining texts,
/// numbers written in their shortest round-trip form inside a longer string).
@Suite("Expressions and repeats over lists")
@MainActor
struct ExpressionTests {
  static let head = #""version": 1, "canvas": {"width": 400, "height": 300}, "fps": 10, "duration": 1"#

  func load(props: String, views: String) -> Result<TimelineDocument, TimelineErrors> {
    TimelineLoader.load(
      text: #"{\#(Self.head), "props": \#(props), "views": \#(views)}"#, file: "t.json")
  }

  func errors(props: String, views: String) -> [String] {
    switch load(props: props, views: views) {
    case .success: []
    case .failure(let errors): errors.diagnostics.map(\.description)
    }
  }

  /// The string a label shows when its text is `expression` (in a longer string, so as text).
  func text(_ expression: String, props: String = "{}") throws -> String? {
    let document = try load(
      props: props, views: #"[{"id": "v", "frame": [0, 0, 10, 10], "text": {"string": "[\#(expression)]"}}]"#
    ).get()
    return document.views.views[0].text?.string
  }

  @Test(arguments: [
    ("${1 + 2 * 3}", "[7]"),  // * before +
    ("${(1 + 2) * 3}", "[9]"),
    ("${7 % 4 - -1}", "[4]"),  // unary minus
    ("${10 / 4}", "[2.5]"),  // shortest round-trip form
    ("${0.1 + 0.2}", "[0.30000000000000004]"),
    ("${'a' + 1}", "[a1]"),  // + joins when either side is a text
    ("${1 < 2 && !(2 <= 1)}", "[true]"),
    ("${3 == 3 ? 'yes' : 'no'}", "[yes]"),
    (
      "${min(4, 2, 8)} ${max(4, 2, 8)} ${abs(-3)} ${round(2.5)} ${floor(-1.5)} ${ceil(1.2)}", "[2 8 3 3 -2 2]"
    ),
    ("${clamp(15, 0, 10)} ${clamp(-1, 0, 10)}", "[10 0]"),
    ("${len('héllo')} ${len(list)} ${list[1]}", "[5 3 b]"),
    ("${o.k.deep}", "[x]"),
    ("${'it\\\\'s'}", "[it's]"),
  ])
  func operatorsAndFunctions(_ written: String, _ shown: String) throws {
    #expect(try text(written, props: #"{"list": ["a", "b", "c"], "o": {"k": {"deep": "x"}}}"#) == shown)
  }

  @Test func andAndOrEvaluateOnlyTheSideTheyNeed() throws {
    // rows[0] of an empty list is an error, but it is never evaluated.
    #expect(
      try text("${len(rows) > 0 && rows[0] == 'a'} ${len(rows) == 0 || rows[0]}", props: #"{"rows": []}"#)
        == "[false true]")
    #expect(try text("${len(rows) > 0 ? rows[0] : 'none'}", props: #"{"rows": []}"#) == "[none]")
  }

  @Test func aWholeStringExpressionKeepsItsType() throws {
    let document = try load(
      props: #"{"width": 200, "show": false}"#,
      views:
        #"[{"id": "v", "frame": ["${-width}", 0, "${width / 2}", 10], "alpha": "${show ? 1 : 0.25}", "hidden": "${!show}"}]"#
    ).get()
    let view = document.views.views[0]
    #expect(view.frame == Rect(x: -200, y: 0, width: 100, height: 10))
    #expect(view.alpha == 0.25)
    #expect(view.isHidden == true)
  }

  @Test func aRepeatOverAListMakesOneViewPerItemWithItemIAndN() throws {
    let document = try load(
      props: #"{"people": [{"name": "Ada", "score": 3}, {"name": "Grace", "score": 10}]}"#,
      views:
        #"[{"repeat": "${people}", "id": "row${i}", "frame": [0, "${i * 30}", 100, 24], "text": {"string": "${i + 1}/${n} ${item.name}: ${item.score * 2} pts"}}]"#
    ).get()
    #expect(document.viewIDs == ["row0", "row1"])
    #expect(document.views.views.map { $0.text?.string } == ["1/2 Ada: 6 pts", "2/2 Grace: 20 pts"])
    #expect(document.views.views[1].frame?.origin.y == 30)
  }

  @Test func errorsAreLocatedAtTheTokenInsideTheString() {
    let views = #"[{"id": "v", "text": {"string": "${list[5]} ${1 / 0} ${foo(1)} ${1 +} ${len(3)}"}}]"#
    // A token at byte b of the text is at the string's column (its quote) + 1 + b.
    let column =
      #"{\#(Self.head), "props": {"list": [1]}, "views": [{"id": "v", "text": {"string": "#.count + 1
    #expect(
      errors(props: #"{"list": [1]}"#, views: views) == [
        "t.json:1:\(column + 7): error: in '${list[5]}': index 5 is out of range: the list has 1 items (at $.views[0].text.string)",
        "t.json:1:\(column + 16): error: in '${1 / 0}': division by zero (at $.views[0].text.string)",
        "t.json:1:\(column + 23): error: in '${foo(1)}': unknown function 'foo' (at $.views[0].text.string)",
        "t.json:1:\(column + 36): error: in '${1 +}': the expression ends where a value was expected (at $.views[0].text.string)",
        "t.json:1:\(column + 40): error: in '${len(3)}': len takes a list or a text, found a number (at $.views[0].text.string)",
      ])
  }

  @Test func aRepeatOverSomethingElseIsAnError() {
    #expect(
      errors(props: #"{"one": "x"}"#, views: #"[{"repeat": "${one}", "id": "v${i}"}]"#).first?.contains(
        "'repeat' must be a whole number from 0 to 1000000 or a list, found string") == true)
  }

  @Test func expressionsNestedPastTheLimitAreAnError() {
    let deep = String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100)
    let found = errors(props: "{}", views: #"[{"id": "v", "text": {"string": "${\#(deep)}"}}]"#)
    #expect(found.count == 1)
    #expect(found.first?.contains("the expression nests deeper than 64 levels") == true)
  }
}
