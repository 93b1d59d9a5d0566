import FlipbookTimeline
import Testing

/// A file with thousands of errors: every one is counted, the first 100 printed, hints only for those.
@Suite("Many errors")
@MainActor
struct ManyErrorsTests {
  @Test func thousandsOfUnknownViewsPrintTheFirstHundredWithHintsAndTheTotal() {
    let count = 3_000
    let views = "[" + (0..<count).map { #"{"id": "v\#($0)"}"# }.joined(separator: ", ") + "]"
    let steps =
      "[" + (0..<count).map { #"{"set": [{"view": "v\#($0)x", "alpha": 0}]}"# }.joined(separator: ", ") + "]"
    let lines = errorLines(timeline(views: views, steps: steps))
    #expect(lines.count == 101)
    #expect(lines[0].contains("unknown view 'v0x' (did you mean 'v0'?)"), "\(lines[0])")
    #expect(lines[99].contains("unknown view 'v99x' (did you mean 'v99'?)"), "\(lines[99])")
    #expect(lines[100].contains("too many errors: \(count) found, showing the first 100"), "\(lines[100])")
  }

  @Test func theIndexFindsWhatTheRulesFind() {
    let ids = ["root", "card", "cardShadow", "badge", "title", "subtitle"]
    let index = SuggestionIndex(ids)
    for (word, expected) in [
      ("crad", "card"), ("Card", "card"), ("bagde", "badge"), ("cardShadw", "cardShadow"), ("titel", "title"),
      ("subtitleLabel", "subtitle"), ("zzz", nil),
    ] as [(String, String?)] {
      #expect(index.closest(to: word) == expected, "\(word)")
    }
    #expect(index.hint(for: "card") == "")
  }
}
