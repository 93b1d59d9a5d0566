import Flipbook
import FlipbookRender
import FlipbookTimeline

extension FrameRenderer {
  /// Renders frames of a timeline document in one call: a fresh `TimelinePlayer`, the canvas's background and
  /// scale (unless `scale` is given), all frames unless `frames` says which.
  ///
  /// Returns the player's diagnostics (steps that could not run as written), which `flipbook render` prints.
  ///
  /// ```swift
  /// let document = try TimelineLoader.load(text: json, file: "intro.json").get()
  /// let sink = try FFmpegSink(path: "intro.mp4", settings: VideoSettings(format: .mp4, transparent: false))
  /// try await FrameRenderer.render(document, to: sink, options: FrameRenderOptions(jobs: 4))
  /// ```
  @discardableResult
  public static func render(
    _ document: TimelineDocument, frames: [Int]? = nil, scale: Double? = nil,
    to sink: some FrameSink, options: FrameRenderOptions = FrameRenderOptions(),
    onFrame: (FrameReport) -> Void = { _ in }
  ) async throws -> [TimelineDiagnostic] {
    let player = TimelinePlayer(document: document)
    try await forDocument(document, scale: scale, options: options).render(
      frames: frames ?? Array(0..<document.frameCount), from: player, to: sink, onFrame: onFrame)
    return player.diagnostics
  }
}
