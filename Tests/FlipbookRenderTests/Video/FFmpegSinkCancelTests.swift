import Dispatch
import FlipbookTiming
import Foundation
import Synchronization
import Testing

@testable import FlipbookRender

/// `FFmpegSink.cancel()` runs on a signal handler's queue while the render thread may be in `write`: the
/// write in flight stops with `CancellationError` (a blocked send included), nothing is left on disk, and
/// later writes throw instead of sending on a closed descriptor.
@Suite(.serialized) struct FFmpegSinkCancelTests {
  /// Stand-ins for ffmpeg: one that never reads its input (so sends block once the socket is full) and one
  /// that reads everything (so sends keep succeeding until the cancel).
  static let programs = ["exec sleep 600", "exec cat > /dev/null"]

  @Test(arguments: programs)
  func cancellingDuringWritesStopsThemAndRemovesTheFiles(program: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ffmpeg-cancel-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fake = folder + "/fake-ffmpeg"
    // Written through a close-on-exec descriptor: a process spawned meanwhile by another test must not
    // inherit it, or running the script fails with "text file busy".
    let script = Array("#!/bin/sh\n\(program)\n".utf8)
    let descriptor = open(fake, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    #expect(descriptor >= 0)
    #expect(write(descriptor, script, script.count) == script.count)
    close(descriptor)
    let output = folder + "/out/clip.mp4"
    let sink = try FFmpegSink(
      path: output, settings: VideoSettings(format: .mp4, transparent: false), executable: fake)
    try sink.start(FrameStream(width: 128, height: 128, frames: [0], frameRate: FrameRate(numerator: 30)))
    let frame = EncodedFrame(frame: 0, bytes: [UInt8](repeating: 7, count: 64 * 64 * 4))
    // The writer is a thread of its own, as the render's is: a send blocked on the cooperative pool could
    // starve the test's own task on a loaded machine.
    let writes = Atomic<Int>(0)
    let failure = Mutex<(any Error)?>(nil)
    let finished = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      while true {
        do { try sink.write(frame) } catch {
          failure.withLock { $0 = error }
          break
        }
        writes.add(1, ordering: .relaxed)
      }
      finished.signal()
    }
    let deadline = ContinuousClock.now + .seconds(30)
    while writes.load(ordering: .relaxed) == 0, ContinuousClock.now < deadline { usleep(10_000) }
    usleep(100_000)
    sink.cancel()  // from this thread, as from a signal handler's queue
    #expect(finished.wait(timeout: .now() + 30) == .success, "the write in flight did not end")
    #expect(writes.load(ordering: .relaxed) > 0)
    let error = failure.withLock { $0 }
    #expect(error is CancellationError, "\(String(describing: error))")
    #expect(throws: CancellationError.self) { try sink.write(frame) }
    let left = try FileManager.default.contentsOfDirectory(atPath: folder + "/out")
    #expect(left.isEmpty, "left behind: \(left)")
  }
}
