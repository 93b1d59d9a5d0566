import ArgumentParser
import Flipbook
import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import Foundation

/// `flipbook still FILE (--frame N|last | --time S) -o FILE.png`: one picture, byte-identical to the same frame of
/// `flipbook render` with the same options.
struct StillCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "still",
    abstract: "Render one frame of a timeline to a PNG file.",
    discussion: """
      The file is byte for byte the frame that 'flipbook render' writes with the same --scale and
      --motion-blur. --frame last is the last frame. --time picks the frame at that time; a time
      between two frames is drawn at that exact instant.
      """)

  @Argument(help: "The timeline JSON file ('-' for standard input).")
  var file: String

  @OptionGroup var propsOptions: PropsOptions

  @OptionGroup var each: EachOptions

  @Option(help: ArgumentHelp("The frame number, or 'last'.", valueName: "N|last"))
  var frame: FrameArgument?

  @Option(help: "The time in seconds.")
  var time: Double?

  @Option(name: [.short, .customLong("output")], help: "The PNG file to write (NAME.png).")
  var output: String

  @OptionGroup var rendering: RenderingOptions

  @Flag(name: [.short, .long], help: "Print nothing but errors.")
  var quiet = false

  func validate() throws {
    guard (frame == nil) != (time == nil) else {
      throw ValidationError("give either --frame N or --time SECONDS")
    }
    if let time, !(time >= 0 && time.isFinite) {
      throw ValidationError("--time must be a number of seconds, at least 0, not \(time)")
    }
    if case .number(let frame) = frame, frame < 0 {
      throw ValidationError("--frame must be at least 0 or 'last', not \(frame)")
    }
    guard OutputPath.fileExtension(of: output) == "png" else {
      throw ValidationError(
        "a still is one PNG file: give -o NAME.png, not \(output) (for a video or frames, use 'flipbook render')"
      )
    }
  }

  @MainActor
  func run() async throws {
    try await each.run(output: output, props: propsOptions, verb: "rendered", quiet: quiet) {
      props, output, isLast in
      do {
        try await still(props: props, output: output, isLast: isLast)
      } catch ExitCodeError.failure {
        throw ExitCodeError.failure
      } catch {
        Diagnostics.error("flipbook still: error: \(error)")
        throw ExitCodeError.failure
      }
    }
  }

  /// `isLast`: the command ends after this output, so the document is kept until the process exits.
  @MainActor
  private func still(props: TimelineProps, output: String, isLast: Bool) async throws {
    // One run of the script: the checking player draws the frame, then checks the rest of the script;
    // the file is written only if the whole document is valid.
    let check = try TimelineInput.startChecking(file, props: props)
    if isLast { ProcessExit.keep(check) }
    if check.hasFoundErrors { _ = try TimelineInput.finish(check) }  // prints every error and exits
    let document = check.document
    let instant = try self.instant(in: document)
    let frameRenderer = try rendering.frameRenderer(for: document)
    try OutputPath.prepareFolder(of: output)
    let sink = MemoryFrameSink(colorType: PNGColorType.frames(of: document))
    try await frameRenderer.render(
      frames: [instant.frame], from: InstantSource(player: check.player, instant: instant), to: sink)
    _ = try TimelineInput.finish(check)
    guard let png = sink.frames[instant.frame] else {
      throw OutputError("frame \(instant.frame) was not drawn")
    }
    try FrameFileSink.writeAtomically(png, to: output)
    let player = check.player
    if !quiet {
      let what =
        instant.fraction == 0
        ? "frame \(instant.frame)"
        : "\(time ?? 0) s (between frames \(instant.frame) and \(instant.frame + 1))"
      printStatus("rendered \(what) of \(player.file) to \(output)")
    }
  }

  /// The instant asked for: `--frame`, or `--time` as a frame when within 10⁻⁹ frame of one.
  private func instant(in document: TimelineDocument) throws -> FrameInstant {
    let count = document.frameCount
    let last = max(count, 1) - 1
    let lastFrame =
      "the last frame is \(last) at \(JSONWriter.formatNumber(document.frameRate.time(ofFrame: last))) s"
    if let frame = frame?.frame(count: count) {
      guard frame <= last else {
        throw OutputError(
          "--frame \(frame) is past the end: the timeline has frames 0 to \(last); \(lastFrame)")
      }
      return FrameInstant(frame: frame)
    }
    let position = time! * document.frameRate.framesPerSecond
    // Checked before any conversion to Int: a time such as 1e18 s is far past the end, not a crash.
    guard position < Double(last) + 1 else {
      let length = JSONWriter.formatNumber(document.frameRate.time(ofFrame: count))
      throw OutputError(
        "--time \(JSONWriter.formatNumber(time!)) is past the end: the timeline lasts \(length) s and "
          + "\(lastFrame) (use --frame last)")
    }
    let nearest = position.rounded()
    let instant =
      abs(position - nearest) <= 1e-9 * max(1, nearest)
      ? FrameInstant(frame: Int(nearest))
      : FrameInstant(frame: Int(position.rounded(.down)), fraction: position - position.rounded(.down))
    guard instant.frame <= last else {
      let length = JSONWriter.formatNumber(document.frameRate.time(ofFrame: count))
      throw OutputError(
        "--time \(JSONWriter.formatNumber(time!)) is past the end: the timeline lasts \(length) s and "
          + "\(lastFrame) (use --frame last)")
    }
    return instant
  }
}

/// A player that shows `instant` for the one frame a still renders (its frame or a time between frames).
@MainActor
private struct InstantSource: FrameSource {
  let player: TimelinePlayer
  let instant: FrameInstant
  var canvasSize: Size { player.canvasSize }
  var frameRate: FrameRate { player.frameRate }
  func snapshot(at asked: FrameInstant) -> RenderSnapshot {
    player.snapshot(at: FrameInstant(frame: instant.frame, fraction: instant.fraction + asked.fraction))
  }
}
