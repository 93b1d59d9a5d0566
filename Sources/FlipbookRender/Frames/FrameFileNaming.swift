/// How the frames of a render are named on disk: a folder, a fixed prefix, the frame number zero-padded to
/// `digits`, and a suffix.
///
/// ```swift
/// FrameFileNaming.folder("out").path(frame: 42)  // "out/frame_000042.png"
/// ```
public struct FrameFileNaming: Sendable, Hashable {
  /// The folder holding the frames.
  public var directory: String
  /// The file name before the frame number.
  public var prefix: String
  /// The minimum number of digits of the frame number (zero-padded).
  public var digits: Int
  /// The file name after the frame number.
  public var suffix: String

  /// Creates a naming rule.
  public init(directory: String, prefix: String, digits: Int, suffix: String) {
    self.directory = directory
    self.prefix = prefix
    self.digits = digits
    self.suffix = suffix
  }

  /// `DIR/frame_000000.png`, `DIR/frame_000001.png`, ….
  public static func folder(_ directory: String) -> FrameFileNaming {
    var trimmed = Substring(directory)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    return FrameFileNaming(directory: String(trimmed), prefix: "frame_", digits: 6, suffix: ".png")
  }

  /// The file name of `frame`, without the folder.
  public func fileName(frame: Int) -> String {
    let number = String(frame)
    return prefix + String(repeating: "0", count: max(0, digits - number.count)) + number + suffix
  }

  /// The path of `frame`'s file.
  public func path(frame: Int) -> String {
    directory.isEmpty ? fileName(frame: frame) : directory + "/" + fileName(frame: frame)
  }

  /// The frame number a file name of this rule stands for, or nil when `name` is not one.
  ///
  /// ```swift
  /// FrameFileNaming.folder("out").frame(ofFileName: "frame_000042.png")  // 42
  /// ```
  public func frame(ofFileName name: String) -> Int? {
    guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else {
      return nil
    }
    let number = name.dropFirst(prefix.count).dropLast(suffix.count)
    guard number.count >= digits, number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(number)
  }
}
