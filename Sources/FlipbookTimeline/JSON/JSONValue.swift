/// A parsed JSON value. Children carry their own ``SourceLocation`` through ``JSONNode``.
///
/// ```swift
/// let root = try JSONParser.parse(#"{"fps": 60}"#)
/// if case .object(let members) = root.value { print(members[0].key) }  // fps
/// ```
public enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(JSONNumber)
  case string(String)
  case array([JSONNode])
  /// The members in document order, duplicates included.
  case object([JSONMember])

  /// The kind for error messages: `object`, `array`, `string`, `number`, `boolean` or `null`.
  ///
  /// ```swift
  /// JSONValue.bool(true).kindName  // "boolean"
  /// ```
  public var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}

/// A JSON number: its value as a `Double` and the literal text as written.
///
/// Out-of-range literals do not fail: `1e999` gives `double == .infinity`, `1e-999` gives `0`.
///
/// ```swift
/// let zero = try JSONParser.parse("-0").numberValue!
/// (zero.double, zero.literal, zero.isInteger)  // (-0.0, "-0", true)
/// ```
public struct JSONNumber: Sendable, Equatable {
  /// The correctly rounded value of ``literal``; `±infinity` when it is too large for a `Double`.
  public var double: Double
  /// The number exactly as written in the document, e.g. `1.50` or `-2E3`.
  public var literal: String
  /// True when the literal has neither a fraction nor an exponent (`12`, `-0`, `123456789012345678901`).
  public var isInteger: Bool

  /// Creates a number.
  ///
  /// ```swift
  /// let half = JSONNumber(double: 0.5, literal: "0.5", isInteger: false)
  /// ```
  public init(double: Double, literal: String, isInteger: Bool) {
    self.double = double
    self.literal = literal
    self.isInteger = isInteger
  }

  /// The exact value as an `Int` when the literal is an integer that fits, otherwise `nil`.
  ///
  /// ```swift
  /// JSONNumber(double: 3, literal: "3", isInteger: true).intValue  // 3
  /// ```
  public var intValue: Int? { isInteger ? Int(literal) : nil }
}

/// One `"key": value` member of a JSON object.
///
/// ```swift
/// let root = try JSONParser.parse(#"{"id": "card"}"#)
/// root.objectMembers![0].keyLocation  // 1:2
/// ```
public struct JSONMember: Sendable, Equatable {
  /// The key, with escapes decoded.
  public var key: String
  /// Where the key's opening quote is.
  public var keyLocation: SourceLocation
  /// The member's value.
  public var value: JSONNode

  /// Creates a member.
  public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}
