import Flipbook

/// Why an image file could not be loaded. `reason` is a sentence without the path, for messages that
/// name the place the path came from (`timeline.json:4:18: error: image "logo.png": …`); `description`
/// names the path.
///
/// ```swift
/// do { _ = try ImageLoader().image(at: "missing.png") } catch { print(error) }
/// // image "missing.png": no such file
/// ```
public enum ImageLoadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Nothing exists at the path.
  case notFound(path: String)
  /// The file exists but cannot be read (a folder, no permission, an I/O error).
  case unreadable(path: String, reason: String)
  /// The file starts with neither the PNG signature nor a JPEG start-of-image marker.
  case notPNG(path: String)
  /// The PNG is damaged or uses something the decoder does not support.
  case corrupt(path: String, reason: String)
  /// The JPEG is damaged or uses something the decoder does not support.
  case corruptJPEG(path: String, reason: String)
  /// A side is larger than `Image.maximumSide` (or zero).
  case badSize(path: String, width: Int, height: Int)

  /// The path of the image.
  public var path: String {
    switch self {
    case .notFound(let path), .unreadable(let path, _), .notPNG(let path), .corrupt(let path, _),
      .corruptJPEG(let path, _), .badSize(let path, _, _):
      path
    }
  }

  /// What is wrong, without the path.
  public var reason: String {
    switch self {
    case .notFound: "no such file"
    case .unreadable(_, let reason): "cannot be read: \(reason)"
    case .notPNG: "not a PNG or JPEG file (only PNG and JPEG images are supported)"
    case .corrupt(_, let reason): "damaged PNG: \(reason)"
    case .corruptJPEG(_, let reason): "damaged JPEG: \(reason)"
    case .badSize(_, let width, let height):
      width == 0 || height == 0
        ? "image of \(width) × \(height) pixels is empty"
        : "image of \(width) × \(height) pixels is too large: at most \(Image.maximumSide) pixels per side"
    }
  }

  /// `image "PATH": REASON`.
  public var description: String { "image \"\(path)\": \(reason)" }
}
