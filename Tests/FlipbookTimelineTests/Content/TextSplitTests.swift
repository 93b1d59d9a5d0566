import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import FlipbookTimeline
import Testing

/// `text.split` without a text engine: which pieces a label has (ids, classes, the text each draws), that
/// selectors and stagger reach them, and the errors. Where the pieces are drawn is tested with Pango in
/// FlipbookRenderTests (`TextSplitRenderTests`).
@MainActor
@Suite("Text split")
struct TextSplitTests {
  /// A label `t` at [10, 20, 180, 40] showing `string`, split by `split`, with `extra` keys in its text.
  nonisolated static func label(_ string: String, split: String, extra: String = "") -> String {
    #"[{"id": "t", "frame": [10, 20, 180, 40], "text": {"string": "\#(string)", "split": "\#(split)"\#(extra)}}]"#
  }

  /// The sample of frame `frame` of the document, as a parsed object keyed by view id.
  func sample(_ views: String, _ steps: String = "[]", frame: Int = 0) throws -> [String: ParsedJSON] {
    let document = try TimelineLoader.load(text: timeline(views: views, steps: steps), file: "t.json").get()
    let output = JSONWriter(style: .compact).string(from: TimelineSampler.sample(document, frames: [frame]))
    return try #require(ParsedJSON.parse(Array(output.utf8))["frames"]?.array?.first?["views"]?.object)
  }

