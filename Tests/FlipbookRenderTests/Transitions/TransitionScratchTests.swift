import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTestSupport
import Testing

/// Transitions draw into scratch surfaces that a canvas keeps from frame to frame: what one frame left in
/// them never reaches another frame's pixels, and the cross-dissolve's one-pass mix gives the same mix as
/// Cairo's wherever it applies (inside groups, under clips).
@Suite("Transition scratch surfaces")
struct TransitionScratchTests {
  /// Every kind at a few progress values, with containers of different sizes (so buffers are reused for
  /// larger and smaller surfaces), plus a transition nested in another's picture.
  static func frames() -> [RenderSnapshot] {
    var frames: [RenderSnapshot] = []
    let frames3 = [
      cardFrame, Rect(x: 5, y: 5, width: 190, height: 140), Rect(x: 60, y: 40, width: 70, height: 50),
    ]
    for (k, kind) in TransitionKind.allCases.enumerated() {
      for progress in [0.2, 0.5, 0.8] {
        let frame = frames3[(k + Int(progress * 10)) % 3]
        frames.append(
          transitionScene(
            kind, progress, before: card(frame: frame, page: .red, badge: .yellow, lines: .white),
            after: card(
              frame: frame, page: Color.blue.withAlphaComponent((k + Int(progress * 10)) % 2 == 0 ? 1 : 0.7),
              badge: .green,
              transition: 0))
        )
      }
    }
    frames.append(nested(outer: .flipFromLeft, 0.3, inner: .crossDissolve, 0.6))
    frames.append(nested(outer: .curlUp, 0.45, inner: .flipFromTop, 0.3))
    return frames
  }

  /// A card in `outer` transition whose after state holds a smaller card in `inner` transition.
  static func nested(
    outer: TransitionKind, _ p: Double, inner: TransitionKind, _ q: Double
  ) -> RenderSnapshot {
    let innerFrame = Rect(x: 30, y: 20, width: 90, height: 70)
    let innerBefore = card(frame: innerFrame, page: .yellow, badge: .red)
    let innerAfter = card(frame: innerFrame, page: .green, badge: .blue, transition: 1)
    let after = TestView(frame: cardFrame, color: .blue, transition: 0, [innerAfter])
    return makeSnapshot(
      width: 200, height: 150, [after],
      transitions: [
        TransitionSnapshot(
          kind: outer, progress: p, before: subtreeSnapshot(card(page: .red, badge: .yellow))),
        TransitionSnapshot(kind: inner, progress: q, before: subtreeSnapshot(innerBefore)),
      ])
  }

  @Test(arguments: 0..<3 as Range<UInt64>)
  func aReusedCanvasDrawsEveryFrameAsAFreshOneDoes(seed: UInt64) throws {
    let frames = Self.frames()
    let fresh = try frames.map { try draw($0).withPixels { Array($0) } }
    let renderer = SnapshotRenderer(scale: 1, background: .white)
    let canvas = try CairoCanvas(width: 200, height: 150)
    var random = SeededGenerator(seed: seed)
    for k in frames.indices.shuffled(using: &random) {
      #expect(throws: Never.self) { try renderer.render(frames[k], into: canvas) }
      let same = canvas.withPixels { Array($0) } == fresh[k]
      #expect(same, "seed \(seed), frame \(k)")
    }
  }

  @Test func theNestedTransitionIsDrawnInsideTheOuterOne() throws {
    // The outer flip at 30 % shows the before picture; at 80 % the after picture, whose inner card is
    // half-way through its cross-dissolve from yellow to green: (128, 255, 0) dimmed by the flip.
    let canvas = try draw(Self.nested(outer: .flipFromLeft, 0.8, inner: .crossDissolve, 0.5))
    let p = rgba(canvas, 100, 75)
    #expect(p[1] > 2 * p[0] && p[0] > 40 && p[2] < 10, "\(p)")
  }

  @Test func theMixIsTheSameInsideAGroup() throws {
    // The card's superview fades to 0.5: the dissolve is drawn into the superview's group surface.
    let snapshot = makeSnapshot(
      width: 200, height: 150,
      [
        TestView(
          frame: Rect(x: 0, y: 0, width: 200, height: 150), alpha: 0.5,
          [card(page: .blue, badge: .green, transition: 0)])
      ],
      transitions: [
        TransitionSnapshot(
          kind: .crossDissolve, progress: 0.25, before: subtreeSnapshot(card(page: .red, badge: .yellow)))
      ])
    // (191, 0, 64) at half opacity over white.
    #expect(isClose(rgba(try draw(snapshot), 100, 75), [223, 128, 160, 255], 2))
  }

  @Test func theMixIsTheSameUnderATurnedClip() throws {
    // A rotated clipping superview: its clip has anti-aliased edges, so Cairo mixes instead.
    let snapshot = makeSnapshot(
      width: 200, height: 150,
      [
        TestView(
          frame: Rect(x: 0, y: 0, width: 200, height: 150), transform: AffineTransform(rotationAngle: 0.3),
          clips: true, [card(page: .blue, badge: .green, transition: 0)])
      ],
      transitions: [
        TransitionSnapshot(
          kind: .crossDissolve, progress: 0.25, before: subtreeSnapshot(card(page: .red, badge: .yellow)))
      ])
    #expect(isClose(rgba(try draw(snapshot), 100, 75), [191, 0, 64, 255], 2))
  }
}
