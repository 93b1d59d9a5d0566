/// The counter-based generator behind every random value of a particle: a draw is a pure function of the
/// emitter's seed, the cell's index, the particle's birth index and the draw's index, so any particle can be
/// made on its own, in any order, on any frame.
///
/// `unit(seed, cell, j, d) = top53(mix(mix(mix(mix(seed) ^ cell) ^ j) ^ d)) / 2^53`, where `mix` is
/// SplitMix64's step (add the golden gamma `0x9E3779B97F4A7C15`, then its finalizer) and `top53` keeps the
/// high 53 bits: a number in `[0, 1)`.
///
/// ```swift
/// let key = ParticleRandom.key(seed: 7, cell: 0, particle: 12)
/// ParticleRandom.unit(key, draw: 0)  // the same number on every run and machine
/// ```
public enum ParticleRandom {
  /// SplitMix64's step: a bijective mix of 64 bits.
  @inlinable
  public static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The part shared by all of one particle's draws.
  @inlinable
  public static func key(seed: UInt64, cell: Int, particle: Int) -> UInt64 {
    mix(mix(mix(seed) ^ UInt64(truncatingIfNeeded: cell)) ^ UInt64(truncatingIfNeeded: particle))
  }

  /// Draw number `draw` of the particle whose key is `key`: uniform in `[0, 1)`.
  @inlinable
  public static func unit(_ key: UInt64, draw: Int) -> Double {
    Double(mix(key ^ UInt64(truncatingIfNeeded: draw)) >> 11) * 0x1p-53
  }
}