  @Test func charsAreGraphemeClustersWithoutSpacesWithIDsClassesAndText() throws {
    // Rule: one piece per grapheme cluster, white space is no piece; ids `LABEL/char0`, …; the pieces are
    // subviews of the label, in reading order, with the class `char` then `splitClass`.
    let views = try sample(Self.label("Hi yo", split: "chars", extra: #", "splitClass": "letter""#))
    let ids = views.keys.filter { $0.hasPrefix("t/") }.sorted()
    #expect(ids == ["t/char0", "t/char1", "t/char2", "t/char3"])
    #expect(views["t/char2"]?["piece"]?.string == "y")
    #expect(views["t/char2"]?["superview"]?.string == "t")
    #expect(views["t/char2"]?["index"]?.number == 2)
    // Without a text engine (no splitter given to the loader) each piece's frame is the label's bounds.
    #expect(views["t/char0"]?["frame"]?.numbers == [0, 0, 180, 40])
    let document = try TimelineLoader.load(
      text: timeline(views: Self.label("Hi yo", split: "chars", extra: #", "splitClass": "letter""#)),
      file: "t.json"
    ).get()
    #expect(document.classes["char"] == 4 && document.classes["letter"] == 4)
  }

  @Test func aCombiningMarkAndAnEmojiZWJSequenceAreOnePieceEach() throws {
    // Rule: pieces are grapheme clusters, never split inside one: "e" + U+0301 is one piece, and so is
    // woman, ZWJ, woman, ZWJ, girl (five scalars).
    let family = "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    let views = try sample(Self.label("e\u{301}\(family)!", split: "chars"))
    #expect(views["t/char0"]?["piece"]?.string == "e\u{301}")
    #expect(views["t/char1"]?["piece"]?.string == family)
    #expect(views["t/char2"]?["piece"]?.string == "!")
    #expect(views["t/char3"] == nil)
    #expect(
      TextSplit.chars.pieceRanges(of: "e\u{301}\(family)!", lines: [0..<22]) == [0..<3, 3..<21, 21..<22])
  }

  @Test func wordsAndLinesCutAtSpacesAndLineBreaks() throws {
    // Rule: a word is a run between white space; a line piece is a line without its outer white space
    // (without a text engine the lines are the paragraphs).
    let words = try sample(Self.label(#"  one two\nthree "#, split: "words"))
    #expect(
      ["t/word0", "t/word1", "t/word2"].map { words[$0]?["piece"]?.string } == ["one", "two", "three"])
    #expect(words["t/word3"] == nil)
    let lines = try sample(Self.label(#"  one two\nthree "#, split: "lines"))
    #expect(lines["t/line0"]?["piece"]?.string == "one two")
    #expect(lines["t/line1"]?["piece"]?.string == "three")
    // A word the layout breaks across lines is a piece per line.
    #expect(TextSplit.words.pieceRanges(of: "abcdef", lines: [0..<3, 3..<6]) == [0..<3, 3..<6])
  }

  @Test func selectorsAndStaggerReachThePieces() throws {
    // Rule: each piece animates like any view; a stagger of 0.2 s starts piece i at 0.2 × i. At 10 fps,
    // frame 5 (0.5 s) is 0.5 s into char0's 1-second fade, 0.3 into char1's, 0.1 into char2's.
    let steps =
      #"[{"at": 0, "animate": {"duration": 1, "curve": "linear", "stagger": 0.2, "changes": [{"view": ".char", "alpha": 0}]}}]"#
    let views = try sample(Self.label("abc", split: "chars"), steps, frame: 5)
    let alphas = ["t/char0", "t/char1", "t/char2"].compactMap { views[$0]?["alpha"]?.number }
    #expect(isClose(alphas, [0.5, 0.7, 0.9], 1e-9))
    #expect(views["t"]?["alpha"]?.number == 1)
    // An id names one piece.
    let one = try sample(
      Self.label("abc", split: "chars"), #"[{"at": 0, "set": [{"view": "t/char1", "alpha": 0.25}]}]"#)
    #expect(one["t/char1"]?["alpha"]?.number == 0.25 && one["t/char0"]?["alpha"]?.number == 1)
  }

  nonisolated static let errors: [TimelineErrorCase] = [
    TimelineErrorCase(
      "unknownSplit", timeline(views: label("Hi", split: "character")),
      [
        ##"t.json:2:85: error: unknown split 'character' (did you mean 'chars'?) (at $.views[0].text.split)"##
      ]),
    TimelineErrorCase(
      "splitOnAViewWithoutText", timeline(views: #"[{"id": "box", "split": "chars"}]"#),
      [
        ##"t.json:2:25: error: unknown key 'split' (did you mean 'text.split' ("text": {"string": …, "split": "chars"})?) (at $.views[0].split)"##
      ]),
    TimelineErrorCase(
      "gsapType", timeline(views: #"[{"id": "t", "text": {"string": "Hi", "type": "chars"}}]"#),
      [##"t.json:2:48: error: unknown key 'type' (did you mean 'split'?) (at $.views[0].text.type)"##]),
    TimelineErrorCase(
      "emptyString", timeline(views: label("", split: "chars")),
      [
        ##"t.json:2:83: error: 'split' needs text to split, but the label's string is empty (at $.views[0].text.split)"##
      ]),
    TimelineErrorCase(
      "onlySpaces", timeline(views: label("   ", split: "words")),
      [
        ##"t.json:2:86: error: 'split' needs text to split, but the label's string is only white space (at $.views[0].text.split)"##
      ]),
    TimelineErrorCase(
      "splitClassAlone",
      timeline(views: #"[{"id": "t", "text": {"string": "Hi", "splitClass": "x"}}]"#),
      [
        ##"t.json:2:62: error: 'splitClass' needs 'split' ("chars", "words" or "lines") beside it (at $.views[0].text.splitClass)"##
      ]),
    TimelineErrorCase(
      "splitInAChange",
      timeline(
        views: #"[{"id": "t", "text": {"string": "Hi"}}]"#,
        steps: #"[{"at": 0, "set": [{"view": "t", "text": {"string": "Yo", "split": "words"}}]}]"#),
      [
        ##"t.json:3:68: error: 'split' is only read where the label is created (in 'views' or an 'addSubview'): its pieces are made then (at $.steps[0].set[0].text.split)"##
      ]),
    TimelineErrorCase(
      "textOfASplitLabel",
      timeline(
        views: label("Hi", split: "chars"),
        steps: #"[{"at": 0, "set": [{"view": "t", "text": {"string": "Yo"}}]}]"#),
      [
        ##"t.json:3:51: error: cannot set 'text' on label 't', which is split into pieces: animate its pieces, or use another label (at $.steps[0].set[0].text)"##
      ]),
    TimelineErrorCase(
      "unknownPiece",
      timeline(
        views: label("Hi", split: "chars"), steps: #"[{"at": 0, "set": [{"view": "t/char2", "alpha": 0}]}]"#),
      [
        ##"t.json:3:38: error: unknown view 't/char2' (did you mean 't/char0'?) (at $.steps[0].set[0].view)"##
      ]),
  ]

  @Test(arguments: errors)
  func errorsAreLocated(_ errorCase: TimelineErrorCase) {
    // Rule: a bad `split` is an error at its value (file:line:column and JSON path), with "did you mean";
    // `split` in a change at its key; a piece that does not exist is an unknown view.
    #expect(errorLines(errorCase.text) == errorCase.expected)
  }
}
