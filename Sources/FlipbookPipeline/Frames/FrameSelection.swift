/// The `--frames` argument of `flipbook sample`, `sheet` and `render`, listed: frame numbers, ranges and
/// stepped ranges separated by commas, in the one grammar of ``FrameSet/parse(_:frameCount:)``.
///
/// - `0,30,60`: those frames;
/// - `0-119`: 0 through 119, both included;
/// - `0-119:10`: 0, 10, 20, …, 110 (every 10th frame of the range, starting at its first);
/// - combinations: `0-9,60,100-119:5`. Spaces around items are ignored.
///
/// The result is sorted in increasing order without duplicates, because frames are produced by stepping
/// time forward. Every frame must be in `0 ..< frameCount`.
///
/// ```swift
/// try FrameSelection.parse("0-4,2,10-20:5", frameCount: 120)  // [0, 1, 2, 3, 4, 10, 15, 20]
/// try FrameSelection.parse("200", frameCount: 120)
/// // throws: frame 200 is out of range: the timeline has 120 frames (0-119)
/// ```
public enum FrameSelection {
  /// The frames `spec` selects, increasing and without duplicates: ``FrameSet``'s grammar, listed.
  public static func parse(_ spec: String, frameCount: Int) throws(FrameSelectionError) -> [Int] {
    try FrameSet.parse(spec, frameCount: frameCount).frames(inShard: 0, of: 1)
  }
}

/// A `--frames` value that cannot be used; `description` is the message to print.
public struct FrameSelectionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, e.g. `frame 200 is out of range: the timeline has 120 frames (0-119)`.
  public var message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }

  init(outOfRange frame: Int, frameCount: Int) {
    let available =
      switch frameCount {
      case 0: "the timeline has no frames"
      case 1: "the timeline has 1 frame (0)"
      default: "the timeline has \(frameCount) frames (0-\(frameCount - 1))"
      }
    self.init("frame \(frame) is out of range: \(available)")
  }

  public var description: String { message }
}
