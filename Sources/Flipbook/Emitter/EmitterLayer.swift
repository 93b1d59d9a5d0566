import FlipbookGeometry

/// Core Animation's `CAEmitterLayer`, made exactly reproducible: its cells' particles are born at fixed
/// instants and each one's random values come from a counter-based generator, so the picture at any time is
/// computed directly, without simulating the frames before it.
///
/// Particle `j` of a cell is born at the `j`-th birth instant of the cell's rate (the cell's `birthRate`
/// times the layer's, integrated over time from the start of the simulation, so an animated `birthRate`
/// works); its state at age `a` is a closed form of its birth values (``ParticleRandom``). The layer's
/// `birthRate`, `lifetime`, `velocity`, `scale` and `spin` multiply every cell's.
///
/// ```swift
/// let confetti = EmitterLayer()
/// confetti.emitterPosition = Point(x: 160, y: -10)
/// confetti.emitterSize = Size(width: 320, height: 0)
/// confetti.emitterShape = .line
/// var cell = EmitterCell()
/// cell.birthRate = 30
/// cell.lifetime = 5
/// cell.velocity = 80
/// cell.emissionLongitude = .pi / 2
/// cell.yAcceleration = 150
/// confetti.emitterCells = [cell]
/// view.layer.addSublayer(confetti)
/// ```
public final class EmitterLayer: Layer {
  /// `CAEmitterLayerEmitterShape`'s names: where on the emitter particles are born.
  public enum Shape: String, CaseIterable, Sendable {
    case point, line, rectangle, circle, cuboid, sphere
  }
  /// `CAEmitterLayerEmitterMode`'s names: which part of the shape emits.
  public enum Mode: String, CaseIterable, Sendable {
    case points, outline, surface, volume
  }
  /// `CAEmitterLayerRenderMode`'s names: the order particles are drawn in.
  public enum RenderMode: String, CaseIterable, Sendable {
    case unordered, oldestFirst, oldestLast, backToFront, additive
  }

  /// At most this many particles of one emitter are alive at once: a timeline whose rates and lifetimes
  /// could exceed it is refused when it loads, and the newest ones are kept when a layer set up in code
  /// exceeds it.
  public nonisolated static let maximumParticles = 100_000

  /// The kinds of particle, emitted side by side (each may emit particles of its own `emitterCells`).
  public var emitterCells: [EmitterCell] = []

  public init() { super.init(kind: .emitter) }

  /// An emitter of `cells`.
  public convenience init(cells: [EmitterCell]) {
    self.init()
    emitterCells = cells
  }

  public var emitterPosition: Point {
    get { model.emitterPosition }
    set { setValue(.point(newValue), for: .emitterPosition) }
  }
  public var emitterZPosition: Double {
    get { model.emitterZPosition }
    set { setValue(.number(newValue), for: .emitterZPosition) }
  }
  public var emitterSize: Size {
    get { model.emitterSize }
    set { setValue(.size(newValue), for: .emitterSize) }
  }
  public var emitterDepth: Double {
    get { model.emitterDepth }
    set { setValue(.number(newValue), for: .emitterDepth) }
  }
  public var emitterShape: Shape {
    get { Shape(rawValue: model.emitterShape) ?? .point }
    set { setValue(.keyword(newValue.rawValue), for: .emitterShape) }
  }
  public var emitterMode: Mode {
    get { Mode(rawValue: model.emitterMode) ?? .volume }
    set { setValue(.keyword(newValue.rawValue), for: .emitterMode) }
  }
  public var renderMode: RenderMode {
    get { RenderMode(rawValue: model.renderMode) ?? .unordered }
    set { setValue(.keyword(newValue.rawValue), for: .renderMode) }
  }
  /// Multiplies every cell's birth rate (animatable).
  public var birthRate: Double {
    get { model.birthRate }
    set { setValue(.number(newValue), for: .birthRate) }
  }
  /// Multiplies every particle's lifetime.
  public var lifetime: Double {
    get { model.lifetime }
    set { setValue(.number(newValue), for: .lifetime) }
  }
  /// Multiplies every particle's speed.
  public var velocity: Double {
    get { model.velocity }
    set { setValue(.number(newValue), for: .velocity) }
  }
  /// Multiplies every particle's scale.
  public var scale: Double {
    get { model.scale }
    set { setValue(.number(newValue), for: .scale) }
  }
  /// Multiplies every particle's spin.
  public var spin: Double {
    get { model.spin }
    set { setValue(.number(newValue), for: .spin) }
  }
  /// The generator's seed: the same seed gives the same particles.
  public var seed: UInt64 {
    get { UInt64(bitPattern: Int64(exactly: model.seed) ?? 0) }
    set { setValue(.number(Double(Int64(bitPattern: newValue))), for: .seed) }
  }
  /// Whether particles keep their depth (they are drawn flat, in the layer's plane, either way).
  public var preservesDepth: Bool {
    get { model.preservesDepth }
    set { setValue(.flag(newValue), for: .preservesDepth) }
  }
}
