import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTestSupport
import Testing

/// Replicator copies drawn with Core Animation's documented rules: `instanceTransform` "is applied to
/// instance k−1 to produce instance k … relative to the center of the replicator layer", and
/// `instanceColor` multiplies the first copy while each offset is "added to the color of instance k−1".
@MainActor @Suite struct ReplicatorDrawingTests {
  /// A 200 × 200 window whose view holds `layer`, rendered on white.
  func render(_ layer: Layer) throws -> CairoCanvas {
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(view)
    view.layer.addSublayer(layer)
    window.step(to: 0)
    return try draw(window.renderSnapshot())
  }

  /// A replicator covering the window (bounds 200 × 200, centre (100, 100)) holding a 20 × 20 dot of
  /// `color` centred at `dot`.
  func replicator(dot centre: Point, color: Color) -> ReplicatorLayer {
    let replicator = ReplicatorLayer()
    replicator.frame = Rect(x: 0, y: 0, width: 200, height: 200)
    let dot = Layer()
    dot.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
    dot.position = centre
    dot.backgroundColor = color
    replicator.addSublayer(dot)
    return replicator
  }

  static let white = [255, 255, 255, 255]

  /// A dot at (100, 30), 70 above the centre (100, 100). A quarter turn (positive angles turn clockwise
  /// on screen, y down) about the centre takes the offset (0, −70) to (70, 0): copy 1 is centred at
  /// (170, 100). With two copies nothing is at (30, 100) (where a third would be) or at (100, 170).
  @Test func copyOneIsTurnedAboutTheReplicatorsCentre() throws {
    let layer = replicator(dot: Point(x: 100, y: 30), color: .red)
    layer.instanceCount = 2
    layer.instanceTransform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let canvas = try render(layer)
    #expect(rgba(canvas, 100, 30) == [255, 0, 0, 255])
    #expect(rgba(canvas, 170, 100) == [255, 0, 0, 255])
    // The copy is 20 wide about x 170: 161 is inside, 158 outside.
    #expect(rgba(canvas, 161, 100) == [255, 0, 0, 255])
    #expect(rgba(canvas, 158, 100) == Self.white)
    #expect(rgba(canvas, 30, 100) == Self.white)
    #expect(rgba(canvas, 100, 170) == Self.white)
  }

  /// Four copies of a quarter turn make a cross: the copies are at the top, right, bottom and left, each
  /// the transform applied once more than the one before.
  @Test func everyCopyAppliesTheTransformOnceMore() throws {
    let layer = replicator(dot: Point(x: 100, y: 30), color: .blue)
    layer.instanceCount = 4
    layer.instanceTransform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let canvas = try render(layer)
    for (x, y) in [(100, 30), (170, 100), (100, 170), (30, 100)] {
      #expect(rgba(canvas, x, y) == [0, 0, 255, 255], "(\(x), \(y))")
    }
    #expect(rgba(canvas, 100, 100) == Self.white)
  }

  /// Dots 40 apart (`translate` 40 along x) of colour (1, 1, 0.5): copy i's tint is instanceColor
  /// (1, 0.5, 1) plus i × the offsets (red −0.6, green +0.3, blue +0.3), each clamped to [0, 1]:
  /// - copy 0: tint (1, 0.5, 1) → (1, 0.5, 0.5) → (255, 128, 128);
  /// - copy 1: tint (0.4, 0.8, 1.3 → 1) → (0.4, 0.8, 0.5) → (102, 204, 128);
  /// - copy 2: tint (−0.2 → 0, 1.1 → 1, 1.6 → 1) → (0, 1, 0.5) → (0, 255, 128).
  /// Unclamped, copy 2's blue would be 0.8 (204): the clamp is what keeps it 128.
  @Test func copyColoursAreTheInstanceColourPlusOffsetsClamped() throws {
    let layer = replicator(dot: Point(x: 40, y: 100), color: Color(red: 1, green: 1, blue: 0.5, alpha: 1))
    layer.instanceCount = 3
    layer.instanceTransform = Transform3D(translationX: 40, y: 0, z: 0)
    layer.instanceColor = Color(red: 1, green: 0.5, blue: 1, alpha: 1)
    layer.instanceRedOffset = -0.6
    layer.instanceGreenOffset = 0.3
    layer.instanceBlueOffset = 0.3
    let canvas = try render(layer)
    let expected: [[Int]] = [[255, 128, 128, 255], [102, 204, 128, 255], [0, 255, 128, 255]]
    for (copy, colour) in expected.enumerated() {
      let pixel = rgba(canvas, 40 + 40 * copy, 100)
      #expect(zip(pixel, colour).allSatisfy { abs($0 - $1) <= 1 }, "copy \(copy): \(pixel)")
    }
  }

