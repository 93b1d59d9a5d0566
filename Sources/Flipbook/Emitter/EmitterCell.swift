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

  /// A cell that emits nothing until given a birth rate and a lifetime, as `CAEmitterCell()`.
  public init() {}

  /// What its particles draw.
  public var picture: ParticlePicture { contents.map(ParticlePicture.image) ?? .shape(contentsShape) }

  /// The longest a particle of the cell can live under a lifetime multiplier: what bounds how many are
  /// alive at once.
  public func longestLifetime(multiplier: Double) -> Double {
    max(0, lifetime + lifetimeRange / 2) * max(0, multiplier)
  }
}
