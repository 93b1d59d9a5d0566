import Flipbook
import FlipbookGeometry
import Testing

/// Snapshots with layers: what a frame renderer compares before reusing the last frame's bytes.
@MainActor @Suite struct LayerSnapshotTests {
  /// Two instants whose views are the same but whose layers moved do not draw the same picture. (The
  /// comparison once left the layers out, and a render reused an earlier frame's bytes: found by
  /// `flipbook verify`'s frames computed alone, on a random timeline.)
  @Test func layersThatMoveMakeADifferentPicture() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let view = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(view)
    let dot = Layer()
    dot.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
    view.layer.addSublayer(dot)
    let slide = BasicAnimation(keyPath: "position.x")
    slide.fromValue = .number(0)
    slide.toValue = .number(80)
    slide.duration = 1
    dot.add(slide, forKey: "slide")
    window.step(to: 0.25)
    let a = window.renderSnapshot()
    window.step(to: 0.5)
    let b = window.renderSnapshot()
    #expect(a.nodes == b.nodes, "the views did not change")
    #expect(!a.drawsSamePicture(as: b))
    window.step(to: 2)
    let c = window.renderSnapshot()
    window.step(to: 3)
    #expect(c.drawsSamePicture(as: window.renderSnapshot()), "after the animation: the same picture")
  }
}
