/// Byte-wise equality of raw memory, eight bytes at a time: the model values a new view compares with its
/// defaults (8 to 128 bytes) and the keys and ids the timeline decoder compares (a few bytes), where a byte
/// at a time with a bounds check each was the most of the comparison's time.
///
/// ```swift
/// withUnsafeBytes(of: a) { a in withUnsafeBytes(of: b) { b in RawBytes.equal(a.baseAddress!, b.baseAddress!, count: 16) } }
/// ```
package enum RawBytes {
  /// Whether the `count` bytes at `a` and `b` are the same.
  @inlinable @inline(__always)
  package static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
    var offset = 0
    while offset &+ 8 <= count {
      if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset &+= 8
    }
    while offset < count {
      if a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self) {
        return false
      }
      offset &+= 1
    }
    return true
  }

  /// Whether two byte buffers hold the same bytes.
  @inlinable @inline(__always)
  package static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    guard let pa = a.baseAddress, let pb = b.baseAddress else { return true }
    return equal(UnsafeRawPointer(pa), UnsafeRawPointer(pb), count: a.count)
  }
}
