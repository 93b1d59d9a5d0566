import FlipbookTiming

/// Makes one video or animated image from PNG frame files already on disk (`DIR/frame_000000.png`, …), with
/// an optional sound track: the last step of a render farm, after the shards have written their frames.
///
/// The frames are read by ffmpeg in frame order, shown at `frameRate`, and encoded exactly as `render -o`
/// encodes piped frames (the same codec, quality and colour settings), so frame `k` plays at `k / fps` and
/// the sound from time 0 with it.
///
/// ```swift
/// let encoder = try FrameSequenceEncoder(settings: VideoSettings(format: .mp4, transparent: false))
/// try encoder.encode(
///   frames: .folder("out"), count: 180, frameRate: FrameRate(numerator: 30), width: 640, height: 360,
///   audio: "mix.wav", to: "intro.mp4")
/// ```
public struct FrameSequenceEncoder: Sendable {
  /// Codec, quality and alpha.
  public var settings: VideoSettings
  /// The ffmpeg program.
  public var ffmpeg: FFmpegCommand

  /// An encoder with `settings`; finds ffmpeg on `PATH` unless `executable` is given.
  public init(settings: VideoSettings, executable: String? = nil) throws {
    self.settings = settings
    ffmpeg = try FFmpegCommand(executable: executable)
  }

  /// ffmpeg's arguments (without the output name) for frames 0 to `count - 1` of `naming`, and the sound
  /// file `audio` when the format carries sound (it is left out of `.gif` and `.apng`).
  public func arguments(
    frames naming: FrameFileNaming, count: Int, frameRate: FrameRate, width: Int, height: Int, audio: String?
  ) -> [String] {
    // image2 reads a printf pattern: a literal % in the path is written %%.
    let folder = naming.directory.isEmpty ? "" : naming.directory + "/"
    let pattern = Self.escaped(folder + naming.prefix) + "%0\(naming.digits)d" + Self.escaped(naming.suffix)
    var args = [
      "-f", "image2", "-framerate", "\(frameRate.numerator)/\(frameRate.denominator)", "-start_number", "0",
      "-i", pattern,
    ]
    args += settings.soundArguments(audio)
    // No -frames:v: it would also cut the sound at the last frame's start; the folder holds exactly the
    // frames 0 to count - 1 (RenderedFrames checks it), so image2 stops there.
    _ = count
    return args + settings.outputArguments(width: width, height: height, straightAlpha: true)
  }

  /// `text` with every `%` doubled, for an image2 pattern.
  static func escaped(_ text: String) -> String {
    text.split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%")
  }

  /// Encodes the frames into `path`, which exists only when ffmpeg succeeded.
  public func encode(
    frames naming: FrameFileNaming, count: Int, frameRate: FrameRate, width: Int, height: Int, audio: String?,
    to path: String
  ) throws {
    try ffmpeg.make(
      path,
      arguments: arguments(
        frames: naming, count: count, frameRate: frameRate, width: width, height: height, audio: audio))
  }
}
