import Flipbook
import FlipbookGeometry
import FlipbookTestSupport
import Testing

/// `View.transform3D`: one layer transform with `transform`, the projected frame and hit-testing by the
/// projected quadrilateral. The expected numbers are worked out by hand with Core Animation's rule: the
/// transform applies about the anchor point (the center), a point is the row vector `[x y 0 1]` times the
/// matrix and lands at `(x/w, y/w)`.
@MainActor
@Suite(.checksEngineInvariants) struct Transform3DViewTests {
  /// rotateY(60°) then m34 = −1/500. A point (x, y) relative to the center goes to (x·cos 60°, y) with
  /// w = 1 + x·sin 60°/500 = 1 + x·√3/1000, so with k = √3/20:
  /// - the right edge (x = 50, turned away): x' = 25/(1 + k) = 23.007, y' = ±50/(1 + k) = ±46.015;
  /// - the left edge (x = −50, nearer): x' = −25/(1 − k) = −27.370, y' = ±50/(1 − k) = ±54.741.
  static let turn = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
    .concatenating(Transform3D(perspective: 500)!)
  static let k = 3.0.squareRoot() / 20

  /// A window holding a 100 × 100 view centred at (150, 150) under `turn`.
  func turnedCard() -> (TestWindow, View) {
    let window = TestWindow(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let card = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
    window.addSubview(card)
    card.transform3D = Self.turn
    return (window, card)
  }

  @Test func theFrameIsTheBoxOfTheProjectedCorners() {
    let (_, card) = turnedCard()
    let k = Self.k
    let left = 150 - 25 / (1 - k), right = 150 + 25 / (1 + k)
    let top = 150 - 50 / (1 - k), bottom = 150 + 50 / (1 - k)
    #expect(isClose(card.frame, Rect(x: left, y: top, width: right - left, height: bottom - top), 1e-9))
    // ≈ (122.630, 95.259, 50.378, 109.481)
    #expect(isClose(card.frame, Rect(x: 122.6297, y: 95.2593, width: 50.3776, height: 109.4815), 1e-3))
  }

  @Test func transformIsTheAffinePartAndSettingItDropsTheDepth() {
    let (_, card) = turnedCard()
    // m11 m12 m21 m22 m41 m42 of R_y(60°)·P: cos 60°, 0, 0, 1, 0, 0.
    #expect(isClose(card.transform, AffineTransform(a: 0.5, b: 0, c: 0, d: 1, tx: 0, ty: 0), 1e-15))
    card.transform = AffineTransform(scaleX: 2, y: 2)
    #expect(card.transform3D == Transform3D(scaleX: 2, y: 2, z: 1))
    #expect(card.frame == Rect(x: 50, y: 50, width: 200, height: 200))
  }

  /// The right edge at the middle row is at x = 150 + 23.007 = 173.007; the top edge runs from the
  /// top-left corner (122.630, 95.259) to the top-right (173.007, 103.985), so at x = 172 it is at
  /// y = 95.259 + (172 − 122.630)/50.378 · 8.726 = 103.81: (172, 100) is inside the frame but outside
  /// the projected quadrilateral.
  @Test func hitTestingFollowsTheProjectedQuadrilateral() {
    let (window, card) = turnedCard()
    #expect(window.hitTest(Point(x: 172.9, y: 150)) === card)
    #expect(window.hitTest(Point(x: 173.1, y: 150)) !== card)
    #expect(window.hitTest(Point(x: 123, y: 150)) === card)
    #expect(window.hitTest(Point(x: 122.3, y: 150)) !== card)
    #expect(card.frame.contains(Point(x: 172, y: 100)))
    #expect(window.hitTest(Point(x: 172, y: 100)) !== card)
    #expect(window.hitTest(Point(x: 172, y: 105)) === card)
  }

  /// `convert` projects: the card's top-right corner (100, 0) lands at (173.007, 103.985), and converting
  /// back lands on the corner again.
  @Test func convertProjectsAndTakesBack() {
    let (_, card) = turnedCard()
    let k = Self.k
    let corner = card.convert(Point(x: 100, y: 0), to: nil)
    #expect(isClose(corner, Point(x: 150 + 25 / (1 + k), y: 150 - 50 / (1 + k)), 1e-9))
    #expect(isClose(card.convert(corner, from: nil), Point(x: 100, y: 0), 1e-9))
  }

  /// A quarter turn about y with perspective: the plane is seen edge-on, so nothing hits it.
  @Test func anEdgeOnViewIsNotHit() {
    let (window, card) = turnedCard()
    card.transform3D = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
      .concatenating(Transform3D(perspective: 500)!)
    #expect(window.hitTest(Point(x: 150, y: 150)) !== card)
  }

  /// The two keys are one layer transform: setting `transform` ends an animation of `transform3D`.
  @Test func settingTransformEndsAnAnimationOfTransform3D() {
    let (window, card) = turnedCard()
    var finished: Bool?
    View.animate(
      withDuration: 1, animations: { card.transform3D = .identity }, completion: { finished = $0 })
    window.step(to: 0.25)
    card.transform = AffineTransform(rotationAngle: 0.5)
    window.step(to: 0.5)
    #expect(finished == false)
    #expect(card.presentation.values.transform == AffineTransform(rotationAngle: 0.5))
    #expect(!card.isAnimating)
  }
}
