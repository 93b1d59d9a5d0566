import ArgumentParser
import FlipbookPipeline
import FlipbookTimeline

/// `flipbook validate FILE...`: checks timelines and prints a one-line summary for each.
struct ValidateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check a timeline: JSON syntax, the format's keys and types, value ranges and view ids.",
    discussion: """
      Prints a one-line summary per valid file. Lists every problem of every invalid file as
      FILE:LINE:COLUMN: error: WHAT (at $.json.path) on standard error. Exits 0 when all files are
      valid, 1 otherwise. '-' reads a timeline from standard input. A timeline with sound has its
      sound files decoded (by ffmpeg) and checked as 'flipbook audio' does: missing or undecodable
      files, fades longer than a sound, trims outside it.
      """)

  @Argument(help: "Timeline JSON files ('-' for standard input).")
  var files: [String]

  @OptionGroup var propsOptions: PropsOptions

  @Flag(
    help: """
      Print each loading stage (read, parse, decode, views, script) with its wall time and the
      resident memory at its end on standard error.
      """)
  var stages = false

  func validate() throws {
    guard !files.isEmpty else { throw ValidationError("give at least one timeline file") }
    guard files.filter({ $0 == "-" }).count <= 1 else {
      throw ValidationError("standard input ('-') can be read only once")
    }
  }

  @MainActor
  func run() async throws {
    var failed = false
    for (index, file) in files.enumerated() {
      do {
        let document = try TimelineInput.load(
          file, props: try propsOptions.load(), keptUntilExit: index == files.count - 1,
          stages: stages ? LoadStageReport(file: TimelineInput.displayName(file)) : nil)
        if TimelineAudio.hasSound(document) { _ = try TimelineSound.mix(document, file: file) }
        printStatus("\(TimelineInput.displayName(file)): ok: \(document.summary)")
      } catch {
        failed = true
      }
    }
    if failed { throw ExitCode(1) }
  }
}
