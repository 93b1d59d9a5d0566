/// The `--frames` argument of `flipbook sample` and `flipbook render`: frame numbers, ranges and stepped
/// ranges separated by commas.
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
  /// The frames `spec` selects, increasing and without duplicates.
  public static func parse(_ spec: String, frameCount: Int) throws(FrameSelectionError) -> [Int] {
    let items = spec.split(separator: ",", omittingEmptySubsequences: false)
    guard !spec.allSatisfy({ $0 == " " }) else { throw FrameSelectionError("the frame list is empty") }
    var frames: [Int] = []
    for rawItem in items {
      let item = rawItem.trimmingSpaces
      guard !item.isEmpty else {
        throw FrameSelectionError("invalid frame list '\(spec)': an item between commas is empty")
      }
      let (first, last, step) = try parseItem(item)
      for frame in [first, last] where frame >= frameCount {
        throw FrameSelectionError(outOfRange: frame, frameCount: frameCount)
      }
      frames.append(contentsOf: stride(from: first, through: last, by: step))
    }
    frames.sort()
    var unique: [Int] = []
    unique.reserveCapacity(frames.count)
    for frame in frames where frame != unique.last { unique.append(frame) }
    return unique
  }

  /// `N`, `A-B` or `A-B:S` as (first, last, step).
  static func parseItem(_ item: Substring) throws(FrameSelectionError) -> (Int, Int, Int) {
    let usage = "invalid frame item '\(item)': use N, A-B or A-B:S with whole numbers"
    let (range, stepText) = split(item, at: ":")
    let (startText, endText) = split(range, at: "-")
    guard let start = number(startText) else { throw FrameSelectionError(usage) }
    guard let endText else {
      guard stepText == nil else { throw FrameSelectionError(usage) }
      return (start, start, 1)
    }
    guard let end = number(endText) else { throw FrameSelectionError(usage) }
    guard start <= end else {
      throw FrameSelectionError("invalid frame range '\(item)': \(start) is after \(end)")
    }
    var step = 1
    if let stepText {
      guard let value = number(stepText), value > 0 else {
        throw FrameSelectionError("invalid step in '\(item)': the step must be a positive whole number")
      }
      step = value
    }
    return (start, end, step)
  }

  private static func split(_ text: Substring, at separator: Character) -> (Substring, Substring?) {
    guard let index = text.firstIndex(of: separator) else { return (text.trimmingSpaces, nil) }
    return (text[..<index].trimmingSpaces, text[text.index(after: index)...].trimmingSpaces)
  }

  /// A non-negative decimal integer (ASCII digits only, no sign).
  private static func number(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    return Int(text)
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

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    var result = self
    while result.first == " " { result.removeFirst() }
    while result.last == " " { result.removeLast() }
    return result
  }
}
