/// A single-file output made by the `ffmpeg` program, picked by the file's extension.
///
/// ```swift
/// VideoFormat(path: "intro.mp4")  // .mp4
/// VideoFormat(path: "frames")     // nil: not a video file
/// ```
public enum VideoFormat: String, Sendable, Hashable, CaseIterable {
  /// H.264, yuv420p, CRF 18.
  case mp4
  /// ProRes 4444 with alpha for a transparent canvas, else ProRes 422 HQ.
  case mov
  /// VP9, with alpha (yuva420p) for a transparent canvas.
  case webm
  /// GIF with one palette made for the whole animation, looping.
  case gif
  /// Animated PNG, looping.
  case apng

  /// The format named by `path`'s extension (case-insensitive), or nil.
  public init?(path: String) {
    guard let fileExtension = OutputPath.fileExtension(of: path) else { return nil }
    self.init(rawValue: fileExtension)
  }

  /// Whether the format keeps an alpha channel when the canvas is transparent.
  public var keepsAlpha: Bool { self != .mp4 }

  /// The codec used unless `--codec` says otherwise.
  public var defaultCodec: String {
    switch self {
    case .mp4: "libx264"
    case .mov: "prores_ks"
    case .webm: "libvpx-vp9"
    case .gif: "gif"
    case .apng: "apng"
    }
  }

  /// The default constant rate factor, for the codecs that take one.
  public var defaultCRF: Int? {
    switch self {
    case .mp4: 18
    case .webm: 24
    case .mov, .gif, .apng: nil
    }
  }

  /// ffmpeg's name of the container (its `-f`).
  var muxer: String {
    switch self {
    case .mp4: "mp4"
    case .mov: "mov"
    case .webm: "webm"
    case .gif: "gif"
    case .apng: "apng"
    }
  }
}
