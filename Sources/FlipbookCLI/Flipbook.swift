import ArgumentParser

@main
struct FlipbookCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "flipbook",
    abstract: "Render, validate and sample UIKit-style animation timelines written in JSON.")
}
