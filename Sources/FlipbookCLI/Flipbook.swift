import ArgumentParser
import FlipbookTimeline
import Foundation

/// The `flipbook` command: validate, sample, render and benchmark JSON animation timelines.
@main
struct FlipbookCommand: AsyncParsableCommand {
  /// The version `flipbook --version` prints.
  static let version = "0.3.0"

  static let configuration = CommandConfiguration(
    commandName: "flipbook",
    abstract: "Render, validate and sample UIKit-style animation timelines written in JSON.",
    discussion: """
      A timeline is a JSON file describing a canvas, a tree of views and a script of UIKit-style
      animations (see Documentation/TimelineFormat.md). '-' reads one from standard input. Typical use:

        flipbook validate intro.json
        flipbook schedule intro.json
        flipbook sample intro.json --frames 0-60:10 --views card
        flipbook render intro.json -o frames/
        flipbook render intro.json -o intro.mp4
        flipbook encode frames/ -o intro.mp4
        flipbook audio intro.json -o mix.wav
        flipbook still intro.json --time 1.5 -o poster.png
        flipbook sheet intro.json -o sheet.png
        flipbook plot intro.json --views card -o card.svg
        flipbook export intro.json -o intro-lottie.json
        flipbook preview intro.json

      Exit status: 0 on success, 1 on bad input or a failed render, 64 on a usage error.
      """,
    version: version,
    subcommands: subcommands)

  /// Every subcommand (`preview` only where the binary includes it: not in the farm's static binary).
  static var subcommands: [any ParsableCommand.Type] {
    var commands: [any ParsableCommand.Type] = [
      ValidateCommand.self, ScheduleCommand.self, SampleCommand.self, RenderCommand.self, StillCommand.self,
      SheetCommand.self, PlotCommand.self, VerifyCommand.self, EncodeCommand.self, AudioCommand.self,
    ]
    #if FLIPBOOK_PREVIEW
      commands.append(PreviewCommand.self)
    #endif
    return commands + [ExportCommand.self, BenchCommand.self]
  }

  /// Checks the subcommand name first, to suggest the closest one for a typo, then runs ArgumentParser.
  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let first = arguments.first, let message = unknownCommandMessage(first) {
      FileHandle.standardError.write(Data((PrintableText.escapedLines(message) + "\n").utf8))
      Foundation.exit(ExitCode.validationFailure.rawValue)
    }
    do {
      var command = try parseAsRoot(arguments)
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      // Usage errors quote arguments: print them with control characters escaped (help goes as usual).
      let code = exitCode(for: error)
      guard code != .success else { exit(withError: error) }
      let message = fullMessage(for: error)
      if !message.isEmpty {
        FileHandle.standardError.write(Data((PrintableText.escapedLines(message) + "\n").utf8))
      }
      Foundation.exit(code.rawValue)
    }
  }

  /// The error for a first argument that is not an option nor a subcommand, or nil.
  static func unknownCommandMessage(_ word: String) -> String? {
    guard !word.hasPrefix("-") else { return nil }
    let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    guard !names.contains(word) else { return nil }
    let hint = Suggestions.hint(for: word, in: names)
    return "flipbook: error: unknown command '\(word)'\(hint)\n"
      + "Commands: \(names.filter { $0 != "help" }.joined(separator: ", ")). See 'flipbook --help'."
  }
}
