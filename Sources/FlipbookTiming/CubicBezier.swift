/// A CSS / Core Animation timing curve: the cubic Bézier from (0, 0) to (1, 1) with control points
/// `(x1, y1)` and `(x2, y2)`, evaluated as `y(x)`: solve `x(t) = x` for the curve parameter `t` to within
/// 1e-7 (WebKit `UnitBezier`'s tolerance), then return `y(t)`.
///
/// The struct is 48 bytes of plain data: the control points and an 8-entry table of `t(x)` at x = 0, 1/8,
/// …, 7/8, made once in `init`. Solving interpolates the first guess in the table (with a square-root
/// guess in an end interval where the curve has zero x-slope), takes one Halley step and checks the
/// result, with no loops on the common path; when that is not yet within the tolerance a second step
/// follows, and anything still off falls back to Newton steps and then bisection. Core Animation's named
/// curves (easeIn, easeOut, easeInEaseOut, `default`) are recognised in `init` and take their first guess
/// from a dense shared table instead (no division, no iteration; see `CubicBezier+NamedCurves.swift`).
/// `x1` and `x2` should lie in [0, 1] so that `x(t)` is monotone; `y1` and `y2` may overshoot.
///
/// ```swift
/// let ease = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
/// ease.value(at: 0.25)  // ≈ 0.129162
/// ```
public struct CubicBezier: Sendable {
  /// The first control point's x.
  public let x1: Double
  /// The first control point's y.
  public let y1: Double
  /// The second control point's x.
  public let x2: Double
  /// The second control point's y.
  public let y2: Double

  /// `t(k/8)` for k = 1 … 7 in units of 1/65535 (t(0) = 0 and t(1) = 1 are implicit): the solver's first
  /// guess. Entry k is bits 16·(k mod 4) ..< 16·(k mod 4) + 16 of `inverseLow` (k < 4) or `inverseHigh`, so
  /// that a lookup stays in registers; slot 0 is 0. A named curve with a dense table of its own (see
  /// `CubicBezier+NamedCurves.swift`) has no such table: its `inverseLow` is its tag (1 …) and its `inverseHigh`
  /// the address of its dense table.
  @usableFromInline let inverseLow, inverseHigh: UInt64

  /// The solver's tolerance on `|x(t) − x|` (WebKit `kBezierEpsilon`).
  @usableFromInline static var epsilon: Double { 1e-7 }

