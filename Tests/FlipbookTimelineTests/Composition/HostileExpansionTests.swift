import Flipbook
import FlipbookTimeline
import Foundation
import Testing

/// Documents of a few hundred bytes that refer to themselves or multiply: each ends in one located error (or
/// the correct document) instead of a crash, a hang or unbounded memory. The limits are the ones
/// `ExpansionLimits` documents: 1,000,000 views by default, 64 units of work a view, 256 levels of nesting.
@Suite("Hostile expansion: cycles, bombs and long chains")
@MainActor
struct HostileExpansionTests {
  static let head = #""version": 1, "canvas": {"width": 100, "height": 100}, "fps": 10, "duration": 1"#

  func errors(_ text: String, props: TimelineProps = TimelineProps()) -> [String] {
    switch TimelineLoader.load(text: text, file: "t.json", props: props) {
    case .success: []
    case .failure(let errors): errors.diagnostics.map(\.description)
    }
  }

  /// `{head, props, views: [a label showing ${shown}]}` on one line.
  func labelDocument(props: String, shown: String) -> String {
    #"{\#(Self.head), "props": \#(props), "views": [{"id": "v", "frame": [0, 0, 10, 10], "text": {"string": "\#(shown)"}}]}"#
  }

  @Test func aPropThatRefersToItselfIsALocatedCycle() {
    let text = labelDocument(props: #"{"a": "x${a}"}"#, shown: "${a}")
    #expect(
      errors(text) == [
        "t.json:1:\(text.distance(to: "\"x${a}\"")): error: props or parameters refer to themselves in a cycle: "
          + "'a' → 'a' (at $.props.a)"
      ])
  }

  @Test func twoPropsThatReferToEachOtherNameTheWholeCycle() {
    let text = labelDocument(props: #"{"a": "x${b}", "b": "${a}"}"#, shown: "${a}")
    #expect(
      errors(text) == [
        "t.json:1:\(text.distance(to: "\"${a}\"}")): error: props or parameters refer to themselves in a "
          + "cycle: 'a' → 'b' → 'a' (at $.props.b)"
      ])
  }

  @Test func aParameterThatNamesTheOuterValueOfItsOwnNameIsNoCycle() throws {
    // `{"a": "${a}"}` in an instance's params reads the `a` of the scope it is written in (the prop).
    let text = #"""
      {\#(Self.head), "props": {"a": "outer"}, "templates": {"t": {"frame": [0, 0, 10, 10], "text": {"string": "${a}"}}},
      "views": [{"template": "t", "id": "x", "params": {"a": "${a}!"}}]}
      """#
    let document = try TimelineLoader.load(text: text, file: "t.json").get()
    #expect(document.views.views[0].text?.string == "outer!")
  }

  /// 39 props each doubling the one before: 2^40 bytes if written out.
  static func doublingProps(seed: String) -> String {
    var props = [#""p0": "\#(seed)""#]
    for level in 1...39 { props.append(#""p\#(level)": "${p\#(level - 1)}${p\#(level - 1)}""#) }
    return "{" + props.joined(separator: ", ") + "}"
  }

  @Test func propsThatDoubleEachOtherAreRefusedNamingTheChain() throws {
    let found = errors(labelDocument(props: Self.doublingProps(seed: "ab"), shown: "${p39}"))
    let error = try #require(found.first)
    #expect(found.count == 1)
    // 64 units a view × 1,000,000 views; the chain is named from the use inward.
    #expect(
      error.contains(
        "error: expanding the document takes more than 64000000 steps here (expanding 'p39' → 'p38'"))
    #expect(error.contains("raise the limit with --max-views"))
  }

  @Test func propsThatDoubleNothingExpandOnceEachAndLoad() throws {
    // Each prop is expanded once (a prop's value does not depend on where it is used): 2^39 uses cost 39.
    let document = try TimelineLoader.load(
      text: labelDocument(props: Self.doublingProps(seed: ""), shown: "[${p39}]"), file: "t.json"
    ).get()
    #expect(document.views.views[0].text?.string == "[]")
  }

  @Test func parametersThatDoubleThroughNestedTemplatesAreRefused() throws {
    var templates = [#""t0": {"frame": [0, 0, 1, 1], "text": {"string": "${s}"}}"#]
    for level in 1...30 {
      templates.append(
        #""t\#(level)": {"frame": [0, 0, 1, 1], "subviews": [{"template": "t\#(level - 1)", "id": "c", "params": {"s": "${s}${s}"}}]}"#
      )
    }
    let text =
      #"{\#(Self.head), "templates": {\#(templates.joined(separator: ", "))}, "views": [{"template": "t30", "id": "r", "params": {"s": "xy"}}]}"#
    let found = errors(text)
    #expect(found.count == 1)
    #expect(
      found.first?.contains("error: expanding the document takes more than 64000000 steps here") == true)
  }

  @Test func nestedRepeatsAreRefusedAfterTheirFirstCopy() throws {
    // 10^6 × 10^6 views: the inner repeat's first copy shows each outer copy makes 10^6 + 1.
    let text = #"""
      {\#(Self.head), "views": [{"repeat": 1000000, "id": "a${i}", "frame": [0, 0, 1, 1],
      "subviews": [{"repeat": 1000000, "id": "b${i}", "frame": [0, 0, 1, 1]}]}]}
      """#
    let found = errors(text)
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("t.json:2:") == true)
    #expect(found.first?.contains("views, more than the 1000000 a document may expand to") == true)
  }

  @Test func theViewLimitIsTheCallersToRaise() throws {
    let text = #"{\#(Self.head), "views": [{"repeat": 200, "id": "v${i}", "frame": [0, 0, 1, 1]}]}"#
    var props = TimelineProps()
    props.limits = ExpansionLimits(maximumViews: 100)
    let found = errors(text, props: props)
    #expect(found.count == 1)
    #expect(
      found.first?.hasSuffix(
        "error: this repeat would make 200 × 1 views, more than the 100 a document may expand to (raise the "
          + "limit with --max-views) (at $.views[0].repeat)") == true)
    props.limits = ExpansionLimits(maximumViews: 200)
    let document = try TimelineLoader.load(text: text, file: "t.json", props: props).get()
    #expect(document.viewIDs.count == 200)
  }

  @Test func templatesThatMultiplyAreRefusedAtTheRepeatThatPassesTheLimit() throws {
    // t_k holds 10 copies of t_(k−1): t5 makes 111,111 views, so 10 copies of it pass 1,000,000.
    var templates = [#""t0": {"frame": [0, 0, 1, 1]}"#]
    for level in 1...11 {
      templates.append(
        #""t\#(level)": {"frame": [0, 0, 1, 1], "subviews": [{"repeat": 10, "template": "t\#(level - 1)", "id": "c${i}"}]}"#
      )
    }
    let text =
      #"{\#(Self.head), "templates": {\#(templates.joined(separator: ", "))}, "views": [{"template": "t11", "id": "r"}]}"#
    let found = errors(text)
    #expect(found.count == 1)
    #expect(found.first?.contains("this repeat would make 10 × 111111 views") == true)
    #expect(found.first?.hasSuffix("(at $.templates.t6.subviews[0].repeat)") == true)
  }

  @Test func aTemplateCycleIsReportedWhenNoInstanceUsesIt() {
    let text = #"""
      {\#(Self.head), "templates": {"used": {"frame": [0, 0, 1, 1]},
      "a": {"frame": [0, 0, 1, 1], "subviews": [{"template": "b", "id": "x"}]}, "b": {"subviews": [{"template": "a", "id": "y"}]}},
      "views": [{"template": "used", "id": "u"}]}
      """#
    #expect(
      errors(text) == [
        "t.json:2:107: error: templates form a cycle: a → b → a (at $.templates.b.subviews[0].template)"
      ])
  }

  @Test func nestingPastTheLimitIsAnErrorNotACrash() throws {
    // The parser reads any depth; expanding (here because of `props`) stops at 256 levels.
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let text = #"{\#(Self.head), "props": {"x": 1}, "views": [], "extra": \#(deep)}"#
    let found = errors(text)
    #expect(found.count == 1)
    #expect(found.first?.contains("error: the document nests deeper than 256 levels here") == true)
  }

  @Test func aChainOfTwentyThousandLabelsResolves() throws {
    // l_k = l_(k−1) + 0.00001 s: l_19999 = 0.1 + 19999 × 0.00001 = 0.29999 s.
    var labels = [#""l0": 0.1"#]
    for index in 1..<20_000 { labels.append(#""l\#(index)": "l\#(index - 1)+=0.00001""#) }
    let text = #"""
      {\#(Self.head), "labels": {\#(labels.joined(separator: ", "))}, "views": [{"id": "v", "frame": [0, 0, 1, 1]}],
      "steps": [{"at": "l19999", "animate": {"duration": 0.1, "changes": [{"view": "v", "alpha": 0}]}}]}
      """#
    let document = try TimelineLoader.load(text: text, file: "t.json").get()
    #expect(abs(document.steps[0].at - 0.29999) < 1e-9)
  }

  @Test func fifteenThousandStepLabelsNamingLaterStepsResolve() throws {
    // Written last first: step k (from the end) starts at label s_(k−1), which the step after it defines.
    let count = 15_000
    var steps: [String] = []
    for index in stride(from: count - 1, through: 0, by: -1) {
      let at = index == 0 ? "0" : #""s\#(index - 1)+=0.00001""#
      steps.append(
        #"{"at": \#(at), "label": "s\#(index)", "animate": {"duration": 0.01, "changes": [{"view": "v", "alpha": 0.5}]}}"#
      )
    }
    let text =
      #"{\#(Self.head), "views": [{"id": "v", "frame": [0, 0, 1, 1]}], "steps": [\#(steps.joined(separator: ", "))]}"#
    let document = try TimelineLoader.load(text: text, file: "t.json").get()
    // The first step written is label s14999: 14999 × 0.00001 s.
    #expect(abs(document.steps[0].at - 0.14999) < 1e-9)
    #expect(document.steps[count - 1].at == 0)
  }

  @Test func aPositionTooLargeForADoubleIsSaidSo() {
    let text = #"""
      {\#(Self.head), "views": [{"id": "v", "frame": [0, 0, 1, 1]}], "steps": [
      {"at": "+=1e308", "animate": {"duration": 0.1, "changes": [{"view": "v", "alpha": 0}]}},
      {"at": "+=1e308", "animate": {"duration": 0.1, "changes": [{"view": "v", "alpha": 0}]}}]}
      """#
    // 1e308 + 0.1 + 1e308 is beyond the largest double: not "after a step that repeats forever".
    #expect(
      errors(text) == [
        #"t.json:3:8: error: the position "+=1e+308" is too large: it resolves to inf s (at $.steps[1].at)"#
      ])
  }
}

extension String {
  /// The 1-based column of the first occurrence of `part` (one-line documents).
  fileprivate func distance(to part: String) -> Int {
    distance(from: startIndex, to: range(of: part)!.lowerBound) + 1
  }
}
