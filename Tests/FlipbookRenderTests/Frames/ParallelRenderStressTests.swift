import Flipbook
import FlipbookRender
import FlipbookTimeline
import Foundation
import Testing

/// Cancels parallel renders into files at many moments: whatever the moment, the folder holds only whole
/// frames identical to an uninterrupted render, and no temporary file. Also run under ThreadSanitizer
/// (Documentation/Rendering.md):
///
///     swift test --sanitize=thread --filter "FrameRendererTests|ParallelRenderStressTests"
@MainActor
@Suite struct ParallelRenderStressTests {
  @Test func cancellingDuringParallelWritesLeavesOnlyWholeFrames() async throws {
    let document = try movingDocument()
    let frames = Array(0..<30)
    func renderer(jobs: Int) -> FrameRenderer {
      FrameRenderer(renderer: SnapshotRenderer(), options: FrameRenderOptions(jobs: jobs))
    }
    let reference = MemorySink()
    try await renderer(jobs: 1).render(
      frames: frames, from: TimelinePlayer(document: document), to: reference)
    var cancelled = 0
    for round in 0..<16 {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cancel-\(UUID())")
        .path
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let naming = FrameFileNaming.folder(folder)
      let sink = try FrameFileSink(naming: naming)
      let render = Task { @MainActor in
        try await renderer(jobs: 4).render(frames: frames, from: TimelinePlayer(document: document), to: sink)
      }
      // From at once to about the whole render's length, so that cancellation meets every stage.
      try await Task.sleep(for: .microseconds(round * round * 150))
      render.cancel()
      if case .failure(let error) = await render.result {
        #expect(error is CancellationError, "round \(round): \(error)")
        cancelled += 1
      }
      for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
        #expect(!name.hasPrefix("."), "round \(round): temporary file \(name) left")
        guard let frame = naming.frame(ofFileName: name) else { continue }
        let bytes = FileManager.default.contents(atPath: folder + "/" + name).map { [UInt8]($0) }
        #expect(bytes == reference.frames[frame], "round \(round): frame \(frame) is not the whole frame")
      }
    }
    #expect(cancelled > 0, "no round was cancelled before the render finished")
  }
}
