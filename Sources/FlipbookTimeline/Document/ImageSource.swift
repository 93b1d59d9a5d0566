import Flipbook

/// A view's or change's `image` as the file names it: the path (normalised, relative to the timeline's
/// folder), the decoded image when the loader was given an image resolver, and where the key is.
///
/// ```swift
/// let document = try TimelineLoader.load(text: json, file: "logo.json", images: resolver).get()
/// document.views.views[0].image?.path    // "assets/logo.png"
/// document.views.views[0].image?.image   // the decoded Image, shared by every view naming that path
/// ```
public struct ImageSource: Sendable {
  /// The path relative to the timeline's folder, without `.` or `..` components.
  public var path: String
  /// The decoded image, or `nil` when the document was loaded without an image resolver.
  public var image: Image?
  /// Where the `image` key is in the file.
  public var source: SourceReference

  /// Creates an image reference.
  public init(path: String, image: Image?, source: SourceReference) {
    self.path = path
    self.image = image
    self.source = source
  }
}

/// Resolves an image path (relative to the timeline's folder, already checked not to leave it) to a
/// decoded image, or to a reason such as `"no such file"`. The loader calls it once per distinct path.
/// Files are read at the edge: the CLI passes one built on FlipbookRender's `ImageLoader`
/// (`ImageLoader.timelineImages(relativeTo:)`).
///
/// ```swift
/// let images: TimelineImageResolver = { path in
///   path == "dot.png" ? .success(dot) : .failure(ImageResolutionError("no such file"))
/// }
/// ```
public typealias TimelineImageResolver = (String) -> Result<Image, ImageResolutionError>

/// Why an image path could not be resolved: a sentence without the path (the loader adds the path and the
/// place in the file).
///
/// ```swift
/// ImageResolutionError("no such file").reason  // "no such file"
/// ```
public struct ImageResolutionError: Error, Hashable, Sendable {
  /// What is wrong, without the path.
  public var reason: String

  /// Creates an error with `reason`.
  public init(_ reason: String) { self.reason = reason }
}
