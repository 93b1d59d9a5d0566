import ArgumentParser
import FlipbookTimeline

/// `flipbook validate FILE`: checks a timeline and prints a one-line summary.
struct ValidateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check a timeline: JSON syntax, the format's keys and types, value ranges and view ids.",
    discussion: """
      Prints a one-line summary and exits 0 when the timeline is valid. Otherwise lists every problem as
      FILE:LINE:COLUMN: error: WHAT (at $.json.path) on standard error and exits 1.
      """)

  @Argument(help: "The timeline JSON file.")
  var file: String

  @MainActor
  func run() async throws {
    do {
      let document = try TimelineInput.load(file)
      print(PrintableText.escaped("\(file): ok: \(document.summary)"))
    } catch ExitCodeError.failure {
      throw ExitCode(1)
    }
  }
}
