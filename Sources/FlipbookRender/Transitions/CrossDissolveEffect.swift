import CCairo
import Flipbook
import FlipbookGeometry

extension SubtreeDrawer {
  /// Draws a cross-dissolve: exactly `(1 − p) · before + p · after` per premultiplied pixel, translucent
  /// content included, composited over what lies beneath.
  ///
  /// Mixing each picture over what lies beneath `C` gives the same pixels as mixing the pictures and then
  /// compositing the mix: `lerp(before OVER C, after OVER C, p) = lerp(before, after, p) OVER C`. So, within
  /// the whole-pixel box of both containers (and the clip): `C` is copied into a scratch surface of the
  /// canvas's pool, the after picture is drawn over it there, the before picture is drawn directly onto
  /// the canvas, and the scratch is mixed in with weight `p` in one pass over the pixels (`PixelMix`; where
  /// the clip has anti-aliased edges, Cairo's `SOURCE` operator through an alpha of `p`, the same linear
  /// mix). No group surface, no fresh memory.
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
    guard let box = liveBox.flatMap(context.visiblePixels) else { return }
    let scratches = cache.transitionScratch
    guard
      let after = scratches.surface(
        width: Int(box.width), height: Int(box.height), origin: box.origin, clear: false)
    else { return }
    defer { scratches.release(after) }
    let cr = context.raw
    // What lies beneath, then the after picture over it, in the scratch surface. When the after
    // container's own opaque background covers every pixel of the box, what lies beneath cannot show.
    guard let ar = cairo_create(after.surface) else { return }
    if !afterCoversBox(scene, box) {
      cairo_set_operator(ar, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_surface(ar, cairo_get_group_target(cr), 0, 0)
      cairo_paint(ar)
      cairo_set_operator(ar, CAIRO_OPERATOR_OVER)
    }
    SubtreeDrawer(snapshot: snapshot, context: CairoContext(raw: ar), canvas: canvas, cache: cache)
      .draw(scene.index..<scene.end, parent: scene.parent, liveRoot: scene.index)
    cairo_destroy(ar)
    cairo_surface_flush(after.surface)
    // The before picture over what lies beneath, on the canvas; then the mix.
    context.saveAndClip(toPixels: box)
    drawBefore(scene)
    cairo_identity_matrix(cr)
    if !PixelMix.mix(into: context, source: after, box: box, weight: scene.progress) {
      cairo_set_source_surface(cr, after.surface, 0, 0)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_paint_with_alpha(cr, scene.progress)
    }
    context.restore()
  }

  /// Whether the live container's background alone paints every pixel of `box` opaquely: an opaque
  /// colour at full opacity, no styling, axis-aligned on the canvas, its bounds on whole device pixels
  /// and covering the box. Drawing the container over anything then gives the same pixels.
  private func afterCoversBox(_ scene: TransitionScene, _ box: Rect) -> Bool {
    let root = snapshot.nodes[scene.index]
    let m = scene.matrix
    guard let color = root.backgroundColor, color.alpha >= 1, root.alpha >= 1, root.style == .plain,
      m.b == 0, m.c == 0, m.a > 0, m.d > 0
    else { return false }
    let rect = scene.bounds.applying(m)
    return rect == rect.integral && rect.contains(box)
  }
}
