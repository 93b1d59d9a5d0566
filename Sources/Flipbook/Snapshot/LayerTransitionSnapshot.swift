import FlipbookGeometry

/// A ``LayerTransition`` in flight on a layer, as the renderer needs it: the layer's node in a snapshot
/// refers to it, and the renderer draws `before` (the layer's subtree when the transition was added) beside
/// the live subtree.
///
/// ```swift
/// if let t = node.transition {
///   t.offsets(width: 100, height: 40)  // where the old and new pictures are at `t.progress`
/// }
/// ```
public final class LayerTransitionSnapshot: Sendable, Hashable {
  /// The kind of transition.
  public let type: LayerTransition.Kind
  /// The side a move starts from (a fade ignores it).
  public let subtype: LayerTransition.Subtype
  /// Progress in [0, 1], already paced by the transition's timing function.
  public let progress: Double
  /// The layer's subtree when the transition was added; `before[0]` is the layer. Its nodes carry no
  /// transitions of their own.
  public let before: [LayerNode]
  /// The particles of emitter layers in `before`.
  public let particles: ParticleBuffer

  /// Creates a transition snapshot.
  public init(
    type: LayerTransition.Kind, subtype: LayerTransition.Subtype, progress: Double, before: [LayerNode],
    particles: ParticleBuffer
  ) {
    self.type = type
    self.subtype = subtype
    self.progress = progress
    self.before = before
    self.particles = particles
  }

  /// The translations of the old and the new picture, in the layer's bounds coordinates, for bounds of
  /// `width` × `height`: a move covers the bounds' extent along the subtype's axis.
  public func offsets(width: Double, height: Double) -> (old: Point, new: Point) {
    let d = subtype.direction
    let span = Point(x: d.x * abs(width), y: d.y * abs(height))
    let p = progress
    switch type {
    case .fade: return (.zero, .zero)
    case .moveIn: return (.zero, Point(x: -span.x * (1 - p), y: -span.y * (1 - p)))
    case .push:
      return (Point(x: span.x * p, y: span.y * p), Point(x: -span.x * (1 - p), y: -span.y * (1 - p)))
    case .reveal: return (Point(x: span.x * p, y: span.y * p), .zero)
    }
  }

  public static func == (a: LayerTransitionSnapshot, b: LayerTransitionSnapshot) -> Bool {
    a === b
      || (a.type == b.type && a.subtype == b.subtype && a.progress == b.progress && a.before == b.before
        && a.particles == b.particles)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(subtype)
    hasher.combine(progress)
    hasher.combine(before.count)
  }
}
