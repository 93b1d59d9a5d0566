import CCairo

/// A thread's reusable 8-bit mask for masks made fresh every frame (a shadow's alpha moved by a
/// fraction of a pixel), with a pixman image over it; grown as needed, never shrunk, owned by the
/// thread's `RenderCache`.
final class MaskScratch {
  /// The mask: `width × height` bytes, rows `stride` bytes apart, and the pixman A8 image over them.
  struct Mask {
    let bytes: UnsafeMutablePointer<UInt8>
    let stride: Int
    let image: OpaquePointer
  }

  private var mask: Mask?
  private var width = 0, height = 0

  deinit { release() }

  /// A mask of at least `width × height` pixels (whatever the last user left in it), or `nil` if
  /// pixman cannot make one.
  func mask(width: Int, height: Int) -> Mask? {
    if let mask, width <= self.width, height <= self.height { return mask }
    release()
    let w = max(width, self.width), h = max(height, self.height)
    let stride = (w + 3) & ~3
    guard w > 0, h > 0, w <= 1 << 15, h <= 1 << 15 else { return nil }
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * h)
    let words = UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt32.self)
    guard let image = pixman_image_create_bits(PIXMAN_a8, Int32(w), Int32(h), words, Int32(stride)) else {
      bytes.deallocate()
      return nil
    }
    mask = Mask(bytes: bytes, stride: stride, image: image)
    self.width = w
    self.height = h
    return mask
  }

  private func release() {
    guard let mask else { return }
    pixman_image_unref(mask.image)
    mask.bytes.deallocate()
    self.mask = nil
  }
}
