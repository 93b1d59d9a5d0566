import FlipbookGeometry

/// Whether both coordinates differ by at most `tolerance`.
func isClose(_ a: Point, _ b: Point, _ tolerance: Double = 1e-12) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// A fixed pseudo-random sequence (SplitMix64), so failures reproduce.
struct Sequence64 {
  var state: UInt64
  mutating func unit() -> Double {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Double((z ^ (z >> 31)) >> 11) * 0x1p-53
  }
}
