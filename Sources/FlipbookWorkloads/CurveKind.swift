import FlipbookTiming

/// Which timing curves a synthetic workload gives its animations.
///
/// ```swift
/// CurveKind(rawValue: "easeIn")   // .easeIn
/// CurveKind.allCases.count         // 5
/// ```
public enum CurveKind: String, CaseIterable, Sendable {
  /// Ease-in-out-like Béziers whose control points differ a little from one timing to the next (the
  /// default: every timing solves its own curve, as custom curves in real documents do).
  case varied
  /// `y = x` (no curve to solve).
  case linear
  /// Core Animation's easeIn.
  case easeIn
  /// Core Animation's easeOut.
  case easeOut
  /// Core Animation's easeInEaseOut.
  case easeInOut

  /// The curve of the next timing; `.varied` draws its control points from `random`.
  func bezier(using random: inout SeededGenerator) -> CubicBezier {
    switch self {
    case .varied:
      return CubicBezier(
        x1: 0.42 + random.next(in: -0.12..<0.12), y1: random.next(in: 0..<0.1),
        x2: 0.58 + random.next(in: -0.12..<0.12), y2: 1 - random.next(in: 0..<0.1))
    case .linear: return .linear
    case .easeIn: return .easeIn
    case .easeOut: return .easeOut
    case .easeInOut: return .easeInEaseOut
    }
  }
}
