/// A thread's reusable buffer of words for work made fresh for every row (a shadow's masks moved by a
/// fraction of a pixel, `SpanBlender.shadow`); grown as needed, never shrunk, owned by the thread's
/// `RenderCache`.
final class RowScratch {
  private var storage: UnsafeMutablePointer<UInt32>?
  private var capacity = 0

  deinit { storage?.deallocate() }

  /// At least `count` words (whatever the last user left in them), valid until the next call.
  func words(_ count: Int) -> UnsafeMutablePointer<UInt32> {
    if let storage, count <= capacity { return storage }
    storage?.deallocate()
    capacity = max(count, 2 * capacity, 256)
    let made = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
    storage = made
    return made
  }
}
