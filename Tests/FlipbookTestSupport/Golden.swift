import Foundation
import Testing

/// Golden files: bytes a test produced compared with bytes recorded earlier.
///
/// Record with `FLIPBOOK_RECORD_GOLDENS=1 swift test`: every golden the run reaches is written anew, and the
/// test *fails* with "recorded …", so a recording run can never pass for a checking one. Run again without
/// the variable to check.
///
/// ```swift
/// Golden.check(png, against: folder.appendingPathComponent("frame_000000.png")) { actual, expected in
///   actual == expected ? nil : "pixels differ"
/// }
/// ```
public enum Golden {
  /// Whether this run records goldens (`FLIPBOOK_RECORD_GOLDENS=1`).
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["FLIPBOOK_RECORD_GOLDENS"] == "1"
  }

  /// Compares `actual` with the golden at `url` using `difference` (a message when they differ, or nil);
  /// records an issue when they differ or the golden is missing. In record mode writes `actual` there and
  /// records an issue saying so.
  public static func check(
    _ actual: [UInt8], against url: URL, sourceLocation: SourceLocation = #_sourceLocation,
    difference: ([UInt8], [UInt8]) -> String?
  ) {
    if isRecording {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual).write(to: url)
        Issue.record(
          "recorded golden \(url.lastPathComponent); run again without FLIPBOOK_RECORD_GOLDENS to check it",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("could not record golden \(url.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        "no golden \(url.path): record with FLIPBOOK_RECORD_GOLDENS=1 swift test",
        sourceLocation: sourceLocation)
      return
    }
    if let message = difference(actual, [UInt8](expected)) {
      Issue.record("\(url.lastPathComponent): \(message)", sourceLocation: sourceLocation)
    }
  }

  /// Writes a text file next to the goldens in record mode (a library version they were made with); returns
  /// the recorded text otherwise, or "unknown".
  public static func recordedText(at url: URL, current: String) -> String {
    if isRecording { try? current.write(to: url, atomically: true, encoding: .utf8) }
    return (try? String(contentsOf: url, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
      ?? "unknown"
  }
}
