import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTestSupport

/// The test container: 160 × 120 points at (20, 15) in a 200 × 150 window, so its centre is (100, 75).
let cardFrame = Rect(x: 20, y: 15, width: 160, height: 120)

/// A card filling a container of `size`: a `page` background with a `badge` square at its top-left
/// corner (8…32, 8…32) to tell its orientation, and, when `lines` is set, text-like bars.
func card(
  frame: Rect = cardFrame, page: Color?, badge: Color, alpha: Double = 1,
  transform: AffineTransform = .identity, lines: Color? = nil, transition: Int32? = nil
) -> TestView {
  var subviews = [TestView(frame: Rect(x: 8, y: 8, width: 24, height: 24), color: badge)]
  if let lines {
    for row in 0..<5 {
      let width = frame.width * (row % 2 == 0 ? 0.7 : 0.5)
      subviews.append(
        TestView(
          frame: Rect(x: 40, y: 12 + Double(row) * frame.height * 0.16, width: width - 32, height: 6),
          color: lines))
    }
    subviews.append(
      TestView(
        frame: Rect(x: frame.width - 40, y: frame.height - 36, width: 28, height: 24), color: badge))
  }
  return TestView(
    frame: frame, color: page, alpha: alpha, transform: transform, transition: transition, subviews)
}

/// The snapshot of a lone subtree, as a transition's before-picture: `nodes[0]` is `root`.
func subtreeSnapshot(_ root: TestView) -> RenderSnapshot {
  var nodes: [RenderNode] = []
  root.flatten(into: &nodes)
  return RenderSnapshot(time: 0, size: root.node.bounds.size, nodes: nodes)
}

/// A 200 × 150 window whose only view is a card going from `before` to `after` with `kind` at `progress`.
/// `after` must carry `transition: 0`.
func transitionScene(
  _ kind: TransitionKind, _ progress: Double, before: TestView, after: TestView, width: Double = 200,
  height: Double = 150
) -> RenderSnapshot {
  makeSnapshot(
    width: width, height: height, [after],
    transitions: [TransitionSnapshot(kind: kind, progress: progress, before: subtreeSnapshot(before))])
}

/// A card of `size` at `origin` going from a warm "before" card to a cool "after" card, both with text-like
/// bars: many thin pieces for the flips and curls to cut.
func textCards(origin: Point, size: Size, transition: Int32) -> (before: TestView, after: TestView) {
  let frame = Rect(origin: origin, size: size)
  let before = card(
    frame: frame, page: Color(red: 0.93, green: 0.33, blue: 0.25, alpha: 1), badge: .yellow,
    lines: Color(white: 1, alpha: 0.85))
  let after = card(
    frame: frame, page: Color(red: 0.2, green: 0.45, blue: 0.9, alpha: 1), badge: .green,
    lines: Color(white: 1, alpha: 0.85), transition: transition)
  return (before, after)
}

/// The standard red (yellow badge) → blue (green badge) card transition.
func redToBlue(_ kind: TransitionKind, _ progress: Double) -> RenderSnapshot {
  transitionScene(
    kind, progress, before: card(page: .red, badge: .yellow),
    after: card(page: .blue, badge: .green, transition: 0))
}

/// Whether the pixel is white (untouched background).
func isWhite(_ p: [Int]) -> Bool { isClose(p, white, 2) }

/// Whether the pixel is mostly `channel` (0 red, 1 green, 2 blue), dimmed or not: that channel at least
/// `minimum`, the others at most a fifth of it.
func isMostly(_ p: [Int], _ channel: Int, minimum: Int = 120) -> Bool {
  p[channel] >= minimum && (0..<3).allSatisfy { $0 == channel || p[$0] * 5 <= p[channel] }
}

/// Whether the pixel is yellow-ish (red and green high, blue low).
func isYellowish(_ p: [Int]) -> Bool { p[0] >= 120 && p[1] >= 120 && p[2] * 5 <= p[0] }
