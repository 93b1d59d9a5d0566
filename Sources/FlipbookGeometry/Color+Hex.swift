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
    // The digits packed four bits each, first digit highest: no array per colour (timelines have millions).
    var packed: UInt32 = 0
    var count = 0
    for byte in hex.utf8.dropFirst() {
      guard count < 8, let value = Color.hexDigitValue(byte) else { return nil }
      packed = packed << 4 | UInt32(value)
      count += 1
    }
    func component(_ index: Int) -> Double {
      switch count {
      case 3, 4: Double(((packed >> UInt32(4 * (count - 1 - index))) & 0xF) * 17) / 255
      default: Double((packed >> UInt32(8 * (count / 2 - 1 - index))) & 0xFF) / 255
      }
    }
    switch count {
    case 3, 4, 6, 8: break
    default: return nil
    }
    self.init(
      red: component(0), green: component(1), blue: component(2),
      alpha: count == 4 || count == 8 ? component(3) : 1)
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
