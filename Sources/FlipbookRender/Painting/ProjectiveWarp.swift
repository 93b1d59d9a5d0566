import CCairo
import FlipbookGeometry

/// Composites a picture onto a Cairo image surface through a projective map, OVER, in one pass over the
/// pixels the picture's quadrilateral can touch: each target pixel's centre is taken back into the picture
/// (`[x y 1] · back`, divided by `w`) and the picture is sampled bilinearly there, as pixman's projective
/// bilinear filter samples it (pixel centres at half-integers, clear outside). A picture with a clear
/// border of a pixel or more gets anti-aliased edges from the filter itself.
///
/// It replaces a warp into a surface of its own followed by a paint (two passes over every pixel of the
/// quadrilateral's bounding box, with pixman's general projective fetcher); it needs the target to be a
/// 32-bit image surface whose clip is one rectangle, which the caller checks.
struct ProjectiveWarp {
  /// The picture: premultiplied ARGB words, `stride` words a row.
  let source: UnsafePointer<UInt32>
  let width: Int
  let height: Int
  let stride: Int
  /// Each colour channel of the picture is multiplied by this (a flip's dimming), alpha kept; out of 256.
  var brightness: UInt32 = 256

  /// Composites `picture` (a 32-bit image surface) straight onto the pixels of `cr`'s target when the
  /// target is a 32-bit image surface at one device pixel per unit whose clip is one whole-pixel rectangle,
  /// and `cr` composites OVER; `false` (nothing drawn) otherwise. `quad` is the picture's outline and `back`
  /// takes the target's user coordinates (with the identity matrix) to the picture's pixels; `brightness`
  /// in [0, 1] darkens the picture's colours, keeping its coverage.
  static func draw(
    _ picture: OpaquePointer, onto cr: OpaquePointer, quad: [Point], back: Transform3D, brightness: Double = 1
  ) -> Bool {
    guard let target = cairo_get_group_target(cr),
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
      cairo_image_surface_get_format(picture) == CAIRO_FORMAT_ARGB32,
      cairo_get_operator(cr) == CAIRO_OPERATOR_OVER
    else { return false }
    var sx = 0.0, sy = 0.0, ox = 0.0, oy = 0.0
    cairo_surface_get_device_scale(target, &sx, &sy)
    cairo_surface_get_device_offset(target, &ox, &oy)
    guard sx == 1, sy == 1, ox == ox.rounded(), oy == oy.rounded(),
      let clips = cairo_copy_clip_rectangle_list(cr)
    else { return false }
    defer { cairo_rectangle_list_destroy(clips) }
    guard clips.pointee.status == CAIRO_STATUS_SUCCESS, clips.pointee.num_rectangles <= 1 else {
      return false
    }
    guard clips.pointee.num_rectangles == 1 else { return true }  // all clipped away
    let r = clips.pointee.rectangles[0]
    let x0 = r.x + ox, y0 = r.y + oy, x1 = r.x + r.width + ox, y1 = r.y + r.height + oy
    guard [x0, y0, x1, y1].allSatisfy({ $0 == $0.rounded() && abs($0) < 1e6 }),
      let pixels = cairo_image_surface_get_data(target), let source = cairo_image_surface_get_data(picture)
    else { return false }
    cairo_surface_flush(target)
    cairo_surface_flush(picture)
    var warp = ProjectiveWarp(
      source: UnsafeRawPointer(source).assumingMemoryBound(to: UInt32.self),
      width: Int(cairo_image_surface_get_width(picture)),
      height: Int(cairo_image_surface_get_height(picture)),
      stride: Int(cairo_image_surface_get_stride(picture)) / 4)
    warp.brightness = UInt32((min(max(brightness, 0), 1) * 256).rounded())
    let area = (
      x0: max(0, Int(x0)), y0: max(0, Int(y0)), x1: min(Int(x1), Int(cairo_image_surface_get_width(target))),
      y1: min(Int(y1), Int(cairo_image_surface_get_height(target)))
    )
    warp.composite(
      onto: UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt32.self),
      targetStride: Int(cairo_image_surface_get_stride(target)) / 4, area: area,
      quad: quad.map { Point(x: $0.x + ox, y: $0.y + oy) },
      back: Transform3D(translationX: -ox, y: -oy, z: 0).concatenating(back))
    cairo_surface_mark_dirty(target)
    return true
  }

  /// Composites the picture onto `target` (premultiplied ARGB words, `targetStride` words a row), over the
  /// target pixels in `area` (whole pixels, in the target's pixel coordinates) that `quad` (the picture's
  /// outline on the target, convex, in the target's pixel coordinates) reaches, with `back` taking a target
  /// pixel's coordinates to the picture's (row vectors: `x′ = x·m11 + y·m21 + m41`, `w = x·m14 + y·m24 + m44`).
  func composite(
    onto target: UnsafeMutablePointer<UInt32>, targetStride: Int, area: (x0: Int, y0: Int, x1: Int, y1: Int),
    quad: [Point], back: Transform3D
  ) {
    guard area.x1 > area.x0, area.y1 > area.y0, quad.count == 4 else { return }
    let top = max(area.y0, Int(quad.map(\.y).min()!.rounded(.down)) - 1)
    let bottom = min(area.y1, Int(quad.map(\.y).max()!.rounded(.up)) + 1)
    guard top < bottom else { return }
    for y in top..<bottom {
      guard let (from, to) = Self.span(of: quad, rows: Double(y), Double(y + 1)) else { continue }
      let x0 = max(area.x0, Int(from.rounded(.down)) - 1)
      let x1 = min(area.x1, Int(to.rounded(.up)) + 1)
      guard x0 < x1 else { continue }
      row(onto: target + y * targetStride, y: Double(y) + 0.5, from: x0, to: x1, back: back)
    }
  }

  /// The smallest and largest x at which the convex `quad` meets the band between `y0` and `y1`: its edges'
  /// crossings of both lines and its corners inside the band; `nil` when it misses the band.
  static func span(of quad: [Point], rows y0: Double, _ y1: Double) -> (Double, Double)? {
    var low = Double.infinity, high = -Double.infinity
    for k in 0..<4 {
      let a = quad[k], b = quad[(k + 1) % 4]
      if a.y >= y0 && a.y <= y1 {
        low = min(low, a.x)
        high = max(high, a.x)
      }
      // Where the edge crosses each of the band's two lines.
      if (a.y - y0) * (b.y - y0) < 0 {
        let x = a.x + (b.x - a.x) * (y0 - a.y) / (b.y - a.y)
        (low, high) = (min(low, x), max(high, x))
      }
      if (a.y - y1) * (b.y - y1) < 0 {
        let x = a.x + (b.x - a.x) * (y1 - a.y) / (b.y - a.y)
        (low, high) = (min(low, x), max(high, x))
      }
    }
    return low <= high ? (low, high) : nil
  }

  /// One row of target pixels `x0 ..< x1` at height `y` (their centres' y).
  private func row(
    onto line: UnsafeMutablePointer<UInt32>, y: Double, from x0: Int, to x1: Int, back m: Transform3D
  ) {
    // The homogeneous picture point of the first pixel's centre, and its step per pixel.
    let cx = Double(x0) + 0.5
    var u = cx * m.m11 + y * m.m21 + m.m41
    var v = cx * m.m12 + y * m.m22 + m.m42
    var w = cx * m.m14 + y * m.m24 + m.m44
    let du = m.m11, dv = m.m12, dw = m.m14
    // Sample points p with −1 < p < side take part; pixels floor(p) and floor(p) + 1 that fall outside are
    // clear. Interior points (both pixels inside) read the four pixels without checks.
    let limitX = Double(width), limitY = Double(height)
    let innerX = Double(width - 1), innerY = Double(height - 1)
    let shade = brightness
    for x in x0..<x1 {
      let inFront = w > 0
      let r = 1 / w
      let px = u * r - 0.5, py = v * r - 0.5
      u += du
      v += dv
      w += dw
      guard inFront, px > -1, py > -1, px < limitX, py < limitY else { continue }
      // floor of a number above −1, without a call: truncation of p + 1, less 1.
      let ix = Int(px + 1) - 1, iy = Int(py + 1) - 1
      let wx = UInt32((px - Double(ix)) * 256), wy = UInt32((py - Double(iy)) * 256)
      var p: UInt32
      if px >= 0, py >= 0, px < innerX, py < innerY {
        let top = source + iy * stride + ix
        let bottom = top + stride
        p = Self.lerp(Self.lerp(top[0], top[1], wx), Self.lerp(bottom[0], bottom[1], wx), wy)
      } else {
        p = edgeSample(ix, iy, wx, wy)
      }
      if shade < 256 { p = Self.darken(p, shade) }
      let alpha = p >> 24
      if alpha == 255 {
        line[x] = p
      } else if alpha > 0 {
        line[x] = Self.over(p, line[x])
      }
    }
  }

  /// The bilinear blend of the four pixels at (ix, iy) … (ix + 1, iy + 1), weights out of 256, those
  /// outside the picture clear (at its edges).
  private func edgeSample(_ ix: Int, _ iy: Int, _ wx: UInt32, _ wy: UInt32) -> UInt32 {
    func at(_ x: Int, _ y: Int) -> UInt32 {
      x >= 0 && y >= 0 && x < width && y < height ? source[y * stride + x] : 0
    }
    let top = Self.lerp(at(ix, iy), at(ix + 1, iy), wx)
    let bottom = Self.lerp(at(ix, iy + 1), at(ix + 1, iy + 1), wx)
    return Self.lerp(top, bottom, wy)
  }

  /// `a + (b − a) · t / 256` on each 8-bit channel, two channels at a time.
  @inline(__always)
  static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
    let s = 256 - t
    let rb = ((a & 0x00FF_00FF) &* s &+ (b & 0x00FF_00FF) &* t) >> 8 & 0x00FF_00FF
    let ag = (((a >> 8) & 0x00FF_00FF) &* s &+ ((b >> 8) & 0x00FF_00FF) &* t) & 0xFF00_FF00
    return rb | ag
  }

  /// `p` with its colour channels times `k` / 256 and its alpha kept.
  @inline(__always)
  static func darken(_ p: UInt32, _ k: UInt32) -> UInt32 {
    let rb = (((p & 0x00FF_00FF) &* k) >> 8) & 0x00FF_00FF
    let g = (((p & 0x0000_FF00) &* k) >> 8) & 0x0000_FF00
    return (p & 0xFF00_0000) | rb | g
  }

  /// Premultiplied `source OVER destination`, rounded as Cairo rounds (x · y / 255 exactly rounded).
  @inline(__always)
  static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
    let inverse = 255 - (s >> 24)
    var rb = (d & 0x00FF_00FF) &* inverse &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ag = ((d >> 8) & 0x00FF_00FF) &* inverse &+ 0x0080_0080
    ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return s &+ (rb | ag)
  }
}
