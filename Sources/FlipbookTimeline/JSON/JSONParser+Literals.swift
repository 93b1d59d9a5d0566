// `true`, `false`, `null`, and the messages for anything else found where a value should start.

extension JSONReader {
  /// Reads `true`, `false` or `null` at `position`, or throws the best message for what is there instead.
  mutating func readLiteralOrFail() throws(JSONSyntaxError) -> JSONTape.Kind {
    let begin = position
    let byte = bytes[begin]
    guard Self.isWordByte(byte) else { throw unexpectedValueError(at: begin) }
    var end = begin
    while end < bytes.count && Self.isWordByte(bytes[end]) { end += 1 }
    let word = UnsafeBufferPointer(rebasing: bytes[begin..<end])
    if word.elementsEqual("true".utf8) {
      position = end
      return .true
    } else if word.elementsEqual("false".utf8) {
      position = end
      return .false
    } else if word.elementsEqual("null".utf8) {
      position = end
      return .null
    }
    let text = quoted(begin..<end)
    let lowercase = String(decoding: word.map { $0 | 0x20 }, as: UTF8.self)
    if lowercase == "true" || lowercase == "false" || lowercase == "null" {
      throw error("invalid literal '\(text)': JSON literals are lowercase, write \(lowercase)", at: begin)
    }
    throw error("unexpected word '\(text)' (strings need double quotes)", at: begin)
  }

  /// The message for a byte that cannot start a value.
  func unexpectedValueError(at offset: Int) -> JSONSyntaxError {
    switch bytes[offset] {
    case JSONByte.plus, JSONByte.period:
      return invalidNumberError(from: offset)
    case JSONByte.apostrophe:
      return error("strings must use double quotes in JSON", at: offset)
    case JSONByte.slash:
      return error("comments are not allowed in JSON", at: offset)
    default:
      return unexpectedCharacterError(at: offset)
    }
  }

  /// `unexpected character 'X'`, naming invisible and non-ASCII characters by code point.
  func unexpectedCharacterError(at offset: Int) -> JSONSyntaxError {
    let byte = bytes[offset]
    if byte > 0x20 && byte < 0x7F {
      return error("unexpected character '\(Character(Unicode.Scalar(byte)))'", at: offset)
    }
    if byte < 0x80 {
      return error("unexpected character \(Self.codePoint(UInt32(byte)))", at: offset)
    }
    guard let scalar = scalar(at: offset) else {
      return error("invalid UTF-8 at byte \(offset)", at: offset)
    }
    let name = Self.codePoint(scalar.value)
    if scalar.value == 0x201C || scalar.value == 0x201D {
      return error(
        "unexpected character '\(Character(scalar))' (\(name)); use straight double quotes", at: offset)
    }
    return error("unexpected character '\(Character(scalar))' (\(name))", at: offset)
  }
}
