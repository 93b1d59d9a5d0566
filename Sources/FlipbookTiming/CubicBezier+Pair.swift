extension CubicBezier {
  /// `(a.value(at: x[0]), b.value(at: x[1]))` solved side by side in SIMD lanes, or nil when either needs
  /// more than the common path: an input outside (0, 1), a linear or named curve, or a first Halley step that
  /// misses the tolerance. Every operation is the scalar solver's, in the same order, lane by lane, so a
  /// result is bit for bit what `value(at:)` gives; the gain is that two independent solver chains (a
  /// division each, and three polynomials) run in one instruction stream instead of one after the other.
  ///
  /// ```swift
  /// let a = CubicBezier(x1: 0.3, y1: 0, x2: 0.6, y2: 1), b = CubicBezier(x1: 0.5, y1: 0.1, x2: 0.5, y2: 0.9)
  /// CubicBezier.values(a, b, at: SIMD2(0.25, 0.75))   // SIMD2(a.value(at: 0.25), b.value(at: 0.75))
  /// ```
  @inlinable @inline(__always)
  public static func values(_ a: CubicBezier, _ b: CubicBezier, at x: SIMD2<Double>) -> SIMD2<Double>? {
    // Named curves keep a tag where the table's first entry is, which is 0 for every other curve.
    guard x[0] > 0, x[0] < 1, x[1] > 0, x[1] < 1, (a.inverseLow | b.inverseLow) & 0xFFFF == 0,
      !a.isLinear, !b.isLinear
    else { return nil }
    typealias Lanes = SIMD2<Double>
    let x1 = Lanes(a.x1, b.x1), x2 = Lanes(a.x2, b.x2)
    let polynomial = CubicPolynomialPair(x1, x2)
    let unit: Double = 1 / 65535
    let scaled: Lanes = x * 8
    let i0 = Int(scaled[0]), i1 = Int(scaled[1])
    let index = Lanes(Double(i0), Double(i1))
    let low = Lanes(a.tableEntry(i0), b.tableEntry(i1))
    let high = Lanes(i0 < 7 ? a.tableEntry(i0 &+ 1) : 65535, i1 < 7 ? b.tableEntry(i1 &+ 1) : 65535)
    let fraction: Lanes = scaled - index
    let step: Lanes = (high - low) * fraction
    var guess: Lanes = (low + step) * unit
    // The square-root guesses of `parameter(forProgress:)` for curves that leave or reach an end flat.
    let flatStart: SIMDMask<SIMD2<Int64>> = (index .== 0) .& (x1 .== 0)
    let flatEnd: SIMDMask<SIMD2<Int64>> = (index .== 7) .& (x2 .== 1) .& .!flatStart
    let startRoot: Lanes = (x * 8).squareRoot()
    let startGuess: Lanes = high * unit * startRoot
    let endRoot: Lanes = ((1 - x) * 8).squareRoot()
    let endLow: Lanes = 1 - low * unit
    let endGuess: Lanes = 1 - endLow * endRoot
    guess.replace(with: startGuess, where: flatStart)
    guess.replace(with: endGuess, where: flatEnd)
    let t = polynomial.halleyStep(guess, toward: x)
    let miss: Lanes = polynomial.value(t) - x
    // |miss| < ε, written as two comparisons (exact, like `abs`).
    let solved = (miss .< epsilon) .& (miss .> -epsilon) .& (t .>= 0) .& (t .<= 1)
    guard all(solved) else { return nil }
    return CubicPolynomialPair(SIMD2(a.y1, b.y1), SIMD2(a.y2, b.y2)).value(t)
  }
}

/// ``CubicPolynomial`` for two curves in SIMD lanes: the same coefficients and the same operations in the
/// same order.
@usableFromInline
struct CubicPolynomialPair {
  @usableFromInline let a, b, c: SIMD2<Double>

  @inlinable @inline(__always)
  init(_ p1: SIMD2<Double>, _ p2: SIMD2<Double>) {
    c = 3 * p1
    b = 3 * (p2 - p1) - c
    a = 1 - c - b
  }

  @inlinable @inline(__always)
  func value(_ t: SIMD2<Double>) -> SIMD2<Double> { ((a * t + b) * t + c) * t }

  @inlinable @inline(__always)
  func halleyStep(_ t: SIMD2<Double>, toward target: SIMD2<Double>) -> SIMD2<Double> {
    let error: SIMD2<Double> = value(t) - target
    let slope: SIMD2<Double> = (3 * a * t + 2 * b) * t + c
    let second: SIMD2<Double> = 6 * a * t + 2 * b
    let numerator: SIMD2<Double> = 2 * error * slope
    let denominator: SIMD2<Double> = 2 * slope * slope - error * second
    return t - numerator / denominator
  }
}
