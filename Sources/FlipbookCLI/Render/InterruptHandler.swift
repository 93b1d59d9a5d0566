import Dispatch
import Foundation
import Synchronization

/// While a render runs, turns SIGINT (Ctrl-C) and SIGTERM (a scheduler's stop, `kill`) into a clean stop:
/// `cleanup` removes the temporary files of frames being written, a line is printed, and the process exits
/// with 130 (SIGINT) or 143 (SIGTERM), as shells report a process killed by those signals. Frames already
/// renamed into place are complete and kept, so `--skip-existing` resumes.
///
/// ```swift
/// let interrupts = InterruptHandler { sink.cancel() }
/// defer { interrupts.stop() }
/// do { try await render() } catch { interrupts.exitIfSignalled(); throw error }
/// ```
final class InterruptHandler {
  private var sources: [any DispatchSourceSignal] = []
  /// Set as soon as a signal arrives, before the cleanup (which makes the render itself fail).
  private let signalled = SignalFlag()

  init(cleanup: @escaping @Sendable () -> Void) {
    for (number, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [signalled] in
        signalled.value.store(true, ordering: .sequentiallyConsistent)
        cleanup()
        let name = number == SIGINT ? "SIGINT" : "SIGTERM"
        FileHandle.standardError.write(Data("flipbook: \(name): stopped; unfinished files removed\n".utf8))
        exit(status)
      }
      source.resume()
      sources.append(source)
    }
  }

  /// When a signal arrived, waits for its handler to finish the cleanup and exit with 130 or 143 (the
  /// render fails as a consequence of the cleanup; that failure must not exit first, with 1).
  func exitIfSignalled() {
    guard signalled.value.load(ordering: .sequentiallyConsistent) else { return }
    while true { sleep(1) }
  }

  /// Restores the default handling of both signals.
  func stop() {
    for source in sources { source.cancel() }
    sources = []
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
  }
}

/// Whether a signal arrived; shared with the signal handlers.
private final class SignalFlag: Sendable {
  let value = Atomic<Bool>(false)
}
