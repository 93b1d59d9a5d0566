import Foundation

/// A JSON value read with Foundation's `JSONDecoder`, independent of the project's own parser, so that the
/// schema tests and the sample checks do not trust the code they check.
///
/// ```swift
/// let value = try ParsedJSON.parse(Array(#"{"a": [1, true, null]}"#.utf8))
/// value["a"]?[0]?.number  // 1
/// ```
enum ParsedJSON: Equatable, Decodable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([ParsedJSON])
  case object([String: ParsedJSON])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([ParsedJSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: ParsedJSON].self))
    }
  }

  /// Parses UTF-8 JSON text.
  static func parse(_ bytes: [UInt8]) throws -> ParsedJSON {
    try JSONDecoder().decode(ParsedJSON.self, from: Data(bytes))
  }

  /// Parses JSON text.
  static func parse(_ text: String) throws -> ParsedJSON {
    try parse(Array(text.utf8))
  }

  /// The member `key` of an object.
  subscript(key: String) -> ParsedJSON? {
    if case .object(let members) = self { members[key] } else { nil }
  }

  /// The element `index` of an array.
  subscript(index: Int) -> ParsedJSON? {
    if case .array(let elements) = self, elements.indices.contains(index) { elements[index] } else { nil }
  }

  var number: Double? { if case .number(let value) = self { value } else { nil } }
  var string: String? { if case .string(let value) = self { value } else { nil } }
  var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
  var array: [ParsedJSON]? { if case .array(let value) = self { value } else { nil } }
  var object: [String: ParsedJSON]? { if case .object(let value) = self { value } else { nil } }

  /// An array of numbers, e.g. a rect or a colour.
  var numbers: [Double]? {
    guard let elements = array else { return nil }
    let values = elements.compactMap(\.number)
    return values.count == elements.count ? values : nil
  }

  /// The JSON Schema type name of the value (`integer` is checked separately).
  var typeName: String {
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
