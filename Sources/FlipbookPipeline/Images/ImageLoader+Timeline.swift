import Flipbook
import FlipbookRender
import FlipbookTimeline

extension ImageLoader {
  /// An image resolver for ``TimelineLoader``: each path (relative, already checked to stay inside the
  /// timeline's folder) is read from `folder` and decoded by one `ImageLoader`, so every distinct file is
  /// decoded once and its `Image` shared by all views and frames.
  ///
  /// ```swift
  /// let images = ImageLoader.timelineImages(relativeTo: "Timelines")
  /// let document = try TimelineLoader.load(bytes: bytes, file: "Timelines/logo.json", images: images).get()
  /// ```
  public static func timelineImages(relativeTo folder: String) -> TimelineImageResolver {
    let loader = ImageLoader()
    return { path in
      do throws(ImageLoadError) {
        return .success(try loader.image(at: file(path, relativeTo: folder)))
      } catch {
        return .failure(ImageResolutionError(error.reason))
      }
    }
  }

  /// The file an `image` path names: `path` inside `folder` (the timeline's folder).
  ///
  /// ```swift
  /// ImageLoader.file("logo.png", relativeTo: "Timelines")  // "Timelines/logo.png"
  /// ```
  public static func file(_ path: String, relativeTo folder: String) -> String {
    let base = folder.isEmpty ? "." : folder
    return base.hasSuffix("/") ? base + path : base + "/" + path
  }

  /// The folder `image` paths of the timeline file at `timelinePath` are relative to: the file's folder, or
  /// `.` for standard input (`-`) and a bare file name.
  ///
  /// ```swift
  /// ImageLoader.folder(ofTimeline: "Timelines/logo.json")  // "Timelines"
  /// ```
  public static func folder(ofTimeline timelinePath: String) -> String {
    guard timelinePath != "-", let slash = timelinePath.lastIndex(of: "/") else { return "." }
    return slash == timelinePath.startIndex ? "/" : String(timelinePath[..<slash])
  }
}
