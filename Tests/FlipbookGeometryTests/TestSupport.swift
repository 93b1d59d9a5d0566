import FlipbookGeometry

/// Whether `a` and `b` differ by at most `tolerance`.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether every matrix entry of `a` and `b` differs by at most `tolerance`.
func isClose(_ a: AffineTransform, _ b: AffineTransform, _ tolerance: Double = 1e-12) -> Bool {
  isClose(a.a, b.a, tolerance) && isClose(a.b, b.b, tolerance) && isClose(a.c, b.c, tolerance)
    && isClose(a.d, b.d, tolerance) && isClose(a.tx, b.tx, tolerance) && isClose(a.ty, b.ty, tolerance)
}

/// Whether both coordinates differ by at most `tolerance`.
func isClose(_ a: Point, _ b: Point, _ tolerance: Double = 1e-12) -> Bool {
  isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

/// Whether origin and size differ by at most `tolerance` in every component.
func isClose(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-12) -> Bool {
  isClose(a.origin, b.origin, tolerance) && isClose(a.size.width, b.size.width, tolerance)
    && isClose(a.size.height, b.size.height, tolerance)
}

/// A small deterministic generator (SplitMix64) so that "random" tests are reproducible.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
