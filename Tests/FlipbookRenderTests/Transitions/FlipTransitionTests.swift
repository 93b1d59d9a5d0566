import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTestSupport
import Testing

/// Flips of the 160 × 120 card at (20, 15) (centre (100, 75)) in a white 200 × 150 window, red with a
/// yellow top-left badge before, blue with a green top-left badge after, linear progress.
///
/// Expected positions come from the documented model (Documentation/Rendering.md): θ = π·p, distance
/// d = 2 × the width (320; 240 across a horizontal axis), zoom-out s = 1 − sin θ / 4, dimming 0.4 · sin θ.
/// At 25 %: θ = 45°, s = 0.8232, dimming 0.283, so pure red shows as 255 · 0.717 = 183. The near edge keeps
/// the full height (120) at a′ = −80 · cos 45° = −56.6; the far edge w = 1 + 80 · 0.7071 / 320 = 1.1768
/// lands at a′ = 0.8232 · 56.57 / 1.1768 = 39.6 with height 120 · 0.8232 / 1.1768 = 84.
@Suite("Flip transitions")
struct FlipTransitionTests {
  @Test func flipFromLeftAtAQuarterShowsTheFrontWithItsLeftSideCloser() throws {
    let canvas = try draw(redToBlue(.flipFromLeft, 0.25))
    // Left edge at x = 43.4, full height (15…135); right edge at x = 139.6, y 33…117.
    #expect(isClose(rgba(canvas, 100, 75), [183, 0, 0, 255], 2))
    #expect(isMostly(rgba(canvas, 50, 20), 0))  // the left side reaches the top
    #expect(isWhite(rgba(canvas, 135, 20)))  // the right side does not
    #expect(isMostly(rgba(canvas, 135, 75), 0))
    #expect(isWhite(rgba(canvas, 30, 75)))  // zoomed out: left of the near edge
    #expect(isWhite(rgba(canvas, 170, 75)))
    // The badge stays at the face's top left: x 50…69, y 26…48.
    #expect(isYellowish(rgba(canvas, 59, 37)))
    #expect(!isYellowish(rgba(canvas, 130, 40)))
  }

  @Test func flipFromLeftAtThreeQuartersShowsTheBackNotMirrored() throws {
    let canvas = try draw(redToBlue(.flipFromLeft, 0.75))
    // θ = 135°: the plane's left edge (still nearer) is now on the right at x = 156.6, full height; the
    // back face's own left edge is at x = 60.4, y 33…117.
    #expect(isClose(rgba(canvas, 100, 75), [0, 0, 183, 255], 2))
    #expect(isMostly(rgba(canvas, 150, 20), 2))
    #expect(isWhite(rgba(canvas, 65, 20)))
    #expect(isWhite(rgba(canvas, 55, 75)))
    #expect(isWhite(rgba(canvas, 165, 75)))
    // The green badge is at the top left of the back face (x 64…75, y 37…55), as in the after state.
    #expect(isMostly(rgba(canvas, 69, 46), 1))
    #expect(!isMostly(rgba(canvas, 150, 40), 1))
  }

  @Test func flipIsEdgeOnAtHalfWay() throws {
    let half = try draw(redToBlue(.flipFromLeft, 0.5))
    for x in stride(from: 15, through: 185, by: 5) {
      #expect(isWhite(rgba(half, x, 75)) || (x == 100 && !isMostly(rgba(half, x, 75), 2)))
    }
    // At 48 % (θ = 86.4°) only a sliver x 95…103 of the front remains; at 52 % one of the back.
    let before = try draw(redToBlue(.flipFromLeft, 0.48))
    #expect(isMostly(rgba(before, 99, 75), 0))
    #expect(isWhite(rgba(before, 90, 75)))
    #expect(isWhite(rgba(before, 108, 75)))
    let after = try draw(redToBlue(.flipFromLeft, 0.52))
    #expect(isMostly(rgba(after, 101, 75), 2))
    #expect(isWhite(rgba(after, 92, 75)))
    #expect(isWhite(rgba(after, 110, 75)))
  }

