import Flipbook
import FlipbookGeometry
import FlipbookTimeline
import Testing

@Suite("Templates, repeats and props")
@MainActor
struct TemplateTests {
  /// A document with `templates`, `props` and `views` (line 2), `steps` (line 3).
  func text(templates: String = "{}", props: String = "{}", views: String, steps: String = "[]") -> String {
    """
    {"version": 1, "canvas": {"width": 200, "height": 100}, "fps": 10, "duration": 2, "templates": \(templates), "props": \(props),
    "views": \(views),
    "steps": \(steps)}
    """
  }

  func load(_ text: String, props: TimelineProps = TimelineProps()) -> Result<
    TimelineDocument, TimelineErrors
  > {
    TimelineLoader.load(text: text, file: "t.json", props: props)
  }

  func errors(_ text: String, props: TimelineProps = TimelineProps()) -> [String] {
    switch load(text, props: props) {
    case .success: []
    case .failure(let errors): errors.diagnostics.map(\.description)
    }
  }

  let card = """
    {"card": {"frame": [0, 0, 50, 20], "backgroundColor": "${color}", "class": "card",
              "subviews": [{"id": "title", "frame": [2, 2, 40, 10], "text": {"string": "${label} #${i}"}}]}}
    """

  @Test func anInstanceIsTheTemplateWithItsKeysLaidOverAndLocalIds() throws {
    let text = self.text(
      templates: card,
      views:
        #"[{"template": "card", "id": "x", "params": {"color": "red", "label": "Hi"}, "alpha": 0.5, "frame": [10, 10, 60, 30], "subviews": [{"id": "extra"}]}]"#
    )
    // ${i} is not bound outside a repeat: reported once, at the template's text.
    #expect(
      errors(text) == [
        "t.json:2:84: error: '${i}' names no parameter or prop (at $.templates.card.subviews[0].text.string)"
      ])
    let fixed = text.replacingOccurrences(of: " #${i}", with: "")
    let loaded = try #require(loadDocument(fixed))
    #expect(loaded.viewIDs == ["x", "x/title", "extra"])
    let x = loaded.views.views[0]
    #expect(x.frame == Rect(x: 10, y: 10, width: 60, height: 30))
    #expect(x.alpha == 0.5)
    #expect(x.backgroundColor == Color.named("red"))
    #expect(x.classes == ["card"])
    #expect(loaded.views.views[x.subviews[0]].text?.string == "Hi")
  }

  @Test func aRepeatStandsForNViewsWithIAndN() throws {
    let text = self.text(
      templates: card, props: #"{"label": "Row"}"#,
      views:
        #"[{"repeat": 3, "template": "card", "id": "row${i}", "params": {"color": "green"}, "tag": "${n}", "center": [25, "${i}"]}]"#
    )
    let loaded = try #require(loadDocument(text))
    #expect(loaded.viewIDs == ["row0", "row0/title", "row1", "row1/title", "row2", "row2/title"])
    let rows = loaded.views.roots.map { loaded.views.views[$0] }
    #expect(rows.map(\.center) == [0, 1, 2].map { Point(x: 25, y: Double($0)) })
    #expect(rows.map(\.frame) == [nil, nil, nil])  // an instance's center replaces the template's frame
    #expect(rows.allSatisfy { $0.tag == 3 })
    #expect(rows.map { loaded.views.views[$0.subviews[0]].text?.string } == ["Row #0", "Row #1", "Row #2"])
  }

  @Test func wholeValueParametersKeepTheirType() throws {
    let text = self.text(
      props: #"{"box": [1, 2, 3, 4], "on": true, "k": 7}"#,
      views:
        #"[{"id": "a", "frame": "${box}", "hidden": "${on}", "tag": "${k}", "text": {"string": "k=${k} ${on}"}}]"#
    )
    let spec = try #require(loadDocument(text)).views.views[0]
    #expect(spec.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(spec.isHidden && spec.tag == 7)
    #expect(spec.text?.string == "k=7 true")
  }

  @Test func commandLinePropsWinOverTheDocumentsAndOneTimelineRendersMany() throws {
    let text = self.text(
      props: #"{"title": "Hello", "accent": "red"}"#,
      views: #"[{"id": "a", "backgroundColor": "${accent}", "text": {"string": "${title}"}}]"#)
    var props = TimelineProps()
    try props.merge(file: "launch.json", bytes: Array(#"{"title": "Launch"}"#.utf8))
    let given = [props.set(#"accent=[0, 0, 1, 1]"#), props.set("title=Launch day")]
    #expect(given == [true, true])
    let spec = try load(text, props: props).get().views.views[0]
    #expect(spec.text?.string == "Launch day")
    #expect(spec.backgroundColor == Color(red: 0, green: 0, blue: 1, alpha: 1))
  }

  @Test func repeatsWorkInAddSubviewSteps() throws {
    let text = self.text(
      templates: card, props: #"{"label": "L", "color": "blue"}"#, views: #"[{"id": "list"}]"#,
      steps: #"[{"at": 0.5, "addSubview": {"repeat": 2, "template": "card", "id": "n${i}"}, "to": "list"}]"#)
    let player = TimelinePlayer(document: try #require(loadDocument(text)))
    player.step(toFrame: 5)
    #expect(player.viewsByID["list"]?.subviews.map { player.id(of: $0) } == ["n0", "n1"])
    #expect(player.viewsByID["n1/title"] != nil)
  }

  @Test func errorsAreLocatedAndNameWhatIsWrong() throws {
    let text = self.text(
      templates:
        #"{"a": {"subviews": [{"template": "b"}]}, "b": {"subviews": [{"template": "a"}]}, "c": {"frame": [0, 0, 1, 1]}}"#,
      props: #"{"alpha": "half"}"#,
      views:
        #"[{"template": "cc", "id": "x"}, {"template": "a", "id": "y"}, {"id": "z", "alpha": "${alpha}"}, {"template": "c", "id": "z"}, {"repeat": -1, "id": "w"}]"#
    )
    var props = TimelineProps()
    let given = props.set("unused=1")
    #expect(given)
    #expect(
      errors(text, props: props) == [
        "t.json:1:169: error: templates form a cycle: a → b → a (at $.templates.b.subviews[0].template)",
        "t.json:2:24: error: unknown template 'cc' (did you mean 'c'?) (at $.views[0].template)",
        "t.json:2:93: error: expected a number, found string (the value of prop 'alpha') (at $.views[2].alpha)",
        "t.json:2:130: error: duplicate id 'z' (first declared at 2:79) (at $.views[3].id)",
        "t.json:2:147: error: 'repeat' must be a whole number from 0 to 1000000 or a list, found -1 (at $.views[4].repeat)",
        "--prop unused: error: the prop 'unused' is given but the timeline never uses it (at $)",
      ])
  }

  @Test func aValueOfTheWrongKindNamesItsParameterAndInstanceWithTheFix() {
    let text = self.text(
      templates: #"{"score": {"frame": [0, 0, 50, 20], "text": {"string": "${num}"}}}"#,
      props: #"{"total": 12}"#,
      views:
        #"[{"template": "score", "id": "home", "params": {"num": 5}}, {"id": "sum", "frame": [0, 0, 9, 9], "text": {"string": "${total}"}}]"#
    )
    // A placeholder alone takes its value's own kind (a number); a label's string must be a text.
    #expect(
      errors(text) == [
        #"t.json:1:151: error: expected a string, found number (the value of parameter 'num' of instance 'home'): "${num}" is a number; a text wants "${num} pts" (the value inside a longer text) or a string value (at $.templates.score.text.string)"#,
        #"t.json:2:126: error: expected a string, found number (the value of prop 'total'): "${total}" is a number; a text wants "${total} pts" (the value inside a longer text) or a string value (at $.views[1].text.string)"#,
      ])
  }
}
