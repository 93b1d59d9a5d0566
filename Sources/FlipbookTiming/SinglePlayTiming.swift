/// The hot part of an ``AnimationTiming`` that plays once, forward, on a cubic Bézier (what almost every
/// animation block makes): its begin, duration and curve, 64 bytes, one cache line, where a whole timing is
/// 80. The engine's step reads this column for such timings on a curve with its own 8-entry table (four at
/// a time, see `progress(of:at:)`) and the whole timing for the others.
///
/// Its progress is the whole timing's (``AnimationTiming/progress(at:)``), bit for bit.
///
/// ```swift
/// let timing = AnimationTiming(begin: 1, duration: 2, curve: .easeInEaseOut)
/// let hot = SinglePlayTiming(timing)!   // nil for a spring, a repeat or an autoreverse
/// hot.progress(at: 2) == timing.progress(at: 2)   // true: 0.5
/// ```
public struct SinglePlayTiming: Sendable {
  /// Timeline time in seconds at which the animation starts moving.
  public let begin: Double
  /// Seconds from `begin` to the end.
  public let duration: Double
  /// The curve.
  public let curve: CubicBezier

  /// The hot part of `timing`, or nil when it repeats, autoreverses or runs on a spring.
  @inlinable
  public init?(_ timing: AnimationTiming) {
    guard timing.repeatCount == 0 && !timing.autoreverses, case .cubicBezier(let curve) = timing.curve else {
      return nil
    }
    self.init(begin: timing.begin, duration: timing.duration, curve: curve)
  }

  /// A single-play timing from its parts.
  @inlinable
  public init(begin: Double, duration: Double, curve: CubicBezier) {
    self.begin = begin
    self.duration = duration
    self.curve = curve
  }

  /// The eased progress at `t`, or nil from the end on: the same as ``AnimationTiming/progress(at:)``.
  @inlinable @inline(__always)
  public func progress(at t: Double) -> Double? {
    AnimationTiming(begin: begin, duration: duration, curve: curve).progress(at: t)
  }

  /// The progress of four timings at `t` at once (`timings[0 ..< 4]`, one instruction stream for all, so
  /// that their solver chains overlap), or nil unless all are inside their first leg, short of its last
  /// `timeTolerance`, on a curve with an 8-entry table solved by one Halley step; the caller then asks
  /// `progress(at:)` of each. Equal, bit for bit, to each `timings[k].progress(at: t)` when it is not nil.
  ///
  /// ```swift
  /// let a = SinglePlayTiming(begin: 0, duration: 1, curve: CubicBezier(x1: 0.3, y1: 0, x2: 0.6, y2: 1))
  /// [a, a, a, a].withUnsafeBufferPointer { SinglePlayTiming.progress(of: $0.baseAddress!, at: 0.5) }
  /// // SIMD4(repeating: a.progress(at: 0.5)!)
  /// ```
  @inlinable @inline(__always)
  public static func progress(of timings: UnsafePointer<SinglePlayTiming>, at t: Double) -> SIMD4<Double>? {
    typealias Lanes = SIMD4<Double>
    let (a, b, c, d) = (timings[0], timings[1], timings[2], timings[3])
    // Curves first: named and linear ones (most documents' timings) leave at once, before any division.
    guard CubicBezier.haveEightEntryTables((a.curve, b.curve, c.curve, d.curve)) else { return nil }
    guard
      let phase = firstLegPhase(
        begin: SIMD4(a.begin, b.begin, c.begin, d.begin),
        duration: SIMD4(a.duration, b.duration, c.duration, d.duration), at: t)
    else { return nil }
    return CubicBezier.values((a.curve, b.curve, c.curve, d.curve), at: phase)
  }

  /// The phase `(t − begin) / duration` of four single-play timings, lane by lane, or nil unless all are
  /// inside their first leg, short of its last `timeTolerance`: the first-leg branch of
  /// ``AnimationTiming/progress(at:)``, whose result there is the curve's value at this phase (on the linear
  /// curve, the phase itself).
  ///
  /// ```swift
  /// SinglePlayTiming.firstLegPhase(begin: SIMD4(repeating: 1), duration: SIMD4(repeating: 2), at: 2)
  /// // SIMD4(repeating: 0.5)
  /// ```
  @inlinable @inline(__always)
  public static func firstLegPhase(begin: SIMD4<Double>, duration: SIMD4<Double>, at t: Double) -> SIMD4<
    Double
  >? {
    typealias Lanes = SIMD4<Double>
    let time = Lanes(repeating: t)
    let s: Lanes = time - begin
    let phase: Lanes = s / duration
    let snap: Lanes = Lanes(repeating: AnimationTiming.timeTolerance) / duration
    let end: Lanes = begin + duration - AnimationTiming.timeTolerance
    // The first-leg branch of `AnimationTiming.progress`: begun, not over, and short of the leg's end.
    let inside = (time .>= begin) .& (time .< end) .& (phase .< 1 - snap)
    guard all(inside) else { return nil }
    return phase
  }
}
