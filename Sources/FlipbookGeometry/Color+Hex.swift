extension Color {
  /// Parses `"#RGB"`, `"#RGBA"`, `"#RRGGBB"` or `"#RRGGBBAA"` (hex digits in either case, `#` required).
  /// A one-digit component `h` means `hh` (so `F` is 1.0); components are the byte value / 255; alpha
  /// defaults to 1. Returns nil for anything else.
  ///
  /// ```swift
  /// Color(hex: "#FF3B30")  // (1, 59/255, 48/255, 1)
  /// Color(hex: "#0f08")    // (0, 1, 0, 0.5333…)
  /// Color(hex: "FF3B30")   // nil
  /// ```
  public init?(hex: String) {
    guard hex.utf8.first == UInt8(ascii: "#") else { return nil }
    var digits: [UInt8] = []
    for byte in hex.utf8.dropFirst() {
      guard digits.count < 8, let value = Color.hexDigitValue(byte) else { return nil }
      digits.append(value)
    }
    let bytes: [UInt8]
    switch digits.count {
    case 3, 4: bytes = digits.map { $0 * 17 }
    case 6, 8: bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
    default: return nil
    }
    self.init(
      red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255, blue: Double(bytes[2]) / 255,
      alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
  }

  /// The value of one ASCII hex digit, or nil.
  private static func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
