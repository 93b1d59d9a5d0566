/// The memory bound of a loop that moves `bytesPerItem` bytes per item over `items` items: the time of a
/// plain copy over the same footprint (half of it copied onto the other half), so a loop that streams its
/// bytes no slower than `memcpy` runs at 100 % of the bound.
///
/// ```swift
/// let probe = CopyBandwidth(items: 1_000_000, bytesPerItem: 24)   // 24 MB: 12 MB copied onto 12 MB
/// let seconds = probe.measure(passes: 60)                          // thread CPU seconds for 60 copies
/// let bound = 60 * 1_000_000 / seconds                             // items per second at copy speed
/// ```
public final class CopyBandwidth {
  /// The bytes of one copy pass's source, and of its destination.
  public let bytesPerHalf: Int
  private let source: UnsafeMutableRawPointer
  private let destination: UnsafeMutableRawPointer

  /// Allocates and fills both halves (not timed).
  public init(items: Int, bytesPerItem: Int) {
    bytesPerHalf = max(items * bytesPerItem / 2, 64)
    source = .allocate(byteCount: bytesPerHalf, alignment: 64)
    destination = .allocate(byteCount: bytesPerHalf, alignment: 64)
    source.initializeMemory(as: UInt8.self, repeating: 1, count: bytesPerHalf)
    destination.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerHalf)
  }

  deinit {
    source.deallocate()
    destination.deallocate()
  }

  /// Copies the source onto the destination `passes` times; returns the thread CPU seconds taken.
  public func measure(passes: Int) -> Double {
    ThreadClock.measure {
      for _ in 0..<passes { destination.copyMemory(from: source, byteCount: bytesPerHalf) }
    }
  }
}
