/// WAV files of 32-bit float samples (format 3, IEEE float): writing a mix, and reading what ffmpeg decodes.
///
/// ```swift
/// let bytes = WAVFile.encode(mix, channels: 2, sampleRate: 48000)
/// let (samples, channels, rate) = try WAVFile.decodeFloat(bytes)
/// ```
public enum WAVFile {
  /// The bytes of a WAV file holding `samples` (interleaved) as 32-bit float, little-endian.
  public static func encode(_ samples: [Float], channels: Int, sampleRate: Int) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(44 + 4 * samples.count)
    func word(_ value: Int) {
      for shift in stride(from: 0, to: 32, by: 8) { out.append(UInt8((value >> shift) & 0xFF)) }
    }
    func half(_ value: Int) { out.append(UInt8(value & 0xFF)); out.append(UInt8((value >> 8) & 0xFF)) }
    let dataSize = 4 * samples.count
    out += Array("RIFF".utf8)
    word(36 + dataSize)
    out += Array("WAVEfmt ".utf8)
    word(16)
    half(3)  // IEEE float
    half(channels)
    word(sampleRate)
    word(sampleRate * channels * 4)
    half(channels * 4)
    half(32)
    out += Array("data".utf8)
    word(dataSize)
    #if _endian(little)
      samples.withUnsafeBytes { out.append(contentsOf: $0) }
    #else
      for sample in samples {
        let bits = sample.bitPattern
        for shift in stride(from: 0, to: 32, by: 8) { out.append(UInt8((bits >> UInt32(shift)) & 0xFF)) }
      }
    #endif
    return out
  }

  /// The samples, channel count and rate of a WAV file of 32-bit float samples; nil when `bytes` are not
  /// one (another sample format, or cut short).
  public static func decodeFloat(_ bytes: [UInt8]) -> (samples: [Float], channels: Int, sampleRate: Int)? {
    func word(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
    func half(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    guard bytes.count >= 12, Array(bytes[0..<4]) == Array("RIFF".utf8),
      Array(bytes[8..<12]) == Array("WAVE".utf8)
    else { return nil }
    var offset = 12
    var format: (tag: Int, channels: Int, rate: Int, bits: Int)?
    while offset + 8 <= bytes.count {
      let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
      // ffmpeg writes 0xFFFFFFFF as the data size when it cannot seek back; the data then runs to the end.
      let declared = word(offset + 4)
      let size = min(declared, bytes.count - offset - 8)
      let body = offset + 8
      if id == "fmt ", size >= 16 {
        var tag = half(body)
        if tag == 0xFFFE, size >= 26 { tag = half(body + 24) }  // WAVE_FORMAT_EXTENSIBLE: the sub-format
        format = (tag, half(body + 2), word(body + 4), half(body + 14))
      } else if id == "data", let format, format.tag == 3, format.bits == 32, format.channels > 0 {
        let count = size / 4 / format.channels * format.channels
        var samples = [Float](repeating: 0, count: count)
        for index in 0..<count {
          samples[index] = Float(bitPattern: UInt32(truncatingIfNeeded: word(body + 4 * index)))
        }
        return (samples, format.channels, format.rate)
      }
      offset = body + size + (size & 1)
    }
    return nil
  }
}
