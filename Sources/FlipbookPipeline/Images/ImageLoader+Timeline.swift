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
    let base = folder.isEmpty ? "." : folder
    return { path in
      do throws(ImageLoadError) {
        return .success(try loader.image(at: base.hasSuffix("/") ? base + path : base + "/" + path))
      } catch {
        return .failure(ImageResolutionError(error.reason))
      }
    }
  }
}
