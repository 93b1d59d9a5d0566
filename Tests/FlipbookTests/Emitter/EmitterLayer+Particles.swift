import Flipbook

extension EmitterLayer {
  /// The particles alive at the layer's local time `t`, in a buffer of their own.
  func particles(at t: Double) -> ParticleBuffer {
    var buffer = ParticleBuffer()
    appendParticles(atLocalTime: t, to: &buffer)
    return buffer
  }
}
