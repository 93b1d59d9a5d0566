import CDeflate
import Foundation

/// Checks that a file is a complete, intact PNG: the signature, an IHDR chunk first, every chunk's length
/// inside the file and its CRC correct, and an IEND chunk ending exactly at the end of the file.
///
/// A frame cut short (a full disk, a power loss before the data reached the disk) fails this test, so
/// `--skip-existing` renders it again instead of trusting it.
///
/// ```swift
/// PNGFileCheck.isComplete(path: "out/frame_000000.png")  // true for a frame Flipbook wrote
/// PNGFileCheck.isComplete(bytes: Array(png.dropLast()))  // false
/// ```
public enum PNGFileCheck {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Whether the file at `path` is a complete PNG; `false` when it cannot be read.
  public static func isComplete(path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path) else { return false }
    return isComplete(bytes: [UInt8](data))
  }

  /// Whether `bytes` are a complete PNG.
  public static func isComplete(bytes: [UInt8]) -> Bool {
    guard bytes.count >= 8 + 25 + 12, bytes.starts(with: signature) else { return false }
    return bytes.withUnsafeBufferPointer { buffer in
      var offset = 8
      var first = true
      while offset + 12 <= buffer.count {
        let length = Int(bigEndian32(buffer, offset))
        let type = bigEndian32(buffer, offset + 4)
        guard length <= buffer.count - offset - 12 else { return false }
        if first && type != 0x4948_4452 { return false }  // IHDR
        first = false
        let crc = libdeflate_crc32(0, buffer.baseAddress! + offset + 4, length + 4)
        guard crc == bigEndian32(buffer, offset + 8 + length) else { return false }
        offset += 12 + length
        if type == 0x4945_4E44 { return offset == buffer.count }  // IEND
      }
      return false
    }
  }

  /// The width, height and colour type (2 RGB, 6 RGBA, …) in a PNG's header, or nil when `bytes` do not
  /// start with a PNG signature and an IHDR chunk.
  ///
  /// ```swift
  /// PNGFileCheck.header(bytes: png)  // (width: 640, height: 360, colorType: 2)
  /// ```
  public static func header(bytes: [UInt8]) -> (width: Int, height: Int, colorType: Int)? {
    guard bytes.count >= 8 + 25, bytes.starts(with: signature), Array(bytes[12..<16]) == Array("IHDR".utf8)
    else { return nil }
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20), Int(bytes[25]))
  }

  private static func bigEndian32(_ buffer: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
    UInt32(buffer[offset]) << 24 | UInt32(buffer[offset + 1]) << 16 | UInt32(buffer[offset + 2]) << 8
      | UInt32(buffer[offset + 3])
  }
}
