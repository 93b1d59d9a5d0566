import CCairo
import Flipbook
import FlipbookGeometry

extension SubtreeDrawer {
  /// Draws a flip: the before-picture turning away until 90°, then the after-picture turning in, with
  /// perspective, the zoom-out that keeps the near edge inside the container, and dimming (`FlipGeometry`).
  ///
  /// The visible face is drawn into a group as `FlipGeometry.stripCount` strips, each an affine slice of the
  /// face surface, without anti-aliasing so that neighbouring strips share their edges exactly (no seams,
  /// no double-blended overlaps on translucent content). The strips reach past the face's outline (the
  /// face's edge pixels are repeated there), and the group is then filled through the outline, the exact
  /// projected quadrilateral, with anti-aliasing.
  func drawFlip(_ scene: TransitionScene) {
    let g = FlipGeometry(kind: scene.transition.kind, progress: scene.progress, bounds: scene.bounds)
    let h = g.halfAcross
    let start = g.projectedAcross(-h)
    let stop = g.projectedAcross(h)
    let perUnit = scene.pixelsPerUnit
    let acrossPixels = g.isAxisVertical ? perUnit.x : perUnit.y
    let alongPixels = g.isAxisVertical ? perUnit.y : perUnit.x
    let projectedPixels = abs(stop - start) * acrossPixels
    guard projectedPixels >= 0.25, g.halfAlong > 0 else { return }  // edge-on: nothing shows
    let outline = [
      g.point(across: start, along: -g.halfAlong * g.alongScale(-h)),
      g.point(across: stop, along: -g.halfAlong * g.alongScale(h)),
      g.point(across: stop, along: g.halfAlong * g.alongScale(h)),
      g.point(across: start, along: g.halfAlong * g.alongScale(-h)),
    ]
    guard let box = pixelBox(of: outline, matrix: scene.matrix).flatMap(visiblePixels),
      let face = makeFace(after: g.showsBackFace, scene)
    else { return }
    defer { face.destroy() }
    guard let group = TransitionGroup(box: box, pool: cache.transitionScratch) else { return }
    defer { group.release() }
    let pattern = face.pattern(extend: CAIRO_EXTEND_PAD)
    let gr = group.context.raw
    cairo_set_antialias(gr, CAIRO_ANTIALIAS_NONE)
    let painter = StripPainter(context: group.context, pattern: pattern, matrix: scene.matrix, bounds: box)
    let count = FlipGeometry.stripCount(projectedDevicePixels: projectedPixels, perspective: g.sinAngle > 0)
    let margin = 3 / max(min(acrossPixels, alongPixels), 1e-9)
    let outward = stop >= start ? margin : -margin
    // Each strip is a full-height rectangle (axis-aligned on the canvas unless the container is turned,
    // which Cairo fills fastest); the outline fill below cuts it to the face's trapezoid.
    let reach = g.halfAlong + margin
    var a0 = -h
    var p0 = start
    for k in 1...count {
      let p1 = k == count ? stop : start + (stop - start) * Double(k) / Double(count)
      let a1 = k == count ? h : g.across(projected: p1)
      let map = face.toBounds.concatenating(g.stripMap(from: a0, to: a1, backFace: g.showsBackFace))
      let x0 = k == 1 ? p0 - outward : p0
      let x1 = k == count ? p1 + outward : p1
      painter.fill(
        g.point(across: x0, along: -reach), g.point(across: x1, along: -reach),
        g.point(across: x1, along: reach), g.point(across: x0, along: reach), faceToUser: map)
      a0 = a1
      p0 = p1
    }
    cairo_pattern_destroy(pattern)
    group.end()
    PixelMix.dim(group.scratch, amount: g.dimming)  // darkens what is there, keeps its coverage
    let cr = context.raw
    context.save()
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, group.surface, 0, 0)
    context.setMatrix(scene.matrix)
    StripPainter.addQuad(cr, outline[0], outline[1], outline[2], outline[3])
    cairo_fill(cr)
    context.restore()
  }
}
