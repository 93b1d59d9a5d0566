import FlipbookTimeline
import Testing

@Suite("JSONParser deep and large documents")
struct JSONParserDepthTests {
  @Test func twentyThousandNestedArrays() throws {
    let depth = 20_000
    let text = String(repeating: "[", count: depth) + "7" + String(repeating: "]", count: depth)
    var node = try JSONParser.parse(text)
    var levels = 0
    while let elements = node.arrayElements {
      #expect(elements.count == 1)
      #expect(node.location.column == levels + 1)
      levels += 1
      node = elements[0]
    }
    #expect(levels == depth)
    #expect(node.doubleValue == 7)
    #expect(node.location == jsonLoc(1, depth + 1, depth))
  }

  /// A 10,000-deep view tree: each view is an object holding a `subviews` array, 20,000 JSON levels.
  @Test func tenThousandDeepViewTree() throws {
    let views = 10_000
    var text = ""
    for index in 0..<views { text += "{\"id\": \"v\(index)\", \"subviews\": [\n" }
    text += "{\"id\": \"leaf\"}"
    text += String(repeating: "]}", count: views)
    var node = try JSONParser.parse(text)
    var depth = 0
    while let subviews = node["subviews"]?.arrayElements {
      #expect(node["id"]?.stringValue == "v\(depth)")
      #expect(node.location.line == depth + 1)
      depth += 1
      node = subviews[0]
    }
    #expect(depth == views)
    #expect(node["id"]?.stringValue == "leaf")
    #expect(node.location == jsonLoc(views + 1, 1, node.location.offset))
  }

  /// Documents a million levels deep parse and are released whole: the parsed document is flat, so
  /// there is no depth limit and nothing recurses.
  @Test func millionLevelsParseAndRelease() throws {
    let depth = 1_000_000
    let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let objects = String(repeating: "{\"a\": ", count: depth) + "1" + String(repeating: "}", count: depth)
    for text in [arrays, objects] {
      let root = try JSONParser.parse(text)
      #expect(root.tape.count == (text == arrays ? depth : 2 * depth + 1))
      #expect(root.arrayElements?.count ?? root.objectMembers?.count == 1)
    }
  }

  /// Comparing two deep documents does not recurse either.
  @Test func deepDocumentsCompareFlat() throws {
    let (open, close) = (
      String(repeating: #"{"v": ["#, count: 50_000), String(repeating: "]}", count: 50_000)
    )
    let (first, second) = (try JSONParser.parse(open + close), try JSONParser.parse(open + close))
    #expect(first == second)
    #expect(first != (try JSONParser.parse(open + "0" + close)))
  }

  /// A syntax error after a deep, finished subtree frees that subtree without recursion.
  @Test func errorsAfterHundredThousandLevels() throws {
    let depth = 100_000
    let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth - 1)
    #expect(
      jsonSyntaxError(nested + "}")
        == .init(
          message: "expected ',' or ']' after an array element",
          location: jsonLoc(1, 2 * depth, 2 * depth - 1)))
    #expect(
      jsonSyntaxError(nested + "] x")
        == .init(
          message: "unexpected text after the JSON value", location: jsonLoc(1, 2 * depth + 2, 2 * depth + 1))
    )
  }

  @Test func deepUnclosedDocumentReportsTheInnermostContainer() throws {
    let text = String(repeating: "[", count: 30_000)
    let error = try #require(jsonSyntaxError(text))
    #expect(error.message == "unexpected end of file: an array opened at 1:30000 is not closed")
    #expect(error.location == jsonLoc(1, 30_001, 30_000))
  }

  @Test func manyElements() throws {
    let count = 100_000
    var text = "["
    for index in 0..<count { text += index == 0 ? "\(index)" : ",\(index)" }
    text += "]"
    let elements = try #require(try JSONParser.parse(text).arrayElements)
    #expect(elements.count == count)
    #expect(elements[count - 1].doubleValue == Double(count - 1))
    #expect(elements.allSatisfy { $0.numberValue?.isInteger == true })
  }
}
