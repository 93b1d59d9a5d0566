import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// frame, bounds and center as the UIView reference describes them: frame is computed from center and bounds,
/// and setting any one updates the others. Expected values are worked out by hand.
@MainActor
@Suite(.checksEngineInvariants) struct GeometryTests {
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

  /// iOS prints (-50, -50, 200, 200) for a 100×100 view at the origin scaled by 2: `frame` is the bounding
  /// box of the transformed bounds.
  @Test func frameUnderATransformIsTheBoundingBoxAsOnIOS() {
    let square = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    square.transform = AffineTransform(scaleX: 2, y: 2)
    #expect(square.frame == Rect(x: -50, y: -50, width: 200, height: 200))
    let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))  // center (60, 45)
    v.transform = AffineTransform(rotationAngle: .pi / 2)
    #expect(isClose(v.frame, Rect(x: 35, y: -5, width: 50, height: 100)))
    v.transform = AffineTransform(scaleX: 3, y: 0.5)
    #expect(v.frame == Rect(x: -90, y: 32.5, width: 300, height: 25))
    v.transform = AffineTransform(translationX: 5, y: -5)  // the translation moves the box
    #expect(v.frame == Rect(x: 15, y: 15, width: 100, height: 50))
    v.transform = .identity
    #expect(v.frame == Rect(x: 10, y: 20, width: 100, height: 50))
  }

  /// Setting `frame` under a scale keeps the transform, centres on the rect and divides its size by the scale
  ///, so reading it back gives the rect.
  @Test func settingFrameUnderAScaleSizesTheBoundsSoTheBoxFits() {
    let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let scale = AffineTransform(scaleX: 2, y: -4)
    v.transform = scale
    v.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    #expect(v.center == Point(x: 50, y: 50))
    #expect(v.bounds == Rect(x: 0, y: 0, width: 50, height: 25))
    #expect(v.transform == scale)
    #expect(v.frame == Rect(x: 0, y: 0, width: 100, height: 100))
  }

  /// Under a rotation the box's size is a linear function of the bounds size; where it can be inverted the
  /// frame reads back as set, and where it cannot (60°: no non-negative bounds gives a 60×20 box) the bounds
  /// take the size divided by the scale factors (1 here).
  @Test func settingFrameUnderARotationSolvesForTheBoundsOrFallsBack() {
    let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let turn = AffineTransform(rotationAngle: .pi / 6)  // 30°: |cos| 0.866, |sin| 0.5
    v.transform = turn
    v.frame = Rect(x: 0, y: 0, width: 100, height: 80)
    #expect(v.center == Point(x: 50, y: 40))
    #expect(isClose(v.frame, Rect(x: 0, y: 0, width: 100, height: 80)))
    let steep = AffineTransform(rotationAngle: .pi / 3)
    v.transform = steep
    v.frame = Rect(x: 100, y: 100, width: 60, height: 20)
    #expect(v.center == Point(x: 130, y: 110))
    #expect(isClose(v.bounds.width, 60, 1e-6) && isClose(v.bounds.height, 20, 1e-6))
    #expect(v.transform == steep)
  }

  @Test func contentStretchDefaultsToTheWholeView() {
    let v = View()
    #expect(v.contentStretch == Rect(x: 0, y: 0, width: 1, height: 1))
    v.contentStretch = Rect(x: 0.5, y: 0.5, width: 0, height: 0)
    #expect(v.contentStretch == Rect(x: 0.5, y: 0.5, width: 0, height: 0))
  }

  @Test func aWindowHasTheGeometryOfItsFrame() {
    let w = TestWindow(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(w.center == Point(x: 160, y: 240))
    #expect(w.bounds == Rect(x: 0, y: 0, width: 320, height: 480))
  }
}
