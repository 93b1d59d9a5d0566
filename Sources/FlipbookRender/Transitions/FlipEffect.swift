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
    guard let box = pixelBox(of: outline, matrix: scene.matrix).flatMap(context.visiblePixels),
      let face = makeFace(after: g.showsBackFace, scene)
    else { return }
    defer { face.destroy() }
    // Strips across a vertical axis are pixel columns, which pixman fills row by row (one short span per
    // row per strip). When the container is upright on the canvas, the face is turned a quarter turn and
    // the strips drawn into a group turned the same way, where they are rows; the group is turned back
    // before it is composited. Quarter turns move whole pixels (`FacePixels`).
    let m = scene.matrix
    let turns = g.isAxisVertical && m.b == 0 && m.c == 0
    let scratches = cache.transitionScratch
    var turnedFace: ScratchSurface?
    defer { turnedFace.map(scratches.release) }
    if turns {
      turnedFace = scratches.surface(width: face.height, height: face.width, clear: false)
      guard let turnedFace else { return }
      FacePixels.quarterTurn(face.scratch, into: turnedFace)
    }
    // Turned face pixels (u, v) are face pixels (v, height − u); device (x, y) is turned group pixel
    // (box.maxY − y, x − box.minX).
    let faceToBounds =
      turns
      ? AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: Double(face.height)).concatenating(face.toBounds)
      : face.toBounds
    let groupBox = turns ? Rect(x: 0, y: 0, width: box.height, height: box.width) : box
    let toGroup = turns ? AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: box.maxY, ty: -box.minX) : .identity
    guard let group = TransitionGroup(box: groupBox, pool: scratches) else { return }
    defer { group.release() }
    let pattern =
      turnedFace.map { TransitionFace.pattern(of: $0.surface, extend: CAIRO_EXTEND_PAD) }
      ?? face.pattern(extend: CAIRO_EXTEND_PAD)
    let gr = group.context.raw
    cairo_set_antialias(gr, CAIRO_ANTIALIAS_NONE)
    let painter = StripPainter(
      context: group.context, pattern: pattern, matrix: m.concatenating(toGroup), bounds: groupBox)
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
      let map = faceToBounds.concatenating(g.stripMap(from: a0, to: a1, backFace: g.showsBackFace))
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
    var upright: ScratchSurface?
    defer { upright.map(scratches.release) }
    if turns {
      upright = scratches.surface(
        width: Int(box.width), height: Int(box.height), origin: box.origin, clear: false)
      guard let upright else { return }
      FacePixels.quarterTurn(group.scratch, into: upright, backward: true)
    }
    let cr = context.raw
    context.save()
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, upright?.surface ?? group.surface, 0, 0)
    context.setMatrix(scene.matrix)
    StripPainter.addQuad(cr, outline[0], outline[1], outline[2], outline[3])
    cairo_fill(cr)
    context.restore()
  }
}
