import Testing

@testable import FlipbookRender

/// The blur's division by a multiply and a shift.
@Suite("Box blur: division by the box width")
struct BoxBlurDivisionTests {
  @Test func theDivisorDividesExactlyOverTheBoxSums() {
    for d in Int32(1)...Int32(4100) where d % 2 == 1 || d > 4090 {
      let divisor = BoxBlur.Divisor(d)
      // Every numerator a box sum can reach, spot-checked at the worst remainders.
      for q in stride(from: Int32(0), to: 256, by: d > 200 ? 15 : 1) {
        for n in [q * d, q * d + d - 1, q * d + d / 2] where n < 256 * d {
          #expect(divisor.divide(n) == n / d, "\(n) / \(d)")
        }
      }
    }
  }
}