  /// Creates the curve with control points `(x1, y1)` and `(x2, y2)`.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    let tag = Self.namedCurveTag(x1: x1, y1: y1, x2: x2, y2: y2)
    if tag != 0 {
      (inverseLow, inverseHigh) = (tag, Self.namedCurveTableAddress(tag: tag))
      return
    }
    let x = CubicPolynomial(x1, x2)
    var table: (low: UInt64, high: UInt64) = (0, 0)
    var previous = 0.0
    for k in 1..<8 {
      let t = min(max(Self.tableParameter(x, Double(k) / 8, from: previous), 0), 1)
      previous = t
      let entry = UInt64(t * 65535 + 0.5) << UInt64(16 * (k % 4))
      if k < 4 { table.low |= entry } else { table.high |= entry }
    }
    (inverseLow, inverseHigh) = table
  }

  /// `t` with `|x(t) − target| < 1e-12` for a table entry: Newton from the previous entry (a few steps for
  /// ordinary curves, which keeps `init` cheap when millions of timings are made), bisection when Newton
  /// stalls on a flat stretch.
  static func tableParameter(_ x: CubicPolynomial, _ target: Double, from start: Double) -> Double {
    var t = max(start, target * 0.5)
    for _ in 0..<12 {
      let error = x.value(t) - target
      if abs(error) < 1e-12 { return t }
      let slope = x.derivative(t)
      guard abs(slope) >= 1e-3 else { break }
      t = min(max(t - error / slope, 0), 1)
    }
    return bisect(x, target, tolerance: 1e-12, low: 0, high: 1)
  }

  /// Table entry `k` (0 … 7) as a number of 1/65535ths.
  @inlinable @inline(__always)
  func tableEntry(_ k: Int) -> Double {
    let word = k < 4 ? inverseLow : inverseHigh
    return Double((word &>> UInt64(truncatingIfNeeded: (k & 3) &* 16)) & 0xFFFF)
  }

  /// Table entry `k + 1`, or 65535 (t(1) = 1) for the last interval: the upper end of the first guess.
  @inlinable @inline(__always)
  func nextTableEntry(_ k: Int) -> Double { k < 7 ? tableEntry(k &+ 1) : 65535 }

  /// The x coordinate of the curve at parameter `t`.
  @inlinable
  public func sampleX(_ t: Double) -> Double { CubicPolynomial(x1, x2).value(t) }

  /// The y coordinate of the curve at parameter `t`.
  @inlinable
  public func sampleY(_ t: Double) -> Double { CubicPolynomial(y1, y2).value(t) }

  /// Whether the curve is the identity `y = x` (each control point on the diagonal).
  @inlinable
  public var isLinear: Bool { x1 == y1 && x2 == y2 }

  /// The eased progress `y` for the input progress `x`; `x` is clamped to [0, 1], so `value(at: 0) == 0`
  /// and `value(at: 1) == 1` exactly. Internally `t` is solved with `|x(t) − x| < 1e-7`.
  ///
  /// ```swift
  /// CubicBezier.easeIn.value(at: 0.5)  // ≈ 0.315357
  /// ```
  @inlinable @inline(__always)
  public func value(at x: Double) -> Double {
    if !(x > 0) { return 0 }
    if x >= 1 { return 1 }
    if isLinear { return x }
    return CubicPolynomial(y1, y2).value(parameter(forProgress: x))
  }

  /// The curve parameter `t` in [0, 1] with `|x(t) − x| < 1e-7`, for `x` in (0, 1) (0 at or below 0,
  /// 1 at or above 1).
  ///
  /// ```swift
  /// let t = CubicBezier.easeInEaseOut.parameter(forProgress: 0.25)
  /// CubicBezier.easeInEaseOut.sampleX(t)  // 0.25 ± 1e-7
  /// ```
  @inlinable @inline(__always)
  public func parameter(forProgress x: Double) -> Double {
    if !(x > 0) { return 0 }
    if x >= 1 { return 1 }
    let polynomial = CubicPolynomial(x1, x2)
    if inverseLow & 0xFFFF != 0 {
      // A named curve: its dense table's guess is almost always within the tolerance already.
      let guess = namedCurveParameter(x)
      if Self.solves(polynomial, guess, x) { return guess }
      let t = polynomial.halleyStep(guess, toward: x)
      if Self.solves(polynomial, t, x) { return t }
      return Self.slowParameter(polynomial, x, guess: guess)
    }
    // First guess: linear interpolation in the table of t(k/8).
    let scaled = x * 8
    let i = Int(scaled)
    let low = tableEntry(i)
    let high = nextTableEntry(i)
    var guess = (low + (high - low) * (scaled - Double(i))) * (1 / 65535)
    if i == 0 && x1 == 0 {
      // A curve that leaves (0, 0) with zero x-slope has t ≈ k·√x in the first interval, where a straight
      // line guesses badly; likewise 1 − t ≈ k·√(1 − x) in the last one for a curve reaching (1, 1) flat.
      guess = high * (1 / 65535) * (8 * x).squareRoot()
    } else if i == 7 && x2 == 1 {
      guess = 1 - (1 - low * (1 / 65535)) * (8 * (1 - x)).squareRoot()
    }
    var t = guess
    // One Halley step (cubically convergent) takes ease-like curves well inside the tolerance; a second
    // one catches most of the rest.
    t = polynomial.halleyStep(t, toward: x)
    if Self.solves(polynomial, t, x) { return t }
    t = polynomial.halleyStep(t, toward: x)
    if Self.solves(polynomial, t, x) { return t }
    return Self.slowParameter(polynomial, x, guess: guess)
  }

  /// Whether `t` is an answer for `x`: a curve parameter in [0, 1] with `|x(t) − x|` within the tolerance.
  @inlinable @inline(__always)
  static func solves(_ polynomial: CubicPolynomial, _ t: Double, _ x: Double) -> Bool {
    abs(polynomial.value(t) - x) < epsilon && t >= 0 && t <= 1
  }

  /// The careful path for steep curves: up to eight Newton steps kept inside [0, 1], then bisection.
  @usableFromInline
  static func slowParameter(_ x: CubicPolynomial, _ target: Double, guess: Double) -> Double {
    var t = guess
    for _ in 0..<8 {
      let error = x.value(t) - target
      if abs(error) < epsilon { return t }
      let slope = x.derivative(t)
      if !(abs(slope) >= 1e-7) { break }
      t = min(max(t - error / slope, 0), 1)
    }
    if abs(x.value(t) - target) < epsilon { return t }
    return bisect(x, target, tolerance: 1e-10, low: 0, high: 1)
  }

  /// Bisection of a monotone `x(t)` on [low, high] until `|x(t) − target| < tolerance` or the interval
  /// cannot shrink.
  static func bisect(_ x: CubicPolynomial, _ target: Double, tolerance: Double, low: Double, high: Double)
    -> Double
  {
    var (low, high) = (low, high)
    var t = (low + high) * 0.5
    for _ in 0..<200 {
      let value = x.value(t)
      if abs(value - target) < tolerance { return t }
      if target > value { low = t } else { high = t }
      let middle = (low + high) * 0.5
      if middle == low || middle == high { return t }
      t = middle
    }
    return t
  }
}

