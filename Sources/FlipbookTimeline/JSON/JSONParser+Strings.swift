// Strings: checked (UTF-8, escapes, control characters) but not decoded; the tape decodes them when asked.

extension JSONReader {
  /// Checks a string whose opening quote is at `position` and moves past it; returns the byte length
  /// between the quotes and whether it holds escapes.
  mutating func readString(openedAt start: SourceLocation) throws(JSONSyntaxError) -> (Int, Bool) {
    let begin = position + 1
    var cursor = begin
    while cursor < bytes.count {
      let byte = bytes[cursor]
      if byte == JSONByte.quote {
        position = cursor + 1
        return (cursor - begin, false)
      } else if byte == JSONByte.backslash {
        return (try readEscapedString(from: begin, escapeAt: cursor, openedAt: start), true)
      } else if byte < 0x20 {
        throw controlCharacterError(at: cursor)
      } else if byte < 0x80 {
        cursor += 1
      } else {
        let length = try utf8SequenceLength(at: cursor)
        lineContinuationBytes += length - 1
        cursor += length
      }
    }
    throw JSONSyntaxError(message: "unterminated string", location: start)
  }

  /// The rest of a string from its first escape on; returns the byte length between the quotes.
  mutating func readEscapedString(
    from begin: Int, escapeAt firstEscape: Int, openedAt start: SourceLocation
  ) throws(JSONSyntaxError) -> Int {
    var cursor = firstEscape
    while cursor < bytes.count {
      let byte = bytes[cursor]
      if byte == JSONByte.quote {
        position = cursor + 1
        return cursor - begin
      } else if byte == JSONByte.backslash {
        guard cursor + 1 < bytes.count else { break }
        let escaped = bytes[cursor + 1]
        switch escaped {
        case JSONByte.quote, JSONByte.backslash, JSONByte.slash, 0x62, 0x66, 0x6E, 0x72, 0x74: break
        case 0x75:  // \u
          let (_, length) = try readUnicodeEscape(at: cursor)
          cursor += length
          continue
        default:
          throw invalidEscapeError(at: cursor)
        }
        cursor += 2
      } else if byte < 0x20 {
        throw controlCharacterError(at: cursor)
      } else if byte < 0x80 {
        cursor += 1
      } else {
        let length = try utf8SequenceLength(at: cursor)
        lineContinuationBytes += length - 1
        cursor += length
      }
    }
    throw JSONSyntaxError(message: "unterminated string", location: start)
  }

  /// Decodes `\uXXXX` (or a `\uD83D\uDE00` surrogate pair) at `backslash`; returns the scalar and
  /// how many bytes the escape takes.
  func readUnicodeEscape(at backslash: Int) throws(JSONSyntaxError) -> (Unicode.Scalar, Int) {
    guard let first = hexQuad(at: backslash + 2) else { throw invalidUnicodeEscapeError(at: backslash) }
    switch first {
    case 0xD800...0xDBFF:
      if backslash + 7 < bytes.count, bytes[backslash + 6] == JSONByte.backslash,
        bytes[backslash + 7] == 0x75,
        let second = hexQuad(at: backslash + 8), (0xDC00...0xDFFF).contains(second)
      {
        let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        return (Unicode.Scalar(value)!, 12)
      }
      throw loneSurrogateError(first, at: backslash)
    case 0xDC00...0xDFFF:
      throw loneSurrogateError(first, at: backslash)
    default:
      return (Unicode.Scalar(first)!, 6)
    }
  }

  /// The value of four hex digits starting at `offset`, or `nil`.
  func hexQuad(at offset: Int) -> UInt32? {
    guard offset + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for index in offset..<offset + 4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case 0x30...0x39: digit = byte - 0x30
      case 0x41...0x46: digit = byte - 0x41 + 10
      case 0x61...0x66: digit = byte - 0x61 + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// The length of the well-formed UTF-8 sequence whose lead byte (≥ 0x80) is at `offset`.
  func utf8SequenceLength(at offset: Int) throws(JSONSyntaxError) -> Int {
    @inline(__always)
    func continuation(_ index: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
      index < bytes.count && bytes[index] >= low && bytes[index] <= high
    }
    switch bytes[offset] {
    case 0xC2...0xDF:
      if continuation(offset + 1) { return 2 }
    case 0xE0:
      if continuation(offset + 1, 0xA0) && continuation(offset + 2) { return 3 }
    case 0xE1...0xEC, 0xEE...0xEF:
      if continuation(offset + 1) && continuation(offset + 2) { return 3 }
    case 0xED:
      if continuation(offset + 1, 0x80, 0x9F) && continuation(offset + 2) { return 3 }
    case 0xF0:
      if continuation(offset + 1, 0x90) && continuation(offset + 2) && continuation(offset + 3) { return 4 }
    case 0xF1...0xF3:
      if continuation(offset + 1) && continuation(offset + 2) && continuation(offset + 3) { return 4 }
    case 0xF4:
      if continuation(offset + 1, 0x80, 0x8F) && continuation(offset + 2) && continuation(offset + 3) {
        return 4
      }
    default:
      break
    }
    throw error("invalid UTF-8 at byte \(offset)", at: offset)
  }

  /// The scalar whose UTF-8 sequence starts at `offset`, or `nil` when the bytes are not UTF-8.
  func scalar(at offset: Int) -> Unicode.Scalar? {
    let lead = bytes[offset]
    if lead < 0x80 { return Unicode.Scalar(lead) }
    guard let length = try? utf8SequenceLength(at: offset) else { return nil }
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for index in offset + 1..<offset + length {
      value = value << 6 | UInt32(bytes[index] & 0x3F)
    }
    return Unicode.Scalar(value)
  }

  func controlCharacterError(at offset: Int) -> JSONSyntaxError {
    error(
      "control character \(Self.codePoint(UInt32(bytes[offset]))) in a string must be escaped", at: offset)
  }

  func invalidEscapeError(at backslash: Int) -> JSONSyntaxError {
    let escaped = bytes[backslash + 1]
    if escaped > 0x20 && escaped < 0x7F {
      return error("invalid escape '\\\(Character(Unicode.Scalar(escaped)))'", at: backslash)
    }
    let what = scalar(at: backslash + 1).map { Self.codePoint($0.value) } ?? "an invalid UTF-8 byte"
    return error("invalid escape: a backslash followed by \(what)", at: backslash)
  }

  func invalidUnicodeEscapeError(at backslash: Int) -> JSONSyntaxError {
    var shown = "\\u"
    var index = backslash + 2
    while index < bytes.count && index < backslash + 6 && bytes[index] > 0x20 && bytes[index] < 0x7F
      && bytes[index] != JSONByte.quote
    {
      shown.append(Character(Unicode.Scalar(bytes[index])))
      index += 1
    }
    return error("invalid Unicode escape '\(shown)': \\u needs four hex digits", at: backslash)
  }

  func loneSurrogateError(_ value: UInt32, at backslash: Int) -> JSONSyntaxError {
    let hex = String(value, radix: 16, uppercase: true)
    return error(
      "lone surrogate '\\u\(hex)' in a string (surrogates must come in high-low pairs)", at: backslash)
  }

  /// `U+000A`-style name of a code point.
  static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
