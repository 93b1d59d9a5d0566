/// The root of a function that decreases from positive values on `[lower, ∞)` and turns negative: the
/// bracket `[lower, upper]` is found by doubling from `guess`, then refined by Newton steps kept inside the
/// bracket (bisection where a step leaves it) until it is narrower than `1e-14` of its ends.
///
/// Returns `lower` when `f(lower) <= 0` (no root on the branch) and the largest bracket end it reached
/// when `f` never turns negative. Used once per spring, never per frame.
///
/// ```swift
/// decreasingRoot(from: 0, guess: 1) { x in (2 - x * x, -2 * x) }  // ≈ √2
/// ```
func decreasingRoot(
  from lower: Double, guess: Double, _ f: (Double) -> (value: Double, slope: Double)
) -> Double {
  var low = lower
  guard f(low).value > 0 else { return low }
  var high = max(guess, low + 1e-9, low * 2)
  var doublings = 0
  while f(high).value > 0 {
    low = high
    high *= 2
    doublings += 1
    if doublings > 1100 || !high.isFinite { return low }
  }
  var x = guess > low && guess < high ? guess : 0.5 * (low + high)
  for _ in 0..<200 {
    let (value, slope) = f(x)
    if value == 0 { return x }
    if value > 0 { low = x } else { high = x }
    if high - low <= 1e-14 * max(abs(low), abs(high)) { break }
    let step = x - value / slope
    x = step > low && step < high ? step : 0.5 * (low + high)
  }
  return x
}
