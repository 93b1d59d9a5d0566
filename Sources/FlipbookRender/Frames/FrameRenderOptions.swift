#if canImport(Glibc)
  import Glibc
#endif

/// How a `FrameRenderer` works: how many frames at once, motion blur, PNG compression.
///
/// None of these changes a frame's bytes except `motionBlur` and `pngCompressionLevel`.
///
/// ```swift
/// var options = FrameRenderOptions(jobs: 4)
/// options.motionBlur = MotionBlur(samples: 8, shutter: 180)
/// ```
public struct FrameRenderOptions: Sendable, Hashable {
  /// Frames drawn and encoded at the same time (at least 1).
  public var jobs: Int
  /// Temporal supersampling, or `nil` for one sample per frame.
  public var motionBlur: MotionBlur?
  /// libdeflate's level for PNG output (see `PNGEncoder`).
  public var pngCompressionLevel: Int

  /// Creates options; `jobs` defaults to the number of online processors.
  public init(
    jobs: Int = FrameRenderOptions.processorCount, motionBlur: MotionBlur? = nil,
    pngCompressionLevel: Int = PNGEncoder.defaultCompressionLevel
  ) {
    self.jobs = jobs
    self.motionBlur = motionBlur
    self.pngCompressionLevel = pngCompressionLevel
  }

  /// The number of processors online (at least 1).
  public static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}

/// Motion blur by temporal supersampling: each frame is the exact average of `samples` pictures taken at
/// evenly spaced instants while the shutter is open.
///
/// The shutter opens at the frame's own instant and stays open `shutter / 360` of a frame interval; sample
/// `k` (0 ..< samples) is taken `k / samples` of the way through that interval, so one sample is the frame
/// without blur. The average is over premultiplied 8-bit pixels, rounded to nearest, in integers: the
/// result does not depend on the order or the thread the samples were drawn on.
///
/// ```swift
/// let blur = MotionBlur(samples: 8)  // 180° shutter: samples at frame + 0, 1/16, 2/16, … 7/16
/// blur.instants(ofFrame: 10).count  // 8
/// ```
public struct MotionBlur: Sendable, Hashable {
  /// Pictures averaged per frame (1 … 4096).
  public var samples: Int
  /// Degrees of a frame interval the shutter is open (greater than 0, at most 360).
  public var shutter: Double

  /// Creates a motion blur; use `validate()` for values from users.
  public init(samples: Int, shutter: Double = 180) {
    self.samples = samples
    self.shutter = shutter
  }

  /// The largest number of samples (keeps the 32-bit sums far from overflow).
  public static let maximumSamples = 4096

  /// Throws unless `samples` is in `1 ... maximumSamples` and `shutter` in `(0, 360]`.
  public func validate() throws(MotionBlurError) {
    guard samples >= 1, samples <= Self.maximumSamples else {
      throw MotionBlurError("--motion-blur takes 1 to \(Self.maximumSamples) samples, not \(samples)")
    }
    guard shutter > 0, shutter <= 360, shutter.isFinite else {
      throw MotionBlurError("--shutter takes degrees greater than 0 and at most 360, not \(shutter)")
    }
  }

  /// The instants sampled for `frame`, in increasing order.
  public func instants(ofFrame frame: Int) -> [FrameInstant] {
    (0..<samples).map { k in
      FrameInstant(frame: frame, fraction: Double(k) / Double(samples) * shutter / 360)
    }
  }
}

/// A motion-blur setting out of range.
public struct MotionBlurError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var description: String
  init(_ description: String) { self.description = description }
}
