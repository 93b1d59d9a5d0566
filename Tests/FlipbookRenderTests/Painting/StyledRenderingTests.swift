import Flipbook
import FlipbookGeometry
import FlipbookRender
import Testing

/// Styled content under threads, caches, transitions and hostile values: the same pixels whatever the
/// thread count or cache state, and no crash on bad numbers.
@Suite("Styled rendering: determinism and robustness")
struct StyledRenderingTests {
  static let scenes = [StyleScenes.cards, StyleScenes.contentModes, StyleScenes.labels]

  @Test(arguments: 0..<3)
  func manyThreadsDrawTheSamePixels(scene: Int) async throws {
    let snapshot = Self.scenes[scene]
    let reference = pixels(of: try draw(snapshot, scale: 2))
    let results = try await withThrowingTaskGroup(of: [UInt32].self) { group in
      for _ in 0..<4 { group.addTask { pixels(of: try draw(snapshot, scale: 2)) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 4 && results.allSatisfy { $0 == reference })
  }

  @Test func aWarmCanvasDrawsWhatAFreshOneDoes() throws {
    // Frames drawn in turn into one canvas (its caches filling and reused) match each frame drawn alone.
    let renderer = SnapshotRenderer(scale: 1, background: .white)
    let shared = try CairoCanvas(width: 340, height: 200)
    for round in 0..<2 {
      for snapshot in Self.scenes {
        try renderer.render(snapshot, into: shared)
        let fresh = try CairoCanvas(width: 340, height: 200)
        try renderer.render(snapshot, into: fresh)
        #expect(pixels(of: shared) == pixels(of: fresh), "round \(round)")
      }
    }
  }

  @Test func styledContentTakesPartInTransitions() throws {
    // A card with a label and a shadow, cross-dissolving into a plain one: the first frame is the styled
    // card exactly, the last the plain one.
    let style = LayerStyle(cornerRadius: 14, borderWidth: 2, shadowOpacity: 0.5, shadowRadius: 4)
    let label = TestView(frame: Rect(x: 10, y: 40, width: 140, height: 30), content: 0)
    let before = TestView(frame: cardFrame, color: .red, style: style, [label])
    let after = TestView(frame: cardFrame, color: .blue, transition: 0)
    let text = NodeContent.text(TextContent("Styled", font: Font(size: 20)))
    func scene(_ progress: Double) -> RenderSnapshot {
      var beforeSnapshot = subtreeSnapshot(before)
      beforeSnapshot.contents = [text]
      return makeSnapshot(
        width: 200, height: 150, [after],
        transitions: [TransitionSnapshot(kind: .crossDissolve, progress: progress, before: beforeSnapshot)],
        contents: [text])
    }
    let start = try draw(scene(0))
    let alone = try draw(makeSnapshot(width: 200, height: 150, [before], contents: [text]))
    #expect(pixels(of: start) == pixels(of: alone))
    let middle = try draw(scene(0.5))
    #expect(pixels(of: middle) != pixels(of: start))
    for kind in [TransitionKind.flipFromLeft, .curlUp] {
      var beforeSnapshot = subtreeSnapshot(before)
      beforeSnapshot.contents = [text]
      _ = try draw(
        makeSnapshot(
          width: 200, height: 150, [after],
          transitions: [TransitionSnapshot(kind: kind, progress: 0.4, before: beforeSnapshot)],
          contents: [text]))
    }
  }

  @Test func hostileNumbersDrawWithoutCrashing() throws {
    let values: [Double] = [.nan, .infinity, -.infinity, -5, 0, 1e-300, 1e9]
    let image = StyleScenes.quadrants()
    for value in values {
      let style = LayerStyle(
        cornerRadius: value, borderWidth: value, shadowOpacity: value == 0 ? 1 : abs(value),
        shadowOffset: Size(width: value, height: value), shadowRadius: value == 1e9 ? 300 : value)
      let snapshot = makeSnapshot(
        width: 60, height: 60,
        [
          TestView(frame: Rect(x: 10, y: 10, width: 40, height: 30), color: .red, style: style),
          TestView(
            frame: Rect(x: 5, y: 5, width: 50, height: 50), alpha: 0.5, clips: true, style: style,
            contentStretch: Rect(x: value, y: value, width: value, height: value), content: 0),
          TestView(frame: Rect(x: 5, y: 5, width: 50, height: 50), style: style, content: 1),
          // Indices that point nowhere draw nothing.
          TestView(frame: Rect(x: 0, y: 0, width: 10, height: 10), displayList: 7, content: -3),
        ],
        contents: [
          .image(image),
          .text(TextContent("x", font: Font(family: "", size: value, weight: .black), numberOfLines: -2)),
        ])
      _ = try draw(snapshot)
    }
  }
}
