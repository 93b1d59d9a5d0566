import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTestSupport
import Testing

/// Layers with depth, checked against corners projected by hand with Core Animation's rules: the transform
/// applies about the anchor point, a point is the row vector `[x y z 1]` times the matrix, and the screen
/// point is `(x/w, y/w)`.
@MainActor @Suite struct LayerDepthDrawingTests {
  func render(_ layers: [Layer]) throws -> CairoCanvas { try drawLayers(layers) }

  /// A 100 × 100 layer of `color` at the window's centre.
  func card(_ color: Color) -> Layer {
    let layer = Layer()
    layer.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    layer.position = Point(x: 100, y: 100)
    layer.backgroundColor = color
    return layer
  }

  static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
  static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
  static let white = [255, 255, 255, 255]

  /// Turned 60° about y with m34 = −1/500, about its centre (the anchor point). A point (x, y, 0) relative
  /// to the anchor goes to (x·cos 60°, y, −x·sin 60°) with w = 1 + x·sin 60°/500, so:
  /// - the right edge (x = 50): x' = 25 / 1.0866025 = 23.007, y' = ±50 / 1.0866025 = ±46.015;
  /// - the left edge (x = −50): x' = −25 / 0.9133975 = −27.370, y' = ±50 / 0.9133975 = ±54.741.
  /// On screen (anchor at 100, 100): left edge at x 72.63 from y 45.26 to 154.74, right edge at x 123.01
  /// from y 53.99 to 146.01.
  @Test func aCardTurnedInPerspectiveCoversItsProjectedCorners() throws {
    let layer = card(Self.red)
    layer.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
      .concatenating(Transform3D(perspective: 500)!)
    let canvas = try render([layer])
    #expect(rgba(canvas, 100, 100) == [255, 0, 0, 255])
    // Just inside and outside the left edge (x 72.63) and the right edge (x 123.01).
    #expect(rgba(canvas, 74, 100) == [255, 0, 0, 255])
    #expect(rgba(canvas, 71, 100) == Self.white)
    #expect(rgba(canvas, 121, 100) == [255, 0, 0, 255])
    #expect(rgba(canvas, 124, 100) == Self.white)
    // The near (left) edge is taller than the far (right) one: at x 74 it reaches y ≈ 45.5, at x 121
    // only y ≈ 53.6.
    #expect(rgba(canvas, 74, 48) == [255, 0, 0, 255])
    #expect(rgba(canvas, 121, 50) == Self.white)
    #expect(rgba(canvas, 121, 57) == [255, 0, 0, 255])
    #expect(rgba(canvas, 74, 42) == Self.white)
  }

  /// A sublayer reaching outside the turned layer's bounds still shows: a tab at x 100 ..< 140 of the bounds
  /// (50 to 90 right of the anchor) lands, by the same rule, between x' = 25/1.0866 = 23.0 and
  /// 45/1.1559 = 38.9 right of the anchor; its middle (70 right) at 35/1.1212 = 31.2, so at x ≈ 131.
  @Test func sublayersOutsideAProjectedLayerShow() throws {
    let layer = card(Self.red)
    layer.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
      .concatenating(Transform3D(perspective: 500)!)
    let tab = Layer()
    tab.frame = Rect(x: 100, y: 40, width: 40, height: 20)
    tab.backgroundColor = Self.blue
    layer.addSublayer(tab)
    let canvas = try render([layer])
    #expect(rgba(canvas, 131, 100) == [0, 0, 255, 255])
    #expect(rgba(canvas, 100, 100) == [255, 0, 0, 255])
  }

  /// The edge is anti-aliased: the left edge (x 72.63) covers about a third of pixel 72, which is between
  /// red and white.
  @Test func projectedEdgesAreAntiAliased() throws {
    let layer = card(Self.red)
    layer.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
      .concatenating(Transform3D(perspective: 500)!)
    let canvas = try render([layer])
    let green = rgba(canvas, 72, 100)[1]
    #expect(green > 100 && green < 255, "between red and white: \(rgba(canvas, 72, 100))")
  }

