import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline
import Foundation

/// Reads and validates a timeline file (`-`: standard input, named `<stdin>` in messages), printing every
/// problem as `FILE:LINE:COLUMN: error: …` (or `warning: …`) on standard error. Exits with status 1 when the
/// file cannot be read or is invalid; warnings alone do not stop it.
///
/// `image` paths are resolved against the timeline file's folder, or the current folder for standard input,
/// and decoded once each with FlipbookRender's `ImageLoader`.
enum TimelineInput {
  /// The name messages use for a timeline read from standard input.
  static let standardInputName = "<stdin>"

  /// The name to show for `path` in messages.
  static func displayName(_ path: String) -> String { path == "-" ? standardInputName : path }

  /// `keptUntilExit`: the command ends after this file, so the checked views and the document are handed
  /// to ``ProcessExit/keep(_:)`` instead of being freed one object at a time. `stages` times each stage.
  @MainActor
  static func load(
    _ path: String, props: TimelineProps = TimelineProps(), keptUntilExit: Bool = false,
    stages: LoadStageReport? = nil
  ) throws -> TimelineDocument {
    let check = try startChecking(path, props: props, stages: stages)
    if keptUntilExit { ProcessExit.keep(check) }
    return try finish(check)
  }

  /// Reads and decodes the file and returns its checking player (``ScriptCheck``): the caller plays what
  /// it needs, then calls ``finish(_:)``, so that the script runs once.
  @MainActor
  static func startChecking(
    _ path: String, props: TimelineProps = TimelineProps(), stages: LoadStageReport? = nil
  ) throws -> ScriptCheck {
    let bytes = try read(path)
    stages?.readDone()
    let images = ImageLoader.timelineImages(relativeTo: ImageLoader.folder(ofTimeline: path))
    switch TimelineLoader.startChecking(
      bytes: bytes, file: displayName(path), images: images, props: props, splitter: PangoTextSplitter(),
      textMeasurer: { PangoTextMeasurer() }, stages: stages?.observer)
    {
    case .success(let check): return check
    case .failure(let errors):
      Diagnostics.error(errors.description)
      throw ExitCodeError.failure
    }
  }

  /// Runs the rest of the check's script, printing its warnings, or its errors (then exits with status 1).
  @MainActor
  static func finish(_ check: ScriptCheck) throws -> TimelineDocument {
    switch check.finish() {
    case .success(let document):
      if !document.warnings.isEmpty {
        Diagnostics.error(TimelineErrors(diagnostics: document.warnings).description)
      }
      return document
    case .failure(let errors):
      Diagnostics.error(errors.description)
      throw ExitCodeError.failure
    }
  }

  /// Standard input as read the first time: `--each` loads the timeline once per record.
  @MainActor private static var standardInput: [UInt8]?

  /// The file's bytes (`-`: standard input); a file that cannot be read is reported and exits.
  @MainActor
  private static func read(_ path: String) throws -> [UInt8] {
    if path == "-" {
      let bytes = standardInput ?? [UInt8](FileHandle.standardInput.readDataToEndOfFile())
      standardInput = bytes
      return bytes
    }
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    guard exists, !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
      let reason =
        !exists
        ? "no such file" : isDirectory.boolValue ? "is a directory, not a timeline file" : "cannot be read"
      Diagnostics.error("\(path): error: \(reason)")
      throw ExitCodeError.failure
    }
    return [UInt8](data)
  }
}

/// Prints a status line on standard output with control characters escaped: such lines quote file names.
func printStatus(_ text: String) {
  print(PrintableText.escaped(text))
}

/// Writes to standard error.
enum Diagnostics {
  /// Writes `text`'s lines with their control characters escaped (`PrintableText`): file names, ids and
  /// arguments quoted in a message never reach the terminal raw.
  static func error(_ text: String) {
    let lines = PrintableText.escapedLines(text.hasSuffix("\n") ? String(text.dropLast()) : text)
    FileHandle.standardError.write(Data((lines + "\n").utf8))
  }
}

/// A failure already reported on standard error; only the exit status is left to give.
enum ExitCodeError: Error {
  case failure
}
