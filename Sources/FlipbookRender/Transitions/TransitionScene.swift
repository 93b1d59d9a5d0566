import CCairo
import Flipbook
import FlipbookGeometry

/// One transition to draw: the container node with its transition, and where it lands on the canvas.
struct TransitionScene {
  let transition: TransitionSnapshot
  /// The container's index in the live snapshot, and one past its subtree.
  let index: Int
  let end: Int
  /// The superview's drawing matrix.
  let parent: AffineTransform
  /// The live container's drawing matrix (bounds coordinates to device pixels).
  let matrix: AffineTransform
  /// The live container's bounds (standardized).
  let bounds: Rect
  /// Eased progress clamped to [0, 1] (NaN counts as 0).
  let progress: Double

  init(transition: TransitionSnapshot, index: Int, end: Int, node: RenderNode, parent: AffineTransform) {
    self.transition = transition
    self.index = index
    self.end = end
    self.parent = parent
    matrix = node.localMatrix.concatenating(parent)
    bounds = node.bounds.standardized
    let p = transition.progress
    progress = p >= 1 ? 1 : (p > 0 ? p : 0)
  }

  /// Device pixels per bounds unit along the container's x and y axes.
  var pixelsPerUnit: (x: Double, y: Double) {
    (
      (matrix.a * matrix.a + matrix.b * matrix.b).squareRoot(),
      (matrix.c * matrix.c + matrix.d * matrix.d).squareRoot()
    )
  }

  /// Whether the before-picture has a container to draw.
  var hasBefore: Bool { !transition.before.nodes.isEmpty }
}

extension SubtreeDrawer {
  /// Draws the live (after) subtree of `scene` as it is, at its place.
  func drawAfter(_ scene: TransitionScene) {
    draw(scene.index..<scene.end, parent: scene.parent, liveRoot: scene.index)
  }

  /// Draws the before-picture of `scene` as it was, at its place (its container in the same superview).
  func drawBefore(_ scene: TransitionScene) {
    guard scene.hasBefore else { return }
    let before = SubtreeDrawer(
      snapshot: scene.transition.before, context: context, canvas: canvas, cache: cache)
    before.draw(0..<scene.transition.before.nodes.count, parent: scene.parent, liveRoot: 0)
  }

  /// The before (`after == false`) or after picture of `scene` drawn into a face surface at about the
  /// container's device resolution, keeping only `region` (default: the whole bounds); `nil` when there is
  /// nothing to draw. The caller destroys it.
  func makeFace(after: Bool, _ scene: TransitionScene, region: Rect? = nil) -> TransitionFace? {
    let limit = min(CairoCanvas.maximumSide, max(2048, 2 * Int(max(canvas.width, canvas.height))))
    let perUnit = TransitionFace.pixelsPerUnit(matrix: scene.matrix)
    let region = region ?? scene.bounds
    if after {
      return TransitionFace(
        snapshot: snapshot, range: scene.index..<scene.end, liveRoot: scene.index, target: scene.bounds,
        region: region, pixelsPerUnit: perUnit, limit: limit, cache: cache)
    }
    guard scene.hasBefore else { return nil }
    let before = scene.transition.before
    return TransitionFace(
      snapshot: before, range: 0..<before.nodes.count, liveRoot: 0, target: scene.bounds, region: region,
      pixelsPerUnit: perUnit, limit: limit, cache: cache)
  }

  /// The whole-pixel device rectangle around `points` (container bounds coordinates), within the canvas;
  /// `nil` when empty.
  func pixelBox(of points: [Point], matrix: AffineTransform) -> Rect? {
    var box = Rect.null
    for p in points {
      let d = p.applying(matrix)
      box = box.union(Rect(x: d.x, y: d.y, width: 0, height: 0))
    }
    guard !box.isNull, box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite
    else { return nil }
    let pixels = box.insetBy(dx: -1, dy: -1).integral.intersection(canvas)
    return pixels.isEmpty ? nil : pixels
  }
}
