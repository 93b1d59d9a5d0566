import Dispatch
import Foundation

/// While a render runs, turns SIGINT (Ctrl-C) and SIGTERM (a scheduler's stop, `kill`) into a clean stop:
/// `cleanup` removes the temporary files of frames being written, a line is printed, and the process exits
/// with 130 (SIGINT) or 143 (SIGTERM), as shells report a process killed by those signals. Frames already
/// renamed into place are complete and kept, so `--skip-existing` resumes.
///
/// ```swift
/// let interrupts = InterruptHandler { sink.cancel() }
/// defer { interrupts.stop() }
/// ```
final class InterruptHandler {
  private var sources: [any DispatchSourceSignal] = []

  init(cleanup: @escaping @Sendable () -> Void) {
    for (number, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        cleanup()
        let name = number == SIGINT ? "SIGINT" : "SIGTERM"
        FileHandle.standardError.write(Data("flipbook: \(name): stopped; unfinished files removed\n".utf8))
        exit(status)
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Restores the default handling of both signals.
  func stop() {
    for source in sources { source.cancel() }
    sources = []
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
  }
}
