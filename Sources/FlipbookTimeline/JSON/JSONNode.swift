/// A JSON value together with where it starts in the document.
///
/// ```swift
/// let root = try JSONParser.parse(#"{"views": [{"id": "card"}]}"#)
/// let card = root["views"]?.arrayElements?.first
/// card?["id"]?.stringValue  // "card"
/// card?.location            // 1:12
/// ```
public struct JSONNode: Sendable, Equatable {
  /// The value.
  public var value: JSONValue
  /// Where the value starts: its `{`, `[`, opening quote, first digit or sign, or first letter.
  public var location: SourceLocation

  /// Creates a node.
  public init(value: JSONValue, location: SourceLocation) {
    self.value = value
    self.location = location
  }

  /// The value of the first member named `key` when this is an object, otherwise `nil`.
  ///
  /// ```swift
  /// try JSONParser.parse(#"{"a": 1, "a": 2}"#)["a"]?.doubleValue  // 1
  /// ```
  public subscript(key: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    for member in members where member.key == key {
      return member.value
    }
    return nil
  }

  /// The members in document order (duplicates included) when this is an object, otherwise `nil`.
  public var objectMembers: [JSONMember]? {
    if case .object(let members) = value { return members }
    return nil
  }

  /// The elements when this is an array, otherwise `nil`.
  public var arrayElements: [JSONNode]? {
    if case .array(let elements) = value { return elements }
    return nil
  }

  /// The string when this is a string, otherwise `nil`.
  public var stringValue: String? {
    if case .string(let string) = value { return string }
    return nil
  }

  /// The number's `Double` value when this is a number, otherwise `nil`.
  public var doubleValue: Double? {
    if case .number(let number) = value { return number.double }
    return nil
  }

  /// The number when this is a number, otherwise `nil`.
  public var numberValue: JSONNumber? {
    if case .number(let number) = value { return number }
    return nil
  }

  /// The Boolean when this is `true` or `false`, otherwise `nil`.
  public var boolValue: Bool? {
    if case .bool(let bool) = value { return bool }
    return nil
  }

  /// True when this is `null`.
  public var isNull: Bool {
    if case .null = value { return true }
    return false
  }

  /// The kind for error messages: `object`, `array`, `string`, `number`, `boolean` or `null`.
  ///
  /// ```swift
  /// try JSONParser.parse("[]").kindName  // "array"
  /// ```
  public var kindName: String { value.kindName }

  /// Frees this node's whole subtree with an explicit stack, leaving the node `null`.
  ///
  /// Dropping a `JSONNode` the ordinary way releases it recursively, one stack frame group per level:
  /// fine for some 40,000 levels on an 8 MB stack. Call this before dropping deeper trees, or when the
  /// tree is released on a thread with a small stack. Subtrees still referenced elsewhere stay alive.
  ///
  /// ```swift
  /// let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
  /// var root = try JSONParser.parse(deep)
  /// root.dismantle()  // root.isNull == true
  /// ```
  public mutating func dismantle() {
    var pending: [JSONNode] = []
    Self.moveChildren(of: &self, to: &pending)
    while var node = pending.popLast() {
      Self.moveChildren(of: &node, to: &pending)
    }
  }

  /// Dismantles every tree in `nodes`, emptying the array.
  static func dismantle(_ nodes: inout [JSONNode]) {
    var pending: [JSONNode] = []
    swap(&pending, &nodes)
    while var node = pending.popLast() {
      moveChildren(of: &node, to: &pending)
    }
  }

  /// Sets `node` to `null` and appends its children that have children of their own to `pending`;
  /// the others are freed here, which is shallow.
  private static func moveChildren(of node: inout JSONNode, to pending: inout [JSONNode]) {
    let value = node.value
    node.value = .null
    switch value {
    case .array(let elements):
      for element in elements where element.hasChildren { pending.append(element) }
    case .object(let members):
      for member in members where member.value.hasChildren { pending.append(member.value) }
    case .null, .bool, .number, .string:
      break
    }
  }

  private var hasChildren: Bool {
    switch value {
    case .array(let elements): !elements.isEmpty
    case .object(let members): !members.isEmpty
    case .null, .bool, .number, .string: false
    }
  }
}
