import ArgumentParser
import FlipbookLottie
import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import Foundation

/// `flipbook export FILE -o anim.json [--scale S]`: the timeline as a Lottie animation.
struct ExportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Export a timeline as a Lottie (Bodymovin) JSON animation.",
    discussion: """
      The animation plays in Lottie players (lottie-web, lottie-ios, lottie-android, rlottie, ThorVG) as
      Flipbook renders it: w and h are the canvas size times --scale, fr the fps, op the frame count.
      Cubic-Bézier animations become eased keyframes; springs, keyframe blocks, additive and interrupted
      animations are written frame by frame; text becomes glyph outlines and cross-dissolves opacity;
      Core Animation layers become shape layers, trim paths, gradient fills and track mattes; images,
      shadows, flips, curls and conic gradients are embedded as pictures drawn by Flipbook (each named in a
      note). See Documentation/Lottie.md. The file is written whole or not at all; if a part of
      the timeline cannot be exported faithfully, nothing is written and the error names it.
      """)

  @Argument(help: "The timeline JSON file ('-' for standard input).")
  var file: String

  @Option(name: [.short, .customLong("output")], help: "The Lottie JSON file to write.")
  var output: String

  @OptionGroup var propsOptions: PropsOptions

  @OptionGroup var each: EachOptions

  @Option(help: "Pixels per point (default: the canvas's scale, else 1).")
  var scale: Double?

  @Flag(name: [.short, .long], help: "Print nothing but errors.")
  var quiet = false

  func validate() throws {
    if let scale, !(scale > 0 && scale.isFinite) {
      throw ValidationError("--scale must be a positive number, not \(scale)")
    }
    guard OutputPath.fileExtension(of: output) == "json" else {
      throw ValidationError("-o must name a .json file (a Lottie animation), not '\(output)'")
    }
  }

  @MainActor
  func run() async throws {
    try await each.run(output: output, props: propsOptions, verb: "exported", quiet: quiet) {
      props, output, _ in
      try await export(props: props, output: output)
    }
  }

  @MainActor
  private func export(props: TimelineProps, output: String) async throws {
    // SIGINT and SIGTERM stop the export as they stop a render: exit 130 or 143, no temporary file left.
    let writer = AtomicFileWriter()
    let interrupts = InterruptHandler { writer.interrupt() }
    defer { interrupts.stop() }
    do {
      let document = try TimelineInput.load(file, props: props)
      let clock = ContinuousClock()
      let start = clock.now
      let exporter = LottieExporter(scale: scale ?? document.canvas.scale)
      var problems: [TimelineDiagnostic] = []
      var pictured: [LottiePicturedPart] = []
      let bytes = try exporter.export(
        document, file: TimelineInput.displayName(file), diagnostics: &problems, pictured: &pictured)
      try OutputPath.prepareFolder(of: output)
      do { try writer.write(bytes, to: output) } catch {
        interrupts.exitIfSignalled()
        throw error
      }
      for problem in problems { Diagnostics.error(problem.description) }
      if !quiet {
        for note in LottiePicturedPart.grouped(pictured) { printStatus("note: \(note)") }
        if TimelineAudio.hasSound(document) {
          printStatus(
            "note: the timeline's sound is not exported (Lottie players play none); 'flipbook audio' writes it"
          )
        }
        let seconds = (clock.now - start).inSeconds
        printStatus(
          "exported \(document.frameCount) frames of \(TimelineInput.displayName(file)) to \(output) "
            + "(\(bytes.count) bytes, \(String(format: "%.2f", seconds)) s)")
      }
    } catch ExitCodeError.failure {
      throw ExitCodeError.failure
    } catch let error as LottieExportError {
      Diagnostics.error("flipbook export: error: cannot export \(error)")
      throw ExitCodeError.failure
    } catch {
      Diagnostics.error("flipbook export: error: \(error)")
      throw ExitCodeError.failure
    }
  }
}
