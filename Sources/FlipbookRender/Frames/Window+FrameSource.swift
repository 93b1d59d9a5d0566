import Flipbook
import FlipbookGeometry

/// A window renders itself: it steps its own animation clock to each instant.
///
/// ```swift
/// let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 240))
/// try await FrameRenderer(renderer: SnapshotRenderer()).render(frames: Array(0..<60), from: window, to: sink)
/// ```
extension Window: FrameSource {
  /// The window's bounds size.
  public var canvasSize: Size { bounds.size }

  /// Steps the window's clock to `instant` and takes its snapshot.
  public func snapshot(at instant: FrameInstant) -> RenderSnapshot {
    step(to: instant.time(at: frameRate))
    return renderSnapshot()
  }
}
