/// A small deterministic random number generator (SplitMix64), so every workload is the same on every run
/// and every machine.
///
/// ```swift
/// var random = SeededGenerator(seed: 7)
/// let x = random.unit()              // in [0, 1)
/// let y = random.next(in: 2.0..<3.0)
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator; equal seeds give equal sequences.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniformly distributed number in [0, 1) with 53 random bits.
  public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// A uniformly distributed number in `range`.
  public mutating func next(in range: Range<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * unit()
  }
}
