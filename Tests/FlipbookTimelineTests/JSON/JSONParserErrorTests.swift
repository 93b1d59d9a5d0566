import FlipbookTimeline
import Testing

/// One malformed document and the error a person should see. Locations are counted by hand.
struct JSONSyntaxErrorCase: Sendable, CustomTestStringConvertible {
  var text: String
  var message: String
  var location: FlipbookTimeline.SourceLocation
  var testDescription: String { text.debugDescription }

  init(_ text: String, _ message: String, _ line: Int, _ column: Int, _ offset: Int) {
    self.text = text
    self.message = message
    self.location = jsonLoc(line, column, offset)
  }
}

@Suite("JSONParser errors")
struct JSONParserErrorTests {
  static let cases: [JSONSyntaxErrorCase] = [
    .init("", "the file is empty", 1, 1, 0),
    .init(" \n\t ", "the file is empty", 1, 1, 0),
    .init(
      "{\n  \"a\": {\n    \"b\": 1\n", "unexpected end of file: an object opened at 2:8 is not closed", 4, 1,
      22),
    .init("[1, [2, 3]", "unexpected end of file: an array opened at 1:1 is not closed", 1, 11, 10),
    .init("{\"a\":", "unexpected end of file: an object opened at 1:1 is not closed", 1, 6, 5),
    .init("{\"a\"", "unexpected end of file: an object opened at 1:1 is not closed", 1, 5, 4),
    .init("[1,", "unexpected end of file: an array opened at 1:1 is not closed", 1, 4, 3),
    .init("{\"a\": 1 \"b\": 2}", "expected ',' or '}' after an object member", 1, 9, 8),
    .init("[1 2]", "expected ',' or ']' after an array element", 1, 4, 3),
    .init("[1, 2,]", "trailing comma is not allowed in JSON", 1, 6, 5),
    .init("{\"a\": 1,\n}", "trailing comma is not allowed in JSON", 1, 8, 7),
    .init("[\n  1,\r\n  2,\n]", "trailing comma is not allowed in JSON", 3, 4, 11),
    .init("{\"a\" 1}", "expected ':' after an object key", 1, 6, 5),
    .init("{a: 1}", "expected a string key in double quotes", 1, 2, 1),
    .init("{'a': 1}", "strings must use double quotes in JSON", 1, 2, 1),
    .init("['a']", "strings must use double quotes in JSON", 1, 2, 1),
    .init("// note\n[1]", "comments are not allowed in JSON", 1, 1, 0),
    .init("[\"abc", "unterminated string", 1, 2, 1),
    .init("\"abc\\", "unterminated string", 1, 1, 0),
    .init("\"a\\qb\"", "invalid escape '\\q'", 1, 3, 2),
    .init("[\"é\\x\"]", "invalid escape '\\x'", 1, 4, 4),
    .init("\"a\\ b\"", "invalid escape: a backslash followed by U+0020", 1, 3, 2),
    .init("[\"a\nb\"]", "control character U+000A in a string must be escaped", 1, 4, 3),
    .init("\"\u{1}\"", "control character U+0001 in a string must be escaped", 1, 2, 1),
    .init("\"\\n\t\"", "control character U+0009 in a string must be escaped", 1, 4, 3),
    .init("\"\\u12G4\"", "invalid Unicode escape '\\u12G4': \\u needs four hex digits", 1, 2, 1),
    .init("\"\\u12\"", "invalid Unicode escape '\\u12': \\u needs four hex digits", 1, 2, 1),
    .init(
      "\"\\uD83D\"",
      "lone surrogate '\\uD83D' in a string (surrogates must come in high-low pairs)", 1, 2, 1),
    .init(
      "\"x\\uD83D\\u0041\"", "lone surrogate '\\uD83D' in a string (surrogates must come in high-low pairs)",
      1, 3, 2),
    .init(
      "\"\\uDE00\"",
      "lone surrogate '\\uDE00' in a string (surrogates must come in high-low pairs)", 1, 2, 1),
    .init("[01]", "invalid number '01'", 1, 2, 1),
    .init("[1.]", "invalid number '1.'", 1, 2, 1),
    .init("-", "invalid number '-'", 1, 1, 0),
    .init("[-a]", "invalid number '-a'", 1, 2, 1),
    .init("[1e+]", "invalid number '1e+'", 1, 2, 1),
    .init("[1.5x, 2]", "invalid number '1.5x'", 1, 2, 1),
    .init("[+1]", "invalid number '+1'", 1, 2, 1),
    .init("[.5]", "invalid number '.5'", 1, 2, 1),
    .init("{\"a\": }", "unexpected character '}'", 1, 7, 6),
    .init("[1,,2]", "unexpected character ','", 1, 4, 3),
    .init("]", "unexpected character ']'", 1, 1, 0),
    .init("[\u{7F}]", "unexpected character U+007F", 1, 2, 1),
    .init("[\u{A0}1]", "unexpected character '\u{A0}' (U+00A0)", 1, 2, 1),
    .init(
      "\u{201C}a\u{201D}", "unexpected character '\u{201C}' (U+201C); use straight double quotes", 1, 1, 0),
    .init("[True]", "invalid literal 'True': JSON literals are lowercase, write true", 1, 2, 1),
    .init("[NULL]", "invalid literal 'NULL': JSON literals are lowercase, write null", 1, 2, 1),
    .init("[tru]", "unexpected word 'tru' (strings need double quotes)", 1, 2, 1),
    .init("[truex]", "unexpected word 'truex' (strings need double quotes)", 1, 2, 1),
    .init("{\"a\": NaN}", "unexpected word 'NaN' (strings need double quotes)", 1, 7, 6),
    .init("{} x", "unexpected text after the JSON value", 1, 4, 3),
    .init("{\"a\": 1}}", "unexpected text after the JSON value", 1, 9, 8),
    .init("1\n2", "unexpected text after the JSON value", 2, 1, 2),
    // Positions after non-ASCII text and CRLF line ends.
    .init("{\r\n  \"é\": x\r\n}", "unexpected word 'x' (strings need double quotes)", 2, 8, 11),
    .init("[\"é😀\" 1]", "expected ',' or ']' after an array element", 1, 7, 10),
  ]

