import ArgumentParser
import FlipbookRender
import Foundation

/// What `-o` names: a folder of `frame_000000.png` files, a file-name pattern, or one video or
/// animated image file made by ffmpeg.
enum RenderOutput: Equatable {
  case files(FrameFileNaming)
  case video(path: String, format: VideoFormat)

  /// Reads `-o`. A path ending in `/` is always a folder (`out.v2/` too); otherwise a file name with an
  /// extension must name an output format, so `intro.webp` or `out.v2` is refused with the list of formats
  /// rather than made a folder, and a single `.png` file is refused with a hint: a render makes many frames.
  static func parse(_ text: String) throws -> RenderOutput {
    guard !text.isEmpty else { throw OutputError("-o is empty: \(formatList)") }
    if text.hasSuffix("/") { return .files(.folder(text)) }
    if let format = VideoFormat(path: text) { return .video(path: text, format: format) }
    if FrameFileNaming.isPattern(text) { return .files(try FrameFileNaming(pattern: text)) }
    if let fileExtension = OutputPath.fileExtension(of: text) {
      guard fileExtension == "png" else {
        throw OutputError(
          "\(text): '.\(fileExtension)' is not an output format. \(formatList). For a folder whose name has "
            + "a dot, end it with '/': '\(text)/'")
      }
      throw OutputError(
        "\(text): a render writes one PNG per frame: give a folder, a pattern such as "
          + "'\(text.dropLast(4))_####.png', or use 'flipbook still' for one picture")
    }
    return .files(.folder(text))
  }

  /// Checks `--crf` for a video `format`: only for codecs that take one (H.264, VP9, or a `--codec` given),
  /// and from 0 to 63.
  static func validate(crf: Int?, codec: String?, format: VideoFormat) throws {
    guard let crf else { return }
    guard format == .mp4 || format == .webm || codec != nil else {
      throw ValidationError("--crf is for .mp4 and .webm (H.264, VP9), not .\(format.rawValue)")
    }
    guard (0...63).contains(crf) else { throw ValidationError("--crf takes 0 to 63, not \(crf)") }
  }

  /// What `-o` accepts, in one sentence.
  static var formatList: String {
    "A render writes PNG frames into a folder ('frames/') or by a pattern ('frames/take_####.png'), or one "
      + "file: \(VideoFormat.allCases.map { "." + $0.rawValue }.joined(separator: ", "))"
  }

  /// The existing files of `naming` whose frames are not in `frames`, by frame number.
  static func staleFiles(of naming: FrameFileNaming, keeping frames: (Int) -> Bool) -> [(
    frame: Int, path: String
  )] {
    let folder = naming.directory.isEmpty ? "." : naming.directory
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    return names.compactMap { name in
      guard let frame = naming.frame(ofFileName: name), !frames(frame) else { return nil }
      return (frame, naming.directory.isEmpty ? name : naming.directory + "/" + name)
    }.sorted { ($0.frame, $0.path) < ($1.frame, $1.path) }
  }

  /// The error for stale frames: names up to five of them.
  static func staleError(_ stale: [(frame: Int, path: String)], folder: String) -> OutputError {
    let names = stale.prefix(5).map { ($0.path as NSString).lastPathComponent }.joined(separator: ", ")
    let more = stale.count > 5 ? " and \(stale.count - 5) more" : ""
    return OutputError(
      "\(folder.isEmpty ? "." : folder) holds \(stale.count) frame file\(stale.count == 1 ? "" : "s") "
        + "this render does not make (\(names)\(more)); they would mix with the new frames. Pass --overwrite "
        + "to delete them, --skip-existing to keep them, or choose another folder")
  }
}
