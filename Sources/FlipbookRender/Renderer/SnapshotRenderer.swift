import CCairo
import Flipbook
import FlipbookGeometry

/// Draws `RenderSnapshot`s with Cairo the way modern UIKit composites views.
///
/// Views draw in pre-order (a superview before its subviews, siblings back to front). Each view fills its
/// bounds with its background colour, replays its `draw(_:)` output clipped to its bounds, then draws its
/// subviews, clipped to its bounds when `clipsToBounds`. A hidden view hides its subtree; alpha below 1
/// fades the view and its subtree as one group, so overlapping opaque subviews do not show through each
/// other.
///
/// The renderer is a plain value: share it between threads, each drawing into its own canvas.
///
/// ```swift
/// let renderer = SnapshotRenderer(scale: 2, background: .white)
/// let (width, height) = renderer.pixelSize(for: snapshot.size)
/// let canvas = try CairoCanvas(width: width, height: height)
/// try renderer.render(snapshot, into: canvas)
/// var encoder = PNGEncoder()
/// let png = encoder.encode(canvas)
/// ```
public struct SnapshotRenderer: Sendable, Hashable {
  /// Pixels per point.
  public var scale: Double
  /// The canvas colour under every view, or `nil` for transparent.
  public var background: Color?

  /// Creates a renderer drawing `scale` pixels per point over `background` (`nil`: transparent).
  ///
  /// ```swift
  /// let renderer = SnapshotRenderer(scale: 1, background: nil)
  /// ```
  public init(scale: Double = 1, background: Color? = nil) {
    precondition(scale > 0 && scale.isFinite, "scale must be a positive number of pixels per point")
    self.scale = scale
    self.background = background
  }

  /// The canvas size in pixels for a window of `size` points: each side times `scale`, rounded up (a
  /// side within 10⁻⁹ of a whole number counts as that number).
  ///
  /// ```swift
  /// SnapshotRenderer(scale: 1.5).pixelSize(for: Size(width: 101, height: 40))  // (152, 60)
  /// ```
  public func pixelSize(for size: Size) -> (width: Int, height: Int) {
    (Self.pixels(size.width * scale), Self.pixels(size.height * scale))
  }

  private static func pixels(_ value: Double) -> Int {
    guard value.isFinite else { return value > 0 ? Int(Int32.max) : 0 }
    let nearest = value.rounded()
    let whole = abs(value - nearest) <= 1e-9 * max(1, abs(value)) ? nearest : value.rounded(.up)
    return Int(min(max(whole, 0), Double(Int32.max)))
  }

  /// Draws `snapshot` into `canvas`, replacing all of its pixels. The window's top-left corner is at the
  /// canvas's top-left pixel; views outside the canvas are cut off.
  ///
  /// Throws `RenderError.cairo` if Cairo fails (for example out of memory for a group surface).
  ///
  /// ```swift
  /// try SnapshotRenderer(scale: 1, background: .white).render(snapshot, into: canvas)
  /// ```
  public func render(_ snapshot: RenderSnapshot, into canvas: CairoCanvas) throws {
    guard let cr = cairo_create(canvas.surface) else { throw RenderError.cairo("no context") }
    defer { cairo_destroy(cr) }
    let context = CairoContext(raw: cr)

    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    context.setSource(background ?? .clear)
    cairo_paint(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)

    var drawer = SubtreeDrawer(
      snapshot: snapshot, context: context,
      canvas: Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)),
      cache: canvas.cache)
    drawer.startsUnclipped = true
    drawer.draw(0..<snapshot.nodes.count, parent: AffineTransform(scaleX: scale, y: scale))
    canvas.cache.endFrame()
    if let error = context.error { throw error }
    cairo_surface_flush(canvas.surface)
  }

  /// Draws `snapshot` into a new canvas of `pixelSize(for: snapshot.size)` and encodes it as PNG.
  ///
  /// To render many frames, make one canvas and call `render(_:into:)` and `PNGEncoder.encode(_:)`.
  ///
  /// ```swift
  /// var encoder = PNGEncoder()
  /// let png = try SnapshotRenderer(scale: 1, background: nil).renderPNG(snapshot, encoder: &encoder)
  /// ```
  public func renderPNG(_ snapshot: RenderSnapshot, encoder: inout PNGEncoder) throws -> [UInt8] {
    let (width, height) = pixelSize(for: snapshot.size)
    let canvas = try CairoCanvas(width: width, height: height)
    try render(snapshot, into: canvas)
    return encoder.encode(canvas)
  }
}
