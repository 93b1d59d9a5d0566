import CDeflate

/// The mutable state behind a `PNGEncoder`: the libdeflate compressor and scratch buffers, reused between
/// images. Not thread-safe; `PNGEncoder` copies it on write.
final class PNGEncoderStorage {
  let level: Int32
  let filter: PNGRowFilter
  let colorType: PNGColorType
  private let compressor: OpaquePointer
  private let scanlineWriter = PNGScanlineWriter()
  private var scanlines = ScratchBuffer()
  private var compressed = ScratchBuffer()
  private var rows = ScratchBuffer()

  init(level: Int32, filter: PNGRowFilter, colorType: PNGColorType) throws(RenderError) {
    guard let compressor = libdeflate_alloc_compressor(level) else {
      throw RenderError.outOfMemory("libdeflate could not allocate a compressor")
    }
    self.level = level
    self.filter = filter
    self.colorType = colorType
    self.compressor = compressor
  }

  deinit {
    libdeflate_free_compressor(compressor)
  }

  /// The PNG file for `image`.
  func encode(_ image: ARGB32Image) -> [UInt8] {
    let opaque = colorType == .automatic && image.isOpaque()
    let bytesPerPixel = opaque ? 3 : 4
    let rowBytes = image.width * bytesPerPixel
    let scanlineCount = image.height * (1 + rowBytes)
    let output = scanlines.reserve(scanlineCount)
    scanlineWriter.write(
      image, opaque: opaque, filter: filter, to: output, rows: rows.reserve(2 * rowBytes))

    let bound = libdeflate_zlib_compress_bound(compressor, scanlineCount)
    let zlib = compressed.reserve(bound)
    let zlibCount = libdeflate_zlib_compress(compressor, output, scanlineCount, zlib, bound)
    precondition(zlibCount > 0, "libdeflate output exceeded its own bound")

    let header = PNGChunkWriter.header(
      width: image.width, height: image.height, colorType: opaque ? 2 : 6)
    let data = UnsafeBufferPointer(start: zlib, count: zlibCount)
    let fileSize = PNGChunkWriter.fileSize(zlibCount: zlibCount)
    return [UInt8](unsafeUninitializedCapacity: fileSize) { buffer, count in
      var writer = PNGChunkWriter(buffer.baseAddress!)
      writer.writeSignature()
      header.withUnsafeBufferPointer { writer.writeChunk(PNGChunkWriter.ihdr, $0) }
      var start = 0
      repeat {
        let end = min(start + PNGChunkWriter.maxChunkLength, zlibCount)
        writer.writeChunk(PNGChunkWriter.idat, UnsafeBufferPointer(rebasing: data[start..<end]))
        start = end
      } while start < zlibCount
      writer.writeChunk(PNGChunkWriter.iend, UnsafeBufferPointer(start: nil, count: 0))
      count = writer.written
      precondition(count == fileSize)
    }
  }
}

/// A growable block of scratch bytes, freed with its owner.
struct ScratchBuffer: ~Copyable {
  private var pointer: UnsafeMutablePointer<UInt8>?
  private var capacity = 0

  init() {}

  /// At least `count` bytes (contents unspecified).
  mutating func reserve(_ count: Int) -> UnsafeMutablePointer<UInt8> {
    if let pointer, capacity >= count { return pointer }
    pointer?.deallocate()
    let fresh = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
    pointer = fresh
    capacity = max(count, 1)
    return fresh
  }

  deinit {
    pointer?.deallocate()
  }
}

/// Writes PNG chunks (length, type, data, CRC-32) to a buffer.
struct PNGChunkWriter {
  static let ihdr: UInt32 = 0x4948_4452
  static let idat: UInt32 = 0x4944_4154
  static let iend: UInt32 = 0x4945_4E44
  /// The longest IDAT chunk written; image data beyond it continues in further IDAT chunks.
  static let maxChunkLength = 1 << 30

  private let base: UnsafeMutablePointer<UInt8>
  private(set) var written = 0

  init(_ base: UnsafeMutablePointer<UInt8>) { self.base = base }

  /// The 13 IHDR bytes: size, bit depth 8, colour type, deflate, adaptive filtering, no interlace.
  static func header(width: Int, height: Int, colorType: UInt8) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(13)
    for value in [UInt32(width), UInt32(height)] {
      bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
    bytes += [8, colorType, 0, 0, 0]
    return bytes
  }

  /// The size of the whole file for `zlibCount` bytes of image data.
  static func fileSize(zlibCount: Int) -> Int {
    let idatChunks = max(1, (zlibCount + maxChunkLength - 1) / maxChunkLength)
    return 8 + (12 + 13) + idatChunks * 12 + zlibCount + 12
  }

  mutating func writeSignature() {
    for byte: UInt8 in [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] { append(byte) }
  }

  mutating func writeChunk(_ type: UInt32, _ data: UnsafeBufferPointer<UInt8>) {
    appendBigEndian(UInt32(data.count))
    let typeStart = base + written
    appendBigEndian(type)
    if let source = data.baseAddress, data.count > 0 {
      (base + written).initialize(from: source, count: data.count)
      written += data.count
    }
    appendBigEndian(libdeflate_crc32(0, typeStart, 4 + data.count))
  }

  @inline(__always)
  private mutating func append(_ byte: UInt8) {
    base[written] = byte
    written += 1
  }

  @inline(__always)
  private mutating func appendBigEndian(_ value: UInt32) {
    append(UInt8(truncatingIfNeeded: value >> 24))
    append(UInt8(truncatingIfNeeded: value >> 16))
    append(UInt8(truncatingIfNeeded: value >> 8))
    append(UInt8(truncatingIfNeeded: value))
  }
}