  /// An alpha offset of −0.5 fades a black dot's copies over white: copy 0 black, copy 1 at alpha 0.5
  /// (255 × 0.5 ≈ 128 grey), copy 2 at alpha 1 − 2 × 0.5 = 0: nothing.
  @Test func anAlphaOffsetFadesTheCopies() throws {
    let layer = replicator(dot: Point(x: 40, y: 100), color: .black)
    layer.instanceCount = 3
    layer.instanceTransform = Transform3D(translationX: 40, y: 0, z: 0)
    layer.instanceAlphaOffset = -0.5
    let canvas = try render(layer)
    #expect(rgba(canvas, 40, 100) == [0, 0, 0, 255])
    #expect(rgba(canvas, 80, 100).prefix(3).allSatisfy { abs($0 - 128) <= 1 }, "\(rgba(canvas, 80, 100))")
    #expect(rgba(canvas, 120, 100) == Self.white)
  }

  /// Copies are drawn in order, copy 0 at the bottom: overlapping copies (moved 10 along x, dots 20 wide)
  /// show the later copy where they overlap; here copy 1 is tinted to red from a white dot.
  @Test func laterCopiesAreDrawnOnTop() throws {
    let layer = replicator(dot: Point(x: 40, y: 100), color: .white)
    layer.instanceCount = 2
    layer.instanceTransform = Transform3D(translationX: 10, y: 0, z: 0)
    layer.instanceColor = .blue
    layer.instanceRedOffset = 1
    layer.instanceBlueOffset = -1
    let canvas = try render(layer)
    #expect(rgba(canvas, 35, 100) == [0, 0, 255, 255])
    #expect(rgba(canvas, 45, 100) == [255, 0, 0, 255])
    #expect(rgba(canvas, 55, 100) == [255, 0, 0, 255])
  }

  /// `preservesDepth`: copy 1 is moved 10 right and 10 away from the viewer (z −10), overlapping copy 0 at
  /// x 40 ..< 50. Flattened (false), copies are drawn in order and copy 1 (red) covers the overlap; in the
  /// replicator's 3-D space (true, "the layer acts like a CATransformLayer") they are drawn back to front,
  /// so copy 0 (blue, z 0, nearer) covers it.
  @Test(arguments: [false, true])
  func preservesDepthOrdersTheCopiesByDepth(preservesDepth: Bool) throws {
    let layer = replicator(dot: Point(x: 40, y: 100), color: .white)
    layer.instanceCount = 2
    layer.instanceTransform = Transform3D(translationX: 10, y: 0, z: -10)
    layer.instanceColor = .blue
    layer.instanceRedOffset = 1
    layer.instanceBlueOffset = -1
    layer.preservesDepth = preservesDepth
    let canvas = try render(layer)
    #expect(rgba(canvas, 45, 100) == (preservesDepth ? [0, 0, 255, 255] : [255, 0, 0, 255]))
    #expect(rgba(canvas, 35, 100) == [0, 0, 255, 255])
    #expect(rgba(canvas, 55, 100) == [255, 0, 0, 255])
  }

  /// A replicator in a replicator: the outer one's copies (40 apart along x, copy 1 without blue) each hold
  /// the inner one's (40 apart along y, copy 1 without red), so a white dot at (40, 40) shows four times and
  /// the tints multiply: white at (40, 40), cyan (0, 1, 1) at (40, 80), yellow (1, 1, 0) at (80, 40), and
  /// green (0, 1, 0) at (80, 80).
  @Test func nestedReplicatorsMultiplyTheirCopiesAndTints() throws {
    let inner = replicator(dot: Point(x: 40, y: 40), color: .white)
    inner.instanceCount = 2
    inner.instanceTransform = Transform3D(translationX: 0, y: 40, z: 0)
    inner.instanceRedOffset = -1
    let outer = ReplicatorLayer()
    outer.frame = Rect(x: 0, y: 0, width: 200, height: 200)
    outer.instanceCount = 2
    outer.instanceTransform = Transform3D(translationX: 40, y: 0, z: 0)
    outer.instanceBlueOffset = -1
    outer.addSublayer(inner)
    let canvas = try render(outer)
    #expect(rgba(canvas, 40, 40) == [255, 255, 255, 255])
    #expect(rgba(canvas, 40, 80) == [0, 255, 255, 255])
    #expect(rgba(canvas, 80, 40) == [255, 255, 0, 255])
    #expect(rgba(canvas, 80, 80) == [0, 255, 0, 255])
    #expect(rgba(canvas, 120, 40) == Self.white)
  }

  /// `instanceCount` 0 draws no copy, not even copy 0.
  @Test func noCopiesDrawNothing() throws {
    let layer = replicator(dot: Point(x: 100, y: 100), color: .red)
    layer.instanceCount = 0
    #expect(rgba(try render(layer), 100, 100) == Self.white)
  }
}
