import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import FlipbookTimeline
import Testing

/// Values that show the point of the content examples (title card, logo, card stack), worked out by hand
/// from the files. The pictures themselves are checked by GoldenTimelineTests.
@MainActor
@Suite struct ExampleContentValueTests {
  func player(_ name: String) throws -> (TimelinePlayer, [String: View]) {
    let document = try #require(try ExampleFiles.document(name))
    let player = TimelinePlayer(document: document, file: name)
    var views: [String: View] = [:]
    var pending = player.window.subviews
    while let view = pending.popLast() {
      if let id = player.id(of: view) { views[id] = view }
      pending += view.subviews
    }
    return (player, views)
  }

  @Test func titleCardFadesInAndReplacesTheSubtitleAt1_6Seconds() throws {
    let (player, views) = try player("title-card.json")
    let title = try #require(views["title"] as? Label)
    let subtitle = try #require(views["subtitle"] as? Label)
    player.step(toFrame: 0)
    #expect(title.presentation.alpha == 0)
    #expect(title.font == Font(size: 56, weight: .bold) && title.textAlignment == .center)
    player.step(toFrame: 47)  // 1.567 s
    #expect(title.presentation.alpha == 1)
    #expect(subtitle.text == "UIKit view animation, headless" && subtitle.font.weight == .regular)
    player.step(toFrame: 49)  // 1.633 s: after the set at 1.6 s
    #expect(subtitle.text == "Rendered with Cairo and Pango")
    #expect(subtitle.font == Font(family: "DejaVu Serif", size: 20, weight: .semibold))
    #expect(subtitle.textColor == Color(hex: "#FBBF24"))
  }

  @Test func logoIsAnImageViewWhoseShadowDeepens() throws {
    let (player, views) = try player("logo-shadow.json")
    let logo = try #require(views["logo"] as? ImageView)
    let badge = try #require(views["badge"] as? ImageView)
    #expect(
      player.document.views.views.compactMap { $0.image?.path } == ["assets/logo.png", "assets/logo.png"])
    player.step(toFrame: 0)
    #expect(logo.contentMode == .scaleAspectFit && badge.contentMode == .center)
    #expect(logo.presentation.style.shadowOpacity == 0)
    player.step(toFrame: 24)  // 0.8 s: halfway through the 1.2 s ease-in-out block
    #expect(isClose(logo.presentation.style.shadowRadius, 7, 1e-9))  // 2 + (12 − 2) × 0.5
    player.step(toFrame: 59)
    #expect(logo.presentation.style.shadowOpacity == 0.5 && logo.presentation.style.shadowRadius == 12)
    #expect(logo.presentation.style.shadowOffset == Size(width: 0, height: 14))
    #expect(badge.contentMode == .scaleAspectFill)
  }

  @Test func cardStackRoundsItsCornersAndWidensItsBorders() throws {
    let (player, views) = try player("card-stack.json")
    let front = try #require(views["front"])
    player.step(toFrame: 0)
    #expect(front.presentation.style.cornerRadius == 4 && front.presentation.style.borderWidth == 1)
    player.step(toFrame: 24)  // 0.8 s: half the 1.2 s block, ease-out is past half
    let radius = front.presentation.style.cornerRadius
    #expect(radius > 14 && radius < 24)
    player.step(toFrame: 59)
    #expect(front.presentation.style.cornerRadius == 24 && front.presentation.style.borderWidth == 3)
    #expect(front.presentation.style.borderColor == Color(hex: "#DC2626"))
    #expect(views["caption"] is Label && front.clipsToBounds)
  }
}
