import Testing

@testable import FlipbookLottie

@Test func base64MatchesRFC4648Vectors() {
  let vectors = [
    "": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=",
    "foobar": "Zm9vYmFy",
  ]
  for (plain, encoded) in vectors { #expect(Base64.encode(Array(plain.utf8)) == encoded) }
}
