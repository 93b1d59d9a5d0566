import CCairo
import FlipbookGeometry

/// The cross-dissolve's mix in one pass over the pixels: `target = (1 − w) · target + w · source` per
/// premultiplied channel, with `w = q / 255` for `q = round(255 · weight)`, in 16-bit vector lanes (bytes
/// as `PixelKernels` says). A pixel mixed with itself is unchanged. Cairo's own linear mix (the `SOURCE`
/// operator through an alpha) takes two passes through a mask and is several times slower.
enum PixelMix {
  /// `q = round(255 · weight)`, clamped to 0 … 255: the weight as the kernel takes it.
  static func quantized(_ weight: Double) -> UInt32 {
    UInt32(min(max((weight * 255).rounded(), 0), 255))
  }

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
    guard let target = PixelTarget(context), box == box.integral, abs(box.minX) < 1e9, abs(box.minY) < 1e9,
      box.width < 1e9, box.height < 1e9
    else { return false }
    let q = quantized(weight)
    cairo_surface_flush(source.surface)
    guard let sourceData = cairo_image_surface_get_data(source.surface) else { return false }
    let sourceStride = Int(cairo_image_surface_get_stride(source.surface))
    let (bx, by) = (Int(box.minX), Int(box.minY))
    let pixels = PixelBox(x0: bx, y0: by, x1: bx + Int(box.width), y1: by + Int(box.height))
    target.forEachArea(within: pixels) { area in
      for y in area.y0..<area.y1 {
        // Device pixels to the source's (the box's origin).
        let s = UnsafeRawPointer(sourceData + (y - by) * sourceStride + 4 * (area.x0 - bx))
          .assumingMemoryBound(to: UInt32.self)
        mixRow(target.row(y) + area.x0, s, count: area.x1 - area.x0, weight: q)
      }
    }
    target.markDirty()
    return true
  }

  /// Mixes the whole of `source` into `target`, two ARGB32 image surfaces of one size and place:
  /// `target = (1 − w) · target + w · source` per premultiplied channel, as ``mix(into:source:box:weight:)``.
  /// Returns `false`, changing nothing, when they are not such a pair.
  static func mix(surface target: OpaquePointer, with source: OpaquePointer, weight: Double) -> Bool {
    for surface in [target, source] {
      guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
        cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
      else { return false }
    }
    let width = Int(cairo_image_surface_get_width(target))
    let height = Int(cairo_image_surface_get_height(target))
    var (tx, ty, sx, sy) = (0.0, 0.0, 0.0, 0.0)
    cairo_surface_get_device_offset(target, &tx, &ty)
    cairo_surface_get_device_offset(source, &sx, &sy)
    guard width == Int(cairo_image_surface_get_width(source)),
      height == Int(cairo_image_surface_get_height(source)), tx == sx, ty == sy
    else { return false }
    cairo_surface_flush(target)
    cairo_surface_flush(source)
    guard let targetData = cairo_image_surface_get_data(target),
      let sourceData = cairo_image_surface_get_data(source)
    else { return false }
    let targetStride = Int(cairo_image_surface_get_stride(target))
    let sourceStride = Int(cairo_image_surface_get_stride(source))
    let q = quantized(weight)
    for y in 0..<height {
      let t = UnsafeMutableRawPointer(targetData + y * targetStride).assumingMemoryBound(to: UInt32.self)
      let s = UnsafeRawPointer(sourceData + y * sourceStride).assumingMemoryBound(to: UInt32.self)
      mixRow(t, s, count: width, weight: q)
    }
    cairo_surface_mark_dirty(target)
    return true
  }

  /// Darkens every pixel of `scratch` by `amount` in [0, 1], keeping its alpha: the colour channels are
  /// scaled by `1 − amount` (Cairo's `ATOP` with black at that alpha, in one pass).
  static func dim(_ scratch: ScratchSurface, amount: Double) {
    let q = quantized(amount)
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
