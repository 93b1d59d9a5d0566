import ArgumentParser
import FlipbookTimeline
import Foundation

/// `--props FILE.json` and `--prop KEY=VALUE`: values for the timeline's `${name}` references, laid over
/// its `props`, on every command that reads a timeline.
struct PropsOptions: ParsableArguments {
  @Option(
    name: .customLong("props"), help: "A JSON object of props, laid over the timeline's own (repeatable).")
  var files: [String] = []

  @Option(
    name: .customLong("prop"),
    help: ArgumentHelp(
      "A prop as KEY=VALUE; VALUE is read as JSON when it parses, else as a string (repeatable).",
      valueName: "key=value"))
  var assignments: [String] = []

  @Option(
    name: .customLong("max-views"),
    help: ArgumentHelp(
      "The most views the timeline's repeats and templates may make (a guard against documents that "
        + "multiply).", valueName: "count"))
  var maximumViews = ExpansionLimits.defaultMaximumViews

  @Flag(help: "Treat warnings (a label whose text is cut at frame 0, …) as errors: exit 1, write nothing.")
  var strict = false

  func validate() throws {
    guard maximumViews >= 1 else {
      throw ValidationError("--max-views must be at least 1, not \(maximumViews)")
    }
    for assignment in assignments where !(assignment.contains("=") && !assignment.hasPrefix("=")) {
      throw ValidationError("--prop takes KEY=VALUE, found '\(assignment)'")
    }
  }

  /// The props given: files in order, then each `--prop`. Reports a props file that cannot be read or is
  /// not a JSON object, and exits 1.
  func load() throws -> TimelineProps {
    var props = TimelineProps()
    props.limits = ExpansionLimits(maximumViews: maximumViews)
    props.warningsAreErrors = strict
    for path in files {
      guard let data = FileManager.default.contents(atPath: path) else {
        Diagnostics.error("\(path): error: cannot read the props file")
        throw ExitCodeError.failure
      }
      do {
        try props.merge(file: path, bytes: [UInt8](data))
      } catch {
        Diagnostics.error(error.description)
        throw ExitCodeError.failure
      }
    }
    for assignment in assignments { props.set(assignment) }
    return props
  }
}
