import FlipbookTiming

/// The data of the interpolation benchmark: `properties` animated numbers driven by `animations` timings,
/// sampled at `frames` frames.
///
/// With `animations == properties` every property has its own timing (its own begin, duration and
/// curve); with fewer, consecutive properties share a timing, as the views of one animation block do.
/// Every sampled frame falls inside every timing's active interval, so each sample eases a progress in
/// (0, 1). The arrays are plain numbers so that a reference implementation in another language can do
/// exactly the same work.
///
/// ```swift
/// let scene = InterpolationScene(properties: 1_000, animations: 10, frames: 60)
/// scene.group[999]          // 9: the last property uses the last timing
/// scene.time(ofFrame: 0)    // 0.25 s
/// scene.samples             // 60 000
/// ```
public struct InterpolationScene: Sendable {
  /// Number of animated properties (N).
  public let properties: Int
  /// Number of timings (A ≤ N).
  public let animations: Int
  /// Number of frames sampled (F).
  public let frames: Int
  /// The curves the timings use.
  public let curve: CurveKind

  /// Per timing: when it starts moving, in seconds.
  public let begin: [Double]
  /// Per timing: its duration, in seconds.
  public let duration: [Double]
  /// Per timing: the Bézier control points.
  public let x1, y1, x2, y2: [Double]

  /// Per property: the index of its timing; non-decreasing, so each timing drives a contiguous run.
  public let group: [Int32]
  /// Per property: the value before the animation.
  public let from: [Double]
  /// Per property: the value after the animation.
  public let to: [Double]

  /// The frame rate the frames are sampled at.
  public static let framesPerSecond = 60.0
  /// The time of frame 0, in seconds (every timing has begun by then at the latest 0.25 s later).
  public static let firstFrameTime = 0.25

  /// Creates the scene; equal arguments give equal scenes.
  ///
  /// - Precondition: `properties ≥ 1`, `1 ≤ animations ≤ properties`, `frames ≥ 1`.
  public init(properties: Int, animations: Int, frames: Int, curve: CurveKind = .varied, seed: UInt64 = 1) {
    precondition(properties >= 1 && frames >= 1, "need at least one property and one frame")
    precondition(animations >= 1 && animations <= properties, "need 1 ≤ animations ≤ properties")
    self.properties = properties
    self.animations = animations
    self.frames = frames
    self.curve = curve
    var random = SeededGenerator(seed: seed)
    let span = Double(frames) / Self.framesPerSecond + Self.firstFrameTime
    var begin = [Double](), duration = [Double](), x1 = [Double](), y1 = [Double]()
    var x2 = [Double](), y2 = [Double]()
    for _ in 0..<animations {
      begin.append(random.next(in: 0..<Self.firstFrameTime))
      duration.append(span * random.next(in: 1.0..<1.3))
      let bezier = curve.bezier(using: &random)
      x1.append(bezier.x1)
      y1.append(bezier.y1)
      x2.append(bezier.x2)
      y2.append(bezier.y2)
    }
    (self.begin, self.duration, self.x1, self.y1, self.x2, self.y2) = (begin, duration, x1, y1, x2, y2)
    group = (0..<properties).map { Int32($0 * animations / properties) }
    from = (0..<properties).map { _ in random.unit() }
    to = (0..<properties).map { _ in random.unit() }
  }

  /// The time of frame `k`, in seconds: `0.25 + k / 60`.
  public func time(ofFrame k: Int) -> Double { Self.firstFrameTime + Double(k) / Self.framesPerSecond }

  /// The number of eased property samples in one pass over every frame: `properties × frames`.
  public var samples: Int { properties * frames }

  /// Timing `a` as the engine stores it.
  public func timing(_ a: Int) -> AnimationTiming {
    AnimationTiming(begin: begin[a], duration: duration[a], curve: bezier(a))
  }

  /// The curve of timing `a`.
  public func bezier(_ a: Int) -> CubicBezier { CubicBezier(x1: x1[a], y1: y1[a], x2: x2[a], y2: y2[a]) }

  /// The properties timing `a` drives: a contiguous range of property indices.
  public func properties(ofAnimation a: Int) -> Range<Int> {
    // group[i] = ⌊i·A/N⌋, so timing a starts at the first i with i·A ≥ a·N.
    let start = (a * properties + animations - 1) / animations
    let end = ((a + 1) * properties + animations - 1) / animations
    return start..<end
  }
}
