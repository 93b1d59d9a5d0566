import Foundation
import Testing

/// Golden files: bytes a test produced compared with bytes recorded earlier.
///
/// Record with `FLIPBOOK_RECORD_GOLDENS=1 swift test`: every golden the run reaches is written anew, and the
/// test *fails* with "recorded …", so a recording run can never pass for a checking one. Run again without
/// the variable to check. When a check fails, the actual bytes are saved beside the golden as
/// `<name>.actual.<ext>` (ignored by git) so the two can be opened side by side; a passing check removes it.
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
    let artifact = actualURL(for: url)
    guard let message = difference(actual, [UInt8](expected)) else {
      try? FileManager.default.removeItem(at: artifact)
      return
    }
    let saved = (try? Data(actual).write(to: artifact)) != nil
    Issue.record(
      "\(url.lastPathComponent): \(message)\(saved ? "; actual saved as \(artifact.path)" : "")",
      sourceLocation: sourceLocation)
  }

  /// Where a failing check saves its actual bytes: `frame_000012.png` → `frame_000012.actual.png`.
  public static func actualURL(for url: URL) -> URL {
    let name = url.deletingPathExtension().lastPathComponent + ".actual"
    let ext = url.pathExtension
    return url.deletingLastPathComponent().appendingPathComponent(ext.isEmpty ? name : "\(name).\(ext)")
  }

  /// Writes a text file next to the goldens in record mode (a library version they were made with); returns
  /// the recorded text otherwise, or "unknown".
  public static func recordedText(at url: URL, current: String) -> String {
    if isRecording { try? current.write(to: url, atomically: true, encoding: .utf8) }
    return (try? String(contentsOf: url, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
      ?? "unknown"
  }
}
