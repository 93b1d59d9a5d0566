import ArgumentParser

/// The `flipbook` command: validate, sample, render and benchmark JSON animation timelines.
@main
struct FlipbookCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "flipbook",
    abstract: "Render, validate and sample UIKit-style animation timelines written in JSON.",
    discussion: """
      A timeline is a JSON file describing a canvas, a tree of views and a script of UIKit-style
      animations (see Documentation/TimelineFormat.md). Typical use:

        flipbook validate intro.json
        flipbook sample intro.json --frames 0-60:10 --views card
        flipbook render intro.json -o frames/
      """,
    subcommands: [ValidateCommand.self, SampleCommand.self, RenderCommand.self, BenchCommand.self])
}
