/// A JSON value to write, e.g. the output of `flipbook sample`. Objects keep their members in order.
///
/// Literals build it directly:
///
/// ```swift
/// let frame: JSONOutput = ["frame": 30, "time": 0.5, "center": [100, 80], "backgroundColor": nil]
/// JSONWriter(style: .compact).string(from: frame)
/// // {"frame":30,"time":0.5,"center":[100,80],"backgroundColor":null}
/// ```
public indirect enum JSONOutput: Sendable {
  case null
  case bool(Bool)
  /// Written without a fraction when integral, `null` when not finite; see ``JSONWriter/formatNumber(_:)``.
  case number(Double)
  case int(Int)
  case string(String)
  case array([JSONOutput])
  /// Members in the order they are written. Keys are not checked for duplicates.
  case object([(String, JSONOutput)])
  /// A value already written as compact JSON by ``JSONWriter``, copied as is: a large document can be
  /// written part by part, each part's tree freed once it is text.
  case written([UInt8])
}

extension JSONOutput: Equatable {
  /// Structural equality; `.int(1)` and `.number(1)` differ, as they are different cases.
  public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.int(let a), .int(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    case (.written(let a), .written(let b)): a == b
    default: false
    }
  }
}

extension JSONOutput: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  /// `nil` is `null`.
  public init(nilLiteral: ()) { self = .null }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(stringLiteral value: String) { self = .string(value) }
  public init(arrayLiteral elements: JSONOutput...) { self = .array(elements) }
  /// Members keep the literal's order.
  public init(dictionaryLiteral members: (String, JSONOutput)...) { self = .object(members) }
}
