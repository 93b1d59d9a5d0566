import CCairo
import Flipbook
import FlipbookGeometry

/// Draws ranges of a snapshot's nodes into a Cairo context, iteratively (views may nest thousands deep).
///
/// Order and rules follow modern UIKit: pre-order (a superview before its subviews, siblings back to
/// front); each node fills its bounds with its background colour, then replays its display list clipped
/// to its bounds, then its subviews, clipped to its bounds when `clipsToBounds`. A hidden node, or one with
/// alpha 0, skips its whole subtree. Alpha below 1 composites the node and its subtree as one group.
struct SubtreeDrawer {
  let snapshot: RenderSnapshot
  let context: CairoContext
  /// The canvas in device pixels, to bound group surfaces.
  let canvas: Rect

  /// A node whose drawing is still open: its subtree is being drawn.
  private struct OpenNode {
    var index: Int
    var end: Int
    /// Whether a clip to the bounds was pushed for the subtree (popped with `restore`).
    var clipsSubtree = false
    /// The group opacity, when the subtree draws into a group.
    var groupAlpha: Double?
  }

  /// Draws `snapshot.nodes[range]` whose first node's superview has the drawing matrix `parent`.
  ///
  /// `liveRoot` is a node index whose transition is ignored (its live subtree is drawn plainly), so a
  /// transition effect can call back here to draw the container's current state; -1 for none.
  func draw(_ range: Range<Int>, parent: AffineTransform, liveRoot: Int = -1) {
    let nodes = snapshot.nodes
    var layout = NodeLayout(nodes: nodes, range: range, parent: parent)
    var open: [OpenNode] = []
    var i = range.lowerBound
    while i < range.upperBound {
      while let top = open.last, i >= top.end {
        close(top)
        open.removeLast()
      }
      let node = nodes[i]
      let end = layout.end(i)
      let matrix = layout.matrix(i)
      if layout.isInvisible(node, i) {
        i = end
        continue
      }
      if let t = node.transition, i != liveRoot, Int(t) < snapshot.transitions.count {
        // Every visible ancestor with subviews is open, so the innermost open node is the superview.
        let parentMatrix = open.last.map { layout.matrix($0.index) } ?? parent
        drawTransition(at: i, end: end, parent: parentMatrix)
        i = end
        continue
      }
      let alpha = min(node.alpha, 1)
      let displayList = displayList(of: node)
      let isLeaf = end == i + 1
      if isLeaf && displayList == nil {
        // Provably the same as a group: one fill, so its alpha can carry the node's opacity.
        if let color = node.backgroundColor {
          context.fill(node.bounds, matrix: matrix, color: color, alphaScale: alpha)
        }
        i = end
        continue
      }
      var entry = OpenNode(index: i, end: end)
      if alpha < 1 {
        guard let box = layout.groupBox(i, nodes: nodes, canvas: canvas) else {
          i = end
          continue
        }
        context.saveAndClip(toPixels: box)  // sizes the group surface; nothing is drawn outside it
        context.pushGroup()
        entry.groupAlpha = alpha
      }
      if let color = node.backgroundColor {
        context.fill(node.bounds, matrix: matrix, color: color)
      }
      if let displayList {
        DisplayListPlayer(context: context).play(displayList, matrix: matrix, bounds: node.bounds)
      }
      if !isLeaf && node.clipsToBounds {
        context.saveAndClip(to: node.bounds, matrix: matrix)
        entry.clipsSubtree = true
      }
      if isLeaf { close(entry) } else { open.append(entry) }
      i += 1
    }
    while let top = open.popLast() { close(top) }
  }

  /// Finishes an open node: drops its subtree clip and composites its group.
  private func close(_ node: OpenNode) {
    if node.clipsSubtree { context.restore() }
    if let alpha = node.groupAlpha {
      context.popGroupAndPaint(alpha: alpha)
      context.restore()
    }
  }

  /// The node's display list, if it has a valid one with commands.
  private func displayList(of node: RenderNode) -> DisplayList? {
    guard let index = node.displayList.map(Int.init), index < snapshot.displayLists.count else { return nil }
    let list = snapshot.displayLists[index]
    return list.commands.isEmpty ? nil : list
  }
}
