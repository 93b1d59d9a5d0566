import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTestSupport
import Testing

/// Animated layer styling renders at the right in-between frames: a frame of the engine mid-animation is
/// byte-identical to a hand-built snapshot with the interpolated values, and differs from the start and the
/// end.
@MainActor
@Suite struct AnimatedStyleTests {
  func png(_ snapshot: RenderSnapshot) throws -> [UInt8] {
    var encoder = PNGEncoder()
    return try SnapshotRenderer(scale: 1, background: .white).renderPNG(snapshot, encoder: &encoder)
  }

  func handBuilt(_ style: LayerStyle) -> RenderSnapshot {
    RenderSnapshot(
      time: 0, size: Size(width: 120, height: 120),
      nodes: [
        RenderNode(
          subtreeEnd: 2, center: Point(x: 60, y: 60), bounds: Rect(x: 0, y: 0, width: 120, height: 120)),
        RenderNode(
          subtreeEnd: 2, center: Point(x: 60, y: 60), bounds: Rect(x: 0, y: 0, width: 80, height: 60),
          backgroundColor: .blue, style: style),
      ])
  }

  @Test func cornerRadiusBorderAndShadowRenderTheirInBetweenValues() throws {
    let window = TestWindow(frame: Rect(x: 0, y: 0, width: 120, height: 120))
    let card = View(frame: Rect(x: 20, y: 30, width: 80, height: 60))
    card.backgroundColor = .blue
    window.addSubview(card)
    var start = LayerStyle()
    start.borderColor = .red
    start.shadowOpacity = 0.2
    start.shadowRadius = 2
    card.borderColor = start.borderColor
    card.shadowOpacity = start.shadowOpacity
    card.shadowRadius = start.shadowRadius
    var end = start
    end.cornerRadius = 20
    end.borderWidth = 6
    end.shadowOpacity = 0.8
    end.shadowOffset = Size(width: 4, height: 8)
    end.shadowRadius = 10
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      card.cornerRadius = end.cornerRadius
      card.borderWidth = end.borderWidth
      card.shadowOpacity = end.shadowOpacity
      card.shadowOffset = end.shadowOffset
      card.shadowRadius = end.shadowRadius
    }
    window.step(to: 0.5)
    var middle = start
    middle.cornerRadius = 10
    middle.borderWidth = 3
    middle.shadowOpacity = 0.5
    middle.shadowOffset = Size(width: 2, height: 2.5)  // (0, −3) to (4, 8)
    middle.shadowRadius = 6
    let engine = try png(window.renderSnapshot())
    #expect(engine == (try png(handBuilt(middle))))
    #expect(engine != (try png(handBuilt(start))))
    #expect(engine != (try png(handBuilt(end))))
  }
}
