import Flipbook
import FlipbookGeometry

/// A view's snapshot node at each frame: the values animations change most (alpha, center, bounds,
/// the layer transform, `transform3D`, of which `transform` is the affine part) in series of their own, the rest of the node in one, so that a frame of a fading or moving view
/// costs the bytes of the values that changed, not a whole node's.
///
/// ```swift
/// var nodes = NodeSeries(count: 60)
/// nodes[3] = node      // stored once
/// nodes[4] = faded     // the same node but its alpha: 8 bytes more
/// ```
struct NodeSeries {
  private var rest: FrameSeries<RenderNode?>
  private var alpha: FrameSeries<Double>
  private var center: FrameSeries<Point>
  private var bounds: FrameSeries<Rect>
  private var transform: FrameSeries<Transform3D>

  /// `count` frames without a node.
  init(count: Int) {
    rest = FrameSeries(repeating: nil, count: count)
    alpha = FrameSeries(repeating: 0, count: count)
    center = FrameSeries(repeating: .zero, count: count)
    bounds = FrameSeries(repeating: .zero, count: count)
    transform = FrameSeries(repeating: .identity, count: count)
  }

  /// The number of frames.
  var count: Int { rest.count }

  subscript(frame: Int) -> RenderNode? {
    get {
      guard var node = rest[frame] else { return nil }
      node.values.alpha = alpha[frame]
      node.values.center = center[frame]
      node.values.bounds = bounds[frame]
      node.values.transform3D = transform[frame]
      return node
    }
    set {
      guard var node = newValue else {
        rest[frame] = nil
        return
      }
      alpha[frame] = node.values.alpha
      center[frame] = node.values.center
      bounds[frame] = node.values.bounds
      transform[frame] = node.values.transform3D
      node.values.alpha = 0
      node.values.center = .zero
      node.values.bounds = .zero
      node.values.transform3D = .identity
      rest[frame] = node
    }
  }
}
