extension JSONWriter {
  /// The JSON text for a number.
  ///
  /// - Integral values within ±2^53 print as integers: `1`, `-20`, and `-0.0` as `0`.
  /// - Other finite values are rounded to 10 decimal places and print as Swift's shortest round-trip
  ///   `description`: `0.1 + 0.2` prints `0.3`, `1.0 / 3` prints `0.3333333333`.
  /// - Infinity and NaN print as `null`.
  ///
  /// ```swift
  /// JSONWriter.formatNumber(0.1 + 0.2)  // "0.3"
  /// JSONWriter.formatNumber(-0.0)       // "0"
  /// ```
  public static func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let maxExactInteger = 9_007_199_254_740_992.0  // 2^53
    // From 2^19 on, a Double's spacing exceeds 1e-10, so rounding to 10 places cannot change it; below,
    // value * 1e10 < 2^53 is an integer-precise product and the division rounds to the nearest Double.
    let rounded = value.magnitude < 524_288 ? roundedToInteger(value * 1e10) / 1e10 : value
    if rounded.magnitude <= maxExactInteger && Double(Int64(rounded)) == rounded {
      return String(Int64(rounded))
    }
    return rounded.description
  }

  /// `value` rounded to the nearest integer, halves away from zero, for `|value| < 2^53`.
  /// (Written out because `Double.rounded()` needs libm, which this module does not link.)
  static func roundedToInteger(_ value: Double) -> Double {
    guard value.magnitude < 4_503_599_627_370_496 else { return value }  // from 2^52 on, all integers
    let truncated = Double(Int64(value))
    let fraction = value - truncated  // exact
    if fraction >= 0.5 { return truncated + 1 }
    if fraction <= -0.5 { return truncated - 1 }
    return truncated
  }
}
