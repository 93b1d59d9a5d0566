/// A named UIKit animation curve or a custom cubic Bézier.
///
/// ```swift
/// TimingCurve.easeInOut.value(at: 0.5)  // 0.5
/// TimingCurve.cubicBezier(CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5)).bezier.y1  // -0.5
/// ```
public enum TimingCurve: Hashable, Sendable {
  /// `y = x`.
  case linear
  /// Slow start: (0.42, 0, 1, 1).
  case easeIn
  /// Slow end: (0, 0, 0.58, 1).
  case easeOut
  /// Slow start and end, UIKit's default: (0.42, 0, 0.58, 1).
  case easeInOut
  /// A custom curve.
  case cubicBezier(CubicBezier)

  /// The Core Animation control points of this curve.
  @inlinable
  public var bezier: CubicBezier {
    switch self {
    case .linear: .linear
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .easeInOut: .easeInEaseOut
    case .cubicBezier(let curve): curve
    }
  }

  /// The timing function the engine evaluates for this curve.
  @inlinable
  public var function: TimingFunction { .cubicBezier(bezier) }

  /// The eased progress for input progress `x` (clamped to [0, 1]).
  @inlinable
  public func value(at x: Double) -> Double { bezier.value(at: x) }
}
