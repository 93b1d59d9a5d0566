/// Makes text from a document safe to print on a terminal: control characters become visible escapes.
///
/// A timeline can hold any character in its keys, ids and strings, and messages quote them. Written raw,
/// a NUL, an escape sequence (`ESC [ 2 J` clears the screen), a carriage return or a bidirectional
/// override would hide or forge what a person reads. ``escaped(_:)`` writes C0 and C1 control characters,
/// DEL and the bidirectional controls as `\n`, `\t`, `\r` or `\u{XXXX}`; everything else is kept.
///
/// ```swift
/// PrintableText.escaped("unknown key 'a\u{0}b\u{1B}[2J'")  // "unknown key 'a\\u{0000}b\\u{001B}[2J'"
/// ```
public enum PrintableText {
  /// `text` with every control character escaped; the same string when it has none.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
      }
    }
    return result
  }

  /// Each line of `text` escaped, the line breaks between them kept.
  ///
  /// ```swift
  /// PrintableText.escapedLines("a\u{7}\nb")  // "a\\u{0007}\nb"
  /// ```
  public static func escapedLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }
      .joined(separator: "\n")
  }

  /// C0 controls, DEL, C1 controls, and the bidirectional embedding, override and isolate controls.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
