// The one seeded generator: the workloads' SplitMix64 (`SeededGenerator(seed:)`), shared by benchmarks, the
// `flipbook bench` scenes and randomised tests, so a failing seed reproduces everywhere.
@_exported import struct FlipbookWorkloads.SeededGenerator

/// Runs `body` once per seed in `seeds` with a fresh generator seeded with it; put the seed in expectation
/// messages so that a failure names its input (swift-collections' `withEvery` habit).
///
/// ```swift
/// withEverySeed(0..<100) { seed, random in
///   let x = Double.random(in: 0...1, using: &random)
///   #expect(x >= 0, "seed \(seed)")
/// }
/// ```
public func withEverySeed(
  _ seeds: Range<UInt64>, _ body: (UInt64, inout SeededGenerator) throws -> Void
) rethrows {
  for seed in seeds {
    var random = SeededGenerator(seed: seed)
    try body(seed, &random)
  }
}
