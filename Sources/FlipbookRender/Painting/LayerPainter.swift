import CCairo
import Flipbook
import FlipbookGeometry

/// Draws one node's own layer — background, content (image or text), `draw(_:)` output and border — into
/// a Cairo context, in Core Animation's order and with its rules:
///
/// - the background fills the bounds rounded by the corner radius;
/// - an image is laid out by `contentMode` and `contentStretch` and is not clipped to the bounds (it may
///   stick out), text and `draw(_:)` output are clipped to the bounds rectangle; the corner radius does not
///   round content unless `clipsToBounds` is set, as with `CALayer.contents`;
/// - the border lies inside the bounds, follows the rounded corners and is drawn over the content and the
///   subviews (the caller draws it after the subtree).
///
/// `clipsToBounds` clipping (to the rounded bounds) is the caller's.
struct LayerPainter {
  let context: CairoContext
  let snapshot: RenderSnapshot
  let cache: RenderCache

  /// The node's background, rounded.
  func background(_ node: RenderNode, matrix: AffineTransform, alphaScale: Double = 1) {
    guard let color = node.backgroundColor else { return }
    context.fill(
      node.bounds, radius: node.style.radius(in: node.bounds), matrix: matrix, color: color,
      alphaScale: alphaScale)
  }

  /// The node's image or text and its `draw(_:)` output.
  func content(_ node: RenderNode, matrix: AffineTransform) {
    switch content(of: node) {
    case .image(let image): ImagePainter(context: context).draw(image, in: node, matrix: matrix)
    case .text(let text): drawText(text, in: node.bounds, matrix: matrix)
    case .textPiece(let piece):
      drawText(piece.text, in: piece.layoutBounds, matrix: matrix, range: piece.range)
    case nil: break
    }
    if let list = displayList(of: node) {
      DisplayListPlayer(context: context).play(list, matrix: matrix, bounds: node.bounds)
    }
  }

  /// The border: the rounded bounds minus the rounded bounds inset by the border width (whose corners
  /// are the radius minus the width), filled with the border colour.
  func border(_ node: RenderNode, matrix: AffineTransform) {
    let style = node.style
    guard style.hasBorder else { return }
    context.fillBorder(
      node.bounds, radius: style.radius(in: node.bounds.standardized), width: style.borderWidth,
      color: style.borderColor, matrix: matrix)
  }

  /// Everything the node itself draws, border included, clipped as `clipsToBounds` says: the picture
  /// whose alpha casts the node's shadow.
  func face(_ node: RenderNode, matrix: AffineTransform) {
    if node.clipsToBounds {
      context.saveAndClip(to: node.bounds, radius: node.style.radius(in: node.bounds), matrix: matrix)
    }
    background(node, matrix: matrix)
    content(node, matrix: matrix)
    border(node, matrix: matrix)
    if node.clipsToBounds { context.restore() }
  }

  /// The node's content entry, if it has a valid one.
  func content(of node: RenderNode) -> NodeContent? {
    guard let index = node.content.map(Int.init), index >= 0, index < snapshot.contents.count else {
      return nil
    }
    return snapshot.contents[index]
  }

  /// The node's display list, if it has a valid one with commands.
  func displayList(of node: RenderNode) -> DisplayList? {
    guard let index = node.displayList.map(Int.init), index >= 0, index < snapshot.displayLists.count else {
      return nil
    }
    let list = snapshot.displayLists[index]
    return list.commands.isEmpty ? nil : list
  }

  /// Whether the node draws only its background (no content, border or shadow), so a single fill.
  func drawsOnlyBackground(_ node: RenderNode) -> Bool {
    node.content == nil && displayList(of: node) == nil && !node.style.hasBorder && !node.style.hasShadow
  }
}

extension RenderNode {
  /// The part of the node's bounds coordinates its own layer can draw in, shadow left out: the bounds,
  /// and an image sticking out of them when `clipsToBounds` is off.
  func faceExtent(_ contents: [NodeContent]) -> Rect {
    let bounds = self.bounds.standardized
    guard !clipsToBounds, let index = content.map(Int.init), index >= 0, index < contents.count,
      case .image(let image) = contents[index]
    else { return bounds }
    let destination = ImageLayout.destination(contentMode, bounds: bounds, imageSize: image.size)
    return destination.width.isFinite && destination.height.isFinite ? bounds.union(destination) : bounds
  }

  /// The part of the node's bounds coordinates its own layer, shadow included, can draw in (not its
  /// subviews): what a picture of the node alone must cover.
  ///
  /// ```swift
  /// let node = RenderNode(subtreeEnd: 1, center: Point(x: 50, y: 50), bounds: Rect(x: 0, y: 0, width: 100, height: 100))
  /// node.drawnExtent([])  // (0, 0, 100, 100): no shadow, no image
  /// ```
  public func drawnExtent(_ contents: [NodeContent]) -> Rect {
    let face = faceExtent(contents)
    guard style.hasShadow, !clipsToBounds else { return face }
    let spread = ShadowPainter.reach(of: style)
    let shadow = face.offsetBy(dx: style.shadowOffset.width, dy: style.shadowOffset.height)
      .insetBy(dx: -spread, dy: -spread)
    return face.union(shadow)
  }
}
