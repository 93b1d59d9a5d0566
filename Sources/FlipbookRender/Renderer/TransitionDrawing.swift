import CCairo
import Flipbook
import FlipbookGeometry

extension SubtreeDrawer {
  /// Draws node `i`, which has a transition in flight, and its subtree `i ..< end`, whose superview has the
  /// drawing matrix `parent`: the container's whole layer, background included, going from its
  /// before-picture (`TransitionSnapshot.before`) to its live state with the transition's effect.
  ///
  /// At progress 0 the before-picture and at progress 1 the live subtree are drawn exactly as they are,
  /// unresampled. In between, each effect places its pictures with the container's drawing matrix (so the
  /// container's transform and every ancestor's apply to the whole effect), within the current clip. Each
  /// picture carries the container's own alpha, as it was then and as it is now.
  func drawTransition(at i: Int, end: Int, parent: AffineTransform) {
    let transition = snapshot.transitions[Int(snapshot.nodes[i].transition!)]
    let scene = TransitionScene(
      transition: transition, index: i, end: end, node: snapshot.nodes[i], parent: parent)
    if scene.progress <= 0 {
      drawBefore(scene)
      return
    }
    if scene.progress >= 1 || !scene.matrix.isUsableByCairo {
      drawAfter(scene)
      return
    }
    switch transition.kind {
    case .crossDissolve: drawCrossDissolve(scene)
    case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom: drawFlip(scene)
    case .curlUp, .curlDown: drawCurl(scene)
    }
  }

  /// Draws `snapshot.nodes[range]` into a transparent group surface and returns it as a Cairo pattern
  /// aligned with the canvas under the current matrix. The caller owns the pattern
  /// (`cairo_pattern_destroy`).
  func renderGroup(_ range: Range<Int>, parent: AffineTransform, liveRoot: Int) -> OpaquePointer {
    context.pushGroup()
    draw(range, parent: parent, liveRoot: liveRoot)
    return cairo_pop_group(context.raw)
  }

  /// The container's subtree as it was when `transition` began, drawn into a group surface with the
  /// container placed by `parent` (its superview's drawing matrix). The caller owns the pattern.
  func renderBeforeGroup(_ transition: TransitionSnapshot, parent: AffineTransform) -> OpaquePointer {
    let before = SubtreeDrawer(snapshot: transition.before, context: context, canvas: canvas, cache: cache)
    return before.renderGroup(0..<transition.before.nodes.count, parent: parent, liveRoot: 0)
  }
}
