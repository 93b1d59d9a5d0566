import Flipbook

/// A view's Core Animation layers over one stretch of frames: the view's place in the tree (to repeat its
/// ancestors in a precomposition) and its layers at each frame, all of one structure.
@MainActor
struct LayerScope {
  let track: ExportRecording.Track
  let frames: Range<Int>
  let entries: [ExportRecording.Entry]
  /// The entry indices from the root to the view, both included.
  let chain: [Int]
  /// The view's layers at each frame of `frames` (offset from its start).
  let layers: [ExportLayers]

  init(
    _ e: Int, entries: [ExportRecording.Entry], parents: [Int], track: ExportRecording.Track,
    frames: Range<Int>
  ) {
    self.track = track
    self.frames = frames
    self.entries = entries
    var chain = [e]
    while let last = chain.last, parents[last] >= 0 { chain.append(parents[last]) }
    self.chain = chain.reversed()
    // Frames where the view is not drawn hold the nearest drawn frame's layers (the recording fills them).
    let known = frames.lazy.compactMap { track.layers[$0] }.first
    self.layers = frames.map { track.layers[$0] ?? known! }
  }

  /// The layers of the first frame (every frame has their structure).
  var first: ExportLayers { layers[0] }

  /// Layer `j`'s values at each frame.
  func values(_ j: Int) -> [LayerValues] { layers.map { $0.nodes[j].values } }

  /// The name notes use: the view, then the layer.
  func name(_ j: Int) -> String {
    first.nodes[j].id.map { "layer '\($0)'" } ?? "an unnamed layer"
  }
}
