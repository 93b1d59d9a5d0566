import CCairo
import FlipbookGeometry

/// Pixel memory for the transitions' scratch surfaces (faces, groups, the curl's turned page), kept by a
/// canvas's `RenderCache` from one frame to the next, so that a transition frame does not allocate
/// megabytes of fresh memory per surface (which the kernel must zero and map page by page).
///
/// Each surface is a Cairo image surface of exactly the size asked for over a buffer of this pool, and is
/// cleared (or filled by the caller) before use, so what a buffer held before never reaches the pixels.
/// Buffers in use are not handed out again: a transition inside a face of another gets buffers of its
/// own. One pool per canvas, used by one thread at a time, like the canvas.
final class TransitionScratch {
  private struct Buffer {
    /// The Cairo image surface that owns the memory (Cairo reports a failed allocation as an error
    /// status, where a Swift allocation would stop the process).
    var owner: OpaquePointer
    var memory: UnsafeMutableRawPointer
    var capacity: Int
    var inUse = false
    /// The frame it was last used in (`RenderCache.frame`).
    var lastUse: UInt64 = 0
  }

  /// The most bytes kept between frames; past it, buffers the last frame did not use are freed.
  static let budget = 192 << 20

  private var buffers: [Buffer] = []
  private var frame: UInt64 = 0

  /// Owner surfaces are this many pixels wide: up to 32767 rows of them, 1 GiB, per buffer.
  private static let ownerWidth = 8192

  deinit {
    for buffer in buffers { cairo_surface_destroy(buffer.owner) }
  }

  /// A new buffer of at least `bytes` bytes, or `nil` when Cairo cannot allocate it.
  private static func allocate(_ bytes: Int) -> Buffer? {
    let rowBytes = 4 * ownerWidth
    let rows = (bytes + rowBytes - 1) / rowBytes
    guard rows <= CairoCanvas.maximumSide,
      let owner = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(ownerWidth), Int32(max(rows, 1)))
    else { return nil }
    guard cairo_surface_status(owner) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(owner)
    else {
      cairo_surface_destroy(owner)
      return nil
    }
    let capacity = Int(cairo_image_surface_get_stride(owner)) * max(rows, 1)
    return Buffer(owner: owner, memory: UnsafeMutableRawPointer(data), capacity: capacity)
  }

  /// An ARGB32 surface of `width × height` pixels, transparent when `clear` (otherwise holding whatever
  /// was there: the caller paints every pixel it reads), whose device offset puts its top-left pixel at
  /// `origin` of the device space it stands in for. `nil` when the size is out of Cairo's range or the
  /// memory cannot be had.
  /// Give it back with `release(_:)`.
  func surface(width: Int, height: Int, origin: Point = .zero, clear: Bool = true) -> ScratchSurface? {
    guard width >= 1, height >= 1, width <= CairoCanvas.maximumSide, height <= CairoCanvas.maximumSide
    else { return nil }
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    let bytes = stride * height
    // The smallest free buffer that is large enough, else grow the largest free one, else a new one.
    var slot = -1
    for k in buffers.indices where !buffers[k].inUse && buffers[k].capacity >= bytes {
      if slot < 0 || buffers[k].capacity < buffers[slot].capacity { slot = k }
    }
    if slot < 0 {
      // Slots in use keep their places (their surfaces name them): a free one too small is replaced in
      // place, else the new buffer goes at the end.
      guard let buffer = Self.allocate(bytes) else { return nil }
      if let free = buffers.indices.first(where: { !buffers[$0].inUse }) {
        cairo_surface_destroy(buffers[free].owner)
        buffers[free] = buffer
        slot = free
      } else {
        buffers.append(buffer)
        slot = buffers.count - 1
      }
    }
    let memory = buffers[slot].memory
    if clear { memory.initializeMemory(as: UInt8.self, repeating: 0, count: bytes) }
    guard
      let surface = cairo_image_surface_create_for_data(
        memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
        Int32(stride))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_set_device_offset(surface, -origin.x, -origin.y)
    buffers[slot].inUse = true
    buffers[slot].lastUse = frame
    return ScratchSurface(surface: surface, slot: slot, width: width, height: height)
  }

  /// Destroys the surface and returns its buffer to the pool. Every pattern made from it must have been
  /// destroyed.
  func release(_ scratch: ScratchSurface) {
    cairo_surface_finish(scratch.surface)
    cairo_surface_destroy(scratch.surface)
    buffers[scratch.slot].inUse = false
  }

  /// Ends a frame (no surface may be out): when the pool holds more than `budget`, frees the buffers this
  /// frame did not use.
  func endFrame() {
    let held = buffers.reduce(0) { $0 + $1.capacity }
    if held > Self.budget {
      buffers.removeAll { buffer in
        guard !buffer.inUse, buffer.lastUse != frame else { return false }
        cairo_surface_destroy(buffer.owner)
        return true
      }
    }
    frame += 1
  }

  /// Bytes held, for tests.
  var bytesHeld: Int { buffers.reduce(0) { $0 + $1.capacity } }
}

/// A surface lent by `TransitionScratch`: give it back with `TransitionScratch.release(_:)`.
struct ScratchSurface {
  /// The `cairo_surface_t` (ARGB32, premultiplied).
  let surface: OpaquePointer
  fileprivate let slot: Int
  let width: Int
  let height: Int
}