  @Test(arguments: cases)
  func messageAndLocation(_ errorCase: JSONSyntaxErrorCase) throws {
    let error = try #require(jsonSyntaxError(errorCase.text))
    #expect(error.message == errorCase.message)
    #expect(error.location == errorCase.location)
  }

  @Test func invalidUTF8InStrings() {
    // 0xFF never occurs in UTF-8.
    #expect(
      jsonSyntaxError([0x22, 0x61, 0xFF, 0x22])
        == .init(message: "invalid UTF-8 at byte 2", location: jsonLoc(1, 3, 2)))
    // Overlong encoding of '/'.
    #expect(jsonSyntaxError([0x22, 0xC0, 0xAF, 0x22])?.message == "invalid UTF-8 at byte 1")
    // A UTF-16 surrogate encoded as UTF-8 (U+D800).
    #expect(jsonSyntaxError([0x22, 0xED, 0xA0, 0x80, 0x22])?.message == "invalid UTF-8 at byte 1")
    // Beyond U+10FFFF.
    #expect(jsonSyntaxError([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22])?.message == "invalid UTF-8 at byte 1")
    // Truncated at the end of the file.
    #expect(jsonSyntaxError([0x22, 0xE2, 0x82])?.message == "invalid UTF-8 at byte 1")
    // After an escape, on the slow path, following a 2-byte scalar (column 5, not 6).
    #expect(
      jsonSyntaxError([0x22, 0x5C, 0x6E, 0xC3, 0xA9, 0x80, 0x22])
        == .init(message: "invalid UTF-8 at byte 5", location: jsonLoc(1, 5, 5)))
  }

  @Test func invalidUTF8OutsideStrings() {
    #expect(
      jsonSyntaxError([0x5B, 0xFE, 0x5D])
        == .init(message: "invalid UTF-8 at byte 1", location: jsonLoc(1, 2, 1)))
  }

  @Test func utf16IsRecognised() {
    let expected = JSONSyntaxError(
      message: "the file is UTF-16; JSON files must be UTF-8", location: jsonLoc(1, 1, 0))
    #expect(jsonSyntaxError([0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00]) == expected)
    #expect(jsonSyntaxError([0xFE, 0xFF, 0x00, 0x5B, 0x00, 0x5D]) == expected)
  }

  @Test func errorsAfterAByteOrderMark() {
    #expect(
      jsonSyntaxError([0xEF, 0xBB, 0xBF]) == .init(message: "the file is empty", location: jsonLoc(1, 1, 0)))
    #expect(
      jsonSyntaxError([0xEF, 0xBB, 0xBF] + Array("[1,]".utf8))
        == .init(message: "trailing comma is not allowed in JSON", location: jsonLoc(1, 3, 5)))
  }

  @Test func descriptionIsLineColonColumnThenMessage() {
    #expect(jsonSyntaxError("[1, 2,]")?.description == "1:6: trailing comma is not allowed in JSON")
  }

  @Test func longNumbersAreShortenedInMessages() throws {
    let error = try #require(jsonSyntaxError("[0" + String(repeating: "1", count: 100) + "]"))
    #expect(error.message == "invalid number '0" + String(repeating: "1", count: 39) + "…'")
  }
}
