// Numbers: checked against the RFC 8259 grammar, converted with correct rounding.

extension JSONReader {
  /// Exact powers of ten a `Double` can hold, for the exact fast path.
  static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Reads a number that starts at `position` with `-` or a digit.
  /// Returns its value and whether it is written as an integer (no fraction, no exponent).
  mutating func readNumber() throws(JSONSyntaxError) -> (Double, Bool) {
    let begin = position
    var cursor = begin
    let isNegative = bytes[cursor] == JSONByte.minus
    if isNegative { cursor += 1 }

    // Significant digits as an integer, for the fast path; exact while `digitCount` <= 19.
    var mantissa: UInt64 = 0
    var digitCount = 0
    var fractionDigits = 0
    guard cursor < bytes.count, Self.isDigit(bytes[cursor]) else { throw invalidNumberError(from: begin) }
    if bytes[cursor] == JSONByte.zero {
      cursor += 1
      if cursor < bytes.count && Self.isDigit(bytes[cursor]) { throw invalidNumberError(from: begin) }
    } else {
      while cursor < bytes.count && Self.isDigit(bytes[cursor]) {
        if digitCount < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[cursor] &- JSONByte.zero) }
        digitCount += 1
        cursor += 1
      }
    }
    var isInteger = true
    if cursor < bytes.count && bytes[cursor] == JSONByte.period {
      isInteger = false
      cursor += 1
      guard cursor < bytes.count, Self.isDigit(bytes[cursor]) else { throw invalidNumberError(from: begin) }
      while cursor < bytes.count && Self.isDigit(bytes[cursor]) {
        if digitCount < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[cursor] &- JSONByte.zero) }
        digitCount += 1
        fractionDigits += 1
        cursor += 1
      }
    }
    var hasExponent = false
    if cursor < bytes.count && (bytes[cursor] == 0x65 || bytes[cursor] == 0x45) {
      isInteger = false
      hasExponent = true
      cursor += 1
      if cursor < bytes.count && (bytes[cursor] == JSONByte.plus || bytes[cursor] == JSONByte.minus) {
        cursor += 1
      }
      guard cursor < bytes.count, Self.isDigit(bytes[cursor]) else { throw invalidNumberError(from: begin) }
      while cursor < bytes.count && Self.isDigit(bytes[cursor]) { cursor += 1 }
    }
    if cursor < bytes.count && Self.continuesNumber(bytes[cursor]) { throw invalidNumberError(from: begin) }
    position = cursor

    let magnitude: Double
    if !hasExponent && digitCount <= 15 && fractionDigits <= 22 {
      // Both operands are exact and IEEE division rounds correctly, so this is the correctly rounded value.
      magnitude = Double(mantissa) / Self.powersOfTen[fractionDigits]
    } else {
      let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[begin..<cursor]), as: UTF8.self)
      magnitude = Self.slowMagnitude(of: literal, isNegative: isNegative)
    }
    return (isNegative ? -magnitude : magnitude, isInteger)
  }

  /// The absolute value of a grammatically valid literal, via the standard library's correctly rounded
  /// conversion. Literals beyond `Double`'s range become infinity or zero, never an error.
  static func slowMagnitude(of literal: String, isNegative: Bool) -> Double {
    let text = isNegative ? literal.dropFirst() : Substring(literal)
    if let value = Double(text) { return value }
    // Not expected (the standard library saturates), but never fail: a literal below 1 or with a
    // negative exponent underflowed, anything else overflowed.
    let isTiny = text.hasPrefix("0") || text.contains("e-") || text.contains("E-")
    return isTiny ? 0 : .infinity
  }

  /// The error for a malformed number starting at `begin`, quoting the whole number-like run.
  func invalidNumberError(from begin: Int) -> JSONSyntaxError {
    var end = begin + 1
    while end < bytes.count && Self.continuesNumber(bytes[end]) { end += 1 }
    return error("invalid number '\(quoted(begin..<end))'", at: begin)
  }

  /// The bytes in `range` as text for a message, shortened when long.
  func quoted(_ range: Range<Int>) -> String {
    let limit = 40
    let shown = range.count > limit ? range.lowerBound..<range.lowerBound + limit : range
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[shown]), as: UTF8.self)
    return shown.count < range.count ? text + "…" : text
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte &- JSONByte.zero < 10 }

  /// Bytes that, right after a number, mean the number is malformed: `1.5x`, `1-2`, `0x1F`, `1_000`.
  static func continuesNumber(_ byte: UInt8) -> Bool {
    isWordByte(byte) || byte == JSONByte.period || byte == JSONByte.plus || byte == JSONByte.minus
  }

  /// ASCII letters, digits and `_`.
  static func isWordByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20) &- 0x61 < 26 || byte == 0x5F
  }
}
