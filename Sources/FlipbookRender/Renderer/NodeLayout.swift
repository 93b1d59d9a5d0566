import Flipbook
import FlipbookGeometry

/// Where a range of snapshot nodes lands on the canvas: each node's drawing matrix, its subtree's end, and
/// on demand the device-space box that bounds everything its subtree draws (shadows and images sticking
/// out of the bounds included).
///
/// Built in one forward pass (matrices: `node.localMatrix` then the parent's matrix) and, only when a group
/// needs it, one backward pass (boxes), both O(node count) with an explicit stack: no recursion.
struct NodeLayout {
  /// The index of the first node of the range.
  let base: Int
  /// Drawing matrix per node: node bounds coordinates to device pixels.
  private(set) var matrices: [AffineTransform] = []
  /// One past each node's last descendant, clamped into its parent's subtree and the range.
  private(set) var ends: [Int] = []
  /// Device-space bounding box of what each subtree draws (`.null` for nothing); built lazily.
  private var boxes: [Rect] = []

  /// Lays out `nodes[range]`, whose first node has the drawing matrix `parent` as its superview's, or, when
  /// `plane` is given, the drawing matrix `plane` itself (a view drawn flat into its own plane, to be
  /// projected).
  init(nodes: [RenderNode], range: Range<Int>, parent: AffineTransform, plane: AffineTransform? = nil) {
    base = range.lowerBound
    matrices.reserveCapacity(range.count)
    ends.reserveCapacity(range.count)
    var open: [(end: Int, matrix: AffineTransform)] = []
    for i in range {
      while let top = open.last, i >= top.end { open.removeLast() }
      let limit = open.last?.end ?? range.upperBound
      let end = min(max(Int(nodes[i].subtreeEnd), i + 1), limit)
      let matrix =
        i == range.lowerBound && plane != nil
        ? plane! : nodes[i].localMatrix.concatenating(open.last?.matrix ?? parent)
      matrices.append(matrix)
      ends.append(end)
      if end > i + 1 { open.append((end, matrix)) }
    }
  }

  /// The drawing matrix of node `i` (an index into the snapshot's nodes).
  @inline(__always)
  func matrix(_ i: Int) -> AffineTransform { matrices[i - base] }

  /// One past the last node of node `i`'s subtree.
  @inline(__always)
  func end(_ i: Int) -> Int { ends[i - base] }

  /// Whether node `i` and its subtree are invisible whatever they contain.
  @inline(__always)
  func isInvisible(_ node: RenderNode, _ i: Int) -> Bool {
    node.isHidden || !(node.alpha > 0) || !matrix(i).isUsableByCairo
  }

  /// The whole-pixel device rectangle, within `canvas`, outside which node `i`'s subtree draws nothing
  /// (with a pixel of margin for anti-aliasing); `nil` when it draws nothing at all.
  mutating func groupBox(
    _ i: Int, nodes: [RenderNode], contents: [NodeContent], layers: [LayerNode] = [], canvas: Rect
  ) -> Rect? {
    if boxes.isEmpty { computeBoxes(nodes, contents, layers) }
    let box = boxes[i - base]
    if box.isNull { return nil }
    let pixels = box.insetBy(dx: -1, dy: -1).integral.intersection(canvas)
    return pixels.isEmpty ? nil : pixels
  }

  /// Fills `boxes`, children before parents (reverse pre-order).
  private mutating func computeBoxes(_ nodes: [RenderNode], _ contents: [NodeContent], _ layers: [LayerNode])
  {
    boxes = [Rect](repeating: .null, count: matrices.count)
    for k in stride(from: matrices.count - 1, through: 0, by: -1) {
      let node = nodes[base + k]
      if k > 0 && node.values.hasDepth && !node.isHidden && node.alpha > 0 {
        boxes[k] = .infinite  // projected: its 2-D matrix does not say where it lands
        continue
      }
      if isInvisible(node, base + k) { continue }
      if node.transition != nil {
        boxes[k] = .infinite  // transition effects may draw outside the bounds
        continue
      }
      var own = node.drawnExtent(contents).applying(matrices[k])
      if let span = node.layers {
        let drawn = LayerTreePainter.extent(of: Int(span.start)..<Int(span.end), in: layers)
        if !drawn.isNull { own = own.union(drawn.applying(matrices[k])) }
      }
      var children = Rect.null
      var j = k + 1
      while j < ends[k] - base {
        children = children.union(boxes[j])
        j = ends[j] - base
      }
      if node.clipsToBounds { children = children.intersection(own) }
      boxes[k] = own.union(children)
    }
  }
}
