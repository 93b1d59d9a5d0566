import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTimeline

/// A timeline player renders its document: whole frames step the player as `flipbook render` always has;
/// motion-blur sub-frame instants step its window's clock between frames.
///
/// ```swift
/// let player = TimelinePlayer(document: document)
/// try await FrameRenderer(renderer: SnapshotRenderer()).render(frames: [0, 30], from: player, to: sink)
/// ```
extension TimelinePlayer: FrameSource {
  /// The document's canvas size.
  public var canvasSize: Size {
    Size(width: Double(document.canvas.width), height: Double(document.canvas.height))
  }

  /// Steps to `instant` and takes the window's snapshot.
  public func snapshot(at instant: FrameInstant) -> RenderSnapshot {
    if instant.fraction == 0 || (currentFrame ?? -1) < instant.frame { step(toFrame: instant.frame) }
    if instant.fraction != 0 { window.step(to: instant.time(at: frameRate)) }
    return window.renderSnapshot()
  }
}
