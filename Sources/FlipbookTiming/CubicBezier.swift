/// A CSS / Core Animation timing curve: the cubic Bézier from (0, 0) to (1, 1) with control points
/// `(x1, y1)` and `(x2, y2)`, evaluated as `y(x)` by the current WebKit `UnitBezier` method.
///
/// The polynomial coefficients and an 11-entry table of `x(t)` samples are computed once in `init` and stored
/// inline, so the struct is plain data (no heap storage) and cheap to keep in large arrays. `x1` and `x2`
/// should lie in [0, 1] so that `x(t)` is monotone; `y1` and `y2` may overshoot.
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

  /// `x(t) = ((ax·t + bx)·t + cx)·t`, likewise for y.
  @usableFromInline let ax, bx, cx, ay, by, cy: Double

  /// `x(i/10)` for i = 1 … 9 (x(0) = 0 and x(1) = 1 need no storage).
  @usableFromInline let samples: (Double, Double, Double, Double, Double, Double, Double, Double, Double)

  /// Newton's method stops once `|x(t) − x|` is below this (WebKit `kBezierEpsilon`).
  @usableFromInline static var newtonEpsilon: Double { 1e-7 }
  /// Newton's method gives up on a slope below this.
  @usableFromInline static var slopeEpsilon: Double { 1e-7 }
  /// Bisection stops once `|x(t) − x|` is below this (WebKit `kBisectionEpsilon`).
  @usableFromInline static var bisectionEpsilon: Double { 1e-10 }

  /// Creates the curve with control points `(x1, y1)` and `(x2, y2)`.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    let cx = 3 * x1
    let bx = 3 * (x2 - x1) - cx
    let ax = 1 - cx - bx
    let cy = 3 * y1
    let by = 3 * (y2 - y1) - cy
    let ay = 1 - cy - by
    (self.ax, self.bx, self.cx, self.ay, self.by, self.cy) = (ax, bx, cx, ay, by, cy)
    func x(_ i: Int) -> Double {
      let t = Double(i) / 10
      return ((ax * t + bx) * t + cx) * t
    }
    samples = (x(1), x(2), x(3), x(4), x(5), x(6), x(7), x(8), x(9))
  }

  /// The x coordinate of the curve at parameter `t`.
  @inlinable
  public func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

  /// The y coordinate of the curve at parameter `t`.
  @inlinable
  public func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

  /// `dx/dt` at parameter `t`.
  @inlinable
  func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// The stored sample `x(i/10)` for i in 0 … 10.
  @inlinable
  func sample(_ i: Int) -> Double {
    if i <= 0 { return 0 }
    if i >= 10 { return 1 }
    return withUnsafeBytes(of: samples) { $0.load(fromByteOffset: (i &- 1) &* 8, as: Double.self) }
  }

  /// Whether the curve is the identity `y = x` (each control point on the diagonal).
  @inlinable
  public var isLinear: Bool { x1 == y1 && x2 == y2 }

  /// The eased progress `y` for the input progress `x`; `x` is clamped to [0, 1], so `value(at: 0) == 0`
  /// and `value(at: 1) == 1` exactly. Internally `t` is solved with `|x(t) − x| < 1e-7`.
  ///
  /// ```swift
  /// CubicBezier.easeIn.value(at: 0.5)  // ≈ 0.315357
  /// ```
  @inlinable
  public func value(at x: Double) -> Double {
    if !(x > 0) { return 0 }
    if x >= 1 { return 1 }
    if isLinear { return x }
    return sampleY(parameter(forProgress: x))
  }

  /// The curve parameter `t` with `x(t) ≈ x` for `x` in (0, 1): a linear guess from the sample table,
  /// up to four Newton steps, then bisection on the bracketing sample interval (tolerance 1e-10).
  @inlinable
  public func parameter(forProgress x: Double) -> Double {
    // Bracket x between two samples and interpolate linearly for the first guess.
    var i = 1
    var low = 0.0
    var high = sample(1)
    while i < 10 && x > high {
      i &+= 1
      low = high
      high = sample(i)
    }
    var t0 = Double(i &- 1) / 10
    var t1 = Double(i) / 10
    var t = high > low ? t0 + (t1 - t0) * (x - low) / (high - low) : t0

    // Newton's method: normally converges in one or two steps.
    for _ in 0..<4 {
      let error = sampleX(t) - x
      if abs(error) < CubicBezier.newtonEpsilon { return t }
      let slope = sampleDerivativeX(t)
      if abs(slope) < CubicBezier.slopeEpsilon { break }
      t -= error / slope
    }

    // Bisection on the bracket, for reliability on steep curves.
    if !(t > t0 && t < t1) { t = (t0 + t1) * 0.5 }
    for _ in 0..<100 {
      let value = sampleX(t)
      if abs(value - x) < CubicBezier.bisectionEpsilon { return t }
      if x > value { t0 = t } else { t1 = t }
      let middle = (t0 + t1) * 0.5
      if middle == t0 || middle == t1 { return t }
      t = middle
    }
    return t
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
