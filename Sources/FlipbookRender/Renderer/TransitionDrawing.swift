import CCairo
import Flipbook
import FlipbookGeometry

extension SubtreeDrawer {
  /// Draws node `i`, which has a transition in flight, and its subtree `i ..< end`.
  ///
  /// For now only the live (after) state is drawn, composited from its own group surface; the transition
  /// effects will combine this group with one of `TransitionSnapshot.before` (see `renderBeforeGroup`).
  func drawTransition(at i: Int, end: Int, parent: AffineTransform) {
    let live = renderGroup(i..<end, parent: parent, liveRoot: i)
    cairo_set_source(context.raw, live)
    cairo_paint(context.raw)
    cairo_pattern_destroy(live)
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
    let before = SubtreeDrawer(snapshot: transition.before, context: context, canvas: canvas)
    return before.renderGroup(0..<transition.before.nodes.count, parent: parent, liveRoot: 0)
  }
}
