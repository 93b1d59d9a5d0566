import FlipbookTimeline
import Foundation

/// Reads and validates a timeline file, printing every problem as `FILE:LINE:COLUMN: error: …` on standard
/// error. Exits with status 1 when the file cannot be read or is invalid.
enum TimelineInput {
  @MainActor
  static func load(_ path: String) throws -> TimelineDocument {
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason =
        FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file"
      Diagnostics.error("\(path): error: \(reason)")
      throw ExitCodeError.failure
    }
    switch TimelineLoader.load(bytes: [UInt8](data), file: path) {
    case .success(let document):
      return document
    case .failure(let errors):
      Diagnostics.error(errors.description)
      throw ExitCodeError.failure
    }
  }
}

/// Writes to standard error.
enum Diagnostics {
  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
  }
}

/// A failure already reported on standard error; only the exit status is left to give.
enum ExitCodeError: Error {
  case failure
}
