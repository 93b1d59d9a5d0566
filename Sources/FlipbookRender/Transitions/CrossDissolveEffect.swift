import CCairo
import Flipbook
import FlipbookGeometry

extension SubtreeDrawer {
  /// Draws a cross-dissolve: exactly `(1 − p) · before + p · after` per premultiplied pixel, translucent
  /// content included (research §7.4, §11).
  ///
  /// Both pictures are drawn in device space at their own places, each into its own group, so the mix is
  /// of exactly what each state draws alone. Within a group bounded to the containers' device bounding box:
  /// the before group is painted with alpha `1 − p` (OVER onto transparent), the after group is added with
  /// alpha `p` (`CAIRO_OPERATOR_ADD`); the sum is then painted OVER what lies beneath.
  func drawCrossDissolve(_ scene: TransitionScene) {
    let b = scene.bounds
    var corners = [
      Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
      Point(x: b.minX, y: b.maxY),
    ]
    var liveBox = pixelBox(of: corners, matrix: scene.matrix)
    if scene.hasBefore {
      let root = scene.transition.before.nodes[0]
      let r = root.bounds.standardized
      corners = [
        Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
        Point(x: r.minX, y: r.maxY),
      ]
      if let box = pixelBox(of: corners, matrix: root.localMatrix.concatenating(scene.parent)) {
        liveBox = liveBox.map { $0.union(box) } ?? box
      }
    }
    guard let box = liveBox else { return }
    let cr = context.raw
    let p = scene.progress
    context.saveAndClip(toPixels: box)
    context.pushGroup()
    if p < 1, scene.hasBefore {
      let before = renderBeforeGroup(scene.transition, parent: scene.parent)
      cairo_set_source(cr, before)
      cairo_paint_with_alpha(cr, 1 - p)
      cairo_pattern_destroy(before)
    }
    if p > 0 {
      let after = renderGroup(scene.index..<scene.end, parent: scene.parent, liveRoot: scene.index)
      cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
      cairo_set_source(cr, after)
      cairo_paint_with_alpha(cr, p)
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      cairo_pattern_destroy(after)
    }
    context.popGroupAndPaint(alpha: 1)
    context.restore()
  }
}
