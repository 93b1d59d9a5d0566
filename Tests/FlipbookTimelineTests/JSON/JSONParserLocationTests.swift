import FlipbookTimeline
import Testing

/// Expected positions are counted by hand from the documents: line:column (1-based, in scalars) and the
/// 0-based byte offset.
@Suite("JSONParser locations")
struct JSONParserLocationTests {
  @Test func nestedValuesAndKeys() throws {
    let text = """
      {
        "name": "card",
        "items": [1, {"k": true}],
        "n": null
      }
      """
    let root = try JSONParser.parse(text)
    #expect(root.location == jsonLoc(1, 1, 0))
    let members = try #require(root.objectMembers)
    #expect(members[0].keyLocation == jsonLoc(2, 3, 4))
    #expect(members[0].value.location == jsonLoc(2, 11, 12))
    #expect(members[1].keyLocation == jsonLoc(3, 3, 22))
    let items = try #require(members[1].value.arrayElements)
    #expect(members[1].value.location == jsonLoc(3, 12, 31))
    #expect(items[0].location == jsonLoc(3, 13, 32))
    #expect(items[1].location == jsonLoc(3, 16, 35))
    #expect(items[1].objectMembers?[0].keyLocation == jsonLoc(3, 17, 36))
    #expect(items[1]["k"]?.location == jsonLoc(3, 22, 41))
    #expect(members[2].keyLocation == jsonLoc(4, 3, 51))
    #expect(members[2].value.location == jsonLoc(4, 8, 56))
  }

  @Test func columnsCountScalarsNotBytes() throws {
    let root = try JSONParser.parse(#"{"é😀": "ü", "x": 1}"#)
    let members = try #require(root.objectMembers)
    #expect(members[0].value.location == jsonLoc(1, 8, 11))
    #expect(members[1].keyLocation == jsonLoc(1, 13, 17))
    #expect(members[1].value.location == jsonLoc(1, 18, 22))
  }

  @Test func escapedLineBreaksDoNotStartLines() throws {
    // The string holds "a", a newline and "b", written with an escape: the text stays on line 1.
    let elements = try #require(try JSONParser.parse(#"["a\nb", 2]"#).arrayElements)
    #expect(elements[0].stringValue == "a\nb")
    #expect(elements[1].location == jsonLoc(1, 10, 9))
  }

  @Test func escapedStringWithNonASCIICountsScalars() throws {
    let elements = try #require(try JSONParser.parse(#"["\té", 1]"#).arrayElements)
    #expect(elements[1].location == jsonLoc(1, 9, 9))
  }

  @Test func valuesAfterLongStringsOnSeveralLines() throws {
    let text = """
      ["first line of a long string with é and 😀 in it",
       "second",
        3]
      """
    let elements = try #require(try JSONParser.parse(text).arrayElements)
    #expect(elements[1].location == jsonLoc(2, 2, 56))
    #expect(elements[2].location == jsonLoc(3, 3, 68))
  }

  @Test func crlfLineEndings() throws {
    let root = try JSONParser.parse("{\r\n  \"a\": 1,\r\n  \"b\": [\r\n    2\r\n  ]\r\n}")
    let members = try #require(root.objectMembers)
    #expect(members[0].keyLocation == jsonLoc(2, 3, 5))
    #expect(members[1].keyLocation == jsonLoc(3, 3, 16))
    #expect(members[1].value.location == jsonLoc(3, 8, 21))
    #expect(members[1].value.arrayElements?[0].location == jsonLoc(4, 5, 28))
  }

  @Test func loneCarriageReturnEndsALine() throws {
    let elements = try #require(try JSONParser.parse("[\r1,\n\r2]").arrayElements)
    #expect(elements[0].location == jsonLoc(2, 1, 2))
    #expect(elements[1].location == jsonLoc(4, 1, 6))
  }

  @Test func byteOrderMarkIsNotAColumn() throws {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let root = try JSONParser.parse(bom + Array(#"{"a": 1}"#.utf8))
    #expect(root.location == jsonLoc(1, 1, 3))
    #expect(root.objectMembers?[0].keyLocation == jsonLoc(1, 2, 4))
    #expect(root["a"]?.location == jsonLoc(1, 7, 9))
    let second = try JSONParser.parse(bom + Array("\n[1]".utf8))
    #expect(second.location == jsonLoc(2, 1, 4))
  }

  @Test func tabCountsOneColumn() throws {
    let root = try JSONParser.parse("\t\t[\t1]")
    #expect(root.location == jsonLoc(1, 3, 2))
    #expect(root.arrayElements?[0].location == jsonLoc(1, 5, 4))
  }

  @Test func numberAndLiteralLocations() throws {
    let elements = try #require(try JSONParser.parse("[-1.5e3, true, null, false]").arrayElements)
    #expect(elements.map(\.location.column) == [2, 10, 16, 22])
  }

  @Test func locationsOrderByOffset() {
    #expect(jsonLoc(1, 5, 4) < jsonLoc(2, 1, 6))
    #expect(!(jsonLoc(2, 1, 6) < jsonLoc(1, 5, 4)))
    #expect(jsonLoc(3, 5, 40).description == "3:5")
  }
}
