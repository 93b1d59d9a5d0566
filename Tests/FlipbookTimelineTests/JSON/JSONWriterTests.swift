import FlipbookTimeline
import Testing

@Suite("JSONWriter")
struct JSONWriterTests {
  static let numberCases: [(Double, String)] = [
    (1.0, "1"), (-0.0, "0"), (0.0, "0"), (-20.0, "-20"), (0.5, "0.5"), (-2.5, "-2.5"), (100.25, "100.25"),
    (0.1 + 0.2, "0.3"), (1.0 / 3, "0.3333333333"), (2.0 / 3, "0.6666666667"), (-1.0 / 3, "-0.3333333333"),
    (1.23456789012345, "1.2345678901"), (123_456.789, "123456.789"), (600_000.3, "600000.3"),
    (1e-11, "0"), (-1e-11, "0"), (0.99999999999, "1"), (1e-5, "1e-05"),
    (9_007_199_254_740_992, "9007199254740992"), (-9_007_199_254_740_992, "-9007199254740992"),
    (1e16, "1e+16"), (Double.infinity, "null"), (-Double.infinity, "null"), (Double.nan, "null"),
  ]

  @Test(arguments: numberCases)
  func numberFormatting(value: Double, expected: String) {
    #expect(JSONWriter.formatNumber(value) == expected)
  }

  @Test func integersPrintExactly() {
    let compact = JSONWriter(style: .compact)
    #expect(compact.string(from: .int(-42)) == "-42")
    #expect(compact.string(from: .int(Int.max)) == "9223372036854775807")
    #expect(compact.string(from: [.number(3), .number(0.25), .number(.nan)]) == "[3,0.25,null]")
  }

  @Test func stringEscapes() {
    let text = "a\"b\\c/d\u{8}\u{C}\n\r\t\u{1}\u{1F}\u{7F}é😀"
    #expect(JSONWriter.quoted(text) == #""a\"b\\c/d\b\f\n\r\t\u0001\u001f"# + "\u{7F}é😀\"")
    #expect(JSONWriter.quoted("") == #""""#)
  }

  @Test func compactLayout() {
    let value: JSONOutput = ["a": [1, 2.5, nil], "b": ["c": true, "d": []], "e": [:], "s": "x"]
    #expect(
      JSONWriter(style: .compact).string(from: value)
        == #"{"a":[1,2.5,null],"b":{"c":true,"d":[]},"e":{},"s":"x"}"#)
  }

  @Test func prettyLayout() {
    let card: JSONOutput = [
      "superview": "root", "index": 0, "center": [100, 80], "bounds": [0, 0, 120, 80], "alpha": 1,
      "backgroundColor": [1, 0.23, 0.19, 1], "hidden": false, "tint": nil,
    ]
    let sample: JSONOutput = [
      "fps": 60, "frames": [["frame": 30, "time": 0.5, "views": ["card": card]]], "ids": ["a", "b"],
      "empty": [], "none": [:],
    ]
    let expected = """
      {
        "fps": 60,
        "frames": [
          {
            "frame": 30,
            "time": 0.5,
            "views": {
              "card": {
                "superview": "root",
                "index": 0,
                "center": [100, 80],
                "bounds": [0, 0, 120, 80],
                "alpha": 1,
                "backgroundColor": [1, 0.23, 0.19, 1],
                "hidden": false,
                "tint": null
              }
            }
          }
        ],
        "ids": [
          "a",
          "b"
        ],
        "empty": [],
        "none": {}
      }
      """
    #expect(JSONWriter().string(from: sample) == expected)
  }

  @Test func prettyScalarsAndNestedArrays() {
    #expect(JSONWriter().string(from: "x") == #""x""#)
    #expect(JSONWriter().string(from: [[1, 2], [3]]) == "[\n  [1, 2],\n  [3]\n]")
  }

  @Test func writeAppendsUTF8() {
    var bytes = Array("> ".utf8)
    JSONWriter(style: .compact).write(["é": 1], to: &bytes)
    #expect(bytes == Array(#"> {"é":1}"#.utf8))
  }

  @Test(arguments: [JSONWriter.Style.compact, .pretty])
  func roundTrip(style: JSONWriter.Style) throws {
    let value: JSONOutput = [
      "null": nil, "yes": true, "no": false, "int": -7, "big": .int(1 << 53), "half": 0.5, "third": 0.125,
      "tiny": 2.5e-5, "text": "line\nbreak \"quoted\" \\ tab\t é😀 \u{0}\u{1F}", "empty": "",
      "list": [1, "two", [3, [4, []]], ["k": "v"], nil], "nested": ["a": ["b": ["c": [:]]]],
      "dup": 1, "dup ": 2,
    ]
    let text = JSONWriter(style: style).string(from: value)
    let parsed = try JSONParser.parse(text)
    #expect(jsonOutput(of: parsed) == numbersAsDoubles(value))
  }

  @Test func nonFiniteNumbersRoundTripAsNull() throws {
    let text = JSONWriter(style: .compact).string(from: [.number(.infinity), .number(-.nan)])
    #expect(text == "[null,null]")
    #expect(try JSONParser.parse(text).arrayElements?.allSatisfy(\.isNull) == true)
  }

  /// The expected parse of written output: `.int` becomes `.number`, non-finite numbers become `null`.
  func numbersAsDoubles(_ value: JSONOutput) -> JSONOutput {
    switch value {
    case .int(let int): .number(Double(int))
    case .number(let number): number.isFinite ? .number(number) : .null
    case .array(let elements): .array(elements.map(numbersAsDoubles))
    case .object(let members): .object(members.map { ($0.0, numbersAsDoubles($0.1)) })
    case .null, .bool, .string: value
    case .written(let bytes): (try? JSONParser.parse(bytes)).map(jsonOutput(of:)) ?? .null
    }
  }

  @Test func writtenTextIsCopiedAsIs() throws {
    // A part written on its own, then placed in a larger value: the same text as writing the whole.
    let part: JSONOutput = ["nm": "card", "k": [1, 2.5, .null]]
    var partText: [UInt8] = []
    JSONWriter(style: .compact).write(part, to: &partText)
    let whole: JSONOutput = ["layers": [part, part]]
    let pieced: JSONOutput = ["layers": [.written(partText), .written(partText)]]
    #expect(
      JSONWriter(style: .compact).string(from: pieced) == JSONWriter(style: .compact).string(from: whole))
    #expect(
      JSONWriter(style: .compact).string(from: pieced)
        == #"{"layers":[{"nm":"card","k":[1,2.5,null]},{"nm":"card","k":[1,2.5,null]}]}"#)
  }
}
