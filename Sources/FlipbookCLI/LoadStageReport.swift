import FlipbookTimeline
import Foundation

/// `flipbook validate --stages`: each loading stage's wall time and the process's resident memory when it
/// ends, on standard error, so that where a large timeline's time and bytes go can be read stage by stage.
///
/// ```text
/// big.json: read 0.021 s, resident 51 MB
/// big.json: parse 0.146 s, resident 114 MB
/// ```
@MainActor
final class LoadStageReport {
  private let file: String
  private let clock = ContinuousClock()
  private var last: ContinuousClock.Instant

  /// Starts timing `file`'s load (its first stage, reading the file, ends at ``readDone()``).
  init(file: String) {
    self.file = file
    last = clock.now
  }

  /// The observer to give the loader.
  var observer: TimelineLoadObserver { { [self] stage in report(stage.rawValue) } }

  /// Reports the end of reading the file.
  func readDone() { report("read") }

  private func report(_ stage: String) {
    let now = clock.now
    let elapsed = (now - last).inSeconds
    last = now
    let resident = Self.residentBytes().map { ", resident \($0 / 1_000_000) MB" } ?? ""
    Diagnostics.error("\(file): \(stage) \(String(format: "%.3f", elapsed)) s\(resident)")
  }

  /// The resident set size now (Linux's `/proc/self/statm`, in pages), or nil where it cannot be read.
  private static func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
