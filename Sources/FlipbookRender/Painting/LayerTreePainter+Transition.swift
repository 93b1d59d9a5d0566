import CCairo
import Flipbook
import FlipbookGeometry

extension LayerTreePainter {
  /// Draws layer `i` under a ``LayerTransition`` in flight: its old picture (the transition's `before`
  /// subtree) and its live picture, each shifted in the layer's bounds coordinates by the transition's
  /// offsets. A fade mixes them as `(1 − p) · old + p · new` per premultiplied pixel (by the view
  /// cross-dissolve's kernel, `PixelMix`); moveIn draws the new picture over the old one, reveal the old
  /// over the new, push both side by side. Both pictures stay in the live layer's place; nothing is clipped
  /// to the bounds unless the layer masks to bounds.
  func drawTransition(
    _ transition: LayerTransitionSnapshot, of i: Int, matrix: AffineTransform, sublayers: LayerPlacement,
    depth: Int
  ) {
    let v = layers[i].values
    let cr = context.raw
    let offsets = transition.offsets(width: v.bounds.size.width, height: v.bounds.size.height)
    if v.masksToBounds { context.saveAndClip(to: v.bounds, radius: Self.cornerRadius(v), matrix: matrix) }
    defer { if v.masksToBounds { context.restore() } }
    let drawOld = {
      guard !transition.before.isEmpty else { return }
      let old = LayerTreePainter(
        context: context, layers: transition.before, scratch: scratch, particles: transition.particles)
      let root = transition.before[0].values
      guard !root.isHidden else { return }
      let shifted = AffineTransform(translationX: offsets.old.x, y: offsets.old.y).concatenating(matrix)
      old.drawBody(
        0, matrix: shifted, sublayers: LayerPlacement.sublayers(of: root, matrix: shifted), depth: depth)
    }
    let drawNew = {
      let shift = AffineTransform(translationX: offsets.new.x, y: offsets.new.y)
      drawBody(
        i, matrix: shift.concatenating(matrix), sublayers: Self.shifted(sublayers, by: shift), depth: depth)
    }
    switch transition.type {
    case .fade:
      // The mix of the two pictures by the view cross-dissolve's kernel, composited once over what lies
      // beneath; Cairo's ADD of the two weighted pictures when the groups are not plain image surfaces.
      cairo_save(cr)
      cairo_identity_matrix(cr)
      cairo_push_group(cr)
      drawOld()
      let old = cairo_pop_group(cr)
      cairo_push_group(cr)
      drawNew()
      let new = cairo_pop_group(cr)
      cairo_identity_matrix(cr)
      var oldSurface: OpaquePointer?
      var newSurface: OpaquePointer?
      if cairo_pattern_get_surface(old, &oldSurface) == CAIRO_STATUS_SUCCESS,
        cairo_pattern_get_surface(new, &newSurface) == CAIRO_STATUS_SUCCESS, let oldSurface, let newSurface,
        PixelMix.mix(surface: oldSurface, with: newSurface, weight: transition.progress)
      {
        cairo_set_source(cr, old)
        cairo_paint(cr)
      } else {
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
        cairo_set_source(cr, old)
        cairo_paint_with_alpha(cr, 1 - transition.progress)
        cairo_set_source(cr, new)
        cairo_paint_with_alpha(cr, transition.progress)
        cairo_pop_group_to_source(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_paint(cr)
      }
      cairo_pattern_destroy(old)
      cairo_pattern_destroy(new)
      cairo_restore(cr)
    case .moveIn, .push:
      drawOld()
      drawNew()
    case .reveal:
      drawNew()
      drawOld()
    }
  }

  /// `placement` with the layer's plane shifted by `shift` in its bounds coordinates.
  static func shifted(_ placement: LayerPlacement, by shift: AffineTransform) -> LayerPlacement {
    switch placement {
    case .flat(let m): .flat(shift.concatenating(m))
    case .depth(let space, let plane): .depth(space: space, plane: Transform3D(shift).concatenating(plane))
    }
  }
}
