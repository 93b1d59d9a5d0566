import FlipbookTimeline
import Testing

@Suite("Control characters in messages")
struct PrintableTextTests {
  @Test func controlCharactersBecomeEscapes() {
    #expect(PrintableText.escaped("a\u{0}b") == #"a\u{0000}b"#)
    #expect(PrintableText.escaped("\u{1B}[2J") == #"\u{001B}[2J"#)
    #expect(PrintableText.escaped("x\ny\tz\r") == #"x\ny\tz\r"#)
    #expect(PrintableText.escaped("\u{7F}\u{85}\u{9F}") == #"\u{007F}\u{0085}\u{009F}"#)
    #expect(PrintableText.escaped("evil\u{202E}txt.json") == #"evil\u{202E}txt.json"#)
  }

  @Test func printableTextIsKept() {
    for text in ["", "plain", "é ü 日本 🎬", #"back\slash"#, "\u{A0}non-breaking"] {
      #expect(PrintableText.escaped(text) == text)
    }
  }

  @Test func linesKeepTheirBreaks() {
    #expect(PrintableText.escapedLines("a\u{7}\nb\u{0}\n") == "a\\u{0007}\nb\\u{0000}\n")
  }

  /// Issue 15: a NUL (and an escape sequence) inside a key or id reached the terminal raw.
  @Test @MainActor func diagnosticsQuotingDocumentTextAreEscaped() {
    let views = #"[{"id": "a\u0000b", "frame": [0, 0, 1, 1], "x\u001b[2Jy": 1}]"#
    let lines = errorLines(timeline(views: views))
    #expect(lines.count == 2)
    #expect(lines.contains { $0.contains(#"invalid id 'a\u{0000}b'"#) })
    #expect(lines.contains { $0.contains(#"unknown key 'x\u{001B}[2Jy'"#) })
    for line in lines {
      #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }
  }

  @Test func fileNamesAreEscaped() {
    let diagnostic = TimelineDiagnostic(file: "a\u{1B}b.json", location: nil, path: "$", message: "m")
    #expect(diagnostic.description == #"a\u{001B}b.json: error: m (at $)"#)
  }
}
