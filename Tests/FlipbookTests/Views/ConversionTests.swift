import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// Converting points and rectangles between views. Expected values are worked out by hand from the model:
/// a point p in a view's bounds maps to its superview as `center + transform(p − bounds.origin − size/2)`.
@MainActor
@Suite(.checksEngineInvariants) struct ConversionTests {
  let window = TestWindow(frame: Rect(x: 0, y: 0, width: 400, height: 300))

  @Test func throughFrameOriginsAndBoundsOrigins() {
    let parent = View(frame: Rect(x: 50, y: 40, width: 200, height: 100))
    parent.bounds.origin = Point(x: 10, y: 20)
    let child = View(frame: Rect(x: 5, y: 6, width: 30, height: 30))
    window.addSubview(parent)
    parent.addSubview(child)
    // (0, 0) in child → (5, 6) in parent → (50 + 5 − 10, 40 + 6 − 20) in the window.
    #expect(isClose(child.convert(Point(x: 0, y: 0), to: nil), Point(x: 45, y: 26), 1e-9))
    #expect(isClose(child.convert(Point(x: 1, y: 2), to: parent), Point(x: 6, y: 8), 1e-9))
    #expect(isClose(child.convert(Point(x: 45, y: 26), from: nil), Point(x: 0, y: 0), 1e-9))
    #expect(isClose(parent.convert(Point(x: 6, y: 8), to: child), Point(x: 1, y: 2), 1e-9))
  }

  @Test func nilMeansTheWindow() {
    let parent = View(frame: Rect(x: 50, y: 40, width: 200, height: 100))
    let child = View(frame: Rect(x: 5, y: 6, width: 30, height: 30))
    window.addSubview(parent)
    parent.addSubview(child)
    let p = Point(x: 3, y: 4)
    #expect(child.convert(p, to: nil) == child.convert(p, to: window))
    #expect(child.convert(p, from: nil) == child.convert(p, from: window))
    let r = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(child.convert(r, to: nil) == child.convert(r, to: window))
    #expect(child.convert(r, from: nil) == child.convert(r, from: window))
    #expect(window.convert(p, to: nil) == p)
  }

  @Test func windowCoordinatesAreTheWindowsBoundsEvenWhenItsFrameIsMoved() {
    let w = TestWindow(frame: Rect(x: 100, y: 100, width: 50, height: 50))
    let v = View(frame: Rect(x: 10, y: 10, width: 5, height: 5))
    w.addSubview(v)
    #expect(v.convert(Point(x: 0, y: 0), to: nil) == Point(x: 10, y: 10))
  }

  @Test func betweenSiblings() {
    let x = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    let y = View(frame: Rect(x: 100, y: 50, width: 10, height: 10))
    window.addSubview(x)
    window.addSubview(y)
    #expect(isClose(x.convert(Point(x: 5, y: 5), to: y), Point(x: -85, y: -35), 1e-9))
    #expect(isClose(y.convert(Point(x: -85, y: -35), to: x), Point(x: 5, y: 5), 1e-9))
    #expect(isClose(y.convert(Point(x: 5, y: 5), from: x), Point(x: -85, y: -35), 1e-9))
  }

  @Test func throughARotation() {
    let parent = View(frame: Rect(x: 100, y: 100, width: 100, height: 50))
    parent.transform = AffineTransform(rotationAngle: .pi / 2)
    window.addSubview(parent)
    // (x, y) → (150 − (y − 25), 125 + (x − 50)): a quarter turn clockwise on screen about the center.
    #expect(isClose(parent.convert(Point(x: 0, y: 0), to: nil), Point(x: 175, y: 75), 1e-9))
    #expect(isClose(parent.convert(Point(x: 100, y: 50), to: nil), Point(x: 125, y: 175), 1e-9))
    #expect(isClose(parent.convert(Point(x: 50, y: 25), to: nil), Point(x: 150, y: 125), 1e-9))
    #expect(isClose(parent.convert(Point(x: 175, y: 75), from: nil), Point(x: 0, y: 0), 1e-9))
  }

  @Test func throughAScale() {
    let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    v.transform = AffineTransform(scaleX: 2, y: 2)
    window.addSubview(v)
    #expect(isClose(v.convert(Point(x: 0, y: 0), to: nil), Point(x: -50, y: -50), 1e-9))
    #expect(isClose(v.convert(Point(x: 75, y: 25), to: nil), Point(x: 100, y: 0), 1e-9))
    #expect(isClose(v.convert(Point(x: 100, y: 0), from: nil), Point(x: 75, y: 25), 1e-9))
  }

