import Flipbook
import FlipbookGeometry
import FlipbookTimeline

/// Every frame of a timeline as the exporter needs it: each view's presentation values, its matrix to the
/// canvas and how its properties are moving, and the tree of views drawn at each frame.
///
/// Made by playing the document frame by frame with a ``TimelinePlayer``, so the values are the engine's own
/// (the same ones `flipbook render` draws).
@MainActor
struct ExportRecording {
  /// One view seen at some frame. `View` is kept so that its identity is not reused while recording.
  struct Track {
    let view: View
    /// The name messages use: `view 'id'`, or the path of an anonymous view.
    let name: String
    /// The snapshot node at each frame the view is in the window, else nil.
    var nodes: [RenderNode?]
    /// The matrix from the view's bounds coordinates to canvas points at each frame.
    var canvasMatrix: [AffineTransform?]
    /// How its properties move at each frame.
    var motions: [[AnimatableProperty: PropertyMotion]]
    /// The image or text it shows at each frame.
    var contents: [NodeContent?]
    /// The transition in flight on it at each frame.
    var transitions: [TransitionSnapshot?]
    /// Its node's index in the frame's snapshot.
    var snapshotIndex: [Int?]
  }

  /// One drawn view of a frame, in pre-order: a superview before its subviews, siblings back to front.
  struct Entry: Hashable {
    /// Index into `tracks`.
    var track: Int
    /// One past the entry index of its last drawn descendant.
    var end: Int
    /// Structure that changes the layers: clipping, content kind and transitions.
    var clips: Bool
    var hasContent: Bool
    var inTransition: Bool
  }

  let frameCount: Int
  let size: Size
  private(set) var tracks: [Track] = []
  /// The drawn tree at each frame (hidden subtrees left out); `frames[k][0]` is the root.
  private(set) var frames: [[Entry]] = []
  /// Snapshot of each frame (for baking pictures of views and transitions).
  private(set) var snapshots: [RenderSnapshot] = []

  private var slots: [ObjectIdentifier: Int] = [:]

  /// Plays `document` and records every frame.
  init(document: TimelineDocument, file: String) {
    let player = TimelinePlayer(document: document, file: file)
    frameCount = player.frameCount
    size = Size(width: Double(document.canvas.width), height: Double(document.canvas.height))
    frames.reserveCapacity(frameCount)
    for k in 0..<frameCount {
      player.step(toFrame: k)
      record(frame: k, player: player)
    }
  }

  private mutating func record(frame k: Int, player: TimelinePlayer) {
    let snapshot = player.window.renderSnapshot()
    snapshots.append(snapshot)
    // The snapshot lists the views in the same pre-order as this walk.
    var order: [View] = []
    order.reserveCapacity(snapshot.nodes.count)
    var stack: [View] = [player.window]
    while let view = stack.popLast() {
      order.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    precondition(order.count == snapshot.nodes.count, "snapshot and view tree disagree")
    var entries: [Entry] = []
    var matrices: [AffineTransform] = []
    var open: [(end: Int, entry: Int, matrix: AffineTransform)] = []
    var i = 0
    while i < order.count {
      while let top = open.last, i >= top.end {
        entries[top.entry].end = entries.count
        open.removeLast()
      }
      let node = snapshot.nodes[i]
      let end = Int(node.subtreeEnd)
      if node.isHidden {
        i = end
        continue
      }
      let slot = self.slot(for: order[i], player: player)
      let matrix = node.localMatrix.concatenating(open.last?.matrix ?? .identity)
      let content = node.content.map { snapshot.contents[Int($0)] }
      let transition = node.transition.map { snapshot.transitions[Int($0)] }
      tracks[slot].nodes[k] = node
      tracks[slot].canvasMatrix[k] = matrix
      tracks[slot].motions[k] = order[i].motions
      tracks[slot].contents[k] = content
      tracks[slot].transitions[k] = transition
      tracks[slot].snapshotIndex[k] = i
      entries.append(
        Entry(
          track: slot, end: entries.count + 1, clips: node.clipsToBounds, hasContent: content != nil,
          inTransition: transition != nil))
      matrices.append(matrix)
      if end > i + 1 { open.append((end, entries.count - 1, matrix)) }
      i += 1
    }
    while let top = open.popLast() { entries[top.entry].end = entries.count }
    frames.append(entries)
  }

  private mutating func slot(for view: View, player: TimelinePlayer) -> Int {
    if let slot = slots[ObjectIdentifier(view)] { return slot }
    let name =
      player.id(of: view).map { "view '\($0)'" }
      ?? "an unnamed view (a subview of \(parentName(view, player)))"
    tracks.append(
      Track(
        view: view, name: name, nodes: Array(repeating: nil, count: frameCount),
        canvasMatrix: Array(repeating: nil, count: frameCount),
        motions: Array(repeating: [:], count: frameCount), contents: Array(repeating: nil, count: frameCount),
        transitions: Array(repeating: nil, count: frameCount),
        snapshotIndex: Array(repeating: nil, count: frameCount)))
    slots[ObjectIdentifier(view)] = tracks.count - 1
    return tracks.count - 1
  }

  private func parentName(_ view: View, _ player: TimelinePlayer) -> String {
    guard let parent = view.superview else { return "nothing" }
    return player.id(of: parent).map { "'\($0)'" } ?? "an unnamed view"
  }

  /// The frame ranges over which the drawn tree stays the same (every frame is in exactly one).
  func epochs() -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = 0
    for k in 1..<max(frameCount, 1) where frames[k] != frames[k - 1] {
      result.append(start..<k)
      start = k
    }
    if frameCount > 0 { result.append(start..<frameCount) }
    return result
  }
}
