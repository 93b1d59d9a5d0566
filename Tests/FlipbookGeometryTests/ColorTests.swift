import FlipbookGeometry
import Testing

@Test func hexForms() {
  #expect(Color(hex: "#FF3B30") == Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1))
  #expect(Color(hex: "#ff3b30") == Color(hex: "#FF3B30"))
  #expect(Color(hex: "#FF3B3080") == Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 128.0 / 255))
  // One digit h stands for hh: F → 255, 8 → 0x88 = 136, 0 → 0.
  #expect(Color(hex: "#F80") == Color(red: 1, green: 136.0 / 255, blue: 0, alpha: 1))
  #expect(Color(hex: "#0f08") == Color(red: 0, green: 1, blue: 0, alpha: 136.0 / 255))
  #expect(Color(hex: "#000000") == .black)
  #expect(Color(hex: "#FFF") == .white)
}

@Test func invalidHexIsRejected() {
  for text in [
    "FF3B30", "#", "#12", "#12345", "#1234567", "#123456789", "#GG0000", "# FFF", "#FFF ", "", "##FFF",
  ] {
    #expect(Color(hex: text) == nil, "\(text)")
  }
}

@Test func namedColours() {
  #expect(Color.named("black") == Color(red: 0, green: 0, blue: 0, alpha: 1))
  #expect(Color.named("darkGray") == Color(white: 1.0 / 3.0, alpha: 1))
  #expect(Color.named("lightGray") == Color(white: 2.0 / 3.0, alpha: 1))
  #expect(Color.named("white") == Color(red: 1, green: 1, blue: 1, alpha: 1))
  #expect(Color.named("gray") == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
  #expect(Color.named("red") == Color(red: 1, green: 0, blue: 0, alpha: 1))
  #expect(Color.named("green") == Color(red: 0, green: 1, blue: 0, alpha: 1))
  #expect(Color.named("blue") == Color(red: 0, green: 0, blue: 1, alpha: 1))
  #expect(Color.named("cyan") == Color(red: 0, green: 1, blue: 1, alpha: 1))
  #expect(Color.named("yellow") == Color(red: 1, green: 1, blue: 0, alpha: 1))
  #expect(Color.named("magenta") == Color(red: 1, green: 0, blue: 1, alpha: 1))
  #expect(Color.named("orange") == Color(red: 1, green: 0.5, blue: 0, alpha: 1))
  #expect(Color.named("purple") == Color(red: 0.5, green: 0, blue: 0.5, alpha: 1))
  #expect(Color.named("brown") == Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1))
  #expect(Color.named("clear") == Color(red: 0, green: 0, blue: 0, alpha: 0))
  #expect(Color.named("pink") == nil)
  #expect(Color.named("Red") == nil)
  #expect(Color.names.count == 15)
  #expect(Color.names.allSatisfy { Color.named($0) != nil })
}

@Test func colourInterpolationAndAlpha() {
  let mid = Color.black.interpolated(to: Color(red: 1, green: 0.5, blue: 0, alpha: 0), fraction: 0.5)
  #expect(mid == Color(red: 0.5, green: 0.25, blue: 0, alpha: 0.5))
  // Not clamped: overshoot leaves [0, 1].
  let over = Color.black.interpolated(to: .white, fraction: 1.5)
  #expect(over == Color(red: 1.5, green: 1.5, blue: 1.5, alpha: 1))
  #expect(Color.red.withAlphaComponent(0.25) == Color(red: 1, green: 0, blue: 0, alpha: 0.25))
  #expect(Color(white: 0.3, alpha: 0.4) == Color(red: 0.3, green: 0.3, blue: 0.3, alpha: 0.4))
}
