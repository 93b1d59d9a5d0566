import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTestSupport
import Testing

/// Curls of the red → blue card (160 × 120 at (20, 15), bottom-right corner (180, 135)).
///
/// From the documented model (Documentation/Rendering.md): the curl runs along n = (−sin φ, −cos φ) with
/// tilt φ = 0.25 from the bottom-right corner; a point's distance is v = −0.2474 (x − 180) − 0.9689 (y − 135).
/// The page's length is L = 160 sin φ + 120 cos φ = 155.85, the radius R = 0.12 L = 18.70, and the line of
/// contact a = p (L + R) for curlUp, (1 − p)(L + R) for curlDown. Flat old page beyond a; the back of the
/// lifted page (light grey over a faint picture) between the fold a − R and a and, past the cylinder, lying
/// flat on top up to 2a − πR; the new page below the fold.
@Suite("Curl transitions")
struct CurlTransitionTests {
  /// Whether the pixel is the back of the page: light, greyish (every channel at least 150).
  private func isBackSide(_ p: [Int]) -> Bool { p[0] >= 150 && p[1] >= 150 && p[2] >= 150 && !isWhite(p) }

  @Test func curlUpAtHalfWayKeepsTheTopOldAndShowsTheNewPageBelow() throws {
    // a = 87.27: the fold at 68.57, the flap up to 115.8.
    let canvas = try draw(redToBlue(.curlUp, 0.5))
    #expect(rgba(canvas, 100, 25) == red)  // v = 126.4: flat old page
    #expect(rgba(canvas, 60, 25) == red)  // v = 136.3
    #expect(isYellowish(rgba(canvas, 40, 35)))  // the badge, untouched
    #expect(rgba(canvas, 100, 125) == blue)  // v = 29.5: the new page
    #expect(rgba(canvas, 100, 110) == blue)  // v = 44: before the shadow
    // v = 101.9, on the flap; it shows the page point (161.8, 125.3), red: 0.8 · 0.94 grey + 0.2 · red.
    let back = rgba(canvas, 140, 40)
    #expect(isClose(back, [243, 192, 192, 255], 3))
    // v = 66.3, just before the fold: the new page in the curl's shadow.
    let shadow = rgba(canvas, 100, 87)
    #expect(shadow[0] <= 10 && shadow[1] <= 10 && shadow[2] >= 150 && shadow[2] <= 240)
    #expect(rgba(canvas, 10, 75) == white)  // nothing outside the container
    #expect(rgba(canvas, 190, 75) == white)
  }

  @Test func curlDownAtHalfWayIsTheReverse() throws {
    let canvas = try draw(redToBlue(.curlDown, 0.5))
    #expect(rgba(canvas, 100, 25) == blue)  // the new page has come down over the top
    #expect(rgba(canvas, 60, 25) == blue)
    #expect(rgba(canvas, 100, 125) == red)  // the old page is still uncovered at the bottom
    #expect(isClose(rgba(canvas, 140, 40), [192, 192, 243, 255], 3))  // the new page's back
  }

  @Test func curlUpAtAQuarterHasLiftedOnlyTheBottomRightCorner() throws {
    // a = 43.64, the lifted part only reaches 2.33 rad round the cylinder: no flap yet; fold at 24.94.
    let canvas = try draw(redToBlue(.curlUp, 0.25))
    #expect(rgba(canvas, 170, 130) == blue)  // v = 7.3
    #expect(rgba(canvas, 100, 100) == red)  // v = 53.7
    #expect(rgba(canvas, 60, 60) == red)  // v = 102
    #expect(isMostly(rgba(canvas, 30, 130), 0))  // v = 41.9: the front of the curl, barely shaded
  }

  @Test func curlUpAtThreeQuartersHasTurnedMostOfThePage() throws {
    // a = 130.9, fold at 112.2, flap up to 203 (past the page): no flat old page is left uncovered.
    let canvas = try draw(redToBlue(.curlUp, 0.75))
    #expect(rgba(canvas, 100, 100) == blue)  // v = 53.7
    #expect(rgba(canvas, 170, 130) == blue)
    #expect(isBackSide(rgba(canvas, 25, 20)))  // v = 149.8: the flap, showing page point (48.9, 113.6)
    #expect(isBackSide(rgba(canvas, 100, 25)))  // v = 126.4: the back of the cylinder
  }

  @Test func curlDownAtAQuarterAndThreeQuarters() throws {
    let quarter = try draw(redToBlue(.curlDown, 0.25))  // the geometry of curlUp at 75 %
    #expect(rgba(quarter, 100, 100) == red)
    #expect(isBackSide(rgba(quarter, 25, 20)))
    #expect(rgba(quarter, 25, 20)[2] > rgba(quarter, 25, 20)[0])  // the back of the blue page
    let threeQuarters = try draw(redToBlue(.curlDown, 0.75))  // the geometry of curlUp at 25 %
    #expect(rgba(threeQuarters, 170, 130) == red)
    #expect(rgba(threeQuarters, 100, 100) == blue)
    #expect(rgba(threeQuarters, 60, 60) == blue)
  }
}
