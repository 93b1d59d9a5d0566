import ArgumentParser
import FlipbookPipeline
import FlipbookRender
import FlipbookTiming
import Foundation

/// `flipbook encode DIR -o out.mp4 [--audio mix.wav] [--fps R]`: the frames of a (sharded) render made
/// into one video, the last step of a render farm.
struct EncodeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "encode",
    abstract: "Join the PNG frames a (sharded) render wrote into a folder into one video or animated image.",
    discussion: """
      DIR holds frame_000000.png, frame_000001.png, … as 'flipbook render FILE -o DIR' wrote them,
      from one process or from many shards. Before anything is written they are checked: every frame
      from 0 to the last is there and is a complete PNG, none lies beyond the render's end, all have
      the same size, and each matches its line in DIR's manifests (manifest*.jsonl, from --manifest).
      The first frame that fails is named and nothing is written.

      The frame rate and the number of frames come from the manifests; without them the frames run
      to the highest number and --fps is required. The output's extension picks the format, encoded
      as 'flipbook render -o' encodes it (.mp4 .mov .webm .gif .apng; --crf and --codec as there).
      --audio adds a sound file (e.g. the mix of 'flipbook audio FILE -o mix.wav') starting with
      frame 0; .gif and .apng carry no sound.

        flipbook render intro.json -o out --shard auto --skip-existing --manifest   # on each node
        flipbook audio intro.json -o mix.wav
        flipbook encode out -o intro.mp4 --audio mix.wav
      """)

  @Argument(help: "The folder of frames a render wrote.")
  var directory: String

  @Option(name: [.short, .customLong("output")], help: "The .mp4/.mov/.webm/.gif/.apng file to write.")
  var output: String

  @Option(help: "A sound file to play from frame 0 (e.g. 'flipbook audio FILE -o mix.wav').")
  var audio: String?

  @Option(help: "Frames per second, e.g. 30 or 30000/1001 (default: from the render's manifests).")
  var fps: String?

  @Option(
    help: "Constant rate factor for H.264 (.mp4, default 18) and VP9 (.webm, default 24): lower is better.")
  var crf: Int?

  @Option(help: "The ffmpeg encoder to use instead of the format's default (e.g. libx265).")
  var codec: String?

  @Flag(name: [.short, .long], help: "Print nothing but errors.")
  var quiet = false

  func validate() throws {
    guard let format = VideoFormat(path: output) else {
      throw ValidationError(
        "-o must name a video or animated image (\(VideoFormat.allCases.map { "." + $0.rawValue }.joined(separator: ", "))), not '\(output)'"
      )
    }
    if let fps, FrameRate(parsing: fps) == nil {
      throw ValidationError("--fps takes a positive rate such as 30, 29.97 or 30000/1001, not '\(fps)'")
    }
    try RenderOutput.validate(crf: crf, codec: codec, format: format)
  }

  func run() async throws {
    do {
      try encode()
    } catch let error as ExitCode {
      throw error
    } catch {
      Diagnostics.error("flipbook encode: error: \(error)")
      throw ExitCode(1)
    }
  }

  private func encode() throws {
    let format = VideoFormat(path: output)!
    if let audio, !FileManager.default.isReadableFile(atPath: audio) {
      throw FrameOutputError("\(audio): no such sound file (or it cannot be read)")
    }
    let frames = try RenderedFrames(folder: directory)
    let given = fps.flatMap { FrameRate(parsing: $0) }
    guard let frameRate = given ?? frames.frameRate else {
      Diagnostics.error(
        "flipbook encode: error: \(directory) has no manifest recording the frame rate (render with "
          + "--manifest): give --fps R")
      throw ExitCode.validationFailure
    }
    if let given, let recorded = frames.frameRate, given != recorded, !quiet {
      Diagnostics.error(
        "flipbook encode: warning: --fps \(given) differs from the render's \(recorded) (from its manifests)")
    }
    if audio != nil, format.audioArguments == nil {
      Diagnostics.error("flipbook encode: note: .\(format.rawValue) carries no sound; --audio is left out")
    }
    let settings = VideoSettings(format: format, transparent: frames.transparent, codec: codec, crf: crf)
    let encoder = try FrameSequenceEncoder(settings: settings)
    try encoder.encode(
      frames: frames.naming, count: frames.count, frameRate: frameRate, width: frames.width,
      height: frames.height, audio: audio, to: output)
    if !quiet {
      printStatus(
        "encoded \(frames.count) frame\(frames.count == 1 ? "" : "s") of \(directory) at \(frameRate) fps"
          + (audio.map { " with \($0)" } ?? "") + " to \(output)")
    }
  }
}
