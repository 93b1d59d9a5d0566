import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTestSupport
import Testing

@Suite("Group opacity and transitions")
struct GroupOpacityTests {
  /// Blue (10…60) under red (40…90), both opaque, inside a container with alpha 0.5 on white.
  private func overlappingChildren(containerAlpha: Double) -> RenderSnapshot {
    makeSnapshot([
      TestView(
        frame: Rect(x: 0, y: 0, width: 100, height: 100), alpha: containerAlpha,
        [
          TestView(frame: Rect(x: 10, y: 10, width: 50, height: 50), color: .blue),
          TestView(frame: Rect(x: 40, y: 40, width: 50, height: 50), color: .red),
        ])
    ])
  }

  @Test func overlappingOpaqueChildrenFadeAsOneGroup() throws {
    let canvas = try draw(overlappingChildren(containerAlpha: 0.5))
    // Half red over white: (255, 127.5, 127.5); blue must not show through the red child.
    #expect(isClose(rgba(canvas, 50, 50), [255, 128, 128, 255], 1))
    #expect(isClose(rgba(canvas, 20, 20), [128, 128, 255, 255], 1))
    #expect(isClose(rgba(canvas, 80, 80), [255, 128, 128, 255], 1))
    #expect(rgba(canvas, 95, 5) == white)
  }

  @Test func fadedGroupOnTransparentCanvasIsHalfTransparent() throws {
    let canvas = try draw(overlappingChildren(containerAlpha: 0.5), background: nil)
    #expect(isClose(rgba(canvas, 50, 50), [128, 0, 0, 128], 1))
    #expect(isClose(rgba(canvas, 20, 20), [0, 0, 128, 128], 1))
    #expect(rgba(canvas, 95, 5) == transparent)
  }

  @Test func groupIncludesTheContainerOwnFill() throws {
    // Container green at alpha 0.5 with an opaque red child: the child covers the green inside the group.
    let canvas = try draw(
      makeSnapshot([
        TestView(
          frame: Rect(x: 0, y: 0, width: 100, height: 100), color: .green, alpha: 0.5,
          [TestView(frame: Rect(x: 20, y: 20, width: 20, height: 20), color: .red)])
      ]))
    #expect(isClose(rgba(canvas, 30, 30), [255, 128, 128, 255], 1))
    #expect(isClose(rgba(canvas, 70, 70), [128, 255, 128, 255], 1))
  }

  @Test func nestedAlphasMultiply() throws {
    let canvas = try draw(
      makeSnapshot([
        TestView(
          frame: Rect(x: 0, y: 0, width: 100, height: 100), alpha: 0.5,
          [
            TestView(
              frame: Rect(x: 0, y: 0, width: 100, height: 100), alpha: 0.5,
              [TestView(frame: Rect(x: 20, y: 20, width: 60, height: 60), color: .black)])
          ])
      ]))
    #expect(isClose(rgba(canvas, 50, 50), [191, 191, 191, 255], 2))  // 25 % black over white
  }

  @Test func leafFastPathMatchesTheGroupPath() throws {
    let frame = Rect(x: 12.3, y: 17.6, width: 51.1, height: 33.3)  // fractional: anti-aliased edges too
    let tilt = AffineTransform(rotationAngle: 0.3)
    let leaf = try draw(
      makeSnapshot([TestView(frame: frame, color: .red, alpha: 0.5, transform: tilt)]))
    let grouped = try draw(
      makeSnapshot([
        TestView(
          frame: frame, alpha: 0.5, transform: tilt,
          [TestView(frame: Rect(origin: .zero, size: frame.size), color: .red)])
      ]))
    var worst = 0
    for y in 0..<100 {
      for x in 0..<100 {
        worst = max(worst, zip(rgba(leaf, x, y), rgba(grouped, x, y)).map { abs($0 - $1) }.max()!)
      }
    }
    #expect(worst <= 1)
    #expect(isClose(rgba(leaf, 35, 35), [255, 128, 128, 255], 1))
  }

  @Test func groupCoversEverythingTheSubtreeDrawsToItsLastPixel() throws {
    // A faded 20 × 20 container at (40, 40) whose subviews reach far outside it (no clip), a rotated one
    // included, and a clipping faded container: the pixels one inside each drawn edge must be there.
    let halfRed = [255, 128, 128, 255]
    let canvas = try draw(
      makeSnapshot([
        TestView(
          frame: Rect(x: 40, y: 40, width: 20, height: 20), alpha: 0.5,
          [
            TestView(frame: Rect(x: -38, y: -38, width: 10, height: 10), color: .red),
            TestView(
              frame: Rect(x: 40, y: 40, width: 18, height: 18), color: .red,
              transform: AffineTransform(rotationAngle: .pi / 4)),
          ]),
        TestView(
          frame: Rect(x: 70, y: 5, width: 20, height: 20), alpha: 0.5, clips: true,
          [TestView(frame: Rect(x: -10, y: -10, width: 40, height: 40), color: .red)]),
      ]))
    #expect(isClose(rgba(canvas, 2, 2), halfRed, 1))
    #expect(isClose(rgba(canvas, 11, 11), halfRed, 1))
    #expect(rgba(canvas, 12, 12) == white)
    // The diamond: centre (89, 89), half-diagonal 9·√2 ≈ 12.7, so it reaches x ≈ 76.3 and 101.7 (cut at 100).
    #expect(isClose(rgba(canvas, 79, 89), halfRed, 1))
    #expect(isClose(rgba(canvas, 99, 89), halfRed, 1))
    #expect(isClose(rgba(canvas, 89, 79), halfRed, 1))
    #expect(isClose(rgba(canvas, 70, 5), halfRed, 1))
    #expect(isClose(rgba(canvas, 89, 24), halfRed, 1))
    #expect(rgba(canvas, 69, 15) == white)
    #expect(rgba(canvas, 80, 26) == white)
  }

  @Test func translucentBackgroundAndAlphaCombine() throws {
    let canvas = try draw(
      makeSnapshot([
        TestView(
          frame: Rect(x: 0, y: 0, width: 100, height: 100), color: Color.black.withAlphaComponent(0.5),
          alpha: 0.5)
      ]))
    #expect(isClose(rgba(canvas, 50, 50), [191, 191, 191, 255], 2))
  }

  @Test func aFinishedTransitionDrawsTheLiveSubtree() throws {
    let before = makeSnapshot(
      width: 50, height: 50, [TestView(frame: Rect(x: 0, y: 0, width: 50, height: 50), color: .blue)])
    let snapshot = makeSnapshot(
      [
        TestView(
          frame: Rect(x: 10, y: 10, width: 50, height: 50), color: .green, transition: 0,
          [TestView(frame: Rect(x: 0, y: 0, width: 20, height: 20), color: .red)])
      ],
      transitions: [TransitionSnapshot(kind: .crossDissolve, progress: 1, before: before)])
    let canvas = try draw(snapshot)
    #expect(rgba(canvas, 20, 20) == red)
    #expect(rgba(canvas, 45, 45) == green)
    #expect(rgba(canvas, 5, 5) == white)
  }
}
