import ArgumentParser
import Flipbook
import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import Foundation

/// `flipbook render FILE -o OUT`: PNG frames, a pattern of PNG files, or a video or animated image.
struct RenderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a timeline to PNG frames, a video (.mp4 .mov .webm) or an animated image (.gif .apng).",
    discussion: """
      OUT is a folder (DIR/frame_000000.png, DIR/frame_000001.png, …), a file pattern with #s or
      %0Nd ('shots/take_####.png', 'out/%06d.png'), or one file whose extension picks the format:
        .mp4   H.264, yuv420p, CRF 18 (a transparent canvas is shown over black)
        .mov   ProRes 4444 with alpha for a transparent canvas, else ProRes 422 HQ
        .webm  VP9 (CRF 24), with alpha for a transparent canvas
        .gif   one palette made for the whole animation, looping
        .apng  animated PNG, looping
      A timeline with sound (audio tracks, sound steps) gives .mp4 AAC, .mov PCM and .webm Opus
      sound, aligned with the frames; --no-audio leaves it out; .gif and .apng carry none.
      Video and animated images are made by the ffmpeg program, fed raw frames in frame order
      through a pipe; --crf and --codec override the defaults.

      Every PNG of a render has the same colour type: RGBA when the canvas has no opaque background,
      else RGB. Each file is written under a temporary name and renamed, so an interrupted render
      never leaves a broken file. The same input gives byte-identical frames whatever --jobs, --shard
      or the order of --frames. Rendering into a folder that holds frame files this render does not
      make is an error unless --overwrite (delete them) or --skip-existing (keep them).

      Render farms: --shard I/N renders the frames k with k % N == I; --shard auto reads a Kubernetes
      Indexed Job (JOB_COMPLETION_INDEX, JOB_COMPLETIONS) or a Slurm array (SLURM_ARRAY_TASK_ID,
      SLURM_ARRAY_TASK_COUNT). Add --skip-existing to resume.
      """)

  @Argument(help: "The timeline JSON file ('-' for standard input).")
  var file: String

  @OptionGroup var propsOptions: PropsOptions

  @OptionGroup var each: EachOptions

  @Option(
    name: [.short, .customLong("output")],
    help: "A folder, a pattern such as 'dir/name_####.png', or a .mp4/.mov/.webm/.gif/.apng file.")
  var output: String

  @Option(
    help: "Frames to render, e.g. 0-119 or 0,30,60 or 0-119:10 (default: all).", transform: checkedFrameList)
  var frames: String?

  @OptionGroup var rendering: RenderingOptions

  @Option(help: "Render only shard I of N (I/N), or 'auto' from Kubernetes or Slurm variables (PNG output).")
  var shard: String?

  @Flag(help: "Keep frames that already exist in the output folder (PNG output).")
  var skipExisting = false

  @Flag(help: "Delete frame files in the output folder that this render does not make (PNG output).")
  var overwrite = false

  @Flag(
    help: ArgumentHelp(
      "Write manifest.jsonl (manifest.shard-I-of-N.jsonl for a shard): each frame's SHA-256 and state hash.",
      discussion: "With --skip-existing, a kept frame must also match the manifest's SHA-256."))
  var manifest = false

  @Option(
    help: "Constant rate factor for H.264 (.mp4, default 18) and VP9 (.webm, default 24): lower is better.")
  var crf: Int?

  @Option(help: "The ffmpeg encoder to use instead of the format's default (e.g. libx265).")
  var codec: String?

  @Flag(help: "Leave the timeline's sound out of a video (.mp4 .mov .webm carry it otherwise).")
  var noAudio = false

  @OptionGroup var progressOptions: ProgressOptions

  func validate() throws {
    if skipExisting, overwrite {
      throw ValidationError("--skip-existing and --overwrite cannot be used together")
    }
    let target: RenderOutput
    do { target = try RenderOutput.parse(output) } catch { throw ValidationError("\(error)") }
    switch target {
    case .video(_, let format):
      if shard != nil {
        throw ValidationError(
          "--shard cannot split a single-file output (\(output)): render shards to PNG frames, then encode them"
        )
      }
      if skipExisting || overwrite {
        throw ValidationError("--skip-existing and --overwrite are for PNG frames, not \(output)")
      }
      try RenderOutput.validate(crf: crf, codec: codec, format: format)
    case .files:
      if crf != nil || codec != nil {
        throw ValidationError("--crf and --codec are for video output (.mp4, .mov, .webm, .gif, .apng)")
      }
    }
  }

  @MainActor
  func run() async throws {
    try await each.run(output: output, props: propsOptions, verb: "rendered", quiet: progressOptions.quiet) {
      props, output, _ in
      do {
        try await render(props: props, output: output)
      } catch ExitCodeError.failure {
        throw ExitCodeError.failure
      } catch let error as ExitCode {
        throw error
      } catch {
        Diagnostics.error("flipbook render: error: \(error)")
        throw ExitCodeError.failure
      }
    }
  }

  @MainActor
  private func render(props: TimelineProps, output: String) async throws {
    let document = try TimelineInput.load(file, props: props)
    let frameRenderer = try rendering.frameRenderer(for: document)
    // Lazy: a shard of a 10^8-frame selection lists only its own frames.
    let selection =
      try frames.map { try FrameSet.parse($0, frameCount: document.frameCount) }
      ?? FrameSet.all(frameCount: document.frameCount)
    let shardSpec =
      try shard.map { try ShardSpec.parse($0, environment: ProcessInfo.processInfo.environment) }
      ?? .whole
    let player = TimelinePlayer(document: document, file: TimelineInput.displayName(file))
    let style = progressOptions.resolved
    var destination = output
    var wanted: [Int] = []

    switch try RenderOutput.parse(output) {
    case .video(let path, let format):
      let settings = VideoSettings(
        format: format, transparent: PNGColorType.isTransparent(document), codec: codec, crf: crf)
      let mix = try TimelineSound.temporaryMix(
        of: document, file: file, output: path, format: format, enabled: !noAudio)
      defer { if let mix { unlink(mix) } }
      let sink = ManifestSink(try FFmpegSink(path: path, settings: settings, audio: mix), hashing: manifest)
      let source = StateHashingSource(player, hashing: manifest)
      wanted = selection.frames(inShard: 0, of: 1)
      try await run(
        frameRenderer, frames: wanted, player: player, source: source, sink: sink, style: style, removing: mix
      )
      if manifest {
        try writeManifest(
          to: OutputPath.beside(path, FrameManifest.fileName()), rendered: sink, source: source, kept: [])
      }
    case .files(let naming):
      let sink = ManifestSink(
        try FrameFileSink(naming: naming, colorType: PNGColorType.frames(of: document)),
        hashing: manifest)
      let stale = RenderOutput.staleFiles(of: naming, keeping: selection.contains)
      if !stale.isEmpty, !skipExisting {
        guard overwrite else { throw RenderOutput.staleError(stale, folder: naming.directory) }
        for file in stale where unlink(file.path) != 0 {
          throw OutputError("\(file.path): cannot delete (\(String(cString: strerror(errno))))")
        }
      }
      let folder = naming.directory.isEmpty ? "." : naming.directory
      let manifestPath = folder + "/" + FrameManifest.fileName(shard: shardSpec.index, of: shardSpec.count)
      let previous = manifest ? try FrameManifest.read(path: manifestPath) ?? [:] : [:]
      var todo = selection.frames(inShard: shardSpec.index, of: shardSpec.count)
      var kept: [FrameManifest.Entry] = []
      if skipExisting {
        todo.removeAll { frame in
          guard let bytes = sink.base.completeFile(frame: frame) else { return false }
          guard manifest else { return true }
          let digest = FrameManifest.sha256(of: bytes)
          if let entry = previous[frame], entry.sha256 != digest { return false }
          kept.append(FrameManifest.Entry(frame: frame, sha256: digest, state: previous[frame]?.state))
          return true
        }
      }
      destination = FrameFileNaming.isPattern(output) ? output : naming.directory
      let source = StateHashingSource(player, hashing: manifest)
      try await run(frameRenderer, frames: todo, player: player, source: source, sink: sink, style: style)
      if manifest { try writeManifest(to: manifestPath, rendered: sink, source: source, kept: kept) }
      if !progressOptions.quiet {
        let count = todo.count
        printStatus("rendered \(count) frame\(count == 1 ? "" : "s") of \(player.file) to \(destination)")
      }
      return
    }
    if !progressOptions.quiet {
      printStatus(
        "rendered \(wanted.count) frame\(wanted.count == 1 ? "" : "s") of \(player.file) to \(destination)")
    }
  }

  /// Writes the manifest of the frames rendered now and of those kept from an earlier run.
  @MainActor
  private func writeManifest(
    to path: String, rendered sink: ManifestSink<some FrameSink>, source: StateHashingSource<TimelinePlayer>,
    kept: [FrameManifest.Entry]
  ) throws {
    let states = source.stateHashes
    let document = source.base.document
    let rendered = sink.digests.map {
      FrameManifest.Entry(frame: $0.key, sha256: $0.value, state: states[$0.key])
    }
    let entries = (rendered + kept).map {
      var entry = $0
      entry.frameRate = document.frameRate
      entry.frameCount = document.frameCount
      return entry
    }
    try FrameManifest.write(entries, to: path)
  }

  @MainActor
  private func run(
    _ frameRenderer: FrameRenderer, frames: [Int], player: TimelinePlayer, source: some FrameSource,
    sink: some FrameSink, style: ProgressStyle, removing temporary: String? = nil
  ) async throws {
    var progress = ProgressReporter(total: frames.count, style: style)
    // A signal ends the process: the sink's files and the temporary mix go first.
    let interrupts = InterruptHandler {
      sink.cancel()
      if let temporary { unlink(temporary) }
    }
    defer { interrupts.stop() }
    do {
      try await frameRenderer.render(frames: frames, from: source, to: sink) { report in
        progress.frameDone(report.frame)
      }
    } catch {
      interrupts.exitIfSignalled()
      throw error
    }
    progress.finish()
    for diagnostic in player.diagnostics { Diagnostics.error(diagnostic.description) }
  }
}
