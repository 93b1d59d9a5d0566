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
///
/// A node also knows its ``SourceReference`` (its JSON path, spelled out only when a diagnostic asks),
/// which is how the decoders read a file: one handle type for every value.
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

  /// True when this is an array.
  public var isArray: Bool { tape.kind(index) == .array }

  /// True when this is an object.
  public var isObject: Bool { tape.kind(index) == .object }

  /// True when this is a number.
  public var isNumber: Bool { tape.kind(index) == .number }

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

  /// Calls `body` with each member's key, where the key is written, and value, in document order
  /// (duplicates included), when this is an object.
  ///
  /// ```swift
  /// try JSONParser.parse(#"{"fps": 60}"#).forEachMember { key, _, value in print(key, value.doubleValue!) }
  /// ```
  public func forEachMember(
    _ body: (_ key: String, _ keyLocation: SourceLocation, _ value: JSONNode) throws -> Void
  )
    rethrows
  {
    guard tape.kind(index) == .object else { return }
    let end = Int(tape.entries[index].payload)
    var member = index + 1
    while member < end {
      try body(tape.string(member), tape.location(member), JSONNode(tape: tape, index: member + 1))
      member = tape.next(after: member + 1)
    }
  }

  /// The elements when this is an array, otherwise `nil`.
  public var arrayElements: [JSONNode]? {
    guard tape.kind(index) == .array else { return nil }
    var elements: [JSONNode] = []
    forEachElement { elements.append($0) }
    return elements
  }

  /// The elements of an array value (empty for other kinds).
  var elements: [JSONNode] { arrayElements ?? [] }

  /// The number of elements of an array value (0 for other kinds).
  var elementCount: Int {
    var count = 0
    forEachElement { _ in count += 1 }
    return count
  }

  /// Calls `body` with each element of an array value, in order, without collecting them.
  func forEachElement(_ body: (JSONNode) throws -> Void) rethrows {
    guard tape.kind(index) == .array else { return }
    let end = Int(tape.entries[index].payload)
    var element = index + 1
    while element < end {
      try body(JSONNode(tape: tape, index: element))
      element = tape.next(after: element)
    }
  }

  /// The node at entry `index` of the same tape.
  func entry(_ index: Int) -> JSONNode { JSONNode(tape: tape, index: index) }

  /// The value's path and location, spelled out only if a diagnostic asks for the path.
  var source: SourceReference { SourceReference(tape: tape, index: index) }

  /// The string when this is a string, otherwise `nil`.
  public var stringValue: String? {
    tape.kind(index) == .string ? tape.string(index) : nil
  }

  /// The number's `Double` value when this is a number, otherwise `nil` (`1e999` gives infinity).
  public var doubleValue: Double? {
    tape.kind(index) == .number ? tape.numbers[Int(tape.entries[index].payload)] : nil
  }

  /// The number as an `Int` when it is written as an integer (no fraction, no exponent) that fits,
  /// otherwise `nil`.
  ///
  /// ```swift
  /// try JSONParser.parse("[3, 3.0]").arrayElements!.map(\.intValue)  // [3, nil]
  /// ```
  public var intValue: Int? { isNumber && tape.hasFlag(index) ? Int(tape.literal(index)) : nil }

  /// The number exactly as written (`1.50`, `-2E3`) when this is a number, otherwise `nil`.
  public var literal: String? { isNumber ? tape.literal(index) : nil }

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
        let x = JSONNode(tape: a, index: left), y = JSONNode(tape: b, index: right)
        guard x.doubleValue == y.doubleValue, x.literal == y.literal else { return false }
      case .string:
        guard a.string(left) == b.string(right) else { return false }
      case .null, .false, .true:
        break
      }
    }
    return true
  }
}
