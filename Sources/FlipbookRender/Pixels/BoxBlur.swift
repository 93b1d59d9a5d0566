/// A Gaussian-looking blur of an 8-bit alpha mask: three box blurs in each direction, whose widths are
/// chosen so their combined variance matches a Gaussian of the given standard deviation (the
/// central-limit approximation; within a few percent of a true Gaussian). Pixels outside the mask count
/// as transparent. Bytes as `PixelKernels` says.
enum BoxBlur {
  /// The three box widths (odd, ≥ 1) approximating a Gaussian of standard deviation `sigma` pixels.
  ///
  /// ```swift
  /// BoxBlur.widths(sigma: 3)  // [5, 5, 7]
  /// ```
  static func widths(sigma: Double) -> [Int] {
    guard sigma > 0, sigma.isFinite else { return [1, 1, 1] }
    let n = 3.0
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    lower = max(lower, 1)
    let l = Double(lower)
    let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
    return (0..<3).map { Double($0) < m ? lower : lower + 2 }
  }

  /// Blurs `height` rows of `width` bytes, `stride` bytes apart, in place.
  static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
    let radii = widths(sigma: sigma).map { ($0 - 1) / 2 }.filter { $0 > 0 }
    guard !radii.isEmpty, width > 0, height > 0 else { return }
    let line = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
    defer { line.deallocate() }
    for y in 0..<height {
      for r in radii { horizontal(data + y * stride, count: width, radius: r, scratch: line) }
    }
    let sums = UnsafeMutablePointer<Int32>.allocate(capacity: width)
    let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
    defer {
      sums.deallocate()
      rows.deallocate()
    }
    for r in radii {
      vertical(data, width: width, height: height, stride: stride, radius: r, sums: sums, copy: rows)
    }
  }

  /// One box blur of radius `r` along a row, rounding to nearest (a running sum; outside is 0).
  private static func horizontal(
    _ row: UnsafeMutablePointer<UInt8>, count: Int, radius r: Int, scratch: UnsafeMutablePointer<UInt8>
  ) {
    let width = Int32(2 * r + 1)
    let half = width / 2
    let divisor = Divisor(width)
    scratch.update(from: row, count: count)
    var sum: Int32 = 0
    for i in 0..<min(r, count) { sum += Int32(scratch[i]) }
    for i in 0..<count {
      if i + r < count { sum += Int32(scratch[i + r]) }
      if i - r - 1 >= 0 { sum -= Int32(scratch[i - r - 1]) }
      row[i] = UInt8(truncatingIfNeeded: divisor.divide(sum + half))
    }
  }

  /// One box blur of radius `r` down every column at once: a running sum per column, updated a whole row
  /// at a time (contiguous memory, which the compiler vectorizes), rounding to nearest; outside is 0.
  private static func vertical(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius r: Int,
    sums: UnsafeMutablePointer<Int32>, copy: UnsafeMutablePointer<UInt8>
  ) {
    let size = Int32(2 * r + 1)
    let half = size / 2
    let divisor = Divisor(size)
    for y in 0..<height { (copy + y * width).update(from: data + y * stride, count: width) }
    sums.initialize(repeating: 0, count: width)
    for y in 0..<min(r, height) {
      let row = copy + y * width
      for x in 0..<width { sums[x] += Int32(row[x]) }
    }
    for y in 0..<height {
      if y + r < height {
        let incoming = copy + (y + r) * width
        for x in 0..<width { sums[x] += Int32(incoming[x]) }
      }
      if y - r - 1 >= 0 {
        let outgoing = copy + (y - r - 1) * width
        for x in 0..<width { sums[x] -= Int32(outgoing[x]) }
      }
      let out = data + y * stride
      for x in 0..<width { out[x] = UInt8(truncatingIfNeeded: divisor.divide(sums[x] + half)) }
    }
  }

  /// Division of a box sum (at most 256 times the box width) by the box width as a multiply and a shift,
  /// exact: with M = ⌊2³² / d⌋ + 1 the error of N·M / 2³² against N / d is below N / 2³² < d / 2²⁴,
  /// less than the 1 / d that separates N / d from the next whole number when d < 4096; wider boxes
  /// divide.
  struct Divisor {
    let d: Int32
    let multiplier: UInt64

    init(_ d: Int32) {
      self.d = d
      multiplier = d > 0 && d < 4096 ? (1 << 32) / UInt64(d) + 1 : 0
    }

    /// ⌊n / d⌋ for 0 ≤ n < 256 · d.
    @inline(__always)
    func divide(_ n: Int32) -> Int32 {
      multiplier != 0 ? Int32(truncatingIfNeeded: (UInt64(UInt32(bitPattern: n)) &* multiplier) >> 32) : n / d
    }
  }
}
