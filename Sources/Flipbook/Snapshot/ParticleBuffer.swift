import FlipbookGeometry

/// The live particles of a snapshot's emitter layers, one flat array per field (no object per particle),
/// in drawing order; `LayerNode.particles` says which belong to which layer. A window reuses the arrays
/// from frame to frame.
///
/// Positions are in the emitter layer's coordinates; `angle` is the spin so far in radians; the colour
/// multiplies the cell's picture.
///
/// ```swift
/// let node = snapshot.layers[i]
/// for p in node.particles { print(snapshot.particles.x[p], snapshot.particles.y[p]) }
/// ```
public struct ParticleBuffer: Sendable, Hashable {
  public var x: [Double] = []
  public var y: [Double] = []
  public var z: [Double] = []
  public var scale: [Double] = []
  public var angle: [Double] = []
  public var red: [Double] = []
  public var green: [Double] = []
  public var blue: [Double] = []
  public var alpha: [Double] = []
  /// What each draws: an index into the emitter layer's `pictures`.
  public var picture: [Int32] = []
  /// The time each was born, in the emitter's simulation time (what the render modes sort by).
  public var birth: [Double] = []

  public init() {}

  /// How many particles the buffer holds.
  public var count: Int { x.count }

  /// Empties the buffer, keeping its storage for the next frame.
  public mutating func removeAll() {
    x.removeAll(keepingCapacity: true)
    y.removeAll(keepingCapacity: true)
    z.removeAll(keepingCapacity: true)
    scale.removeAll(keepingCapacity: true)
    angle.removeAll(keepingCapacity: true)
    red.removeAll(keepingCapacity: true)
    green.removeAll(keepingCapacity: true)
    blue.removeAll(keepingCapacity: true)
    alpha.removeAll(keepingCapacity: true)
    picture.removeAll(keepingCapacity: true)
    birth.removeAll(keepingCapacity: true)
  }

  /// Reorders the particles in `range` so that the one at offset `k` is the one that was at
  /// `range.lowerBound + order[k]`.
  mutating func permute(_ range: Range<Int>, by order: [Int]) {
    func apply<T>(_ array: inout [T]) {
      let old = Array(array[range])
      for (k, source) in order.enumerated() { array[range.lowerBound + k] = old[source] }
    }
    apply(&x)
    apply(&y)
    apply(&z)
    apply(&scale)
    apply(&angle)
    apply(&red)
    apply(&green)
    apply(&blue)
    apply(&alpha)
    apply(&picture)
    apply(&birth)
  }
}

/// What a particle of an emitter's cell draws: a shape of its own, or an image.
public enum ParticlePicture: Sendable, Hashable {
  case shape(EmitterCell.ContentsShape)
  case image(Image)
}
