import ArgumentParser
import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTimeline
import Foundation

/// `flipbook render FILE -o DIR`: one PNG per frame.
struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a timeline to PNG frames: DIR/frame_000000.png, DIR/frame_000001.png, …",
    discussion: """
      Frames are RGBA with transparency where the canvas has no background (RGB when every pixel is
      opaque). Each file is written under a temporary name and renamed, so an interrupted render never
      leaves a broken frame. The same input gives byte-identical files whatever --jobs, --shard or the
      order of --frames.

      Render farms: --shard I/N renders the frames k with k % N == I; --shard auto reads a Kubernetes
      Indexed Job (JOB_COMPLETION_INDEX, JOB_COMPLETIONS) or a Slurm array (SLURM_ARRAY_TASK_ID,
      SLURM_ARRAY_TASK_COUNT). Add --skip-existing to resume.
      """)

  @Argument(help: "The timeline JSON file.")
  var file: String

  @Option(
    name: [.short, .customLong("output")], help: "The folder to write frames into (created if missing).")
  var output: String

  @Option(help: "Frames to render, e.g. 0-119 or 0,30,60 or 0-119:10 (default: all).")
  var frames: String?

  @Option(help: "Pixels per point (default: the canvas's scale, else 1).")
  var scale: Double?

  @Option(help: "Frames rendered at the same time (default: all cores).")
  var jobs: Int?

  @Option(help: "Render only shard I of N (I/N), or 'auto' from Kubernetes or Slurm variables.")
  var shard: String?

  @Flag(help: "Keep frames that already exist in the output folder.")
  var skipExisting = false

  @MainActor
  func run() async throws {
    do {
      try await render()
    } catch ExitCodeError.failure {
      throw ExitCode(1)
    } catch let error as ExitCode {
      throw error
    } catch {
      Diagnostics.error("flipbook render: error: \(error)")
      throw ExitCode(1)
    }
  }

  @MainActor
  private func render() async throws {
    let document = try TimelineInput.load(file)
    let pixelScale = scale ?? document.canvas.scale
    guard pixelScale > 0, pixelScale.isFinite else {
      throw OutputError("--scale must be a positive number, not \(pixelScale)")
    }
    let jobCount = jobs ?? ProcessInfo.processInfo.activeProcessorCount
    guard jobCount >= 1 else { throw OutputError("--jobs must be at least 1, not \(jobCount)") }
    let selection =
      try frames.map { try FrameSelection.parse($0, frameCount: document.frameCount) }
      ?? Array(0..<document.frameCount)
    let shardSpec =
      try shard.map { try ShardSpec.parse($0, environment: ProcessInfo.processInfo.environment) }
      ?? .whole
    let renderer = SnapshotRenderer(scale: pixelScale, background: document.canvas.background)
    let size = renderer.pixelSize(
      for: Size(width: Double(document.canvas.width), height: Double(document.canvas.height)))
    try CairoCanvas.validate(width: size.width, height: size.height)
    let destination = try FrameFileSink(naming: .folder(output))

    var todo = Array(Set(selection)).sorted().filter { shardSpec.contains(frame: $0) }
    if skipExisting { todo.removeAll { destination.exists(frame: $0) } }

    let player = TimelinePlayer(document: document, file: file)
    var progress = ProgressLine(total: todo.count)
    try await FrameRenderer(renderer: renderer, options: FrameRenderOptions(jobs: jobCount)).render(
      frames: todo, from: player, to: destination, onFrame: { _ in progress.frameDone() })
    progress.finish()
    for diagnostic in player.diagnostics { Diagnostics.error(diagnostic.description) }
    print(
      "rendered \(todo.count) frame\(todo.count == 1 ? "" : "s") of \(file) to \(output)")
  }
}
