import ArgumentParser
import Flipbook
import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import Foundation

/// `flipbook still FILE (--frame N | --time S) -o FILE.png`: one picture, byte-identical to the same frame of
/// `flipbook render` with the same options.
struct StillCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "still",
    abstract: "Render one frame of a timeline to a PNG file.",
    discussion: """
      The file is byte for byte the frame that 'flipbook render' writes with the same --scale and
      --motion-blur. --time picks the frame at that time; a time between two frames is drawn at that
      exact instant.
      """)

  @Argument(help: "The timeline JSON file ('-' for standard input).")
  var file: String

  @OptionGroup var propsOptions: PropsOptions

  @Option(help: "The frame number.")
  var frame: Int?

  @Option(help: "The time in seconds.")
  var time: Double?

  @Option(name: [.short, .customLong("output")], help: "The PNG file to write.")
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
    if let frame, frame < 0 { throw ValidationError("--frame must be at least 0, not \(frame)") }
  }

  @MainActor
  func run() async throws {
    do {
      try await still()
    } catch ExitCodeError.failure {
      throw ExitCode(1)
    } catch {
      Diagnostics.error("flipbook still: error: \(error)")
      throw ExitCode(1)
    }
  }

  @MainActor
  private func still() async throws {
    let document = try TimelineInput.load(file, props: try propsOptions.load())
    let instant = try self.instant(in: document)
    let frameRenderer = try rendering.frameRenderer(for: document)
    let sink = try SingleFileSink(path: output, colorType: PNGColorType.frames(of: document))
    let player = TimelinePlayer(document: document, file: TimelineInput.displayName(file))
    try await frameRenderer.render(
      frames: [instant.frame], from: InstantSource(player: player, instant: instant), to: sink)
    for diagnostic in player.diagnostics { Diagnostics.error(diagnostic.description) }
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
    if let frame {
      guard frame < max(count, 1) else {
        throw OutputError("--frame \(frame) is past the end: the timeline has frames 0 to \(count - 1)")
      }
      return FrameInstant(frame: frame)
    }
    let position = time! * document.frameRate.framesPerSecond
    let nearest = position.rounded()
    let instant =
      abs(position - nearest) <= 1e-9 * max(1, nearest)
      ? FrameInstant(frame: Int(nearest))
      : FrameInstant(frame: Int(position.rounded(.down)), fraction: position - position.rounded(.down))
    guard instant.frame < max(count, 1) else {
      throw OutputError(
        "--time \(time!) is past the end: the timeline lasts \(document.frameRate.time(ofFrame: count)) s")
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
