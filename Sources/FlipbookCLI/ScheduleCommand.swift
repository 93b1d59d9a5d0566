import ArgumentParser
import FlipbookTimeline

/// `flipbook schedule FILE [--json]`: the resolved schedule (every step's position as written, start, end,
/// label, and each staggered target's start).
struct ScheduleCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schedule",
    abstract: "Print when every step starts and ends, with positions and labels resolved.",
    discussion: """
      Lists the top-level steps in timeline time, then each completion list in seconds after its
      completion moment: the step's JSON path, its action, 'at' as written, its start and end, its label,
      and for a staggered step each target's start. '-' reads a timeline from standard input.
      """)

  @Argument(help: "The timeline JSON file ('-' for standard input).")
  var file: String

  @OptionGroup var propsOptions: PropsOptions

  @Flag(help: "Print JSON instead of a table.")
  var json = false

  @MainActor
  func run() async throws {
    let document: TimelineDocument
    do { document = try TimelineInput.load(file, props: try propsOptions.load()) } catch { throw ExitCode(1) }
    let schedule = TimelineSchedule(document: document)
    print(json ? JSONWriter(style: .pretty).string(from: schedule.json) : schedule.text)
  }
}
