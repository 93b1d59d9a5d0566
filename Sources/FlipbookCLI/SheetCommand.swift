import ArgumentParser
import Flipbook
import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import Foundation

/// `flipbook sheet FILE -o SHEET.png`: a contact sheet of frames with their numbers and times.
struct SheetCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sheet",
    abstract: "Render a contact sheet: frames in a grid, each with its frame number and time under it.",
    discussion: """
      Without --frames, shows 12 frames evenly spread from the first to the last. Frames are drawn
      at a scale that makes them at most 320 pixels wide unless --scale is given; transparent
      canvases are shown over a checkerboard.
      """)

  @Argument(help: "The timeline JSON file ('-' for standard input).")
  var file: String

  @OptionGroup var propsOptions: PropsOptions

  @Option(name: [.short, .customLong("output")], help: "The PNG file to write.")
  var output: String

  @Option(
    help: "Frames to show, e.g. 0-119:10 or 0,30,60 (default: 12 evenly spread).", transform: checkedFrameList
  )
  var frames: String?

  @Option(help: "Frames per row.")
  var columns = 4

  @OptionGroup var rendering: RenderingOptions

  @Flag(name: [.short, .long], help: "Print nothing but errors.")
  var quiet = false

  func validate() throws {
    guard columns >= 1 else { throw ValidationError("--columns must be at least 1, not \(columns)") }
    guard OutputPath.fileExtension(of: output) == "png" else {
      throw ValidationError("a contact sheet is a PNG file: give -o NAME.png, not \(output)")
    }
  }

  /// Twelve frames spread evenly over `count` frames (all of them when fewer).
  static func defaultFrames(count: Int) -> [Int] {
    guard count > 12 else { return Array(0..<count) }
    return (0..<12).map { Int((Double($0) * Double(count - 1) / 11).rounded()) }
  }

  @MainActor
  func run() async throws {
    do {
      let document = try TimelineInput.load(file, props: try propsOptions.load())
      let selection =
        try
        (frames.map { try FrameSelection.parse($0, frameCount: document.frameCount) }
        ?? Self.defaultFrames(count: document.frameCount))
      let wanted = Array(Set(selection)).sorted()
      let thumbnail =
        rendering.scale ?? min(document.canvas.scale, 320 / Double(max(1, document.canvas.width)))
      let frameRenderer = try rendering.frameRenderer(for: document, scale: thumbnail)
      let player = TimelinePlayer(document: document, file: TimelineInput.displayName(file))
      let (width, height) = frameRenderer.pixelSize(of: player)
      let sink = SheetSink()
      try await frameRenderer.render(frames: wanted, from: player, to: sink)
      var sheet = ContactSheet(columns: columns, cellWidth: width, cellHeight: height)
      for frame in sink.frames {
        sheet.add(
          frame: frame.frame, time: document.frameRate.time(ofFrame: frame.frame),
          premultipliedBGRA: frame.bytes)
      }
      let png = try sheet.renderPNG()
      try OutputPath.prepareFolder(of: output)
      try FrameFileSink.writeAtomically(png, to: output)
      for diagnostic in player.diagnostics { Diagnostics.error(diagnostic.description) }
      if !quiet { printStatus("wrote a sheet of \(wanted.count) frames of \(player.file) to \(output)") }
    } catch ExitCodeError.failure {
      throw ExitCode(1)
    } catch {
      Diagnostics.error("flipbook sheet: error: \(error)")
      throw ExitCode(1)
    }
  }
}

/// Keeps a sheet's frames, which arrive one at a time in frame order.
private final class SheetSink: FrameSink, @unchecked Sendable {
  let encoding = FrameEncoding.premultipliedBGRA
  let order = FrameDeliveryOrder.frameOrder
  var frames: [EncodedFrame] = []
  func write(_ frame: EncodedFrame) throws { frames.append(frame) }
}
