import Flipbook
import FlipbookGeometry
import FlipbookRender

/// Draws pictures of what Lottie shapes cannot say, with Flipbook's own renderer, as PNG files: a view's own
/// layer (shadow, background, image or text, border) and a transitioning view's subtree at one frame.
protocol PictureMaker {
  /// A picture of `node`'s own layer showing `content`, drawn through `toPixels` (from the node's bounds
  /// coordinates to the picture's pixels) on `width` × `height` pixels.
  func layer(_ node: RenderNode, content: NodeContent?, toPixels: AffineTransform, width: Int, height: Int)
    throws
    -> [UInt8]
  /// A picture of node `index` of `snapshot` and its subtree, whose superview's matrix to canvas points is
  /// `parent`, on a canvas of `size` points at `pixelsPerPoint`.
  func subtree(
    _ index: Int, of snapshot: RenderSnapshot, parent: AffineTransform, size: Size, pixelsPerPoint: Double
  )
    throws -> [UInt8]
  /// A picture of the layers `range` of `layers` (top-level ones, with their subtrees and masks) and the
  /// emitters' `particles`, whose superlayer's matrix to canvas points is `parent`, on a canvas of `size`
  /// points at `pixelsPerPoint`.
  func layers(
    _ range: Range<Int>, of layers: [LayerNode], particles: ParticleBuffer, parent: AffineTransform,
    size: Size,
    pixelsPerPoint: Double
  ) throws -> [UInt8]
}

/// The ``PictureMaker`` that draws with ``SnapshotRenderer`` and encodes with ``PNGEncoder``.
struct RenderedPictures: PictureMaker {
  func layer(_ node: RenderNode, content: NodeContent?, toPixels: AffineTransform, width: Int, height: Int)
    throws
    -> [UInt8]
  {
    var copy = node
    copy.center = .zero
    copy.transform = .identity
    copy.alpha = 1
    copy.isHidden = false
    copy.subtreeEnd = 2
    copy.content = content == nil ? nil : 0
    copy.transition = nil
    copy.displayList = nil
    copy.layers = nil  // drawn as Lottie layers of their own
    // The root's matrix undoes the copy's own (a move by half its size and its bounds origin).
    let b = node.bounds
    let root = RenderNode(
      subtreeEnd: 2, center: .zero, bounds: .zero,
      transform: AffineTransform(
        translationX: b.size.width / 2 + b.origin.x, y: b.size.height / 2 + b.origin.y
      )
      .concatenating(toPixels))
    let snapshot = RenderSnapshot(
      time: 0, size: Size(width: Double(width), height: Double(height)), nodes: [root, copy],
      contents: content.map { [$0] } ?? [])
    return try draw(snapshot, pixelsPerPoint: 1)
  }

  func subtree(
    _ index: Int, of snapshot: RenderSnapshot, parent: AffineTransform, size: Size, pixelsPerPoint: Double
  )
    throws -> [UInt8]
  {
    let end = Int(snapshot.nodes[index].subtreeEnd)
    var nodes = [
      RenderNode(
        subtreeEnd: Int32(end - index + 1), center: Point(x: 0, y: 0), bounds: .zero, transform: parent)
    ]
    for node in snapshot.nodes[index..<end] {
      var copy = node
      copy.subtreeEnd = node.subtreeEnd - Int32(index) + 1
      nodes.append(copy)
    }
    var part = snapshot
    part.nodes = nodes
    part.size = size
    return try draw(part, pixelsPerPoint: pixelsPerPoint)
  }

  func layers(
    _ range: Range<Int>, of layers: [LayerNode], particles: ParticleBuffer, parent: AffineTransform,
    size: Size,
    pixelsPerPoint: Double
  ) throws -> [UInt8] {
    // A view of no size at the origin whose matrix is `parent` holds the layers (a zero-size view clips
    // nothing: it does not clip to its bounds).
    var holder = RenderNode(subtreeEnd: 2, center: .zero, bounds: .zero)
    holder.layers = LayerSpan(
      start: Int32(range.lowerBound), split: Int32(range.upperBound), end: Int32(range.upperBound))
    let root = RenderNode(subtreeEnd: 2, center: .zero, bounds: .zero, transform: parent)
    let snapshot = RenderSnapshot(
      time: 0, size: size, nodes: [root, holder], layers: layers, particles: particles)
    return try draw(snapshot, pixelsPerPoint: pixelsPerPoint)
  }

  private func draw(_ snapshot: RenderSnapshot, pixelsPerPoint: Double) throws -> [UInt8] {
    let renderer = SnapshotRenderer(scale: pixelsPerPoint, background: nil)
    let (width, height) = renderer.pixelSize(for: snapshot.size)
    let canvas = try CairoCanvas(width: max(width, 1), height: max(height, 1))
    try renderer.render(snapshot, into: canvas)
    var encoder = PNGEncoder(compressionLevel: 9, colorType: .rgba)
    return encoder.encode(canvas)
  }
}
