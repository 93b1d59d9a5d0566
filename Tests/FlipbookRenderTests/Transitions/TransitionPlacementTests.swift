import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTestSupport
import Testing

/// Where transitions draw (the container's transform, ancestors' clips, alpha), their end points, the
/// engine's own snapshots, and determinism.
@Suite("Transition placement")
struct TransitionPlacementTests {
  static let kinds: [TransitionKind] = [
    .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom, .curlUp, .curlDown, .crossDissolve,
  ]

  @Test(arguments: kinds)
  func endPointsDrawEachStateExactly(kind: TransitionKind) throws {
    let start = try draw(redToBlue(kind, 0))
    let end = try draw(redToBlue(kind, 1))
    let plainBefore = try draw(makeSnapshot(width: 200, height: 150, [card(page: .red, badge: .yellow)]))
    let plainAfter = try draw(makeSnapshot(width: 200, height: 150, [card(page: .blue, badge: .green)]))
    #expect(pixels(of: start) == pixels(of: plainBefore))
    #expect(pixels(of: end) == pixels(of: plainAfter))
  }

  @Test func theContainerTransformAppliesToTheWholeFlip() throws {
    // Scaled by 0.5 about its centre, the card covers x 60…140, y 45…105; at 25 % its near (left) edge is
    // at x = 100 − 28.3 = 71.7 with the full half-height, its far edge at x = 119.8.
    let scaled = transitionScene(
      .flipFromLeft, 0.25,
      before: card(page: .red, badge: .red, transform: AffineTransform(scaleX: 0.5, y: 0.5)),
      after: card(page: .blue, badge: .blue, transform: AffineTransform(scaleX: 0.5, y: 0.5), transition: 0))
    let canvas = try draw(scaled)
    #expect(isMostly(rgba(canvas, 75, 50), 0))
    #expect(isWhite(rgba(canvas, 68, 75)))
    #expect(isWhite(rgba(canvas, 123, 75)))
    #expect(isWhite(rgba(canvas, 115, 48)))
    // Turned by 90°, the card's left side is on top: its near edge runs across the top at y = 18.4, full
    // width (x 40…160), and the far edge along the bottom at y = 114.6, x 58…142.
    let turned = AffineTransform(rotationAngle: .pi / 2)
    let rotated = try draw(
      transitionScene(
        .flipFromLeft, 0.25, before: card(page: .red, badge: .red, transform: turned),
        after: card(page: .blue, badge: .blue, transform: turned, transition: 0)))
    #expect(isMostly(rgba(rotated, 45, 25), 0))
    #expect(isWhite(rgba(rotated, 45, 110)))
    #expect(isMostly(rgba(rotated, 100, 110), 0))
    #expect(isWhite(rgba(rotated, 100, 12)))
  }

  @Test(arguments: kinds)
  func ancestorsClipTheEffect(kind: TransitionKind) throws {
    // The card sits in a clipping view that ends at x = 100.
    let clipper = TestView(
      frame: Rect(x: 0, y: 0, width: 100, height: 150), clips: true,
      [card(page: .blue, badge: .blue, transition: 0)])
    let snapshot = makeSnapshot(
      width: 200, height: 150, [clipper],
      transitions: [
        TransitionSnapshot(kind: kind, progress: 0.3, before: subtreeSnapshot(card(page: .red, badge: .red)))
      ])
    let canvas = try draw(snapshot)
    for y in stride(from: 0, to: 150, by: 5) {
      for x in stride(from: 101, to: 200, by: 7) { #expect(rgba(canvas, x, y) == white) }
    }
    #expect(!isWhite(rgba(canvas, 90, 75)))
  }

  @Test func containerAlphaFadesTheFlip() throws {
    // Alpha 0.5: the dimmed red face (183, 0, 0) at half coverage over white gives (219, 128, 128).
    let snapshot = transitionScene(
      .flipFromLeft, 0.25, before: card(page: .red, badge: .red, alpha: 0.5),
      after: card(page: .blue, badge: .blue, alpha: 0.5, transition: 0))
    #expect(isClose(rgba(try draw(snapshot), 100, 75), [219, 128, 128, 255], 2))
  }

  @Test func higherScaleDrawsTheSameFrame() throws {
    // At scale 2 the 25 % flip has the same layout in twice the pixels.
    let canvas = try draw(redToBlue(.flipFromLeft, 0.25), scale: 2)
    #expect(isClose(rgba(canvas, 200, 150), [183, 0, 0, 255], 2))
    #expect(isMostly(rgba(canvas, 100, 40), 0))
    #expect(isWhite(rgba(canvas, 270, 40)))
    #expect(isYellowish(rgba(canvas, 118, 74)))
  }

  @Test(arguments: kinds)
  func everyProgressRendersWithoutCairoErrors(kind: TransitionKind) throws {
    // Thin pieces near 90° and strongly squeezed maps are where Cairo can give up; render a sweep of
    // progress values at a few sizes (one turned) and expect no error.
    for (width, height, angle) in [(640.0, 360.0, 0.0), (333, 77, 0), (120, 200, 0.3)] {
      let size = Size(width: width, height: height)
      let (before, after) = textCards(origin: .zero, size: size, transition: 0)
      var turnedBefore = before
      var turnedAfter = after
      turnedBefore.node.transform = AffineTransform(rotationAngle: angle)
      turnedAfter.node.transform = AffineTransform(rotationAngle: angle)
      for step in 0...40 {
        let snapshot = transitionScene(
          kind, Double(step) / 40, before: turnedBefore, after: turnedAfter, width: width, height: height)
        #expect(throws: Never.self) { try draw(snapshot) }
      }
    }
  }

  @Test(arguments: kinds)
  func framesAreDeterministicAcrossThreads(kind: TransitionKind) async throws {
    let snapshot = redToBlue(kind, 0.37)
    let reference = try pixels(of: draw(snapshot))
    let results = try await withThrowingTaskGroup(of: [UInt32].self) { group in
      for _ in 0..<4 { group.addTask { try pixels(of: draw(snapshot)) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 4)
    for result in results { #expect(result == reference) }
  }

  @Test @MainActor func engineTransitionsRenderLikeHandBuiltOnes() throws {
    // The same card built with views and `View.transition(with:)`, linear, stepped to 25 %.
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 150))
    window.backgroundColor = .white
    let container = View(frame: cardFrame)
    container.backgroundColor = .red
    let badge = View(frame: Rect(x: 8, y: 8, width: 24, height: 24))
    badge.backgroundColor = .yellow
    window.addSubview(container)
    container.addSubview(badge)
    for kind in Self.kinds {
      View.transition(
        with: container, duration: 1, options: [kind.option, .curveLinear],
        animations: {
          container.backgroundColor = .blue
          badge.backgroundColor = .green
        }, completion: nil)
      window.step(to: window.time + 0.25)
      let engine = try draw(window.renderSnapshot())
      let byHand = try draw(redToBlue(kind, 0.25))
      #expect(pixels(of: engine) == pixels(of: byHand), "\(kind)")
      window.step(to: window.time + 0.75)
      container.backgroundColor = .red
      badge.backgroundColor = .yellow
    }
  }
}
