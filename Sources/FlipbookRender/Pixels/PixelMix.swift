import CCairo
import FlipbookGeometry

/// The cross-dissolve's mix in one pass over the pixels: `target = (1 − w) · target + w · source` per
/// premultiplied channel, with `w = q / 255` for `q = round(255 · weight)`, in 16-bit vector lanes (bytes
/// as `PixelKernels` says). A pixel mixed with itself is unchanged. Cairo's own linear mix (the `SOURCE` operator through an alpha) takes two passes
/// through a mask and is several times slower.
enum PixelMix {
  /// Mixes `source`, a scratch surface whose top-left pixel stands for `box`'s, into the target of
  /// `context` within `box` and the current clip, with `weight` in (0, 1).
  ///
  /// Works on the pixels directly when the target is an ARGB32 image surface and the clip is made of
  /// whole-pixel rectangles (as a plain canvas, a group, or ancestors that clip to axis-aligned whole-pixel
  /// bounds give); returns `false` without drawing anything otherwise. The context's matrix must be the
  /// identity.
  static func mix(
    into context: CairoContext, source: ScratchSurface, box: Rect, weight: Double
  ) -> Bool {
    let cr = context.raw
    guard let target = cairo_get_group_target(cr),
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
      let list = cairo_copy_clip_rectangle_list(cr)
    else { return false }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
    var areas: [Rect] = []
    for k in 0..<Int(list.pointee.num_rectangles) {
      let r = list.pointee.rectangles[k]
      let rect = Rect(x: r.x, y: r.y, width: r.width, height: r.height)
      guard rect == rect.integral else { return false }  // an anti-aliased edge: leave it to Cairo
      let area = rect.intersection(box)
      if !area.isNull && !area.isEmpty { areas.append(area) }
    }
    var dx = 0.0
    var dy = 0.0
    cairo_surface_get_device_offset(target, &dx, &dy)
    let width = Int(cairo_image_surface_get_width(target))
    let height = Int(cairo_image_surface_get_height(target))
    let q = UInt32(min(max((weight * 255).rounded(), 0), 255))
    cairo_surface_flush(target)
    cairo_surface_flush(source.surface)
    guard let targetData = cairo_image_surface_get_data(target),
      let sourceData = cairo_image_surface_get_data(source.surface)
    else { return false }
    let targetStride = Int(cairo_image_surface_get_stride(target))
    let sourceStride = Int(cairo_image_surface_get_stride(source.surface))
    for area in areas {
      // Device pixels to target pixels (the device offset) and to source pixels (the box's origin).
      let x0 = Int(area.minX), x1 = Int(area.maxX)
      let tx0 = max(x0 + Int(dx), 0), tx1 = min(x1 + Int(dx), width)
      guard tx1 > tx0 else { continue }
      let sx0 = tx0 - Int(dx) - Int(box.minX)
      for y in Int(area.minY)..<Int(area.maxY) {
        let ty = y + Int(dy)
        guard ty >= 0, ty < height else { continue }
        let t = UnsafeMutableRawPointer(targetData + ty * targetStride + 4 * tx0)
          .assumingMemoryBound(to: UInt32.self)
        let s = UnsafeRawPointer(sourceData + (y - Int(box.minY)) * sourceStride + 4 * sx0)
          .assumingMemoryBound(to: UInt32.self)
        mixRow(t, s, count: tx1 - tx0, weight: q)
      }
    }
    cairo_surface_mark_dirty(target)
    return true
  }

  /// Darkens every pixel of `scratch` by `amount` in [0, 1], keeping its alpha: the colour channels are
  /// scaled by `1 − amount` (Cairo's `ATOP` with black at that alpha, in one pass).
  static func dim(_ scratch: ScratchSurface, amount: Double) {
    let q = UInt32(min(max((amount * 255).rounded(), 0), 255))
    guard q > 0 else { return }
    cairo_surface_flush(scratch.surface)
    guard let data = cairo_image_surface_get_data(scratch.surface) else { return }
    let stride = Int(cairo_image_surface_get_stride(scratch.surface))
    for y in 0..<scratch.height {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      mixRow(row, nil, count: scratch.width, weight: q)
    }
    cairo_surface_mark_dirty(scratch.surface)
  }

  /// `target[i] = mix(target[i], source[i])` for `count` pixels, with the source's weight `q / 255`. With
  /// no source, each pixel is mixed with its own alpha in black (`ATOP` black at `q / 255`): its colour
  /// darkens, its alpha stays.
  static func mixRow(
    _ target: UnsafeMutablePointer<UInt32>, _ source: UnsafePointer<UInt32>?, count: Int, weight q: UInt32
  ) {
    let r = 255 &- q
    // Four pixels at a time, each channel in a 16-bit lane (`PixelLanes`), then the rest one by one.
    let rv = PixelLanes.Lanes(repeating: UInt16(r))
    let qv = PixelLanes.Lanes(repeating: UInt16(q))
    let alphaLanes = PixelLanes.Lanes(0, 0xFF, 0, 0xFF, 0, 0xFF, 0, 0xFF)  // of the odd lanes (green, alpha)
    @inline(__always) func lanes(_ x: PixelLanes.Lanes, _ y: PixelLanes.Lanes) -> PixelLanes.Lanes {
      PixelLanes.divideBy255(x &* rv &+ y &* qv)
    }
    var i = 0
    while i + 4 <= count {
      let (xEven, xOdd) = PixelLanes.split(PixelLanes.load(target + i))
      let (yEven, yOdd) =
        source.map { PixelLanes.split(PixelLanes.load($0 + i)) } ?? (PixelLanes.Lanes(), xOdd & alphaLanes)
      PixelLanes.store(PixelLanes.join(lanes(xEven, yEven), lanes(xOdd, yOdd)), to: target + i)
      i += 4
    }
    while i < count {
      target[i] = mix(target[i], source.map { $0[i] } ?? target[i] & 0xFF00_0000, r, q)
      i += 1
    }
  }

  /// `(x · r + y · q) / 255` per 8-bit channel, rounded, for `r + q = 255`.
  @inline(__always)
  static func mix(_ x: UInt32, _ y: UInt32, _ r: UInt32, _ q: UInt32) -> UInt32 {
    let mask: UInt32 = 0x00FF_00FF
    var rb = (x & mask) &* r &+ (y & mask) &* q &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & mask)) >> 8) & mask
    var ag = ((x >> 8) & mask) &* r &+ ((y >> 8) & mask) &* q &+ 0x0080_0080
    ag = (ag &+ ((ag >> 8) & mask)) & ~mask
    return rb | ag
  }
}
