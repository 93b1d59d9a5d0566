import CCairo
import Flipbook
import FlipbookGeometry

/// Draws ranges of a snapshot's nodes into a Cairo context, iteratively (views may nest thousands deep).
///
/// Order and rules follow modern UIKit and Core Animation: pre-order (a superview before its subviews,
/// siblings back to front); each node draws its shadow, fills its bounds (rounded by the corner radius)
/// with its background colour, draws its image or text and replays its display list, then its subviews,
/// clipped to its rounded bounds when `clipsToBounds`, and last its border, over the subviews. A hidden
/// node, or one with alpha 0, skips its whole subtree. Alpha below 1 composites the node, its shadow and
/// its subtree as one group, and so does a mask, whose alpha multiplies that group.
struct SubtreeDrawer {
  let snapshot: RenderSnapshot
  let context: CairoContext
  /// The canvas in device pixels, to bound group surfaces.
  let canvas: Rect
  /// The thread's text layouts and shadow masks.
  let cache: RenderCache
  /// Whether `context` starts unclipped, drawing into the canvas surface itself (true only for a
  /// snapshot's top-level drawing): then, while no clip or group is open, rasterized layers may be
  /// composited straight into the canvas's pixels.
  var startsUnclipped = false

  /// A node whose drawing is still open: its subtree is being drawn.
  private struct OpenNode {
    var index: Int
    var end: Int
    /// Whether a clip to the bounds was pushed for the subtree (popped with `restore`).
    var clipsSubtree = false
    /// The group opacity, when the subtree draws into a group.
    var groupAlpha: Double?
    /// The view's mask layer and the view's drawing matrix, when the group is masked.
    var mask: (index: Int, matrix: AffineTransform)?
    /// The node's drawing matrix, when it has a border to draw over its subviews.
    var borderMatrix: AffineTransform?
    /// The node's layers drawn above its subviews, with its drawing matrix.
    var layersAbove: (Range<Int>, AffineTransform)?
  }

  /// Draws `snapshot.nodes[range]` whose first node's superview has the drawing matrix `parent`.
  ///
  /// `liveRoot` is a node index whose transition is ignored (its live subtree is drawn plainly), so a
  /// transition effect can call back here to draw the container's current state; -1 for none.
  ///
  /// A node whose `transform3D` has depth is drawn with its subtree flattened into its plane and projected
  /// (``drawProjected(_:end:parent:)``); `plane`, when given, is the drawing matrix of the range's first node
  /// itself, which is then drawn flat (the picture being projected).
  func draw(_ range: Range<Int>, parent: AffineTransform, liveRoot: Int = -1, plane: AffineTransform? = nil) {
    let nodes = snapshot.nodes
    var layout = NodeLayout(nodes: nodes, range: range, parent: parent, plane: plane)
    var open: [OpenNode] = []
    // Open nodes that pushed a clip or a group.
    var confining = 0
    var i = range.lowerBound
    while i < range.upperBound {
      while let top = open.last, i >= top.end {
        close(top)
        open.removeLast()
        if top.clipsSubtree || top.groupAlpha != nil { confining -= 1 }
      }
      let unclipped = startsUnclipped && confining == 0
      let node = nodes[i]
      let end = layout.end(i)
      let matrix = layout.matrix(i)
      // A transition's face draws its live root flat: the projection, outside, already holds the transition.
      if node.values.hasDepth && !(plane != nil && i == range.lowerBound) && i != liveRoot {
        if !node.isHidden && node.alpha > 0 {
          // Every visible ancestor with subviews is open, so the innermost open node is the superview.
          drawProjected(i, end: end, parent: open.last.map { layout.matrix($0.index) } ?? parent)
        }
        i = end
        continue
      }
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
      let painter = LayerPainter(context: context, snapshot: snapshot, cache: cache)
      let sprite = LayerSprite(painter: painter)
      // A view whose layer holds layers draws them between its content and its subviews (and after them),
      // so it never takes a leaf's single-picture paths.
      let isLeaf = end == i + 1 && node.layers == nil && node.mask == nil
      var plan: LayerPlan?
      if isLeaf {
        // A leaf's single fill or picture carries its opacity: no group is needed.
        let leafPlan = sprite.plan(node, matrix: matrix, isLeaf: true, unclipped: unclipped)
        cache.layerPaths.record(leafPlan.path)
        switch leafPlan.path {
        case .backgroundFill:
          painter.background(node, matrix: matrix, alphaScale: alpha)
          i = end
          continue
        case .spriteInPieces, .sprite:
          sprite.paint(leafPlan, node, alpha: alpha)
          i = end
          continue
        case .parts: plan = leafPlan
        }
      }
      var entry = OpenNode(index: i, end: end)
      let mask = node.mask.map(Int.init).flatMap { $0 < snapshot.layers.count ? $0 : nil }
      // A view that only holds one layer drawing one paint passes its alpha to that paint: no group.
      let layerAlpha = alpha < 1 && mask == nil && end == i + 1 && foldsAlpha(into: node) ? alpha : 1
      if (alpha < 1 && layerAlpha == 1) || mask != nil {
        guard
          let box = layout.groupBox(
            i, nodes: nodes, contents: snapshot.contents, layers: snapshot.layers, canvas: canvas)
        else {
          i = end
          continue
        }
        context.saveAndClip(toPixels: box)  // sizes the group surface; nothing is drawn outside it
        context.pushGroup()
        entry.groupAlpha = alpha
        entry.mask = mask.map { ($0, matrix) }
      }
      let radius = node.style.radius(in: node.bounds)
      if node.clipsToBounds {
        // Core Animation's masksToBounds clips the layer's own drawing too, shadow included.
        context.saveAndClip(to: node.bounds, radius: radius, matrix: matrix)
      }
      let layerPlan: LayerPlan
      if let plan {
        layerPlan = plan
      } else {
        let drawsUnclipped = unclipped && entry.groupAlpha == nil && !node.clipsToBounds
        layerPlan = sprite.plan(node, matrix: matrix, isLeaf: false, unclipped: drawsUnclipped)
        cache.layerPaths.record(layerPlan.path)
      }
      switch layerPlan.path {
      case .spriteInPieces, .sprite:
        sprite.paint(layerPlan, node, alpha: 1)
      case .backgroundFill, .parts:
        ShadowPainter(painter: painter).draw(node, matrix: matrix)
        painter.background(node, matrix: matrix)
        painter.content(node, matrix: matrix)
      }
      if let span = node.layers {
        let layers = LayerTreePainter(
          context: context, layers: snapshot.layers, scratch: cache.transitionScratch,
          particles: snapshot.particles)
        layers.draw(Int(span.start)..<Int(span.split), parent: matrix, alpha: layerAlpha)
        if span.split < span.end { entry.layersAbove = (Int(span.split)..<Int(span.end), matrix) }
      }
      if node.clipsToBounds && isLeaf { context.restore() }
      if !isLeaf && node.clipsToBounds { entry.clipsSubtree = true }
      if node.style.hasBorder { entry.borderMatrix = matrix }
      if isLeaf {
        close(entry)
      } else {
        open.append(entry)
        if entry.clipsSubtree || entry.groupAlpha != nil { confining += 1 }
      }
      i += 1
    }
    while let top = open.popLast() { close(top) }
  }

