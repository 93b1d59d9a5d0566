/// Dense first guesses for Core Animation's named curves (easeIn, easeOut, easeInEaseOut and `default`), which
/// most timings use: one table per curve, shared by every timing with those control points, so that solving
/// `x(t) = x` takes no division and no iteration.
///
/// The table holds `t(x)` as a piecewise cubic (Hermite: the exact `t` and `dt/dx` at 257 nodes). For
/// easeInEaseOut and `default` its largest error in `x(t)` is about 3e-10, well inside the solver's 1e-7.
/// easeIn and easeOut reach an end with zero x-slope, where `t` goes like a square root and no cubic fits:
/// there (about 1.7 % of inputs, next to that end) the guess misses the tolerance and one Halley step from it
/// finishes the job. Every guess is checked against the tolerance like any other, and anything still off
/// takes the general path. (Tabulating in `u = √x` or `1 − √(1 − x)` instead fits everywhere, but the square
/// root on every sample cost more than the few extra steps.)
///
/// A curve is recognised once, in `CubicBezier.init`, by its control points; it then keeps its tag and the
/// address of its table where other curves keep their 8-entry table, so a curve stays 48 bytes of plain data
/// and the solver reads the table without going through a global (whose lazy initialisation would be checked
/// on every sample).
extension CubicBezier {
  /// The named curves with a dense table, in tag order (tag = index + 1).
  static let tabulatedCurves: [(x1: Double, y1: Double, x2: Double, y2: Double)] = [
    (0.42, 0, 1, 1),  // easeIn
    (0, 0, 0.58, 1),  // easeOut
    (0.42, 0, 0.58, 1),  // easeInEaseOut
    (0.25, 0.1, 0.25, 1),  // default
  ]

  /// Intervals per table.
  @usableFromInline static var namedIntervals: Int { 256 }

  /// The address of the tables, one after the other: per interval `k` the coefficients `c0 … c3` of
  /// `t = ((c3·f + c2)·f + c1)·f + c0` with `f = x·256 − k`. Made once, on first use, never changed and never
  /// freed (4 curves × 256 intervals × 4 coefficients of 8 bytes: 32 KiB for the life of the process), so any
  /// thread may read it through any curve.
  static let namedCurveTables: UInt = {
    let coefficients = tabulatedCurves.flatMap { curve in namedTable(x1: curve.x1, x2: curve.x2) }
    let storage = UnsafeMutableBufferPointer<Double>.allocate(capacity: coefficients.count)
    _ = storage.initialize(from: coefficients)
    return UInt(bitPattern: storage.baseAddress)
  }()

  /// The address of the table of the named curve with tag `tag` (1 …).
  static func namedCurveTableAddress(tag: UInt64) -> UInt64 {
    UInt64(namedCurveTables) + (tag - 1) * UInt64(4 * namedIntervals * MemoryLayout<Double>.stride)
  }

  /// The tag of the named curve with these control points (1 …), or 0.
  static func namedCurveTag(x1: Double, y1: Double, x2: Double, y2: Double) -> UInt64 {
    for (index, curve) in tabulatedCurves.enumerated()
    where curve.x1 == x1 && curve.y1 == y1 && curve.x2 == x2 && curve.y2 == y2 {
      return UInt64(index + 1)
    }
    return 0
  }

  /// The Hermite coefficients of `t(x)` for the curve with these x control points, 4 per interval.
  static func namedTable(x1: Double, x2: Double) -> [Double] {
    let x = CubicPolynomial(x1, x2)
    let n = namedIntervals
    var t = [Double](repeating: 0, count: n + 1)
    var slope = [Double](repeating: 0, count: n + 1)
    for k in 0...n {
      t[k] = k == 0 ? 0 : k == n ? 1 : bisect(x, Double(k) / Double(n), tolerance: 0, low: 0, high: 1)
      // dt/dx; at an end where x(t) is flat it is infinite (or huge), so that end interval's guesses are far
      // off (or NaN), which the solver's check rejects.
      slope[k] = 1 / x.derivative(t[k])
    }
    let h = 1 / Double(n)
    var coefficients: [Double] = []
    coefficients.reserveCapacity(4 * n)
    for k in 0..<n {
      let (t0, t1, s0, s1) = (t[k], t[k + 1], h * slope[k], h * slope[k + 1])
      coefficients += [t0, s0, 3 * (t1 - t0) - 2 * s0 - s1, 2 * (t0 - t1) + s0 + s1]
    }
    return coefficients
  }

  /// The dense table's guess of `t` for `x` in (0, 1); only for a named curve (`inverseLow & 0xFFFF != 0`).
  @inlinable @inline(__always)
  func namedCurveParameter(_ x: Double) -> Double {
    let n = Self.namedIntervals
    let scaled = x * Double(n)
    let k = min(Int(scaled), n &- 1)
    let f = scaled - Double(k)
    let c =
      UnsafePointer<Double>(bitPattern: UInt(truncatingIfNeeded: inverseHigh)).unsafelyUnwrapped + k &* 4
    return ((c[3] * f + c[2]) * f + c[1]) * f + c[0]
  }
}
