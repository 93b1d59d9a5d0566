import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// A view's keys from its own layer, `view.layer.anchorPoint` and `view.layer.zPosition`, with UIKit's rules:
/// the center is the layer's position, the anchor point is the point of the bounds that sits there and that
/// the transform turns about, and siblings draw in ascending zPosition.
@MainActor
@Suite(.checksEngineInvariants) struct ViewLayerKeysTests {
  let window = TestWindow(frame: Rect(x: 0, y: 0, width: 400, height: 300))
  /// 50 × 50 at center (100, 100): frame (75, 75, 50, 50) at the default anchor point.
  let hand = View(frame: Rect(x: 75, y: 75, width: 50, height: 50))

  init() { window.addSubview(hand) }

  /// UIKit: changing `anchorPoint` keeps `position` (the center) and moves the frame. With the anchor at the
  /// top-left corner the bounds' (0, 0) sits at the center, so the frame's origin is the center (100, 100).
  @Test func anAnchorPointAtTheCornerMovesTheFrameNotTheCenter() {
    #expect(hand.layer.anchorPoint == Point(x: 0.5, y: 0.5))
    hand.layer.anchorPoint = Point(x: 0, y: 0)
    #expect(hand.center == Point(x: 100, y: 100))
    #expect(hand.layer.position == Point(x: 100, y: 100))
    #expect(hand.frame == Rect(x: 100, y: 100, width: 50, height: 50))
    // Anchor (1, 0.5): the right edge's middle at the center, the frame 50 to its left.
    hand.layer.anchorPoint = Point(x: 1, y: 0.5)
    #expect(hand.frame == Rect(x: 50, y: 75, width: 50, height: 50))
  }

  /// Setting the frame places the anchor point at its place in the new rectangle: with anchor (0, 0), at the
  /// rectangle's origin.
  @Test func settingTheFramePutsTheAnchorPointInIt() {
    hand.layer.anchorPoint = Point(x: 0, y: 0)
    hand.frame = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect(hand.center == Point(x: 10, y: 20))
    #expect(hand.bounds == Rect(x: 0, y: 0, width: 30, height: 40))
    #expect(hand.frame == Rect(x: 10, y: 20, width: 30, height: 40))
  }

  /// The transform turns the view about its anchor point (UIView.transform: "Transformations occur relative
  /// to the view's anchor point"). Turned 90° about (0, 0) of its bounds, with y down a bounds point (x, y)
  /// relative to the anchor goes to (−y, x): the corners (0, 0), (50, 0), (0, 50), (50, 50) go to (0, 0),
  /// (0, 50), (−50, 0), (−50, 50), so the frame is x 50 … 100, y 100 … 150 around the center (100, 100).
  @Test func theTransformTurnsAboutTheAnchorPoint() {
    hand.layer.anchorPoint = Point(x: 0, y: 0)
    hand.transform = AffineTransform(rotationAngle: .pi / 2)
    let frame = hand.frame
    #expect(abs(frame.origin.x - 50) < 1e-9 && abs(frame.origin.y - 100) < 1e-9)
    #expect(abs(frame.size.width - 50) < 1e-9 && abs(frame.size.height - 50) < 1e-9)
    let pivot = hand.convert(Point(x: 0, y: 0), to: nil)
    #expect(abs(pivot.x - 100) < 1e-9 && abs(pivot.y - 100) < 1e-9)
    // The bounds' (10, 0) is 10 along the turned x axis, which points down: (100, 110).
    let along = hand.convert(Point(x: 10, y: 0), to: nil)
    #expect(abs(along.x - 100) < 1e-9 && abs(along.y - 110) < 1e-9)
  }

  /// Hit-testing follows the moved frame: with the anchor at (0, 0) the view covers 100 ..< 150, so (120,
  /// 120) hits it and (90, 90), inside its old frame 75 ..< 125, misses it.
  @Test func hitTestingFollowsTheAnchorPoint() {
    hand.layer.anchorPoint = Point(x: 0, y: 0)
    #expect(window.hitTest(Point(x: 120, y: 120)) === hand)
    #expect(window.hitTest(Point(x: 90, y: 90)) === window)
    #expect(hand.convert(Point(x: 120, y: 120), from: nil) == Point(x: 20, y: 20))
  }

  /// UIKit animates no anchor point in a block: it is not among the animatable properties ("What Can Be
  /// Animated?"), and UIView gives its backing layer no action for other keys, so it changes at once.
  @Test func anAnchorPointSetInABlockChangesAtOnce() {
    let hand = self.hand
    View.animate(withDuration: 1) {
      hand.layer.anchorPoint = Point(x: 0, y: 0)
      hand.layer.zPosition = 2
    }
    window.step(to: 0.5)
    #expect(hand.presentation.frame == Rect(x: 100, y: 100, width: 50, height: 50))
    #expect(hand.layer.zPosition == 2)
  }

  /// Siblings draw in ascending zPosition, ties in list order (as sibling layers do): raising the first of
  /// three puts its node last in the snapshot's drawing order.
  @Test func siblingsDrawInAscendingZPosition() {
    let a = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let b = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
    let c = View(frame: Rect(x: 0, y: 0, width: 30, height: 10))
    let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(parent)
    for v in [a, b, c] { parent.addSubview(v) }
    func widths() -> [Double] {
      let nodes = window.renderSnapshot().nodes
      return nodes.suffix(3).map(\.bounds.size.width)
    }
    #expect(widths() == [10, 20, 30])
    a.layer.zPosition = 1
    #expect(widths() == [20, 30, 10])
    c.layer.zPosition = -1
    #expect(widths() == [30, 20, 10])
    b.layer.zPosition = 1  // ties with a: list order, a first
    #expect(widths() == [30, 10, 20])
    #expect(parent.subviews.map(\.bounds.size.width) == [10, 20, 30], "subviews keep their order")
  }

  /// UIKit's hit-testing walks `subviews` front to back and ignores zPosition: a view raised by zPosition
  /// draws on top, but a touch where a later sibling lies goes to that sibling (iOS behaves so, by
  /// experiment: ansonyao.github.io, "Hit-Test Sequence In iOS", 2016, point 4). `bringSubviewToFront`
  /// changes both.
  @Test func hitTestingKeepsTheSubviewOrderWhateverTheZPosition() {
    let back = View(frame: Rect(x: 200, y: 0, width: 100, height: 100))
    let front = View(frame: Rect(x: 250, y: 50, width: 100, height: 100))
    window.addSubview(back)
    window.addSubview(front)
    back.layer.zPosition = 1
    #expect(window.renderSnapshot().nodes.last?.center == back.center, "back draws on top")
    #expect(window.hitTest(Point(x: 275, y: 75)) === front)
    window.bringSubviewToFront(back)
    #expect(window.hitTest(Point(x: 275, y: 75)) === back)
  }
}
