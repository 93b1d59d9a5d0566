extension CubicBezier {
  /// Four curves, one per SIMD lane.
  public typealias Quad = (CubicBezier, CubicBezier, CubicBezier, CubicBezier)

  /// `curves.k.value(at: x[k])` for k = 0 … 3, solved side by side in SIMD lanes, or nil when any lane
  /// needs more than the common path: an input outside (0, 1), a linear or named curve, or a first Halley
  /// step that misses the tolerance. Every operation is the scalar solver's, in the same order, lane by
  /// lane, so a result is bit for bit what `value(at:)` gives; the gain is that four independent solver
  /// chains (a division each, and three polynomials) overlap instead of running one after the other.
  ///
  /// ```swift
  /// let a = CubicBezier(x1: 0.3, y1: 0, x2: 0.6, y2: 1)
  /// CubicBezier.values((a, a, a, a), at: SIMD4(0.2, 0.4, 0.6, 0.8))   // SIMD4 of a.value(at: 0.2) …
  /// ```
  @inlinable @inline(__always)
  public static func values(_ curves: Quad, at x: SIMD4<Double>) -> SIMD4<Double>? {
    typealias Lanes = SIMD4<Double>
    let (a, b, c, d) = curves
    guard all((x .> 0) .& (x .< 1)), haveEightEntryTables(curves) else { return nil }
    let x1 = Lanes(a.x1, b.x1, c.x1, d.x1), x2 = Lanes(a.x2, b.x2, c.x2, d.x2)
    let polynomial = CubicPolynomialLanes(x1, x2)
    let unit: Double = 1 / 65535
    let scaled: Lanes = x * 8
    let (i0, i1, i2, i3) = (Int(scaled[0]), Int(scaled[1]), Int(scaled[2]), Int(scaled[3]))
    let index = Lanes(Double(i0), Double(i1), Double(i2), Double(i3))
    let low = Lanes(a.tableEntry(i0), b.tableEntry(i1), c.tableEntry(i2), d.tableEntry(i3))
    let high = Lanes(a.nextTableEntry(i0), b.nextTableEntry(i1), c.nextTableEntry(i2), d.nextTableEntry(i3))
    let fraction: Lanes = scaled - index
    let step: Lanes = (high - low) * fraction
    var guess: Lanes = (low + step) * unit
    // The square-root guesses of `parameter(forProgress:)` for curves that leave or reach an end flat.
    let flatStart: SIMDMask<SIMD4<Int64>> = (index .== 0) .& (x1 .== 0)
    let flatEnd: SIMDMask<SIMD4<Int64>> = (index .== 7) .& (x2 .== 1) .& .!flatStart
    // (Taken only when a lane needs it: most curves have neither, and the roots are not cheap.)
    if any(flatStart) {
      let startRoot: Lanes = (x * 8).squareRoot()
      let startGuess: Lanes = high * unit * startRoot
      guess.replace(with: startGuess, where: flatStart)
    }
    if any(flatEnd) {
      let endRoot: Lanes = ((1 - x) * 8).squareRoot()
      let endLow: Lanes = 1 - low * unit
      let endGuess: Lanes = 1 - endLow * endRoot
      guess.replace(with: endGuess, where: flatEnd)
    }
    let t = polynomial.halleyStep(guess, toward: x)
    let miss: Lanes = polynomial.value(t) - x
    // |miss| < ε, written as two comparisons (exact, like `abs`).
    let solved = (miss .< epsilon) .& (miss .> -epsilon) .& (t .>= 0) .& (t .<= 1)
    guard all(solved) else { return nil }
    let y1 = Lanes(a.y1, b.y1, c.y1, d.y1), y2 = Lanes(a.y2, b.y2, c.y2, d.y2)
    return CubicPolynomialLanes(y1, y2).value(t)
  }

  /// Whether all four curves are solved from their own 8-entry table: none is linear or named (a named curve
  /// keeps its tag where the table's first entry is, which is 0 for every other curve).
  @inlinable @inline(__always)
  public static func haveEightEntryTables(_ curves: Quad) -> Bool {
    let (a, b, c, d) = curves
    return (a.inverseLow | b.inverseLow | c.inverseLow | d.inverseLow) & 0xFFFF == 0
      && !a.isLinear && !b.isLinear && !c.isLinear && !d.isLinear
  }
}

/// ``CubicPolynomial`` for four curves in SIMD lanes: the same coefficients and the same operations in the
/// same order.
@usableFromInline
struct CubicPolynomialLanes {
  @usableFromInline let a, b, c: SIMD4<Double>

  @inlinable @inline(__always)
  init(_ p1: SIMD4<Double>, _ p2: SIMD4<Double>) {
    c = 3 * p1
    b = 3 * (p2 - p1) - c
    a = 1 - c - b
  }

  @inlinable @inline(__always)
  func value(_ t: SIMD4<Double>) -> SIMD4<Double> { ((a * t + b) * t + c) * t }

  @inlinable @inline(__always)
  func halleyStep(_ t: SIMD4<Double>, toward target: SIMD4<Double>) -> SIMD4<Double> {
    let error: SIMD4<Double> = value(t) - target
    let slope: SIMD4<Double> = (3 * a * t + 2 * b) * t + c
    let second: SIMD4<Double> = 6 * a * t + 2 * b
    let numerator: SIMD4<Double> = 2 * error * slope
    let denominator: SIMD4<Double> = 2 * slope * slope - error * second
    return t - numerator / denominator
  }
}
