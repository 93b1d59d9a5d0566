/// Writes ``JSONOutput`` as compact or pretty JSON text.
///
/// Pretty output indents by two spaces, writes `"key": value`, and keeps arrays of numbers, Booleans
/// and nulls on one line. Neither style ends with a newline.
///
/// ```swift
/// let view: JSONOutput = ["center": [100, 80], "alpha": 1, "hidden": false]
/// print(JSONWriter().string(from: view))
/// // {
/// //   "center": [100, 80],
/// //   "alpha": 1,
/// //   "hidden": false
/// // }
/// ```
public struct JSONWriter: Sendable {
  /// How the text is laid out.
  public enum Style: Sendable {
    /// No whitespace at all: `{"a":[1,2]}`.
    case compact
    /// Two-space indentation, one member or element per line, short scalar arrays on one line.
    case pretty
  }

  /// The layout used by ``string(from:)`` and ``write(_:to:)``.
  public var style: Style

  /// Creates a writer.
  ///
  /// ```swift
  /// let compact = JSONWriter(style: .compact)
  /// ```
  public init(style: Style = .pretty) {
    self.style = style
  }

  /// The JSON text for `value`.
  ///
  /// ```swift
  /// JSONWriter(style: .compact).string(from: ["a": [1, 2.5]])  // {"a":[1,2.5]}
  /// ```
  public func string(from value: JSONOutput) -> String {
    var bytes: [UInt8] = []
    write(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the UTF-8 JSON text for `value` to `output`.
  ///
  /// ```swift
  /// var out: [UInt8] = []
  /// JSONWriter(style: .compact).write(.int(7), to: &out)  // out == Array("7".utf8)
  /// ```
  public func write(_ value: JSONOutput, to output: inout [UInt8]) {
    write(value, depth: 0, to: &output)
  }

  private func write(_ value: JSONOutput, depth: Int, to output: inout [UInt8]) {
    switch value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let bool): output.append(contentsOf: (bool ? "true" : "false").utf8)
    case .number(let number): output.append(contentsOf: Self.formatNumber(number).utf8)
    case .int(let int): output.append(contentsOf: String(int).utf8)
    case .string(let string): Self.appendQuoted(string, to: &output)
    case .written(let bytes): output.append(contentsOf: bytes)
    case .array(let elements):
      if elements.isEmpty {
        output.append(contentsOf: "[]".utf8)
      } else if style == .compact || elements.allSatisfy(\.isInlineScalar) {
        output.append(JSONByte.openBracket)
        for (index, element) in elements.enumerated() {
          if index > 0 { output.append(contentsOf: (style == .compact ? "," : ", ").utf8) }
          write(element, depth: depth + 1, to: &output)
        }
        output.append(JSONByte.closeBracket)
      } else {
        output.append(JSONByte.openBracket)
        for (index, element) in elements.enumerated() {
          if index > 0 { output.append(JSONByte.comma) }
          newLine(depth: depth + 1, to: &output)
          write(element, depth: depth + 1, to: &output)
        }
        newLine(depth: depth, to: &output)
        output.append(JSONByte.closeBracket)
      }
    case .object(let members):
      if members.isEmpty {
        output.append(contentsOf: "{}".utf8)
        return
      }
      output.append(JSONByte.openBrace)
      for (index, (key, member)) in members.enumerated() {
        if index > 0 { output.append(JSONByte.comma) }
        if style == .pretty { newLine(depth: depth + 1, to: &output) }
        Self.appendQuoted(key, to: &output)
        output.append(JSONByte.colon)
        if style == .pretty { output.append(JSONByte.space) }
        write(member, depth: depth + 1, to: &output)
      }
      if style == .pretty { newLine(depth: depth, to: &output) }
      output.append(JSONByte.closeBrace)
    }
  }

  private func newLine(depth: Int, to output: inout [UInt8]) {
    output.append(JSONByte.lineFeed)
    output.append(contentsOf: repeatElement(JSONByte.space, count: 2 * depth))
  }

  /// `string` in double quotes, escaped per RFC 8259: `"` and `\` with a backslash, `\b \f \n \r \t`,
  /// other control characters as `\u00XX`. Everything else, `/` and non-ASCII included, as is.
  ///
  /// ```swift
  /// JSONWriter.quoted("tab\there")  // the 11 characters "tab\there" (quotes and a backslash-t included)
  /// ```
  public static func quoted(_ string: String) -> String {
    var bytes: [UInt8] = []
    appendQuoted(string, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  static func appendQuoted(_ string: String, to output: inout [UInt8]) {
    output.append(JSONByte.quote)
    for byte in string.utf8 {
      switch byte {
      case JSONByte.quote, JSONByte.backslash:
        output.append(JSONByte.backslash)
        output.append(byte)
      case 0x08: output.append(contentsOf: #"\b"#.utf8)
      case 0x0C: output.append(contentsOf: #"\f"#.utf8)
      case 0x0A: output.append(contentsOf: #"\n"#.utf8)
      case 0x0D: output.append(contentsOf: #"\r"#.utf8)
      case 0x09: output.append(contentsOf: #"\t"#.utf8)
      case 0..<0x20:
        let low = byte & 0x0F
        output.append(contentsOf: #"\u00"#.utf8)
        output.append(0x30 + byte >> 4)
        output.append(low < 10 ? 0x30 + low : 0x57 + low)
      default:
        output.append(byte)
      }
    }
    output.append(JSONByte.quote)
  }
}

extension JSONOutput {
  /// Values that pretty output keeps on one line inside an array.
  fileprivate var isInlineScalar: Bool {
    switch self {
    case .null, .bool, .number, .int: true
    case .string, .array, .object, .written: false
    }
  }
}
