import ArgumentParser
import Flipbook
import FlipbookGeometry
import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import FlipbookWorkloads

/// `flipbook bench render`: frames per second of a timeline, split into evaluation, drawing and encoding.
struct RenderBenchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a timeline's frames to PNG in memory; report evaluation, drawing and encoding time.",
    discussion: """
      Without FILE, renders the built-in benchmark scene: 1920 × 1080, 1000
      moving, fading rectangles, 60 frames. Nothing is written to disk. The main
      thread steps the timeline and takes a snapshot per frame (evaluation) while
      --jobs workers draw (Cairo) and encode (PNG) them, as `flipbook render`
      does. Drawing and encoding seconds are summed over the workers.

      JSON fields: benchmark, file, width, height, frames, jobs,
      evaluationSeconds, drawingSeconds, encodingSeconds, seconds (wall clock,
      all frames), framesPerSecond, pngBytes, repeatedFrames (frames whose
      picture repeats the previous frame's, reused instead of drawn).
      """)

  @Argument(help: "The timeline JSON file (default: the built-in 1080p scene of 1000 rectangles).")
  var file: String?

  @Option(help: "Frames to render, e.g. 0-59 or 0,30,60 or 0-119:10 (default: all).")
  var frames: String?

  @Option(help: "Frames drawn and encoded at the same time.")
  var jobs = 1

  @Option(help: "Pixels per point (default: the canvas's scale, else 1).")
  var scale: Double?

  @Flag(help: "Print one JSON object on a line instead of a table.")
  var json = false

  @Flag(help: "Print the built-in scene as a timeline file and exit (to render it with 'flipbook render').")
  var printTimeline = false

  @MainActor
  func run() async throws {
    guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    if printTimeline {
      print(MovingRectanglesScene().timelineJSON())
      return
    }
    let name = file ?? "built-in scene"
    let document: TimelineDocument
    if let file {
      do { document = try TimelineInput.load(file) } catch { throw ExitCode(1) }
    } else {
      document = try TimelineLoader.load(text: MovingRectanglesScene().timelineJSON(), file: name).get()
    }
    let selection: [Int]
    do {
      selection =
        try frames.map { try FrameSelection.parse($0, frameCount: document.frameCount) }
        ?? Array(0..<document.frameCount)
    } catch {
      throw ValidationError("\(error)")
    }
    let renderer = SnapshotRenderer(
      scale: scale ?? document.canvas.scale, background: document.canvas.background)
    let size = renderer.pixelSize(
      for: Size(width: Double(document.canvas.width), height: Double(document.canvas.height)))
    try CairoCanvas.validate(width: size.width, height: size.height)
    let player = TimelinePlayer(document: document, file: name)
    let result = try await RenderBenchPipeline(renderer: renderer, jobs: jobs)
      .run(frames: Array(Set(selection)).sorted(), player: player)
    let report = BenchReport(fields: [
      ("benchmark", "render"), ("file", .string(name)), ("width", .int(size.width)),
      ("height", .int(size.height)), ("frames", .int(result.frames)), ("jobs", .int(jobs)),
      ("evaluationSeconds", .number(result.evaluation)), ("drawingSeconds", .number(result.drawing)),
      ("encodingSeconds", .number(result.encoding)), ("seconds", .number(result.wall)),
      ("framesPerSecond", .number(Double(result.frames) / result.wall)), ("pngBytes", .int(result.bytes)),
      ("repeatedFrames", .int(result.repeated)),
    ])
    BenchReport.print(
      [report], json: json,
      columns: [
        .init(key: "frames", heading: "frames"), .init(key: "jobs", heading: "jobs"),
        .init(key: "width", heading: "width"), .init(key: "height", heading: "height"),
        .init(key: "evaluationSeconds", heading: "evaluate s"),
        .init(key: "drawingSeconds", heading: "draw s"),
        .init(key: "encodingSeconds", heading: "encode s"), .init(key: "seconds", heading: "wall s"),
        .init(key: "framesPerSecond", heading: "frames/s"),
      ])
  }
}
