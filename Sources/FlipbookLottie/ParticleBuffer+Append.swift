import Flipbook

extension ParticleBuffer {
  /// Appends the particles `range` of `other` (a snapshot's particles, copied out for the layers of one
  /// picture, so that pictures whose particles differ are told apart).
  ///
  /// ```swift
  /// var own = ParticleBuffer()
  /// own.append(node.particles, of: snapshot.particles)
  /// own.count  // node.particles.count
  /// ```
  mutating func append(_ range: Range<Int>, of other: ParticleBuffer) {
    x += other.x[range]
    y += other.y[range]
    z += other.z[range]
    scale += other.scale[range]
    angle += other.angle[range]
    red += other.red[range]
    green += other.green[range]
    blue += other.blue[range]
    alpha += other.alpha[range]
    picture += other.picture[range]
    birth += other.birth[range]
  }
}
