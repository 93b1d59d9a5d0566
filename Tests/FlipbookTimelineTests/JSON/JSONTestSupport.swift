@testable import FlipbookTimeline

/// Parses `text`, returning the syntax error it raises (or `nil` when it parses).
func jsonSyntaxError(_ text: String) -> JSONSyntaxError? {
  jsonSyntaxError(Array(text.utf8))
}

/// Parses `bytes`, returning the syntax error they raise (or `nil` when they parse).
func jsonSyntaxError(_ bytes: [UInt8]) -> JSONSyntaxError? {
  do {
    _ = try JSONParser.parse(bytes)
    return nil
  } catch {
    return error
  }
}

/// Shorthand for an expected location.
func jsonLoc(_ line: Int, _ column: Int, _ offset: Int) -> SourceLocation {
  SourceLocation(line: line, column: column, offset: offset)
}

/// The parsed tree as `JSONOutput`, numbers as `.number`, for comparing round trips.
func jsonOutput(of node: JSONNode) -> JSONOutput {
  switch node.tape.kind(node.index) {
  case .null: .null
  case .true: .bool(true)
  case .false: .bool(false)
  case .number: .number(node.doubleValue!)
  case .string: .string(node.stringValue!)
  case .array: .array(node.elements.map(jsonOutput(of:)))
  case .object: .object(node.objectMembers!.map { ($0.key, jsonOutput(of: $0.value)) })
  }
}

/// A number as the tests look at it: its value, its literal, and whether it is written as an integer.
struct TestNumber: Equatable {
  var double: Double
  var literal: String
  var isInteger: Bool
  var intValue: Int?
}

/// One member of an object, as the tests look at it.
struct TestMember {
  var key: String
  var keyLocation: SourceLocation
  var value: JSONNode
}

extension JSONNode {
  /// The number, when this is one.
  var numberValue: TestNumber? {
    guard let literal, let double = doubleValue else { return nil }
    return TestNumber(double: double, literal: literal, isInteger: tape.hasFlag(index), intValue: intValue)
  }

  /// The members in document order (duplicates included), when this is an object.
  var objectMembers: [TestMember]? {
    guard isObject else { return nil }
    var members: [TestMember] = []
    forEachMember { members.append(TestMember(key: $0, keyLocation: $1, value: $2)) }
    return members
  }
}
