import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// Autoresizing: when a superview's bounds size changes, each subview's mask says which of its left margin,
/// width and right margin (or top margin, height, bottom margin) absorb the change; the reference shares it
/// evenly among the flexible ones ("the receiver's frame and right margin are each widened by 5.0 units").
@MainActor
@Suite(.checksEngineInvariants) struct AutoresizingTests {
  /// A 100-wide superview with a subview at x 10, width 50 (right margin 40), grown by `delta`; returns the
  /// subview's new x and width.
  func horizontal(_ mask: AutoresizingMask, delta: Double) -> (x: Double, width: Double) {
    let superview = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let subview = View(frame: Rect(x: 10, y: 20, width: 50, height: 30))
    subview.autoresizingMask = mask
    superview.addSubview(subview)
    superview.bounds.size.width += delta
    #expect(subview.frame.origin.y == 20 && subview.frame.size.height == 30, "the other axis stays")
    return (subview.frame.origin.x, subview.frame.size.width)
  }

  /// The same on the vertical axis: y 20, height 30, bottom margin 50.
  func vertical(_ mask: AutoresizingMask, delta: Double) -> (y: Double, height: Double) {
    let superview = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let subview = View(frame: Rect(x: 10, y: 20, width: 50, height: 30))
    subview.autoresizingMask = mask
    superview.addSubview(subview)
    superview.bounds.size.height += delta
    #expect(subview.frame.origin.x == 10 && subview.frame.size.width == 50, "the other axis stays")
    return (subview.frame.origin.y, subview.frame.size.height)
  }

  @Test func theReferenceExample() {
    // Width +10 with a flexible width and right margin: width 50 → 55, right margin 40 → 45.
    let (x, width) = horizontal([.flexibleWidth, .flexibleRightMargin], delta: 10)
    #expect(x == 10 && width == 55)
    #expect(110 - x - width == 45)
  }

  nonisolated static let horizontalCases: [(AutoresizingMask, Double, Double)] = [
    ([], 10, 50),
    (.flexibleLeftMargin, 40, 50),
    (.flexibleWidth, 10, 80),
    (.flexibleRightMargin, 10, 50),
    ([.flexibleLeftMargin, .flexibleWidth], 25, 65),
    ([.flexibleLeftMargin, .flexibleRightMargin], 25, 50),
    ([.flexibleWidth, .flexibleRightMargin], 10, 65),
    ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], 20, 60),
  ]

  @Test(arguments: horizontalCases)
  func everyHorizontalCombinationGrowingBy30(mask: AutoresizingMask, x: Double, width: Double) {
    let result = horizontal(mask, delta: 30)
    #expect(isClose(result.x, x, 1e-9) && isClose(result.width, width, 1e-9))
  }

  nonisolated static let verticalCases: [(AutoresizingMask, Double, Double)] = [
    ([], 20, 30),
    (.flexibleTopMargin, -10, 30),
    (.flexibleHeight, 20, 0),
    (.flexibleBottomMargin, 20, 30),
    ([.flexibleTopMargin, .flexibleHeight], 5, 15),
    ([.flexibleTopMargin, .flexibleBottomMargin], 5, 30),
    ([.flexibleHeight, .flexibleBottomMargin], 20, 15),
    ([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin], 10, 20),
  ]

  @Test(arguments: verticalCases)
  func everyVerticalCombinationShrinkingBy30(mask: AutoresizingMask, y: Double, height: Double) {
    let result = vertical(mask, delta: -30)
    #expect(isClose(result.y, y, 1e-9) && isClose(result.height, height, 1e-9))
  }

  @Test func bothAxesAtOnce() {
    let superview = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let subview = View(frame: Rect(x: 10, y: 20, width: 50, height: 30))
    subview.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleTopMargin]
    superview.addSubview(subview)
    superview.frame = Rect(x: 0, y: 0, width: 120, height: 140)
    #expect(subview.frame == Rect(x: 10, y: 40, width: 70, height: 50))
  }

  @Test func aShrinkingWidthStopsAtZero() {
    let (_, width) = horizontal(.flexibleWidth, delta: -80)
    #expect(width == 0)
  }

  @Test func autoresizesSubviewsFalseDisablesIt() {
    let superview = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    superview.autoresizesSubviews = false
    let subview = View(frame: Rect(x: 10, y: 20, width: 50, height: 30))
    subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    superview.addSubview(subview)
    superview.bounds.size = Size(width: 200, height: 200)
    #expect(subview.frame == Rect(x: 10, y: 20, width: 50, height: 30))
  }

  @Test func onlyASizeChangeResizes() {
    let superview = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let subview = View(frame: Rect(x: 10, y: 20, width: 50, height: 30))
    subview.autoresizingMask = [.flexibleWidth, .flexibleLeftMargin]
    superview.addSubview(subview)
    superview.center = Point(x: 300, y: 300)
    superview.bounds.origin = Point(x: 7, y: 7)
    superview.transform = AffineTransform(scaleX: 2, y: 2)
    #expect(subview.frame == Rect(x: 10, y: 20, width: 50, height: 30))
  }

  @Test func hiddenSubviewsAreResizedAsUsual() {
    let superview = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let subview = View(frame: Rect(x: 10, y: 20, width: 50, height: 30))
    subview.autoresizingMask = .flexibleWidth
    subview.isHidden = true
    superview.addSubview(subview)
    superview.bounds.size.width = 150
    #expect(subview.frame.size.width == 100)
  }

  @Test func resizingCascadesDownTheTree() {
    let superview = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let subview = View(frame: Rect(x: 10, y: 20, width: 50, height: 30))
    let grandchild = View(frame: Rect(x: 0, y: 0, width: 50, height: 10))
    subview.autoresizingMask = .flexibleWidth
    grandchild.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    superview.addSubview(subview)
    subview.addSubview(grandchild)
    superview.bounds.size.width = 130
    #expect(subview.frame.size.width == 80)
    #expect(grandchild.frame == Rect(x: 15, y: 0, width: 65, height: 10))
  }

  @Test func aWindowResizesItsSubviews() {
    let window = TestWindow(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let bar = View(frame: Rect(x: 0, y: 436, width: 320, height: 44))
    bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    window.addSubview(bar)
    window.frame = Rect(x: 0, y: 0, width: 480, height: 320)
    #expect(bar.frame == Rect(x: 0, y: 276, width: 480, height: 44))
  }

  @Test func subviewsKeepTheirBoundsOriginWhenResized() {
    let superview = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let subview = View(frame: Rect(x: 10, y: 20, width: 50, height: 30))
    subview.bounds.origin = Point(x: 4, y: 4)
    subview.autoresizingMask = .flexibleWidth
    superview.addSubview(subview)
    superview.bounds.size.width = 110
    #expect(subview.bounds == Rect(x: 4, y: 4, width: 60, height: 30))
  }
}
