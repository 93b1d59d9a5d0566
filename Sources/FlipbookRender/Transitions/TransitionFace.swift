import CCairo
import Flipbook
import FlipbookGeometry

/// A picture of one side of a transition (the container's subtree before or after), drawn into a scratch
/// surface of the canvas's pool (`TransitionScratch`) in the container's bounds coordinates, for effects that bend or turn it in ways Cairo's
/// affine drawing cannot (flips, curls).
///
/// The picture covers the live container's bounds rectangle, or the part of it an effect needs (what lies
/// outside is cut off), at about the device resolution the container has on the canvas, so sampling it back
/// is close to 1:1.
struct TransitionFace {
  /// The face's pixels, a scratch surface of the canvas's pool.
  let scratch: ScratchSurface
  private let pool: TransitionScratch
  /// Maps face pixels to the live container's bounds coordinates.
  let toBounds: AffineTransform

  /// Draws `snapshot.nodes[range]`, whose first node is the subtree's root, with the root's bounds
  /// standing for the rectangle `target` (the live container's bounds, in its coordinates), keeping only
  /// the part in `region` (within `target`), at `pixelsPerUnit` face pixels per unit (each side at most
  /// `limit` pixels). `liveRoot` is the root's index when the root carries the transition being drawn.
  ///
  /// Returns `nil` when nothing has area or Cairo cannot make the surface.
  init?(
    snapshot: RenderSnapshot, range: Range<Int>, liveRoot: Int, target: Rect, region: Rect,
    pixelsPerUnit: (x: Double, y: Double), limit: Int, cache: RenderCache
  ) {
    let root = snapshot.nodes[range.lowerBound]
    let bounds = root.bounds.standardized
    let region = region.standardized
    func side(_ value: Double) -> Int {
      guard value.isFinite else { return limit }
      return Int(min(max(value.rounded(.up), 1), Double(limit)))
    }
    let pixelWidth = side(region.width * pixelsPerUnit.x)
    let pixelHeight = side(region.height * pixelsPerUnit.y)
    // The region lies within the target, which the root's bounds fill: an opaque, unstyled background
    // of the root paints every face pixel, so the surface need not be cleared first.
    let coversFace =
      (root.backgroundColor?.alpha ?? 0) >= 1 && root.alpha >= 1 && !root.isHidden && root.style == .plain
      && root.localMatrix.isUsableByCairo
    guard bounds.width > 0, bounds.height > 0, target.width > 0, target.height > 0, region.width > 0,
      region.height > 0,
      let scratch = cache.transitionScratch.surface(
        width: pixelWidth, height: pixelHeight, clear: !coversFace)
    else { return nil }
    guard let cr = cairo_create(scratch.surface) else {
      cache.transitionScratch.release(scratch)
      return nil
    }
    defer { cairo_destroy(cr) }
    let sx = Double(pixelWidth) / region.width
    let sy = Double(pixelHeight) / region.height
    // Root bounds → target → face pixels. The root's drawing matrix must be `faceMatrix`; the drawer
    // composes the root's local matrix with the parent's, so the parent is the local matrix undone.
    let rootToTarget = AffineTransform(translationX: -bounds.minX, y: -bounds.minY)
      .concatenating(AffineTransform(scaleX: target.width / bounds.width, y: target.height / bounds.height))
      .concatenating(AffineTransform(translationX: target.minX, y: target.minY))
    let faceMatrix =
      rootToTarget
      .concatenating(AffineTransform(translationX: -region.minX, y: -region.minY))
      .concatenating(AffineTransform(scaleX: sx, y: sy))
    let local = root.localMatrix
    if local.isUsableByCairo {
      let drawer = SubtreeDrawer(
        snapshot: snapshot, context: CairoContext(raw: cr),
        canvas: Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight)), cache: cache)
      drawer.draw(range, parent: local.inverted().concatenating(faceMatrix), liveRoot: liveRoot)
    }
    cairo_surface_flush(scratch.surface)
    self.scratch = scratch
    pool = cache.transitionScratch
    self.toBounds = AffineTransform(scaleX: 1 / sx, y: 1 / sy)
      .concatenating(AffineTransform(translationX: region.minX, y: region.minY))
  }

  /// A new surface pattern of the face with bilinear filtering and `extend`. The caller owns it.
  func pattern(extend: cairo_extend_t) -> OpaquePointer {
    Self.pattern(of: scratch.surface, extend: extend)
  }

  /// A new surface pattern of `surface` with bilinear filtering and `extend`. The caller owns it.
  static func pattern(of surface: OpaquePointer, extend: cairo_extend_t) -> OpaquePointer {
    let pattern = cairo_pattern_create_for_surface(surface)!
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(pattern, extend)
    return pattern
  }

  /// The face's size in pixels.
  var width: Int { scratch.width }
  var height: Int { scratch.height }

  /// Gives the surface back to the pool; every pattern of it must have been destroyed.
  func destroy() { pool.release(scratch) }

  /// Face pixels per device pixel. Deliberately not 1: Cairo 1.16 turns a pattern matrix with an
  /// eigenvalue of exactly ±1 (which every bent piece's map has along its unbent direction when the face is
  /// drawn 1:1) into a bogus pixman offset now and then, and fails with an out-of-memory error.
  static let oversampling = 1.03125

  /// Face pixels per unit of the container's bounds for a container drawn with `matrix`: its device
  /// scale along each of its axes, times `oversampling`.
  static func pixelsPerUnit(matrix: AffineTransform) -> (x: Double, y: Double) {
    (
      (matrix.a * matrix.a + matrix.b * matrix.b).squareRoot() * oversampling,
      (matrix.c * matrix.c + matrix.d * matrix.d).squareRoot() * oversampling
    )
  }
}