  @Test func flipFromRightIsTheMirrorImage() throws {
    let quarter = try draw(redToBlue(.flipFromRight, 0.25))
    #expect(isMostly(rgba(quarter, 150, 20), 0))  // the right side comes forward
    #expect(isWhite(rgba(quarter, 65, 20)))
    #expect(isMostly(rgba(quarter, 150, 75), 0))  // near edge at x = 156.6
    #expect(isWhite(rgba(quarter, 165, 75)))
    #expect(isWhite(rgba(quarter, 55, 75)))
    let threeQuarters = try draw(redToBlue(.flipFromRight, 0.75))
    #expect(isMostly(rgba(threeQuarters, 50, 20), 2))
    #expect(isWhite(rgba(threeQuarters, 135, 20)))
    // Back face, not mirrored: its top-left badge is on the left (near edge there: x 43…, badge x ≈ 50…69).
    #expect(isMostly(rgba(threeQuarters, 59, 37), 1))
  }

  @Test func flipFromTopBringsTheTopSideForward() throws {
    // Across = y: d = 240, near (top) edge at y = 75 − 42.4 = 32.6 keeps the full width; the bottom edge
    // lands at y = 104.7 with width 112 (x 44…156).
    let quarter = try draw(redToBlue(.flipFromTop, 0.25))
    #expect(isClose(rgba(quarter, 100, 75), [183, 0, 0, 255], 2))
    #expect(isMostly(rgba(quarter, 28, 40), 0))
    #expect(isWhite(rgba(quarter, 25, 100)))
    #expect(isWhite(rgba(quarter, 100, 25)))
    #expect(isWhite(rgba(quarter, 100, 110)))
    // 75 %: the plane's top edge, wide, is now at the bottom; the back face's badge at its top left
    // (x 47…65, y 49…60).
    let threeQuarters = try draw(redToBlue(.flipFromTop, 0.75))
    #expect(isMostly(rgba(threeQuarters, 28, 110), 2))
    #expect(isWhite(rgba(threeQuarters, 25, 50)))
    #expect(isMostly(rgba(threeQuarters, 56, 54), 1))
    #expect(!isMostly(rgba(threeQuarters, 56, 100), 1))
  }

  @Test func flipFromBottomBringsTheBottomSideForward() throws {
    let quarter = try draw(redToBlue(.flipFromBottom, 0.25))
    #expect(isMostly(rgba(quarter, 28, 110), 0))
    #expect(isWhite(rgba(quarter, 25, 50)))
    #expect(isWhite(rgba(quarter, 100, 125)))
    #expect(isWhite(rgba(quarter, 100, 40)))
    let threeQuarters = try draw(redToBlue(.flipFromBottom, 0.75))
    #expect(isMostly(rgba(threeQuarters, 28, 40), 2))
    #expect(isWhite(rgba(threeQuarters, 25, 100)))
    #expect(isMostly(rgba(threeQuarters, 100, 40), 2))
    // The badge is at the back face's top left, where the top edge is now wide: x 33…55, y 39…57.
    #expect(isMostly(rgba(threeQuarters, 44, 48), 1))
    #expect(!isMostly(rgba(threeQuarters, 150, 48), 1))
  }

  @Test func stripsLeaveNoSeams() throws {
    // A uniform face: every pixel inside is the same dimmed red, strip boundaries included.
    for kind in [TransitionKind.flipFromLeft, .flipFromTop] {
      let canvas = try draw(
        transitionScene(
          kind, 0.3, before: card(page: .red, badge: .red),
          after: card(page: .blue, badge: .blue, transition: 0)))
      let reference = rgba(canvas, 100, 75)
      // Inside the face at 30 % for both axes: x 60…125, y 45…95.
      for x in 60...125 { #expect(isClose(rgba(canvas, x, 75), reference, 1)) }
      for y in 45...95 { #expect(isClose(rgba(canvas, 100, y), reference, 1)) }
    }
  }
}