/// One coordinate of a unit cubic Bézier as a polynomial: `p(t) = ((a·t + b)·t + c)·t` with
/// `c = 3·p1`, `b = 3·(p2 − p1) − c`, `a = 1 − c − b` (WebKit `UnitBezier`'s coefficients).
@usableFromInline
struct CubicPolynomial {
  @usableFromInline let a, b, c: Double

  @inlinable @inline(__always)
  init(_ p1: Double, _ p2: Double) {
    c = 3 * p1
    b = 3 * (p2 - p1) - c
    a = 1 - c - b
  }

  @inlinable @inline(__always)
  func value(_ t: Double) -> Double { ((a * t + b) * t + c) * t }

  @inlinable @inline(__always)
  func derivative(_ t: Double) -> Double { (3 * a * t + 2 * b) * t + c }

  @inlinable @inline(__always)
  func secondDerivative(_ t: Double) -> Double { 6 * a * t + 2 * b }

  /// One step of Halley's method for `p(t) = target`: `t − 2·e·p′ / (2·p′² − e·p″)` with `e = p(t) − target`.
  @inlinable @inline(__always)
  func halleyStep(_ t: Double, toward target: Double) -> Double {
    let error = value(t) - target
    let slope = derivative(t)
    return t - 2 * error * slope / (2 * slope * slope - error * secondDerivative(t))
  }
}

extension CubicBezier: Hashable {
  /// Curves are equal when their control points are.
  @inlinable
  public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
    lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
  }

  /// Hashes the control points.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }
}

extension CubicBezier {
  /// `y = x`: control points (0, 0) and (1, 1).
  public static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
  /// Core Animation's easeIn: (0.42, 0, 1, 1).
  public static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// Core Animation's easeOut: (0, 0, 0.58, 1).
  public static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// Core Animation's easeInEaseOut (UIKit's default curve): (0.42, 0, 0.58, 1).
  public static let easeInEaseOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// Core Animation's `default` (implicit layer animations): (0.25, 0.1, 0.25, 1).
  public static let `default` = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
}

extension CubicBezier: CustomStringConvertible {
  /// `cubicBezier(x1, y1, x2, y2)`.
  public var description: String { "cubicBezier(\(x1), \(y1), \(x2), \(y2))" }
}
