/// The per-byte average of several pictures of one size, rounded to nearest: a frame's motion-blur
/// samples made into one picture. Integer sums (bytes as `PixelKernels` says), so the result depends on
/// nothing but the pictures; the sums are kept between frames.
///
/// ```swift
/// var average = FrameAverage()
/// average.reset(count: canvas.stride * canvas.height)
/// for sample in samples { draw(sample); canvas.withPixels { average.add($0) } }
/// canvas.withMutablePixels { average.write(into: $0, samples: samples.count) }
/// ```
struct FrameAverage {
  private var sums: [UInt32] = []

  /// Starts a new average of pictures of `count` bytes.
  mutating func reset(count: Int) {
    if sums.count != count { sums = [UInt32](repeating: 0, count: count) }
    sums.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
  }

  /// Adds one picture's bytes.
  mutating func add(_ pixels: UnsafeRawBufferPointer) {
    let count = sums.count
    sums.withUnsafeMutableBufferPointer { sums in
      for i in 0..<count { sums[i] &+= UInt32(pixels[i]) }
    }
  }

  /// Writes the average of the `samples` pictures added since `reset` into `pixels`.
  func write(into pixels: UnsafeMutableRawBufferPointer, samples: Int) {
    let n = UInt32(samples)
    let count = sums.count
    sums.withUnsafeBufferPointer { sums in
      for i in 0..<count { pixels[i] = UInt8(truncatingIfNeeded: (sums[i] &+ n / 2) / n) }
    }
  }
}
