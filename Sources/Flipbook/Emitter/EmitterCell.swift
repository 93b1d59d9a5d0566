import FlipbookGeometry

/// Core Animation's `CAEmitterCell`: what one kind of particle looks like and how it moves, with the
/// random spread of each value.
///
/// A value `M` with a range `R` is drawn for each particle uniformly from `[M − R/2, M + R/2]`. Angles
/// are in radians here (the timeline format takes degrees), times in seconds, speeds per second.
///
/// ```swift
/// var cell = EmitterCell()
/// cell.contentsShape = .square
/// cell.birthRate = 20
/// cell.lifetime = 4
/// cell.velocity = 120
/// cell.emissionLongitude = .pi / 2  // down the screen
/// cell.emissionRange = .pi / 4
/// cell.yAcceleration = 200
/// cell.spin = 3
/// emitter.emitterCells = [cell]
/// ```
public struct EmitterCell: Sendable, Hashable {
  /// The shapes a cell without an image draws (a Flipbook extension), each
  /// ``EmitterCell/shapeSize`` points across at scale 1.
  public enum ContentsShape: String, CaseIterable, Sendable, Hashable {
    case circle, square, triangle
  }

  /// How wide a ``contentsShape`` is at scale 1, in points.
  public static let shapeSize = 10.0

  /// The cell's name.
  public var name: String?
  /// The particle's picture, drawn at its size in points times the particle's scale.
  public var contents: Image?
  /// The shape drawn when there is no image.
  public var contentsShape = ContentsShape.square
  /// Multiplies the contents (or fills the shape).
  public var color = Color.white
  /// Particles per second.
  public var birthRate = 0.0
  public var lifetime = 0.0
  public var lifetimeRange = 0.0
  /// Points per second along the emission direction.
  public var velocity = 0.0
  public var velocityRange = 0.0
  /// The direction's angle out of the screen's plane (0: in it).
  public var emissionLatitude = 0.0
  /// The direction's angle in the screen's plane, from +x towards +y (down).
  public var emissionLongitude = 0.0
  /// The directions spread over a cone of this full angle about the emission direction.
  public var emissionRange = 0.0
  public var xAcceleration = 0.0
  public var yAcceleration = 0.0
  public var zAcceleration = 0.0
  /// Radians per second.
  public var spin = 0.0
  public var spinRange = 0.0
  public var scale = 1.0
  public var scaleRange = 0.0
  /// Added to the scale each second.
  public var scaleSpeed = 0.0
  public var alphaRange = 0.0
  /// Added to the alpha each second.
  public var alphaSpeed = 0.0
  public var redRange = 0.0
  public var greenRange = 0.0
  public var blueRange = 0.0
  public var redSpeed = 0.0
  public var greenSpeed = 0.0
  public var blueSpeed = 0.0
  /// When the cell starts emitting, in the emitter's time from the start of its simulation.
  public var beginTime = 0.0
  /// How long it emits (`infinity`: for ever).
  public var duration = Double.infinity
  /// Cells whose particles each particle of this cell emits, from where it is at each moment, as Core
  /// Animation's sub-cells do (fireworks: a rocket that bursts into sparks). Their `beginTime` and
  /// `duration` count from the emitting particle's birth, and it emits only while it lives; their particles
  /// then live on by themselves. They nest at most ``maximumNesting`` levels.
  ///
  /// ```swift
  /// var spark = EmitterCell()
  /// spark.birthRate = 400
  /// spark.lifetime = 0.8
  /// spark.velocity = 120
  /// spark.emissionRange = 2 * .pi
  /// var rocket = EmitterCell()
  /// rocket.birthRate = 1
  /// rocket.lifetime = 1
  /// rocket.velocity = 300
  /// rocket.emissionLongitude = -.pi / 2  // up the screen
  /// spark.beginTime = 0.9  // of each rocket's life
  /// spark.duration = 0.1
  /// rocket.emitterCells = [spark]
  /// ```
  public var emitterCells: [EmitterCell] = []

  /// How deep cells may nest: an emitter's cells are level 1, their `emitterCells` level 2, and so on.
  public static let maximumNesting = 4

  /// A cell that emits nothing until given a birth rate and a lifetime, as `CAEmitterCell()`.
  public init() {}

  /// What its particles draw.
  public var picture: ParticlePicture { contents.map(ParticlePicture.image) ?? .shape(contentsShape) }

  /// The longest a particle of the cell can live under a lifetime multiplier: what bounds how many are
  /// alive at once.
  public func longestLifetime(multiplier: Double) -> Double {
    max(0, lifetime + lifetimeRange / 2) * max(0, multiplier)
  }

  /// The lifetime of the particle whose generator key is `key`: `lifetime` spread by `lifetimeRange`,
  /// times the layer's `multiplier`.
  func lifetime(ofParticle key: UInt64, multiplier: Double) -> Double {
    (lifetime + (ParticleRandom.unit(key, draw: EmitterLayer.Draw.lifetime.rawValue) - 0.5) * lifetimeRange)
      * multiplier
  }

  /// The longest time after its birth that a particle of the cell, or a particle of its `emitterCells` it
  /// emitted (at any depth), can be alive: its own longest lifetime plus the longest reach of its sub-cells
  /// (each emits only while the particle lives).
  public func longestReach(multiplier: Double) -> Double {
    longestLifetime(multiplier: multiplier)
      + emitterCells.reduce(0) { max($0, $1.longestReach(multiplier: multiplier)) }
  }

  /// `cells` and their `emitterCells` in pre-order (each cell, then its sub-cells' trees in order): the order
  /// in which ``ParticleBuffer/picture`` numbers them.
  ///
  /// ```swift
  /// EmitterCell.flattened([rocket]).count  // 2: the rocket, then its spark
  /// ```
  public static func flattened(_ cells: [EmitterCell]) -> [EmitterCell] {
    cells.flatMap { [$0] + flattened($0.emitterCells) }
  }

  /// How many cells `cell` and its `emitterCells` are, at every depth: its share of ``flattened(_:)``.
  static func flattenedCount(_ cell: EmitterCell) -> Int {
    cell.emitterCells.reduce(1) { $0 + flattenedCount($1) }
  }
}
