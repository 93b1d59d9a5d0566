/// Encoded frames kept by (revision, frame), the least recently used dropped first once their bytes add up
/// to more than `byteLimit`: scrubbing back and replaying cost nothing while memory stays bounded.
///
/// ```swift
/// var cache = FrameCache(byteLimit: 256 << 20)
/// cache.insert(png, for: FrameKey(revision: 1, frame: 0))
/// cache[FrameKey(revision: 1, frame: 0)]  // png, now the most recently used
/// ```
public struct FrameCache: Sendable {
  /// The most bytes kept (a single frame larger than this is not kept at all).
  public let byteLimit: Int
  /// The bytes kept now.
  public private(set) var byteCount = 0
  private var entries: [FrameKey: Entry] = [:]
  // A use counter: the entry with the smallest one is the least recently used.
  private var clock = 0

  private struct Entry {
    var bytes: [UInt8]
    var lastUse: Int
  }

  /// Creates an empty cache that keeps at most `byteLimit` bytes.
  public init(byteLimit: Int) {
    self.byteLimit = max(0, byteLimit)
  }

  /// The number of frames kept.
  public var count: Int { entries.count }

  /// The frame's bytes, if kept; reading marks it as just used.
  public subscript(key: FrameKey) -> [UInt8]? {
    mutating get {
      guard var entry = entries[key] else { return nil }
      clock += 1
      entry.lastUse = clock
      entries[key] = entry
      return entry.bytes
    }
  }

  /// Whether the frame is kept, without marking it used.
  public func contains(_ key: FrameKey) -> Bool { entries[key] != nil }

  /// Keeps `bytes` for `key`, then drops the least recently used frames until the total fits the limit.
  public mutating func insert(_ bytes: [UInt8], for key: FrameKey) {
    if let old = entries.removeValue(forKey: key) { byteCount -= old.bytes.count }
    guard bytes.count <= byteLimit else { return }
    clock += 1
    entries[key] = Entry(bytes: bytes, lastUse: clock)
    byteCount += bytes.count
    while byteCount > byteLimit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
      entries[oldest.key] = nil
      byteCount -= oldest.value.bytes.count
    }
  }
}
