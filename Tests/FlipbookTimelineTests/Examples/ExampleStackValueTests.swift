import Flipbook
import FlipbookGeometry
import FlipbookTimeline
import Testing

/// Values that show the point of `stack-list.json`, worked out by hand from the file: a list 220 wide with
/// insets 6 and spacing 4, twenty rows 18 high (so 22 apart, row n at y 6 + 22 (n − 1), 208 wide). The
/// pictures are checked by GoldenTimelineTests.
@MainActor
@Suite struct ExampleStackValueTests {
  func player() throws -> TimelinePlayer {
    let document = try #require(try ExampleFiles.document("stack-list.json"))
    return TimelinePlayer(document: document, file: "stack-list.json")
  }

  func frame(_ player: TimelinePlayer, _ id: String) -> Rect { player.viewsByID[id]!.frame }

  @Test func rowsStartLaidOutAndRunPastTheListsEnd() throws {
    let player = try player()
    player.step(toFrame: 0)
    #expect(frame(player, "row1") == Rect(x: 6, y: 6, width: 208, height: 18))
    #expect(frame(player, "row5") == Rect(x: 6, y: 94, width: 208, height: 18))
    #expect(frame(player, "row20") == Rect(x: 6, y: 424, width: 208, height: 18))  // below the 250-high list
    let avatar = try #require(player.viewsByID["row5"]?.subviews.first)
    #expect(avatar.frame == Rect(x: 8, y: 4, width: 10, height: 10))  // after the inset, centred in 18
  }

  @Test func rowFiveExpandsAndTheRowsBelowFollowTheBlocksCurve() throws {
    let player = try player()
    player.step(toFrame: 21)  // 0.7 s: half of the block from 0.4 s to 1.0 s
    let progress = CubicBezier.easeInEaseOut.value(at: 0.5)
    // Row 5 grows 18 → 72, so every row below moves 54 down: row 6's center 125 → 179.
    let row6 = try #require(player.viewsByID["row6"])
    #expect(abs(row6.presentation.center.y - (125 + 54 * progress)) < 1e-6)
    #expect(frame(player, "row6").minY == 170)  // the model is the new layout at once
    player.step(toFrame: 30)
    #expect(row6.presentation.center.y == 179)
    #expect(frame(player, "row20").minY == 478)
    // The row's own stack centres its avatar in the new height, inside the same block.
    #expect(player.viewsByID["row5"]?.subviews.first?.presentation.center.y == 36)
  }

  @Test func hidingRowNineClosesItsGapAndScrollingMovesTheContent() throws {
    let player = try player()
    player.step(toFrame: 57)  // 1.9 s: the block hiding row 9 (1.4 s, 0.5 s) has ended
    #expect(frame(player, "row10").minY == 236)  // 258 − 22
    player.step(toFrame: 78)  // 2.6 s: the list has scrolled 200 points, with no new layout
    #expect(player.viewsByID["list"]?.bounds.origin == Point(x: 0, y: 200))
    #expect(frame(player, "row10").minY == 236)
    player.step(toFrame: 104)  // collapsed and scrolled back
    #expect(frame(player, "row5").height == 18)
    #expect(frame(player, "row10").minY == 182)  // row 10 is the ninth visible row: 6 + 8 × 22
    #expect(player.viewsByID["list"]?.bounds.origin == .zero)
  }
}
