import Flipbook
import FlipbookGeometry
import FlipbookRender
import Testing

/// How an emitter's particles are drawn: each its cell's shape, centred on the particle, scaled and
/// coloured; `additive` adds colours. Expected pixels are worked out from the shape's size (10 points
/// across at scale 1) and the colours.
@MainActor @Suite struct EmitterDrawingTests {
  /// A 100 × 100 window with an emitter at (50, 50) whose particles stand still.
  private func snapshot(cells: [EmitterCell], renderMode: EmitterLayer.RenderMode, at t: Double)
    -> RenderSnapshot
  {
    let layer = EmitterLayer(cells: cells)
    layer.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    layer.emitterPosition = Point(x: 50, y: 50)
    layer.renderMode = renderMode
    return snapshot(of: layer, at: t)
  }

  /// A 100 × 100 window whose emitter at (50, 50) sits in a layer of 30 × 30 at (35, 35) that masks to its
  /// bounds (rounded by `radius`).
  private func clippedSnapshot(_ cell: EmitterCell, radius: Double) -> RenderSnapshot {
    let clip = Layer()
    clip.frame = Rect(x: 35, y: 35, width: 30, height: 30)
    clip.masksToBounds = true
    clip.cornerRadius = radius
    let layer = EmitterLayer(cells: [cell])
    layer.frame = Rect(x: 0, y: 0, width: 30, height: 30)
    layer.emitterPosition = Point(x: 15, y: 15)
    clip.addSublayer(layer)
    return snapshot(of: clip, at: 0.5)
  }

  /// The snapshot at `t` of a 100 × 100 window whose one view holds `layer`.
  private func snapshot(of layer: Layer, at t: Double) -> RenderSnapshot {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let host = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(host)
    host.layer.addSublayer(layer)
    window.step(to: t)
    return window.renderSnapshot()
  }

  /// Shapes are filled straight into the canvas's pixels; the clip still holds. A square of scale 5 (50
  /// points, 25 … 75) in a layer masking to 35 … 65: red inside, white outside, whether the clip is a
  /// rectangle of whole pixels (written directly) or has rounded corners (drawn by Cairo: the corner pixel
  /// (36, 36) lies outside a radius of 10).
  @Test func particlesKeepToTheClip() throws {
    let square = try draw(clippedSnapshot(cell(.square, .red, scale: 5), radius: 0))
    #expect(rgba(square, 40, 50) == red && rgba(square, 36, 36) == red && rgba(square, 64, 64) == red)
    #expect(rgba(square, 33, 50) == white && rgba(square, 50, 66) == white)
    let rounded = try draw(clippedSnapshot(cell(.square, .red, scale: 5), radius: 10))
    #expect(rgba(rounded, 50, 50) == red && rgba(rounded, 36, 36) == white)
  }

  /// A shape larger than the rasterizer's 64 pixels (scale 10: 100 points) is filled by Cairo, whole.
  @Test func aLargeParticleIsDrawnWhole() throws {
    let canvas = try draw(snapshot(cells: [cell(.square, .red, scale: 10)], renderMode: .unordered, at: 0.5))
    #expect(rgba(canvas, 2, 2) == red && rgba(canvas, 97, 50) == red)
  }

  private func cell(_ shape: EmitterCell.ContentsShape, _ color: Color, scale: Double = 1) -> EmitterCell {
    var cell = EmitterCell()
    cell.contentsShape = shape
    cell.color = color
    cell.birthRate = 1
    cell.lifetime = 10
    cell.scale = scale
    return cell
  }

  /// One red square particle at (50, 50), 10 points across: red from 45 to 55, white beyond. At scale 2
  /// it reaches 40 … 60.
  @Test func aSquareParticleCoversItsSize() throws {
    let one = try draw(snapshot(cells: [cell(.square, .red)], renderMode: .unordered, at: 0.5))
    #expect(rgba(one, 50, 50) == [255, 0, 0, 255])
    #expect(rgba(one, 46, 46) == [255, 0, 0, 255])
    #expect(rgba(one, 57, 50) == [255, 255, 255, 255])
    let twice = try draw(snapshot(cells: [cell(.square, .red, scale: 2)], renderMode: .unordered, at: 0.5))
    #expect(rgba(twice, 57, 50) == [255, 0, 0, 255])
    #expect(rgba(twice, 62, 50) == [255, 255, 255, 255])
  }

  /// Two particles on the same spot, each (0.4, 0, 0) opaque, over black: drawn over each other the
  /// pixel is the top one's, 0.4 × 255 = 102; added, 0.8 × 255 = 204.
  @Test func additiveAddsColours() throws {
    let dim = Color(red: 0.4, green: 0, blue: 0, alpha: 1)
    let cells = [cell(.circle, dim), cell(.circle, dim)]
    let over = try draw(snapshot(cells: cells, renderMode: .unordered, at: 0.5), background: .black)
    let added = try draw(snapshot(cells: cells, renderMode: .additive, at: 0.5), background: .black)
    #expect(rgba(over, 50, 50) == [102, 0, 0, 255])
    #expect(rgba(added, 50, 50) == [204, 0, 0, 255])
  }

  /// A particle outside the emitter layer's bounds, in a half-transparent view, still shows: the view's
  /// group is not cut to its own and its layers' bounds. The view is 20 × 20 and the layer 10 × 10 at the top
  /// left; the particle stands at (50, 50): red at half alpha over white is (255, 128, 128) within a point.
  @Test func particlesOutsideTheBoundsShowInATranslucentView() throws {
    let (window, host) = translucentView(Rect(x: 0, y: 0, width: 20, height: 20), inWindowOfSide: 100)
    let layer = EmitterLayer(cells: [cell(.square, .red)])
    layer.frame = Rect(x: 0, y: 0, width: 10, height: 10)
    layer.emitterPosition = Point(x: 50, y: 50)
    host.layer.addSublayer(layer)
    window.step(to: 0.5)
    let canvas = try draw(window.renderSnapshot())
    let pixel = rgba(canvas, 50, 50)
    #expect(pixel[0] == 255 && abs(pixel[1] - 128) <= 1 && abs(pixel[2] - 128) <= 1)
  }
}
