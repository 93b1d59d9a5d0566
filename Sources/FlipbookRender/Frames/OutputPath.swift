import Foundation

/// The file-system steps every output shares: the folder of a path, a hidden temporary name beside it, making
/// the folder, and renaming a finished temporary file into place. Bytes made in memory (frames, stills,
/// sheets, plots) go through `AtomicFileWriter`, which uses these; a file another program writes (ffmpeg's
/// video) is renamed into place with ``moveIntoPlace(_:_:)``.
///
/// ```swift
/// try OutputPath.prepareFolder(of: "out/sheet.png")          // mkdir -p out
/// let temporary = OutputPath.temporary(for: "out/movie.mp4", tag: "part")  // out/.movie.mp4.1234.part
/// try OutputPath.moveIntoPlace(temporary, "out/movie.mp4")
/// ```
public enum OutputPath {
  /// The folder part (`""` for a bare name) and the file name of `path`.
  public static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return ("", path) }
    let folder = slash == path.startIndex ? "/" : String(path[..<slash])
    return (folder, String(path[path.index(after: slash)...]))
  }

  /// The extension of `path`'s file name, lowercased and without the dot, or nil when the name has none: a
  /// path ending in `/`, a name without a dot, a name whose only dot is its first character (`.frames`), or
  /// a name ending in a dot.
  ///
  /// ```swift
  /// OutputPath.fileExtension(of: "out/intro.WebP")  // "webp"
  /// OutputPath.fileExtension(of: "out.v2/")         // nil
  /// ```
  public static func fileExtension(of path: String) -> String? {
    let name = split(path).name
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex
    else { return nil }
    return name[name.index(after: dot)...].lowercased()
  }

  /// The file `name` in the folder of `path`: `OutputPath.beside("out/movie.mp4", "manifest.jsonl")` is
  /// `out/manifest.jsonl`, and just `manifest.jsonl` for a bare name.
  public static func beside(_ path: String, _ name: String) -> String {
    let (folder, _) = split(path)
    return folder.isEmpty ? name : folder == "/" ? "/" + name : folder + "/" + name
  }

  /// A hidden name beside `path`, unique to this process: `FOLDER/.NAME.PID.TAG`.
  public static func temporary(for path: String, tag: String) -> String {
    beside(path, ".\(split(path).name).\(getpid()).\(tag)")
  }

  /// Makes the folder of `path` if it is missing and checks it can be written.
  public static func prepareFolder(of path: String) throws {
    let (folder, _) = split(path)
    try FrameFileSink.prepareDirectory(folder.isEmpty ? "." : folder)
  }

  /// Renames `temporary` to `path`, removing `temporary` if that fails.
  public static func moveIntoPlace(_ temporary: String, _ path: String) throws {
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw FrameOutputError("\(path): cannot rename into place (\(reason))")
    }
  }
}
