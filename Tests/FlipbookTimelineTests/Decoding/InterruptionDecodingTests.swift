import Flipbook
import FlipbookTimeline
import Testing

/// The document key `"interruption"`: decoded, set on the player's window, and located errors.
@Suite("The interruption key")
@MainActor
struct InterruptionDecodingTests {
  static func document(_ interruption: String?) -> String {
    let key = interruption.map { #", "interruption": \#($0)"# } ?? ""
    return #"{"version": 1, "canvas": {"width": 10, "height": 10}, "fps": 10, "duration": 1\#(key)}"#
  }

  @Test func additiveIsDecodedAndSetOnThePlayersWindow() throws {
    let document = try #require(loadDocument(Self.document(#""additive""#)))
    #expect(document.interruption == .additive)
    #expect(TimelinePlayer(document: document, file: "t.json").window.animator.interruption == .additive)
  }

  @Test func replaceIsTheDefaultAndCanBeWritten() throws {
    let absent = try #require(loadDocument(Self.document(nil)))
    let written = try #require(loadDocument(Self.document(#""replace""#)))
    #expect(absent.interruption == .replace && written.interruption == .replace)
    #expect(TimelinePlayer(document: absent, file: "t.json").window.animator.interruption == .replace)
  }

  @Test func anUnknownModeIsALocatedErrorWithAHint() {
    #expect(
      errorLines(Self.document(#""additve""#)) == [
        ##"t.json:1:97: error: unknown interruption mode 'additve' (did you mean 'additive'?) (at $.interruption)"##
      ])
  }

  @Test func aModeThatIsNotAStringIsALocatedError() {
    #expect(
      errorLines(Self.document("true")) == [
        ##"t.json:1:97: error: expected a string, found boolean (at $.interruption)"##
      ])
  }
}
