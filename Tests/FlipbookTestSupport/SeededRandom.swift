// The one seeded generator: the workloads' SplitMix64 (`SeededGenerator(seed:)`), shared by benchmarks, the
// `flipbook bench` scenes and randomised tests, so a failing seed reproduces everywhere. A randomised test
// takes its seeds as arguments, so Swift Testing names the seed of every failing case without the test's help:
//
//     @Test(arguments: 0..<50 as Range<UInt64>)
//     func staysInRange(seed: UInt64) {
//       var random = SeededGenerator(seed: seed)
//       #expect(Double.random(in: 0...1, using: &random) <= 1)
//     }
@_exported import struct FlipbookWorkloads.SeededGenerator