  /// Finishes an open node: drops its subtree clip, draws its border over the subtree and composites its
  /// group.
  private func close(_ node: OpenNode) {
    if let (range, matrix) = node.layersAbove {
      LayerTreePainter(
        context: context, layers: snapshot.layers, scratch: cache.transitionScratch,
        particles: snapshot.particles
      ).draw(
        range, parent: matrix)
    }
    if node.clipsSubtree { context.restore() }
    if let matrix = node.borderMatrix {
      LayerPainter(context: context, snapshot: snapshot, cache: cache).border(
        snapshot.nodes[node.index], matrix: matrix)
    }
    if let alpha = node.groupAlpha {
      if let (mask, matrix) = node.mask {
        context.popGroupAndMask(alpha: alpha) {
          LayerTreePainter(context: context, layers: snapshot.layers).draw(mask..<(mask + 1), parent: matrix)
        }
      } else {
        context.popGroupAndPaint(alpha: alpha)
      }
      context.restore()
    }
  }

  /// Whether `node` draws nothing of its own and holds a single layer that draws one paint, so that its
  /// alpha can ride on that paint (``LayerTreePainter/drawsOnePaint(_:in:)``).
  private func foldsAlpha(into node: RenderNode) -> Bool {
    guard let span = node.layers, span.end == span.start + 1, span.split == span.end,
      node.displayList == nil, node.content == nil, (node.backgroundColor?.alpha ?? 0) == 0,
      !node.style.hasBorder, !node.style.hasShadow
    else { return false }
    return LayerTreePainter.drawsOnePaint(Int(span.start), in: snapshot.layers)
  }

  /// Draws node `i`, whose `transform3D` has depth, and its subtree (up to `end`) as Core Animation
  /// flattens a layer into its superlayer's plane: drawn flat in its own plane (its opacity, clip and border
  /// included) as a ``ProjectedPicture``, mapped by its plane map (`RenderNode`'s values' `planeMap`) then
  /// the superview's drawing matrix `parent`. The picture covers what the subtree draws, or the node's own
  /// extent when a view below is projected too.
  private func drawProjected(_ i: Int, end: Int, parent: AffineTransform) {
    let node = snapshot.nodes[i]
    let map = node.values.planeMap.concatenating(Transform3D(parent))
    var layout = NodeLayout(nodes: snapshot.nodes, range: i..<end, parent: .identity, plane: .identity)
    let reach = Rect(x: -65_536, y: -65_536, width: 131_072, height: 131_072)
    guard
      var area = layout.groupBox(
        i, nodes: snapshot.nodes, contents: snapshot.contents, layers: snapshot.layers, canvas: reach)
    else { return }
    if area == reach { area = node.drawnExtent(snapshot.contents).insetBy(dx: -1, dy: -1).integral }
    ProjectedPicture.draw(area: area, map: map, onto: context.raw, scratch: cache.transitionScratch) {
      picture, toSurface in
      SubtreeDrawer(
        snapshot: snapshot, context: picture, canvas: area.applying(toSurface).insetBy(dx: -2, dy: -2),
        cache: cache
      ).draw(i..<end, parent: .identity, plane: toSurface)
    }
  }
}
