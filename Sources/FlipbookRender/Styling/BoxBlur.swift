/// A Gaussian-looking blur of an 8-bit alpha mask: three box blurs in each direction, whose widths are
/// chosen so their combined variance matches a Gaussian of the given standard deviation (the
/// central-limit approximation; within a few percent of a true Gaussian). Integer arithmetic throughout,
/// so the result is the same on every machine. Pixels outside the mask count as transparent.
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
    var line = [UInt8](repeating: 0, count: max(width, height))
    for y in 0..<height {
      let row = data + y * stride
      for r in radii { pass(row, step: 1, count: width, radius: r, scratch: &line) }
    }
    for x in 0..<width {
      let column = data + x
      for r in radii { pass(column, step: stride, count: height, radius: r, scratch: &line) }
    }
  }

  /// One box blur of radius `r` along `count` values `step` bytes apart, rounding to nearest.
  private static func pass(
    _ values: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius r: Int, scratch: inout [UInt8]
  ) {
    let width = 2 * r + 1
    let half = width / 2
    scratch.withUnsafeMutableBufferPointer { source in
      for i in 0..<count { source[i] = values[i * step] }
      var sum = 0
      for i in 0..<min(r, count) { sum += Int(source[i]) }
      for i in 0..<count {
        if i + r < count { sum += Int(source[i + r]) }
        if i - r - 1 >= 0 { sum -= Int(source[i - r - 1]) }
        values[i * step] = UInt8((sum + half) / width)
      }
    }
  }
}
