import FlipbookRender
import Foundation

/// What `-o` names: a folder of `frame_000000.png` files, a file-name pattern, or one video or
/// animated image file made by ffmpeg.
enum RenderOutput: Equatable {
  case files(FrameFileNaming)
  case video(path: String, format: VideoFormat)

  /// Reads `-o`. A single `.png` file is refused with a hint: a render makes many frames.
  static func parse(_ text: String) throws -> RenderOutput {
    if let format = VideoFormat(path: text) { return .video(path: text, format: format) }
    if FrameFileNaming.isPattern(text) { return .files(try FrameFileNaming(pattern: text)) }
    if text.lowercased().hasSuffix(".png") {
      throw OutputError(
        "\(text): a render writes one PNG per frame: give a folder, a pattern such as "
          + "'\(text.dropLast(4))_####.png', or use 'flipbook still' for one picture")
    }
    return .files(.folder(text))
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
