// Rounding without libm calls. `Double.rounded(_:)` lowers to calls of libm's floor/ceil/round on baseline
// x86-64; these helpers use the truncating integer conversion (one instruction) instead, which keeps the
// per-frame timing path free of calls. Every Double of magnitude 2^52 or more is
// already an integer and is returned unchanged, as is NaN.

/// `x` rounded toward −∞.
@inlinable @inline(__always)
func roundedDown(_ x: Double) -> Double {
  guard abs(x) < 0x1p52 else { return x }
  let truncated = Double(Int64(x))
  return truncated > x ? truncated - 1 : truncated
}

/// `x` rounded toward +∞.
@inlinable @inline(__always)
func roundedUp(_ x: Double) -> Double {
  guard abs(x) < 0x1p52 else { return x }
  let truncated = Double(Int64(x))
  return truncated < x ? truncated + 1 : truncated
}

/// `x` rounded to the nearest integer, halves away from zero (schoolbook rounding, as `Double.rounded()`).
@inlinable @inline(__always)
func roundedToNearest(_ x: Double) -> Double {
  guard abs(x) < 0x1p52 else { return x }
  let truncated = Double(Int64(x))
  let fraction = x - truncated  // exact
  if fraction >= 0.5 { return truncated + 1 }
  if fraction <= -0.5 { return truncated - 1 }
  return truncated
}