  @Test func throughNestedScaleAndRotation() {
    let a = View(frame: Rect(x: 10, y: 10, width: 200, height: 200))
    a.transform = AffineTransform(scaleX: 2, y: 2)
    let b = View(frame: Rect(x: 20, y: 30, width: 40, height: 40))
    b.transform = AffineTransform(rotationAngle: .pi / 2)
    window.addSubview(a)
    a.addSubview(b)
    // In a: (−20, −20) turned → (20, −20), plus b's center (40, 50) → (60, 30).
    #expect(isClose(b.convert(Point(x: 0, y: 0), to: a), Point(x: 60, y: 30), 1e-9))
    // In the window: (60 − 100, 30 − 100) × 2 + a's center (110, 110) → (30, −30).
    #expect(isClose(b.convert(Point(x: 0, y: 0), to: nil), Point(x: 30, y: -30), 1e-9))
    #expect(isClose(b.convert(Point(x: 30, y: -30), from: nil), Point(x: 0, y: 0), 1e-9))
    #expect(isClose(a.convert(Point(x: 60, y: 30), to: b), Point(x: 0, y: 0), 1e-9))
  }

  @Test func rectsBecomeTheBoundingBoxOfTheirCorners() {
    let a = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let b = View(frame: Rect(x: 20, y: 30, width: 40, height: 20))
    b.transform = AffineTransform(rotationAngle: .pi / 2)
    window.addSubview(a)
    a.addSubview(b)
    // b's bounds turned a quarter about its center (40, 40): 20 wide, 40 tall.
    #expect(isClose(b.convert(b.bounds, to: a), Rect(x: 30, y: 20, width: 20, height: 40)))
    #expect(isClose(b.convert(Rect(x: 30, y: 20, width: 20, height: 40), from: a), b.bounds, 1e-9))
    // 45°: the bounding box of a 40 × 20 box is (40 + 20)/√2 on each side.
    b.transform = AffineTransform(rotationAngle: .pi / 4)
    let side = 60 / 2.0.squareRoot()
    #expect(
      isClose(
        b.convert(b.bounds, to: a), Rect(x: 40 - side / 2, y: 40 - side / 2, width: side, height: side)))
  }

  @Test func rectsThroughTranslationsKeepTheirSize() {
    let parent = View(frame: Rect(x: 50, y: 40, width: 200, height: 100))
    parent.bounds.origin = Point(x: 10, y: 20)
    let child = View(frame: Rect(x: 5, y: 6, width: 30, height: 30))
    window.addSubview(parent)
    parent.addSubview(child)
    #expect(
      isClose(
        child.convert(Rect(x: 1, y: 1, width: 8, height: 9), to: nil),
        Rect(x: 46, y: 27, width: 8, height: 9), 1e-9))
    #expect(isClose(child.convert(child.bounds, to: parent), child.frame))
  }

  @Test func roundTripsGiveBackTheInput() {
    let a = View(frame: Rect(x: 13, y: 7, width: 180, height: 120))
    a.bounds.origin = Point(x: -4, y: 9)
    a.transform = AffineTransform(rotationAngle: 0.7).concatenating(AffineTransform(scaleX: 1.5, y: 0.8))
    let b = View(frame: Rect(x: 20, y: 30, width: 50, height: 70))
    b.transform = AffineTransform(rotationAngle: -2.1).concatenating(AffineTransform(translationX: 3, y: -8))
    let c = View(frame: Rect(x: 300, y: 10, width: 40, height: 40))
    c.transform = AffineTransform(scaleX: 0.5, y: 3)
    window.addSubview(a)
    a.addSubview(b)
    window.addSubview(c)
    let views: [View?] = [nil, window, a, b, c]
    let points = [Point(x: 0, y: 0), Point(x: 12.5, y: -7.25), Point(x: 1e3, y: 333.3)]
    for from in [a, b, c] {
      for to in views {
        for p in points {
          #expect(isClose(from.convert(from.convert(p, to: to), from: to), p, 1e-9))
          let r = Rect(origin: p, size: Size(width: 10, height: 4))
          // A rotated rect's bounding box grows, so rects round-trip exactly only through axis-aligned maps.
          if to === window || to == nil, from === c {
            #expect(isClose(from.convert(from.convert(r, to: to), from: to), r, 1e-9))
          }
        }
      }
    }
  }

  @Test func outsideAWindowNilMeansTheTopMostAncestor() {
    let root = View(frame: Rect(x: 100, y: 100, width: 50, height: 50))
    let child = View(frame: Rect(x: 10, y: 10, width: 5, height: 5))
    root.addSubview(child)
    #expect(child.convert(Point(x: 0, y: 0), to: nil) == Point(x: 10, y: 10))
    #expect(child.convert(Point(x: 0, y: 0), to: nil) == child.convert(Point(x: 0, y: 0), to: root))
    #expect(root.convert(Point(x: 1, y: 1), to: nil) == Point(x: 1, y: 1))
  }
}
