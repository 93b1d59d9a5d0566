import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTimeline
import FlipbookTiming

/// Pictures every frame with a player of its own, made for that frame: each frame computed alone, as a
/// single `--frames k` render or a still computes it. `flipbook verify` renders with it to check that a frame
/// alone is the frame in sequence.
///
/// ```swift
/// let alone = FreshPlayerSource(document: document)
/// try await renderer.render(frames: [0, 30], from: alone, to: sink)  // two players, one per frame
/// ```
@MainActor
public final class FreshPlayerSource: FrameSource {
  /// The document each player plays.
  public let document: TimelineDocument
  /// The file name the players' diagnostics name.
  public let file: String
  /// The player of the frame asked last, kept for that frame's motion-blur samples.
  private var current: (frame: Int, player: TimelinePlayer)?

  /// A source for `document`.
  public init(document: TimelineDocument, file: String = "timeline.json") {
    self.document = document
    self.file = file
  }

  public var canvasSize: Size {
    Size(width: Double(document.canvas.width), height: Double(document.canvas.height))
  }

  public var frameRate: FrameRate { document.frameRate }

  /// Makes a player for `instant`'s frame (the same one for later samples of that frame) and pictures it.
  public func snapshot(at instant: FrameInstant) -> RenderSnapshot {
    let player: TimelinePlayer
    if let current, current.frame == instant.frame {
      player = current.player
    } else {
      player = TimelinePlayer(document: document, file: file)
      current = (instant.frame, player)
    }
    return player.snapshot(at: instant)
  }
}
