import Flipbook
import FlipbookTimeline

/// The snapshots of a document's frames computed again when asked for, by a player of its own: a frame is a
/// pure function of the document and its number, so a frame played again is the frame recorded, and the
/// recording need not hold a snapshot per frame.
///
/// ```swift
/// let replay = FrameReplay(document: document, file: "intro.json")
/// let snapshot = replay.snapshot(at: 12)  // as the recording's player drew frame 12
/// ```
@MainActor
final class FrameReplay {
  private let document: TimelineDocument
  private let file: String
  private var player: TimelinePlayer?
  private var lastFrame = -1

  init(document: TimelineDocument, file: String) {
    self.document = document
    self.file = file
  }

  /// The snapshot of frame `frame`; frames asked for in increasing order are played once each.
  func snapshot(at frame: Int) -> RenderSnapshot {
    if player == nil || frame < lastFrame { player = TimelinePlayer(document: document, file: file) }
    let player = player!
    player.step(toFrame: frame)
    lastFrame = frame
    return player.window.renderSnapshot()
  }
}
