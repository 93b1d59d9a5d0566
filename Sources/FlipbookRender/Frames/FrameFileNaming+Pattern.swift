import Foundation

extension FrameFileNaming {
  /// Whether `text` is a file-name pattern: its file name holds a run of `#` or a `%d` / `%0Nd`.
  ///
  /// ```swift
  /// FrameFileNaming.isPattern("shots/take_####.png")  // true
  /// FrameFileNaming.isPattern("frames")               // false
  /// ```
  public static func isPattern(_ text: String) -> Bool {
    let name = text.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? text
    return name.contains("#") || name.range(of: #"%0?\d*d"#, options: .regularExpression) != nil
  }

  /// Parses a pattern: the frame number replaces one run of `#` (zero-padded to their count) or one
  /// `%d` / `%0Nd` (printf style) in the file name, which must end in `.png`.
  ///
  /// ```swift
  /// try FrameFileNaming(pattern: "shots/take_####.png").path(frame: 7)  // "shots/take_0007.png"
  /// try FrameFileNaming(pattern: "out/%06d.png").path(frame: 7)         // "out/000007.png"
  /// ```
  public init(pattern: String) throws(FrameOutputError) {
    let slash = pattern.lastIndex(of: "/")
    let directory = slash.map { String(pattern[..<$0]) } ?? ""
    let name = slash.map { String(pattern[pattern.index(after: $0)...]) } ?? pattern
    guard !directory.contains("#") else {
      throw FrameOutputError("\(pattern): put the frame number (# or %0Nd) in the file name, not the folder")
    }
    guard name.lowercased().hasSuffix(".png") else {
      throw FrameOutputError(
        "\(pattern): a frame pattern names PNG files and must end in .png (for video give a .mp4, .mov, "
          + ".webm, .gif or .apng file)")
    }
    let prefix: Substring
    let suffix: Substring
    let digits: Int
    if let printf = name.range(of: #"%0?\d*d"#, options: .regularExpression) {
      guard !name.contains("#"), name[printf.upperBound...].range(of: "%") == nil else {
        throw FrameOutputError("\(pattern): use one frame number placeholder (#### or %0Nd), not several")
      }
      let spec = name[printf].dropFirst().dropLast()
      digits = Int(spec) ?? 1
      prefix = name[..<printf.lowerBound]
      suffix = name[printf.upperBound...]
    } else {
      guard let first = name.firstIndex(of: "#") else {
        throw FrameOutputError("\(pattern): no frame number placeholder (#### or %0Nd)")
      }
      let run = name[first...].prefix { $0 == "#" }
      prefix = name[..<first]
      suffix = name[run.endIndex...]
      guard !suffix.contains("#") else {
        throw FrameOutputError("\(pattern): use one run of # for the frame number, not several")
      }
      digits = run.count
    }
    guard digits >= 1, digits <= 18 else {
      throw FrameOutputError("\(pattern): the frame number needs 1 to 18 digits, not \(digits)")
    }
    self.init(directory: directory, prefix: String(prefix), digits: digits, suffix: String(suffix))
  }
}
