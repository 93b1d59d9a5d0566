import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTestSupport
import Testing

/// Cross-dissolve: exactly (1 − p) · before + p · after per premultiplied pixel.
@Suite("Cross-dissolve transitions")
struct CrossDissolveTests {
  @Test(arguments: [(0.25, [191, 0, 64, 255]), (0.5, [128, 0, 128, 255]), (0.75, [64, 0, 191, 255])])
  func opaqueColoursMixLinearly(progress: Double, expected: [Int]) throws {
    let canvas = try draw(redToBlue(.crossDissolve, progress))
    #expect(isClose(rgba(canvas, 100, 75), expected, 1))
    // The badges mix the same way: yellow → green at 25 % is (191, 255, 0).
    if progress == 0.25 { #expect(isClose(rgba(canvas, 40, 35), [191, 255, 0, 255], 1)) }
    #expect(rgba(canvas, 10, 10) == white)
  }

  @Test func translucentContentMixesPremultiplied() throws {
    // Half-transparent red → half-transparent blue on a transparent canvas: premultiplied (128, 0, 0, 128)
    // and (0, 0, 128, 128) mix at 25 % to (96, 0, 32, 128). Painting one over the other would not.
    let snapshot = transitionScene(
      .crossDissolve, 0.25, before: card(page: Color.red.withAlphaComponent(0.5), badge: .clear),
      after: card(page: Color.blue.withAlphaComponent(0.5), badge: .clear, transition: 0))
    let canvas = try draw(snapshot, background: nil)
    #expect(isClose(rgba(canvas, 100, 75), [96, 0, 32, 128], 1))
    #expect(rgba(canvas, 10, 10) == transparent)
    // Over white, the same mix is composited once: (96 + 127, 127, 32 + 127).
    #expect(isClose(rgba(try draw(snapshot), 100, 75), [223, 127, 159, 255], 2))
  }

  @Test func containerAlphaIsPartOfEachPicture() throws {
    // Opaque pages in a container of alpha 0.5 give the same mix as half-transparent pages.
    let snapshot = transitionScene(
      .crossDissolve, 0.25, before: card(page: .red, badge: .clear, alpha: 0.5),
      after: card(page: .blue, badge: .clear, alpha: 0.5, transition: 0))
    #expect(isClose(rgba(try draw(snapshot, background: nil), 100, 75), [96, 0, 32, 128], 1))
  }

  @Test func contentOnlyInOneStateFadesOutAndIn() throws {
    // A clear container whose red square is removed by the transition: at 25 % the square is 75 % red.
    let before = TestView(
      frame: cardFrame, [TestView(frame: Rect(x: 10, y: 10, width: 40, height: 40), color: .red)])
    let after = TestView(
      frame: cardFrame, transition: 0,
      [TestView(frame: Rect(x: 100, y: 60, width: 40, height: 40), color: .blue)])
    let canvas = try draw(transitionScene(.crossDissolve, 0.25, before: before, after: after))
    #expect(isClose(rgba(canvas, 50, 45), [255, 64, 64, 255], 1))
    #expect(isClose(rgba(canvas, 140, 95), [191, 191, 255, 255], 1))
    #expect(rgba(canvas, 100, 45) == white)
  }
}
