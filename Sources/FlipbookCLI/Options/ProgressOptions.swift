import ArgumentParser

/// How a long command reports progress on standard error.
enum ProgressStyle: String, ExpressibleByArgument, CaseIterable {
  /// A bar on a terminal, else plain lines.
  case auto
  /// A bar redrawn in place (percent, frames per second, ETA).
  case bar
  /// A line every few seconds and one at the end.
  case plain
  /// One JSON object per finished frame.
  case json
  /// Nothing.
  case none
}

/// `--progress` and `--quiet`.
struct ProgressOptions: ParsableArguments {
  @Option(help: "Progress on standard error: auto (a bar on a terminal, else plain), bar, plain, json, none.")
  var progress: ProgressStyle = .auto

  @Flag(name: [.short, .long], help: "Print nothing but errors.")
  var quiet = false

  func validate() throws {
    if quiet, progress != .auto, progress != .none {
      throw ValidationError("--quiet prints no progress; leave out --progress \(progress.rawValue)")
    }
  }

  /// The style in force, `auto` resolved against whether standard error is a terminal.
  var resolved: ProgressStyle {
    if quiet { return .none }
    guard progress == .auto else { return progress }
    return ProgressReporter.standardErrorIsTerminal ? .bar : .plain
  }
}
