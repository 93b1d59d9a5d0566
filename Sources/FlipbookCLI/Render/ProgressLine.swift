import Foundation

/// A one-line progress report on standard error (frames done/total, frames per second, time left), shown
/// only when standard error is a terminal.
struct ProgressLine {
  private let total: Int
  private let enabled: Bool
  private let start = ContinuousClock.now
  private var done = 0
  private var lastDraw = ContinuousClock.now

  init(total: Int) {
    self.total = total
    enabled = isatty(STDERR_FILENO) == 1 && total > 0
  }

  mutating func frameDone() {
    done += 1
    guard enabled else { return }
    let now = ContinuousClock.now
    guard done == total || now - lastDraw > .milliseconds(100) else { return }
    lastDraw = now
    let elapsed = (now - start).inSeconds
    let fps = elapsed > 0 ? Double(done) / elapsed : 0
    let eta = fps > 0 ? Double(total - done) / fps : 0
    let line =
      "\r\(done)/\(total) frames  \(String(format: "%.1f", fps)) fps  ETA \(String(format: "%.0f", eta)) s"
    FileHandle.standardError.write(Data(line.utf8))
  }

  func finish() {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\n".utf8))
  }
}
