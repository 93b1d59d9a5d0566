import FlipbookGeometry

/// A read-only picture of a window's presentation state at one instant, laid out flat in drawing order.
///
/// Snapshots are plain values: take one on the main actor after stepping the clock, then hand it to any
/// number of threads to draw. Nothing in a snapshot refers back to the mutable views.
///
/// ```swift
/// let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 240))
/// window.step(to: 0.5)
/// let snapshot = window.renderSnapshot()
/// // snapshot.nodes[0] is the window; its subtree ends at snapshot.nodes[0].subtreeEnd.
/// ```
public struct RenderSnapshot: Sendable, Equatable {
  /// The timeline time, in seconds, that the snapshot shows.
  public var time: Double
  /// The window's bounds size in points.
  public var size: Size
  /// Every view of the window in pre-order: a superview before its subviews, siblings back to front.
  /// `nodes[0]` is the window itself.
  public var nodes: [RenderNode]
  /// Recorded `draw(_:)` output, referenced by `RenderNode.displayList`.
  public var displayLists: [DisplayList]
  /// Transitions in flight, referenced by `RenderNode.transition`.
  public var transitions: [TransitionSnapshot]
  /// Images and text shown by views, referenced by `RenderNode.content`. Images are shared, not copied.
  public var contents: [NodeContent]
  /// The layers of views that hold layers (`View.layer`), referenced by `RenderNode.layers`.
  public var layers: [LayerNode]
  /// The live particles of emitter layers, referenced by `LayerNode.particles`.
  public var particles: ParticleBuffer

  /// Creates a snapshot from its parts.
  public init(
    time: Double, size: Size, nodes: [RenderNode], displayLists: [DisplayList] = [],
    transitions: [TransitionSnapshot] = [], contents: [NodeContent] = [], layers: [LayerNode] = [],
    particles: ParticleBuffer = ParticleBuffer()
  ) {
    self.layers = layers
    self.particles = particles
    self.time = time
    self.size = size
    self.nodes = nodes
    self.displayLists = displayLists
    self.transitions = transitions
    self.contents = contents
  }
}

/// One view's presentation values, as the renderer needs them.
///
/// The animatable values read by name through ``values`` (`node.center`, `node.alpha`, …). The drawing matrix
/// of a node is `parent · T(center) · transform · T(−bounds.size / 2 − bounds.origin)`, where `parent` is the
/// superview's drawing matrix (the superview's bounds origin is already in it).
@dynamicMemberLookup
public struct RenderNode: Sendable, Hashable {
  /// One past the index of this node's last descendant: `nodes[i + 1 ..< subtreeEnd]` is the subtree.
  public var subtreeEnd: Int32
  /// The on-screen value of every animatable property (alpha already clamped to [0, 1]).
  public var values: AnimatableValues
  /// A hidden node draws nothing, nor does its subtree.
  public var isHidden: Bool
  /// Whether the subtree is clipped to the bounds.
  public var clipsToBounds: Bool
  /// Pixels per point of the view's own drawn content.
  public var contentScaleFactor: Double
  /// Index into `RenderSnapshot.displayLists`, or `nil` when the view draws nothing of its own.
  public var displayList: Int32?
  /// Index into `RenderSnapshot.transitions`, or `nil` when no transition runs on this view.
  public var transition: Int32?
  /// How the content (an image) is laid out in the bounds (with `contentStretch`, one of the values).
  public var contentMode: ContentMode
  /// Index into `RenderSnapshot.contents`, or `nil` when the view shows no image or text.
  public var content: Int32?
  /// The node's layers in `RenderSnapshot.layers`, or `nil` when its view's layer holds none.
  public var layers: LayerSpan?
  /// The root of the subtree of the view's mask layer in `RenderSnapshot.layers` (after the view's own
  /// layers), or `nil` without a mask: its alpha masks the view and its subviews.
  public var mask: Int32?

  /// Creates a node from its values.
  public init(
    subtreeEnd: Int32, values: AnimatableValues, isHidden: Bool = false, clipsToBounds: Bool = false,
    contentScaleFactor: Double = 1, displayList: Int32? = nil, transition: Int32? = nil,
    contentMode: ContentMode = .scaleToFill, content: Int32? = nil
  ) {
    self.subtreeEnd = subtreeEnd
    self.values = values
    self.isHidden = isHidden
    self.clipsToBounds = clipsToBounds
    self.contentScaleFactor = contentScaleFactor
    self.displayList = displayList
    self.transition = transition
    self.contentMode = contentMode
    self.content = content
  }

  /// Creates a node; every argument but the geometry has UIKit's default.
  public init(
    subtreeEnd: Int32, center: Point, bounds: Rect, transform: AffineTransform = .identity,
    alpha: Double = 1, backgroundColor: Color? = nil, isHidden: Bool = false, clipsToBounds: Bool = false,
    contentScaleFactor: Double = 1, displayList: Int32? = nil, transition: Int32? = nil,
    style: LayerStyle = .plain, contentMode: ContentMode = .scaleToFill,
    contentStretch: Rect = Rect(x: 0, y: 0, width: 1, height: 1), content: Int32? = nil
  ) {
    var values = AnimatableValues(center: center, bounds: bounds)
    values.contentStretch = contentStretch
    values.transform = transform
    values.alpha = alpha
    values.backgroundColor = backgroundColor
    values.style = style
    self.init(
      subtreeEnd: subtreeEnd, values: values, isHidden: isHidden, clipsToBounds: clipsToBounds,
      contentScaleFactor: contentScaleFactor, displayList: displayList, transition: transition,
      contentMode: contentMode, content: content)
  }

  /// Corner radius, border and shadow (part of ``values``).
  public var style: LayerStyle {
    get { values.style }
    set { values.style = newValue }
  }

  /// An animatable value of the node, by name.
  public subscript<T>(dynamicMember keyPath: WritableKeyPath<AnimatableValues, T>) -> T {
    get { values[keyPath: keyPath] }
    set { values[keyPath: keyPath] = newValue }
  }

  /// The matrix from this node's bounds coordinates to its superview's bounds coordinates.
  public var localMatrix: AffineTransform {
    Self.matrix(
      center: values.center, bounds: values.bounds, transform: values.transform,
      anchorPoint: values.anchorPoint)
  }

  /// UIKit's view matrix, `T(−anchorPoint·bounds.size − bounds.origin) · transform · T(center)`: from a
  /// view's bounds coordinates to its superview's, with the transform about the anchor point, which the
  /// center places (the middle of the bounds by default).
  public static func matrix(
    center: Point, bounds: Rect, transform: AffineTransform,
    anchorPoint: Point = AnimatableValues.defaultAnchorPoint
  ) -> AffineTransform {
    // Halving by multiplying by 0.5 is exact, so default-anchored views keep their matrices bit for bit.
    AffineTransform(
      translationX: -anchorPoint.x * bounds.size.width - bounds.origin.x,
      y: -anchorPoint.y * bounds.size.height - bounds.origin.y
    )
    .concatenating(transform)
    .concatenating(AffineTransform(translationX: center.x, y: center.y))
  }
}
