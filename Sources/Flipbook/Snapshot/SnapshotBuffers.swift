/// A window's snapshot storage, kept between frames so that taking a snapshot reuses the last one's arrays.
///
/// A window holds the node and layer arrays of its last snapshot. When that snapshot has been released
/// (rendered and dropped), the next `renderSnapshot()` writes into the same memory; while it is still alive (a render
/// thread holds it), the next snapshot gets new storage of the same capacity, so snapshots stay plain
/// immutable values. The cost is that a window keeps one snapshot's worth of nodes alive between frames.
struct SnapshotBuffers {
  var nodes: [RenderNode] = []
  var layers: [LayerNode] = []
  var particles = ParticleBuffer()
  var layerWork: [LayerWalkItem] = []
  var levels: [SnapshotBuilder.Level] = []
  var pendingTracks: [[PendingTrack]] = []
}