  /// `doubleSided` false hides a layer whose back faces the viewer (a half turn about y); a layer seen
  /// edge-on (a quarter turn) draws nothing either way.
  @Test func backFacesAndEdgeOnLayers() throws {
    let turned = card(Self.red)
    turned.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
    #expect(rgba(try render([turned]), 100, 100) == [255, 0, 0, 255], "double-sided: its back shows")
    turned.isDoubleSided = false
    #expect(rgba(try render([turned]), 100, 100) == Self.white)
    let edgeOn = card(Self.red)
    edgeOn.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
      .concatenating(Transform3D(perspective: 500)!)
    #expect(rgba(try render([edgeOn]), 100, 100) == Self.white)
    // A 2-D mirror winds the other way round too, so a one-sided mirrored layer is hidden as well.
    let mirrored = card(Self.red)
    mirrored.transform = Transform3D(scaleX: -1, y: 1, z: 1)
    mirrored.isDoubleSided = false
    #expect(rgba(try render([mirrored]), 100, 100) == Self.white)
  }

  /// Under a perspective `sublayerTransform`, `zPosition` moves a sublayer towards the viewer and so
  /// scales it: with d = 500 and zPosition 100, w = 1 − 100/500 = 0.8, so a 40-wide layer shows 50 wide.
  /// The sublayer transform applies about the container's anchor point (its centre, at 100, 100).
  @Test func zPositionScalesUnderASharedPerspective() throws {
    let container = Layer()
    container.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
    container.position = Point(x: 100, y: 100)
    container.sublayerTransform = Transform3D(perspective: 500)!
    let near = Layer()
    near.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
    near.position = Point(x: 100, y: 100)
    near.zPosition = 100
    near.backgroundColor = Self.red
    container.addSublayer(near)
    let canvas = try render([container])
    // Half-width 20 → 25: it covers x 75 ..< 125.
    #expect(rgba(canvas, 76, 100) == [255, 0, 0, 255])
    #expect(rgba(canvas, 123, 100) == [255, 0, 0, 255])
    #expect(rgba(canvas, 74, 100) == Self.white)
    #expect(rgba(canvas, 126, 100) == Self.white)
  }

  /// A transform layer's sublayers are drawn back to front by depth, not in list order: the red one, listed
  /// first but 50 nearer (translation z +50), covers the blue one behind it.
  @Test func transformLayerSublayersAreDrawnByDepth() throws {
    let group = TransformLayer()
    group.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
    group.position = Point(x: 100, y: 100)
    let front = card(Self.red)
    front.transform = Transform3D(translationX: 0, y: 0, z: 50)
    let back = card(Self.blue)
    back.transform = Transform3D(translationX: 0, y: 0, z: -50)
    group.addSublayer(front)
    group.addSublayer(back)
    #expect(rgba(try render([group]), 100, 100) == [255, 0, 0, 255])
    // A plain layer flattens, but its sublayers still share its space: the same order.
    let plain = Layer()
    plain.bounds = group.bounds
    plain.position = group.position
    plain.addSublayer(front)
    plain.addSublayer(back)
    #expect(rgba(try render([plain]), 100, 100) == [255, 0, 0, 255])
  }

  /// A layer whose corners reach behind the viewer draws nothing rather than something inside out: under
  /// d = 500, zPosition 600 gives w = 1 − 600/500 = −0.2.
  @Test func layersBehindTheViewerDrawNothing() throws {
    let container = Layer()
    container.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
    container.position = Point(x: 100, y: 100)
    container.sublayerTransform = Transform3D(perspective: 500)!
    let layer = card(Self.red)
    layer.zPosition = 600
    container.addSublayer(layer)
    #expect(rgba(try render([container]), 100, 100) == Self.white)
  }
}
