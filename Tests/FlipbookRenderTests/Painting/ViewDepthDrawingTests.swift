import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTestSupport
import Testing

/// Views with a `transform3D`, checked against corners projected by hand with Core Animation's rules (the
/// transform about the center, a point the row vector `[x y 0 1]` times the matrix, on screen `(x/w, y/w)`),
/// and a 2-D `transform3D` against the same `transform`, byte for byte.
@MainActor @Suite struct ViewDepthDrawingTests {
  static let red = [255, 0, 0, 255]
  static let blue = [0, 0, 255, 255]
  static let white = [255, 255, 255, 255]

  /// A 200 × 200 window holding a red 100 × 100 card centred at (100, 100) with a blue 20 × 20 badge at its
  /// top-left corner, the card's layer transform set by `place`; rendered on white.
  func render(_ place: (View) -> Void) throws -> CairoCanvas {
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let card = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    card.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
    let badge = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
    badge.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
    card.addSubview(badge)
    window.addSubview(card)
    place(card)
    window.step(to: 0)
    return try draw(window.renderSnapshot())
  }

  /// rotateY(60°) then m34 = −1/500: a point (x, y) relative to the center goes to (x·cos 60°, y) with
  /// w = 1 + x·sin 60°/500, so the left edge (x = −50) lands at 100 − 25/0.9133975 = 72.63 from
  /// y 100 ∓ 50/0.9133975 = 45.26 … 154.74, the right edge (x = 50) at 100 + 25/1.0866025 = 123.01 from
  /// y 53.99 to 146.01. The badge (x −50 … −30, y −50 … −30) lands near the left edge's top: its middle
  /// (−40, −40) at w = 1 − 40·0.0017321 = 0.930718, so at (100 − 20/0.930718, 100 − 40/0.930718) =
  /// (78.51, 57.02).
  @Test func aViewTurnedInPerspectiveCoversItsProjectedCornersWithItsSubviews() throws {
    let canvas = try render {
      $0.transform3D = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
        .concatenating(Transform3D(perspective: 500)!)
    }
    #expect(rgba(canvas, 100, 100) == Self.red)
    // The projected edge columns: just inside and just outside each.
    #expect(rgba(canvas, 74, 100) == Self.red)
    #expect(rgba(canvas, 71, 100) == Self.white)
    #expect(rgba(canvas, 121, 100) == Self.red)
    #expect(rgba(canvas, 124, 100) == Self.white)
    // The near (left) edge is taller than the far one: at the bottom, y 154.74 against 146.01.
    #expect(rgba(canvas, 74, 152) == Self.red)
    #expect(rgba(canvas, 121, 149) == Self.white)
    #expect(rgba(canvas, 121, 143) == Self.red)
    // The subview is flattened into the card's plane and projected with it.
    #expect(rgba(canvas, 78, 57) == Self.blue)
    #expect(rgba(canvas, 90, 70) == Self.red)
  }

  /// A `transform3D` without depth draws exactly as the same `transform` (the 2-D path, untouched).
  @Test func anAffineTransform3DDrawsByteForByteAsTransform() throws {
    let t = AffineTransform(rotationAngle: 0.4).concatenating(AffineTransform(scaleX: 0.8, y: 1.1))
    let flat = try render { $0.transform = t }
    let threeD = try render { $0.transform3D = Transform3D(t) }
    let a = flat.withPixels { Array($0) }
    let b = threeD.withPixels { Array($0) }
    #expect(a == b)
    #expect(rgba(flat, 100, 100) == Self.red)
  }
}
