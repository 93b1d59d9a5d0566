import FlipbookTimeline
import Testing

@Suite("JSONParser values")
struct JSONParserValueTests {
  @Test func everyValueKind() throws {
    let root = try JSONParser.parse(
      #"{"n": null, "t": true, "f": false, "num": 2.5, "s": "hi", "a": [1, "x"], "o": {"k": []}}"#)
    #expect(root.kindName == "object")
    #expect(root["n"]?.isNull == true)
    #expect(root["n"]?.kindName == "null")
    #expect(root["t"]?.boolValue == true)
    #expect(root["f"]?.boolValue == false)
    #expect(root["f"]?.kindName == "boolean")
    #expect(root["num"]?.doubleValue == 2.5)
    #expect(root["num"]?.kindName == "number")
    #expect(root["s"]?.stringValue == "hi")
    #expect(root["s"]?.kindName == "string")
    #expect(root["a"]?.arrayElements?.count == 2)
    #expect(root["a"]?.arrayElements?[1].stringValue == "x")
    #expect(root["a"]?.kindName == "array")
    #expect(root["o"]?["k"]?.arrayElements?.isEmpty == true)
    #expect(root["o"]?.objectMembers?.map(\.key) == ["k"])
    #expect(root.objectMembers?.map(\.key) == ["n", "t", "f", "num", "s", "a", "o"])
  }

  @Test func accessorsReturnNilForOtherKinds() throws {
    let number = try JSONParser.parse("7")
    #expect(number.stringValue == nil)
    #expect(number.arrayElements == nil)
    #expect(number.objectMembers == nil)
    #expect(number.boolValue == nil)
    #expect(number["key"] == nil)
    #expect(number.isNull == false)
    #expect(try JSONParser.parse(#""7""#).doubleValue == nil)
    #expect(try JSONParser.parse(#"{"a": 1}"#)["b"] == nil)
  }

  @Test(arguments: ["null", "true", "false", "0", #""s""#, "[]", "{}"])
  func topLevelScalarsAndEmptyContainers(text: String) throws {
    let node = try JSONParser.parse(" \(text) ")
    #expect(node.location == jsonLoc(1, 2, 1))
  }

  @Test func duplicateKeysAreKeptInOrder() throws {
    let root = try JSONParser.parse(#"{"a": 1, "b": 2, "a": 3}"#)
    let members = try #require(root.objectMembers)
    #expect(members.map(\.key) == ["a", "b", "a"])
    #expect(members.map { $0.value.doubleValue } == [1, 2, 3])
    #expect(members[2].keyLocation == jsonLoc(1, 18, 17))
    #expect(root["a"]?.doubleValue == 1)  // the subscript finds the first
  }

  @Test func integers() throws {
    let zero = try #require(try JSONParser.parse("0").numberValue)
    #expect(zero == TestNumber(double: 0, literal: "0", isInteger: true, intValue: 0))
    let negative = try #require(try JSONParser.parse("-120").numberValue)
    #expect(negative.double == -120 && negative.isInteger && negative.intValue == -120)
    #expect(
      try JSONParser.parse("1e3").numberValue
        == TestNumber(double: 1000, literal: "1e3", isInteger: false, intValue: nil))
    #expect(try JSONParser.parse("2.0").numberValue?.isInteger == false)
    #expect(try JSONParser.parse("2.0").numberValue?.intValue == nil)
  }

  @Test func negativeZeroKeepsItsSign() throws {
    let number = try #require(try JSONParser.parse("-0").numberValue)
    #expect(number.double == 0 && number.double.sign == .minus)
    #expect(number.isInteger && number.literal == "-0" && number.intValue == 0)
    #expect(try JSONParser.parse("-0.0").doubleValue?.sign == .minus)
    #expect(try JSONParser.parse("0").doubleValue?.sign == .plus)
  }

  @Test func bigIntegersKeepTheirLiteral() throws {
    let big = try #require(try JSONParser.parse("12345678901234567890").numberValue)
    #expect(big.literal == "12345678901234567890")
    #expect(big.isInteger)
    #expect(big.double == 12_345_678_901_234_567_890.0)
    #expect(big.intValue == nil)  // beyond Int.max
    // 2^53 + 1 is not a Double; it rounds to even, 2^53. The literal stays exact.
    let odd = try #require(try JSONParser.parse("9007199254740993").numberValue)
    #expect(odd.double == 9_007_199_254_740_992)
    #expect(odd.intValue == 9_007_199_254_740_993)
    #expect(try JSONParser.parse("-9223372036854775808").numberValue?.intValue == Int.min)
  }

  @Test func outOfRangeNumbersDoNotFail() throws {
    #expect(try JSONParser.parse("1e999").doubleValue == .infinity)
    #expect(try JSONParser.parse("-1e999").doubleValue == -.infinity)
    #expect(try JSONParser.parse("1e-999").doubleValue == 0)
    #expect(try JSONParser.parse("-1E-999").doubleValue?.sign == .minus)
    #expect(try JSONParser.parse("0." + String(repeating: "0", count: 400) + "1").doubleValue == 0)
    #expect(try JSONParser.parse("1" + String(repeating: "0", count: 400)).doubleValue == .infinity)
    let huge = try #require(try JSONParser.parse("1e999").numberValue)
    #expect(huge.literal == "1e999" && !huge.isInteger)
  }

  @Test(arguments: [
    ("0.1", 0.1), ("0.3", 0.3), ("-1.5", -1.5), ("1234567.125", 1_234_567.125), ("1E-2", 0.01),
    ("2.5e+3", 2500), ("100000000000000000000000", 1e23), ("123456789012.345678", 123_456_789_012.345678),
    ("0.000001", 1e-6), ("3.141592653589793238462643", 3.141592653589793),
    ("2.2250738585072014e-308", 2.2250738585072014e-308), ("1.7976931348623157e308", 1.7976931348623157e308),
    ("4.9e-324", Double.leastNonzeroMagnitude), ("0.30000000000000004", 0.30000000000000004),
  ])
  func numbersAreCorrectlyRounded(literal: String, expected: Double) throws {
    // Swift's compiler rounds the `expected` literals independently of the parser.
    let number = try #require(try JSONParser.parse(literal).numberValue)
    #expect(number.double == expected)
    #expect(number.literal == literal)
  }

  @Test func escapes() throws {
    #expect(try JSONParser.parse(#""\"\\\/\b\f\n\r\t""#).stringValue == "\"\\/\u{8}\u{C}\n\r\t")
    #expect(try JSONParser.parse(#""caf\u00e9 \u00C9""#).stringValue == "café É")
    #expect(try JSONParser.parse(#""a\u0000b""#).stringValue == "a\u{0}b")
    #expect(try JSONParser.parse(#""\u20AC""#).stringValue == "€")
    #expect(try JSONParser.parse(#""x\ty é😀 \n""#).stringValue == "x\ty é😀 \n")
  }

  @Test func surrogatePairs() throws {
    #expect(try JSONParser.parse(#""\uD83D\uDE00""#).stringValue == "😀")
    #expect(try JSONParser.parse(#""a\ud834\udd1eb""#).stringValue == "a𝄞b")
    #expect(try JSONParser.parse(#""\uDBFF\uDFFF""#).stringValue == "\u{10FFFF}")
  }

  @Test func rawUTF8Strings() throws {
    #expect(try JSONParser.parse(#""é😀ü中""#).stringValue == "é😀ü中")
    #expect(try JSONParser.parse(#""""#).stringValue == "")
    #expect(try JSONParser.parse(#"{"ключ": "значение"}"#)["ключ"]?.stringValue == "значение")
  }

  @Test func byteOrderMarkIsSkipped() throws {
    let root = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
    #expect(root["a"]?.doubleValue == 1)
  }

  @Test func whitespaceKinds() throws {
    let root = try JSONParser.parse("\t[ 1 ,\r\n2,\r3\n]\n\n")
    #expect(root.arrayElements?.map { $0.doubleValue } == [1, 2, 3])
  }

  @Test func kindNamesOfValues() throws {
    #expect(try JSONParser.parse("null").kindName == "null")
    #expect(try JSONParser.parse("{}").kindName == "object")
    #expect(try JSONParser.parse("[]").kindName == "array")
    #expect(try JSONParser.parse("false").kindName == "boolean")
  }
}
