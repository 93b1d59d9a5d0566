import Flipbook
import FlipbookGeometry

/// The rings benchmark's frames: the render scene's rectangles, each replaced by a stroked ring (a shape
/// layer in the view's layer, a circle of the view's size stroked 4 points wide with round caps) whose
/// `strokeEnd` differs from view to view and from frame to frame, as a screen of loading rings animating.
public enum RingFrames {
  /// `snapshot` with every view but the window drawing a ring instead of its background: frame `k` of a
  /// `strokeEnd` animation whose phase each view starts at its own point.
  public static func rings(_ snapshot: RenderSnapshot, frame k: Int) -> RenderSnapshot {
    var rings = snapshot
    rings.layers.reserveCapacity(snapshot.nodes.count)
    for i in rings.nodes.indices.dropFirst() {
      let bounds = rings.nodes[i].bounds
      let side = min(bounds.size.width, bounds.size.height)
      var values = LayerValues()
      values.bounds = Rect(x: 0, y: 0, width: bounds.size.width, height: bounds.size.height)
      values.position = Point(x: bounds.midX, y: bounds.midY)
      values.path = BezierPath(
        arcCenter: Point(x: bounds.size.width / 2, y: bounds.size.height / 2), radius: max(side / 2 - 3, 1),
        startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
      values.fillColor = nil
      values.strokeColor = rings.nodes[i].backgroundColor?.withAlphaComponent(1) ?? .white
      values.lineWidth = 4
      values.lineCap = "round"
      values.strokeEnd = Double((i * 37 + k * 5) % 100) / 100
      let start = Int32(rings.layers.count)
      rings.layers.append(LayerNode(kind: .shape, id: nil, values: values, subtreeEnd: start + 1))
      rings.nodes[i].backgroundColor = nil
      rings.nodes[i].layers = LayerSpan(start: start, split: start + 1, end: start + 1)
    }
    return rings
  }
}
