import FlipbookTiming
import Foundation
import Testing

@testable import FlipbookRender

/// `FFmpegSink.cancel()` runs on a signal handler's queue while the render thread may be in `write`: the
/// write in flight stops with `CancellationError` (a blocked send included), nothing is left on disk, and
/// later writes throw instead of sending on a closed descriptor.
@Suite(.serialized) struct FFmpegSinkCancelTests {
  /// Stand-ins for ffmpeg: one that never reads its input (so sends block once the socket is full) and one
  /// that reads everything (so sends keep succeeding until the cancel).
  static let programs = ["exec sleep 60", "exec cat > /dev/null"]

  @Test(arguments: programs)
  func cancellingDuringWritesStopsThemAndRemovesTheFiles(program: String) async throws {
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
    let frame = EncodedFrame(frame: 0, bytes: [UInt8](repeating: 7, count: 128 * 128 * 4))
    let writer = Task.detached { () -> (writes: Int, error: any Error) in
      var writes = 0
      while true {
        do { try sink.write(frame) } catch { return (writes, error) }
        writes += 1
      }
    }
    try await Task.sleep(for: .milliseconds(200))
    sink.cancel()
    let (writes, error) = await writer.value
    #expect(writes > 0)
    #expect(error is CancellationError, "\(error)")
    #expect(throws: CancellationError.self) { try sink.write(frame) }
    let left = try FileManager.default.contentsOfDirectory(atPath: folder + "/out")
    #expect(left.isEmpty, "left behind: \(left)")
  }
}
