import Flipbook
import FlipbookGeometry
import FlipbookTiming

/// Where a `FrameRenderer` gets its pictures: something that can be advanced to an instant and pictured.
///
/// The renderer asks for instants in increasing order only (a frame's motion-blur samples before the next
/// frame's), on the main actor. `Window` conforms, and `TimelinePlayer` does with FlipbookPipeline.
///
/// ```swift
/// let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 240))
/// let snapshot = window.snapshot(at: FrameInstant(frame: 30))  // steps to 0.5 s at 60 fps
/// ```
@MainActor
public protocol FrameSource {
  /// The size of the picture in points (the renderer's canvas is this times its scale).
  var canvasSize: Size { get }
  /// The frames per second that frame numbers count in.
  var frameRate: FrameRate { get }
  /// Advances to `instant` (never earlier than the instant asked before) and pictures it.
  func snapshot(at instant: FrameInstant) -> RenderSnapshot
}

/// A moment on a timeline counted in frames: frame `frame` plus `fraction` of a frame interval.
///
/// ```swift
/// let halfway = FrameInstant(frame: 10, fraction: 0.5)
/// halfway.time(at: FrameRate(numerator: 60))  // 10.5 / 60 s
/// ```
public struct FrameInstant: Sendable, Hashable, Comparable {
  /// The frame number.
  public var frame: Int
  /// The part of the interval to the next frame, in `0 ..< 1`; 0 is the frame itself.
  public var fraction: Double

  /// Creates the instant `fraction` of the way from `frame` to the next frame.
  public init(frame: Int, fraction: Double = 0) {
    self.frame = frame
    self.fraction = fraction
  }

  /// The time in seconds: exactly `frameRate.time(ofFrame: frame)` when `fraction` is 0.
  public func time(at frameRate: FrameRate) -> Double {
    let base = frameRate.time(ofFrame: frame)
    guard fraction != 0 else { return base }
    return base + fraction * Double(frameRate.denominator) / Double(frameRate.numerator)
  }

  public static func < (lhs: FrameInstant, rhs: FrameInstant) -> Bool {
    (lhs.frame, lhs.fraction) < (rhs.frame, rhs.fraction)
  }
}
