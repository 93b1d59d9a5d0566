import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// `point(inside:)` and `hitTest(_:)`: the farthest descendant containing the point, front-most first, with
/// hidden, nearly transparent and non-interactive views skipped along with their subtrees.
@MainActor
@Suite(.checksEngineInvariants) struct HitTestingTests {
  let window = TestWindow(frame: Rect(x: 0, y: 0, width: 400, height: 300))
  let back = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  let front = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))

  init() {
    window.addSubview(back)
    window.addSubview(front)
  }

  @Test func pointInsideUsesTheHalfOpenBounds() {
    let v = View(frame: Rect(x: 30, y: 30, width: 100, height: 50))
    #expect(v.point(inside: Point(x: 0, y: 0)))
    #expect(v.point(inside: Point(x: 99.5, y: 49.5)))
    #expect(!v.point(inside: Point(x: 100, y: 10)))
    #expect(!v.point(inside: Point(x: 10, y: 50)))
    #expect(!v.point(inside: Point(x: -0.1, y: 10)))
    // The point is in the view's own (bounds) coordinates, not the superview's.
    #expect(!v.point(inside: Point(x: 130, y: 40)))
  }

  @Test func pointInsideFollowsTheBoundsOrigin() {
    let v = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    v.bounds.origin = Point(x: 10, y: 10)
    #expect(!v.point(inside: Point(x: 5, y: 5)))
    #expect(v.point(inside: Point(x: 10, y: 10)))
    #expect(v.point(inside: Point(x: 59, y: 59)))
    #expect(!v.point(inside: Point(x: 60, y: 20)))
  }

  @Test func theFrontMostViewWins() {
    #expect(window.hitTest(Point(x: 75, y: 75)) === front)
    #expect(window.hitTest(Point(x: 25, y: 25)) === back)
    #expect(window.hitTest(Point(x: 300, y: 200)) === window)
    #expect(window.hitTest(Point(x: -1, y: 5)) == nil)
    window.bringSubviewToFront(back)
    #expect(window.hitTest(Point(x: 75, y: 75)) === back)
  }

  @Test func theDeepestViewWins() {
    let inner = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    front.addSubview(inner)
    // front's (10, 10) is the window's (60, 60).
    #expect(window.hitTest(Point(x: 65, y: 65)) === inner)
    #expect(window.hitTest(Point(x: 90, y: 90)) === front)
    #expect(front.hitTest(Point(x: 15, y: 15)) === inner)
  }

  @Test func hiddenViewsAreSkippedWithTheirSubtrees() {
    let inner = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    front.addSubview(inner)
    front.isHidden = true
    #expect(window.hitTest(Point(x: 75, y: 75)) === back)
    #expect(window.hitTest(Point(x: 120, y: 120)) === window)
    #expect(front.hitTest(Point(x: 10, y: 10)) == nil)
  }

  @Test func nearlyTransparentViewsAreSkipped() {
    front.alpha = 0.005
    #expect(window.hitTest(Point(x: 75, y: 75)) === back)
    front.alpha = 0
    #expect(window.hitTest(Point(x: 75, y: 75)) === back)
    front.alpha = 0.01  // not below 0.01
    #expect(window.hitTest(Point(x: 75, y: 75)) === front)
  }

  @Test func nonInteractiveViewsAreSkippedWithTheirSubtrees() {
    let inner = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    front.addSubview(inner)
    front.isUserInteractionEnabled = false
    #expect(window.hitTest(Point(x: 75, y: 75)) === back)
    #expect(window.hitTest(Point(x: 120, y: 120)) === window)
    front.isUserInteractionEnabled = true
    inner.isUserInteractionEnabled = false
    #expect(window.hitTest(Point(x: 120, y: 120)) === front)
  }

  @Test func aPointOutsideTheParentDoesNotReachSubviewsThatStickOut() {
    let lone = View(frame: Rect(x: 200, y: 200, width: 10, height: 10))
    let stickingOut = View(frame: Rect(x: 5, y: 5, width: 50, height: 50))  // window 205…255
    window.addSubview(lone)
    lone.addSubview(stickingOut)
    #expect(window.hitTest(Point(x: 207, y: 207)) === stickingOut)  // inside both
    #expect(window.hitTest(Point(x: 230, y: 230)) === window)  // inside stickingOut only
    #expect(lone.clipsToBounds == false)  // clipping is about drawing; hit-testing stops at the bounds anyway
  }

  @Test func boundsOriginShiftsWhereSubviewsAreHit() {
    let scroller = View(frame: Rect(x: 200, y: 100, width: 100, height: 100))
    scroller.bounds.origin = Point(x: 50, y: 0)
    let item = View(frame: Rect(x: 50, y: 0, width: 10, height: 10))
    window.addSubview(scroller)
    scroller.addSubview(item)
    // item's frame starts at the scroll offset, so it shows at the scroller's top-left corner.
    #expect(window.hitTest(Point(x: 205, y: 105)) === item)
    #expect(window.hitTest(Point(x: 255, y: 105)) === scroller)
  }

  @Test func transformsAreRespected() {
    let turned = View(frame: Rect(x: 200, y: 100, width: 100, height: 50))
    turned.transform = AffineTransform(rotationAngle: .pi / 2)
    window.addSubview(turned)
    // On screen it now spans x 225…275, y 75…175.
    #expect(window.hitTest(Point(x: 230, y: 80)) === turned)
    // Inside the untransformed frame but outside the turned view.
    #expect(window.hitTest(Point(x: 210, y: 110)) === window)
    let scaled = View(frame: Rect(x: 300, y: 200, width: 20, height: 20))
    scaled.transform = AffineTransform(scaleX: 3, y: 3)
    window.addSubview(scaled)
    // Centered at (310, 210), now 60 wide: 280…340.
    #expect(window.hitTest(Point(x: 285, y: 185)) === scaled)
    #expect(window.hitTest(Point(x: 275, y: 210)) === window)
  }

  @Test func aViewScaledToNothingIsNeverHit() {
    let container = View(frame: Rect(x: 200, y: 200, width: 100, height: 100))
    let flat = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    flat.transform = AffineTransform(scaleX: 0, y: 0)
    window.addSubview(container)
    container.addSubview(flat)
    #expect(window.hitTest(Point(x: 225, y: 225)) === container)
    #expect(window.hitTest(Point(x: 290, y: 290)) === container)
  }

  @Test func hitTestAsksPointInsideSoOverridesWidenTheTarget() {
    final class Generous: View {
      override func point(inside point: Point) -> Bool {
        point.x >= -20 && point.y >= -20 && point.x < bounds.width + 20 && point.y < bounds.height + 20
      }
    }
    let button = Generous(frame: Rect(x: 200, y: 200, width: 10, height: 10))
    window.addSubview(button)
    #expect(window.hitTest(Point(x: 185, y: 185)) === button)
    #expect(window.hitTest(Point(x: 175, y: 185)) === window)
  }

  @Test func overridingHitTestCanHideSubviews() {
    final class Opaque: View {
      override func hitTest(_ point: Point) -> View? {
        self.point(inside: point) ? self : nil
      }
    }
    let shield = Opaque(frame: Rect(x: 200, y: 200, width: 50, height: 50))
    shield.addSubview(View(frame: Rect(x: 0, y: 0, width: 50, height: 50)))
    window.addSubview(shield)
    #expect(window.hitTest(Point(x: 210, y: 210)) === shield)
  }

  @Test func viewsAnimatingWithoutAllowUserInteractionAreSkipped() {
    View.animate(withDuration: 1) { front.alpha = 0.5 }
    window.step(to: 0.5)
    #expect(window.hitTest(Point(x: 75, y: 75)) === back)
    window.step(to: 1)
    #expect(window.hitTest(Point(x: 75, y: 75)) === front)
    View.animate(withDuration: 1, delay: 0, options: .allowUserInteraction) { front.alpha = 1 }
    window.step(to: 1.5)
    #expect(window.hitTest(Point(x: 75, y: 75)) === front)
  }
}
