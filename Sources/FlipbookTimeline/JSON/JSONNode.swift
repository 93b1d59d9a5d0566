/// A JSON value in a parsed document, together with where it starts.
///
/// A node is a handle (the document and an index into its flat ``JSONTape``): copying one is cheap,
/// children are read on demand, and dropping a document of any depth frees a few flat arrays.
///
/// ```swift
/// let root = try JSONParser.parse(#"{"views": [{"id": "card"}]}"#)
/// let card = root["views"]?.arrayElements?.first
/// card?["id"]?.stringValue  // "card"
/// card?.location            // 1:12
/// ```
public struct JSONNode: Sendable {
  /// The document this value belongs to.
  public let tape: JSONTape
  /// The value's entry in ``tape``.
  let index: Int

  init(tape: JSONTape, index: Int) {
    self.tape = tape
    self.index = index
  }

  /// Where the value starts: its `{`, `[`, opening quote, first digit or sign, or first letter.
  public var location: SourceLocation { tape.location(index) }

  /// The value, with its children (one level) as nodes.
  ///
  /// ```swift
  /// if case .object(let members) = try JSONParser.parse(#"{"fps": 60}"#).value { members[0].key }  // fps
  /// ```
  public var value: JSONValue {
    switch tape.kind(index) {
    case .null: .null
    case .false: .bool(false)
    case .true: .bool(true)
    case .number: .number(numberValue!)
    case .string: .string(tape.string(index))
    case .array: .array(arrayElements!)
    case .object: .object(objectMembers!)
    }
  }

  /// True when this is an array.
  public var isArray: Bool { tape.kind(index) == .array }

  /// True when this is an object.
  public var isObject: Bool { tape.kind(index) == .object }

  /// The value of the first member named `key` when this is an object, otherwise `nil`.
  ///
  /// ```swift
  /// try JSONParser.parse(#"{"a": 1, "a": 2}"#)["a"]?.doubleValue  // 1
  /// ```
  public subscript(key: String) -> JSONNode? {
    guard tape.kind(index) == .object else { return nil }
    let end = Int(tape.entries[index].payload)
    var member = index + 1
    while member < end {
      if tape.string(member, equals: key) { return JSONNode(tape: tape, index: member + 1) }
      member = tape.next(after: member + 1)
    }
    return nil
  }

  /// The members in document order (duplicates included) when this is an object, otherwise `nil`.
  public var objectMembers: [JSONMember]? {
    guard tape.kind(index) == .object else { return nil }
    let end = Int(tape.entries[index].payload)
    var members: [JSONMember] = []
    var member = index + 1
    while member < end {
      members.append(
        JSONMember(
          key: tape.string(member), keyLocation: tape.location(member),
          value: JSONNode(tape: tape, index: member + 1)))
      member = tape.next(after: member + 1)
    }
    return members
  }

  /// The elements when this is an array, otherwise `nil`.
  public var arrayElements: [JSONNode]? {
    guard tape.kind(index) == .array else { return nil }
    let end = Int(tape.entries[index].payload)
    var elements: [JSONNode] = []
    var element = index + 1
    while element < end {
      elements.append(JSONNode(tape: tape, index: element))
      element = tape.next(after: element)
    }
    return elements
  }

  /// The string when this is a string, otherwise `nil`.
  public var stringValue: String? {
    tape.kind(index) == .string ? tape.string(index) : nil
  }

  /// The number's `Double` value when this is a number, otherwise `nil`.
  public var doubleValue: Double? {
    tape.kind(index) == .number ? tape.numbers[Int(tape.entries[index].payload)] : nil
  }

  /// The number when this is a number, otherwise `nil`.
  public var numberValue: JSONNumber? {
    guard tape.kind(index) == .number else { return nil }
    return JSONNumber(
      double: tape.numbers[Int(tape.entries[index].payload)], literal: tape.literal(index),
      isInteger: tape.hasFlag(index))
  }

  /// The Boolean when this is `true` or `false`, otherwise `nil`.
  public var boolValue: Bool? {
    switch tape.kind(index) {
    case .true: true
    case .false: false
    default: nil
    }
  }

  /// True when this is `null`.
  public var isNull: Bool { tape.kind(index) == .null }

  /// The kind for error messages: `object`, `array`, `string`, `number`, `boolean` or `null`.
  ///
  /// ```swift
  /// try JSONParser.parse("[]").kindName  // "array"
  /// ```
  public var kindName: String {
    switch tape.kind(index) {
    case .null: "null"
    case .false, .true: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}

extension JSONNode: Equatable {
  /// Equal when both values have the same content at the same locations (compared flat, so any depth
  /// is fine).
  public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
    let count = lhs.tape.next(after: lhs.index) - lhs.index
    guard rhs.tape.next(after: rhs.index) - rhs.index == count else { return false }
    for step in 0..<count {
      let left = lhs.index + step, right = rhs.index + step
      let (a, b) = (lhs.tape, rhs.tape)
      guard a.kinds[left] == b.kinds[right], a.location(left) == b.location(right) else { return false }
      switch a.kind(left) {
      case .array, .object:
        guard Int(a.entries[left].payload) - left == Int(b.entries[right].payload) - right else {
          return false
        }
      case .number:
        let x = JSONNode(tape: a, index: left).numberValue, y = JSONNode(tape: b, index: right).numberValue
        guard x == y else { return false }
      case .string:
        guard a.string(left) == b.string(right) else { return false }
      case .null, .false, .true:
        break
      }
    }
    return true
  }
}
