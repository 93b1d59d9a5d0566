import Flipbook
import FlipbookGeometry
import Testing

/// frame, bounds and center as the UIView reference describes them: frame is computed from center and bounds,
/// and setting any one updates the others. Expected values are worked out by hand.
@MainActor
@Suite struct GeometryTests {
  @Test func initWithFrameSetsCenterAndBounds() {
    let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(v.center == Point(x: 60, y: 45))
    #expect(v.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(v.frame == Rect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test func plainInitHasAZeroFrame() {
    let v = View()
    #expect(v.frame == .zero)
    #expect(v.bounds == .zero)
    #expect(v.center == .zero)
  }

  @Test func settingFrameMovesCenterAndResizesBoundsKeepingTheBoundsOrigin() {
    let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    v.bounds.origin = Point(x: 5, y: 7)
    v.frame = Rect(x: 0, y: 0, width: 40, height: 30)
    #expect(v.center == Point(x: 20, y: 15))
    #expect(v.bounds == Rect(x: 5, y: 7, width: 40, height: 30))
    #expect(v.frame == Rect(x: 0, y: 0, width: 40, height: 30))
  }

  @Test func settingFrameOriginOnlyKeepsTheSize() {
    let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    v.frame.origin = Point(x: 0, y: 0)
    #expect(v.center == Point(x: 50, y: 25))
    #expect(v.bounds.size == Size(width: 100, height: 50))
  }

  @Test func settingBoundsSizeKeepsTheCenter() {
    let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    v.bounds = Rect(x: 0, y: 0, width: 200, height: 100)
    #expect(v.center == Point(x: 60, y: 45))
    #expect(v.frame == Rect(x: -40, y: -5, width: 200, height: 100))
  }

  @Test func settingBoundsOriginLeavesTheFrameAlone() {
    let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    v.bounds.origin = Point(x: 30, y: -10)
    #expect(v.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(v.center == Point(x: 60, y: 45))
  }

  @Test func settingCenterMovesTheFrameAndKeepsTheBounds() {
    let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    v.bounds.origin = Point(x: 3, y: 4)
    v.center = Point(x: 0, y: 0)
    #expect(v.frame == Rect(x: -50, y: -25, width: 100, height: 50))
    #expect(v.bounds == Rect(x: 3, y: 4, width: 100, height: 50))
  }

  @Test func transformDefaultsToIdentityAndLeavesCenterAndBoundsAlone() {
    let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(v.transform == .identity)
    v.transform = AffineTransform(rotationAngle: .pi / 4).concatenating(AffineTransform(scaleX: 2, y: 2))
    #expect(v.center == Point(x: 60, y: 45))
    #expect(v.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
  }

  /// UIKit calls `frame` undefined under a transform; Flipbook's documented choice is the untransformed
  /// frame.
  @Test func frameUnderATransformIsTheUntransformedFrame() {
    let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    v.transform = AffineTransform(rotationAngle: .pi / 2)
    #expect(v.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    v.transform = AffineTransform(scaleX: 3, y: 0.5)
    #expect(v.frame == Rect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test func settingFrameUnderATransformSetsCenterAndSizeAndKeepsTheTransform() {
    let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let turn = AffineTransform(rotationAngle: .pi / 3)
    v.transform = turn
    v.frame = Rect(x: 100, y: 100, width: 60, height: 20)
    #expect(v.center == Point(x: 130, y: 110))
    #expect(v.bounds.size == Size(width: 60, height: 20))
    #expect(v.frame == Rect(x: 100, y: 100, width: 60, height: 20))
    #expect(v.transform == turn)
  }

  @Test func contentStretchDefaultsToTheWholeView() {
    let v = View()
    #expect(v.contentStretch == Rect(x: 0, y: 0, width: 1, height: 1))
    v.contentStretch = Rect(x: 0.5, y: 0.5, width: 0, height: 0)
    #expect(v.contentStretch == Rect(x: 0.5, y: 0.5, width: 0, height: 0))
  }

  @Test func aWindowHasTheGeometryOfItsFrame() {
    let w = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(w.center == Point(x: 160, y: 240))
    #expect(w.bounds == Rect(x: 0, y: 0, width: 320, height: 480))
  }
}
